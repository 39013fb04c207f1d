import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** Where a file a site names really is: inside the site folder, outside it, or nowhere. */
export type SitePlace = { kind: 'inside'; real: string } | { kind: 'outside'; real: string } | { kind: 'missing' };

/**
 * Where `file` leads once `..` and symbolic links are resolved (`realpath`), judged against the
 * site folder (resolved the same way). Content never reads outside the site folder: a partial,
 * an image, a spec or a symlink that leads out is refused by the caller with an error.
 */
export async function placeInSite(siteDir: string, file: string): Promise<SitePlace> {
  const root = await realpath(siteDir).catch(() => path.resolve(siteDir));
  const resolved = path.resolve(siteDir, file);
  // Outside as written: refused even when it does not exist, so the message does not depend on the machine.
  if (!isWithin(path.resolve(siteDir), resolved) && !isWithin(root, resolved)) return { kind: 'outside', real: resolved };
  let real: string;
  try {
    real = await realpath(resolved);
  } catch {
    return { kind: 'missing' };
  }
  return isWithin(root, real) ? { kind: 'inside', real } : { kind: 'outside', real };
}

/** Whether `file` is `dir` itself or below it (both absolute and normalised). */
export function isWithin(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
