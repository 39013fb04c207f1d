import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ApiLoadResult, loadApi } from '../../openapi/load-api.ts';
import { listFiles } from '../util/files.ts';

/**
 * Validating a spec compiles its JSON schema (about a second for the portal's five), and the
 * result depends only on the spec's folder and the options. This loader keeps each result on disk,
 * keyed by every file in the spec's folder (a `$ref` may point at a sibling), so an unchanged spec
 * is not validated again by the next build or link check. A failed read or write is a miss.
 */
/** The spec loader and its validator load only when a spec is not in the cache. */
const load = async (): Promise<typeof loadApi> => (await import('../../openapi/load-api.ts')).loadApi;

export function diskApiLoader(dir: string, version: string): typeof loadApi {
  return async (siteDir, config, options) => {
    const specDir = path.dirname(path.resolve(siteDir, config.spec));
    const hash = createHash('sha1')
      .update(version)
      .update(JSON.stringify({ config, options, cwd: process.cwd() }));
    try {
      for (const rel of await listFiles(specDir)) hash.update(rel).update(await readFile(path.join(specDir, rel)));
    } catch {
      return (await load())(siteDir, config, options);
    }
    const file = path.join(dir, `${hash.digest('base64url')}.json`);
    try {
      const cached = JSON.parse(await readFile(file, 'utf8')) as ApiLoadResult;
      // A spec's file path is absolute: a copied checkout must not serve another folder's spec.
      if (!cached.api || cached.api.specFile === path.resolve(siteDir, config.spec)) return cached;
    } catch {
      // not cached yet
    }
    const result = await (await load())(siteDir, config, options);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(file, JSON.stringify(result));
    } catch {
      // A read-only or full disk only costs the next run its cache.
    }
    return result;
  };
}
