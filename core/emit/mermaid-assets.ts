import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface MermaidAssets {
  /** Output path (relative to the site output) -> module text, renamed to `.js`. */
  files: Map<string, Uint8Array>;
  /** Path of the module the client imports, relative to the site output. */
  entry: string;
  /** Mermaid's package.json, whose version names the files (a cached client bundle is checked against it). */
  packageFile: string;
}

/** A relative import of a sibling module: `"./chunks/x/chunk-AB12.mjs"`. */
const RELATIVE_MJS = /(["'])(\.{1,2}\/[\w./-]+?)\.mjs\1/g;

/**
 * Mermaid's own prebuilt ES modules, put into the build as they are except for one change: `.mjs`
 * becomes `.js`, in the file names and in the specifiers the modules import each other by. Stock
 * nginx (its default mime.types), some Apache setups and object stores send `.mjs` as
 * `application/octet-stream`, and a browser refuses a module of that type, so no diagram would be
 * drawn. Bundling mermaid with the client took about 1.9 s per build; this takes about 0.1 s. The
 * folder carries mermaid's version, so the files can be cached forever like the other assets.
 */
export async function mermaidAssets(root: string): Promise<MermaidAssets> {
  const pkgFile = createRequire(path.join(root, 'package.json')).resolve('mermaid/package.json');
  const dist = path.join(path.dirname(pkgFile), 'dist');
  const { version } = JSON.parse(await readFile(pkgFile, 'utf8')) as { version: string };
  const folder = `assets/mermaid-${version}`;
  const chunks = 'chunks/mermaid.esm.min';
  const sources = [
    'mermaid.esm.min.mjs',
    ...(await readdir(path.join(dist, chunks))).filter((n) => n.endsWith('.mjs')).map((n) => `${chunks}/${n}`),
  ];
  const files = new Map<string, Uint8Array>();
  await Promise.all(
    sources.map(async (rel) => {
      const text = await readFile(path.join(dist, rel), 'utf8');
      files.set(`${folder}/${rel.replace(/\.mjs$/, '.js')}`, Buffer.from(renameImports(text)));
    }),
  );
  return { files, entry: `${folder}/mermaid.esm.min.js`, packageFile: pkgFile };
}

export function renameImports(moduleText: string): string {
  return moduleText.replace(RELATIVE_MJS, '$1$2.js$1');
}
