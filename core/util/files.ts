import { readdir } from 'node:fs/promises';
import path from 'node:path';

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
  const out: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    } catch (error) {
      if (rel === '' && (error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw new Error(`could not list ${path.join(dir, rel)}`, { cause: error });
    }
    if (rel !== '' && entries.some((e) => e.name === BUILD_MARKER)) return;
    await Promise.all(
      entries.map(async (e) => {
        const child = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) {
          if (!SKIPPED.has(e.name)) await walk(child);
        } else if (e.isFile()) out.push(child);
      }),
    );
  };
  await walk('');
  return out.sort();
}
