import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClientAssets, ClientAssetsInput, ClientCache } from './client-types.ts';

export type { ClientCache };

/** What buildClientAssets read: the files esbuild bundled and the other files it copied. */
export type ClientInputs = readonly string[];

interface Entry {
  inputs: [file: string, stamp: string][];
  entry: string;
  css: string;
  inlineCss: ClientAssets['inlineCss'];
  chunks: ClientAssets['chunks'];
  mermaidFiles: string[];
  files: [rel: string, base64: string][];
}

const stampOf = async (file: string) => {
  const s = await stat(file);
  return `${s.size}:${s.mtimeMs}`;
};

function entryFile(cache: ClientCache, input: ClientAssetsInput): string {
  const key = createHash('sha1')
    .update(cache.version)
    .update('\0')
    .update(
      JSON.stringify({
        siteDir: input.siteDir ?? '',
        theme: input.theme ?? null,
        siteCode: input.siteCode ?? null,
        react: input.react ?? 'production',
      }),
    )
    .digest('base64url');
  return path.join(cache.dir, `${key}.json`);
}

/** The cached bundle, when every file it was made from is as it was. A failed read is a miss. */
export async function readCachedClient(cache: ClientCache, input: ClientAssetsInput): Promise<ClientAssets | undefined> {
  try {
    const saved = JSON.parse(await readFile(entryFile(cache, input), 'utf8')) as Entry;
    const stamps = await Promise.all(saved.inputs.map(([file]) => stampOf(file).catch(() => '')));
    if (saved.inputs.some(([, stamp], i) => stamps[i] !== stamp)) return undefined;
    return {
      files: new Map(saved.files.map(([rel, data]) => [rel, Buffer.from(data, 'base64')])),
      copies: new Map(),
      entry: saved.entry,
      css: saved.css,
      inlineCss: saved.inlineCss,
      chunks: saved.chunks,
      mermaidFiles: saved.mermaidFiles,
    };
  } catch {
    return undefined;
  }
}

/** Keeps a bundle and the stamps of the files it was made from. A failed write only costs the next build its reuse. */
export async function writeCachedClient(
  cache: ClientCache,
  input: ClientAssetsInput,
  assets: ClientAssets,
  inputs: ClientInputs,
): Promise<void> {
  try {
    const entry: Entry = {
      inputs: await Promise.all(inputs.map(async (file): Promise<[string, string]> => [file, await stampOf(file)])),
      entry: assets.entry,
      css: assets.css,
      inlineCss: assets.inlineCss,
      chunks: assets.chunks,
      mermaidFiles: [...assets.mermaidFiles],
      files: [...assets.files].map(([rel, data]) => [rel, Buffer.from(data).toString('base64')]),
    };
    await mkdir(cache.dir, { recursive: true });
    await writeFile(entryFile(cache, input), JSON.stringify(entry));
    await keepNewest(cache.dir, KEEP);
  } catch {
    // A read-only or full disk, or an input gone meanwhile: the next build bundles again.
  }
}

/** Entries kept: one per site built from this install; an entry holds mermaid's modules too (about 5 MB). */
const KEEP = 8;

/** Removes all but the `keep` most recently written entries, so building many sites (the tests) does not fill the disk. */
async function keepNewest(dir: string, keep: number): Promise<void> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
  if (names.length <= keep) return;
  const dated = await Promise.all(names.map(async (n) => ({ n, t: (await stat(path.join(dir, n)).catch(() => undefined))?.mtimeMs ?? 0 })));
  dated.sort((a, b) => b.t - a.t);
  await Promise.all(dated.slice(keep).map(({ n }) => rm(path.join(dir, n), { force: true })));
}
