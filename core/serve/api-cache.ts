import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadApi, type ApiLoadOptions, type ApiLoadResult } from '../../openapi/load-api.ts';
import type { ApiSpecConfig } from '../config/types.ts';

/**
 * Validating a spec compiles its JSON schema, which takes most of a second; between dev-server
 * rebuilds a spec whose text did not change keeps its last result.
 */
export function cachedApiLoader(): typeof loadApi {
  const memo = new Map<string, { key: string; result: ApiLoadResult }>();
  return async (siteDir: string, config: ApiSpecConfig, options: ApiLoadOptions) => {
    let text: string;
    try {
      text = await readFile(path.resolve(siteDir, config.spec), 'utf8');
    } catch {
      return loadApi(siteDir, config, options);
    }
    const key = createHash('sha1').update(JSON.stringify({ config, options })).update(text).digest('base64url');
    const hit = memo.get(config.id);
    if (hit?.key === key) return hit.result;
    const result = await loadApi(siteDir, config, options);
    memo.set(config.id, { key, result });
    return result;
  };
}
