import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface MermaidAssets {
  /** Output path (relative to the site output) -> absolute source file. */
  copies: Map<string, string>;
  /** Path of the module the client imports, relative to the site output. */
  entry: string;
}

/**
 * Mermaid's own prebuilt ES modules, copied into the build as they are. Bundling mermaid with the
 * client took about 1.9 s per build; copying its 102 files takes about 0.1 s (and nothing under
 * `portal serve`, which serves them from node_modules). The folder carries mermaid's version, so
 * the files can be cached forever like the other assets.
 */
export async function mermaidAssets(root: string): Promise<MermaidAssets> {
  const pkgFile = createRequire(path.join(root, 'package.json')).resolve('mermaid/package.json');
  const dist = path.join(path.dirname(pkgFile), 'dist');
  const { version } = JSON.parse(await readFile(pkgFile, 'utf8')) as { version: string };
  const folder = `assets/mermaid-${version}`;
  const chunks = 'chunks/mermaid.esm.min';
  const copies = new Map<string, string>([[`${folder}/mermaid.esm.min.mjs`, path.join(dist, 'mermaid.esm.min.mjs')]]);
  for (const name of await readdir(path.join(dist, chunks))) {
    if (name.endsWith('.mjs')) copies.set(`${folder}/${chunks}/${name}`, path.join(dist, chunks, name));
  }
  return { copies, entry: `${folder}/mermaid.esm.min.mjs` };
}
