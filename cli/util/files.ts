import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Paths in diagnostics are relative to where the user ran the command, so editors can open them. */
export function displayPath(absolute: string, cwd: string = process.cwd()): string {
  const rel = path.relative(cwd, absolute);
  return rel === '' ? '.' : rel.startsWith('..') ? absolute : rel.split(path.sep).join('/');
}

/** Every file below `dir` as a path relative to it with forward slashes; a missing dir is empty. */
export async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new Error(`could not list ${dir}`, { cause: error });
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
