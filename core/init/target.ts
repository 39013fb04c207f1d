import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PortalError } from '../../model/diagnostics.ts';
import { displayPath } from '../util/files.ts';

const SETUP_FILES = new Set([
  '.git',
  '.gitignore',
  '.DS_Store',
  'README.md',
  'LICENSE',
  'package.json',
  'package-lock.json',
  'node_modules',
  '.npmrc',
]);

/**
 * `portal init` writes into a folder that is missing or empty, never over someone's files.
 * Returns the absolute folder, which may not exist yet.
 */
export async function checkInitTarget(dir: string, cwd: string = process.cwd()): Promise<string> {
  const target = path.resolve(cwd, dir);
  const shown = displayPath(target, cwd);
  let entries: string[];
  try {
    if (!(await stat(target)).isDirectory()) {
      throw new PortalError({
        code: 'init-refused',
        message: `cannot start a site in ${shown}: it is a file`,
        hint: 'pass a new folder name: portal init my-site',
      });
    }
    entries = await readdir(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return target;
    throw error;
  }
  // What a fresh repository or an npm project with portal installed holds does not make a folder "used".
  const used = entries.filter((e) => !SETUP_FILES.has(e));
  if (used.length > 0) {
    throw new PortalError({
      code: 'init-refused',
      message: `will not start a site in ${shown}: it already holds ${used.slice(0, 3).join(', ')}${used.length > 3 ? ', ...' : ''}`,
      hint: 'pass a new or empty folder: portal init my-site',
    });
  }
  return target;
}
