import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isWithin } from './inside-site.ts';

/** Paths in diagnostics are relative to where the user ran the command, so editors can open them. */
export { displayPath } from '../../model/paths.ts';

/** Every build writes this file into its output: a folder holding it may be replaced by the next build. */
export const BUILD_MARKER = '.portal-build';

/** Folders that are never content: packages, version control, and any portal build output (it holds the marker). */
const SKIPPED = new Set(['node_modules', '.git']);

/**
 * Every file below `dir` as a path relative to it with forward slashes, sorted; a missing dir is
 * empty. A site folder may also be an npm project with its build inside, so those are skipped.
 */
export async function listFiles(dir: string): Promise<string[]> {
  return (await listSiteFiles(dir)).files;
}

/**
 * `files` as listFiles; a symbolic link counts as the file or folder it leads to when that is
 * inside `dir`, and is listed in `outside` (and not followed) when it leads out of it, so no
 * content is ever read from beyond the site folder.
 */
export async function listSiteFiles(dir: string): Promise<{ files: string[]; outside: string[] }> {
  const out: string[] = [];
  const outside: string[] = [];
  const root = await realpath(dir).catch(() => path.resolve(dir));
  // The real folders above the one walked: a link to one of them would loop.
  const walk = async (rel: string, above: ReadonlySet<string>): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    } catch (error) {
      if (rel === '' && (error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw new Error(`could not list ${path.join(dir, rel)}`, { cause: error });
    }
    const real = (await realpath(path.join(dir, rel)).catch(() => undefined)) ?? path.join(root, rel);
    if (above.has(real)) return;
    const chain = new Set(above).add(real);
    if (rel !== '' && entries.some((e) => e.name === BUILD_MARKER)) return;
    await Promise.all(
      entries.map(async (e) => {
        const child = rel ? `${rel}/${e.name}` : e.name;
        let isDirectory = e.isDirectory();
        let isFile = e.isFile();
        if (e.isSymbolicLink()) {
          const target = await realpath(path.join(dir, child)).catch(() => undefined);
          // A dangling link is no file at all.
          if (target === undefined) return;
          if (!isWithin(root, target)) {
            outside.push(child);
            return;
          }
          const info = await stat(target);
          isDirectory = info.isDirectory();
          isFile = info.isFile();
        }
        if (isDirectory) {
          if (!SKIPPED.has(e.name)) await walk(child, chain);
        } else if (isFile) out.push(child);
      }),
    );
  };
  await walk('', new Set());
  return { files: out.sort(), outside: outside.sort() };
}
