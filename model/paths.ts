import path from 'node:path';

/** How diagnostics name a file: relative to the current folder when inside it, else absolute. */
export function displayPath(absolute: string, cwd: string = process.cwd()): string {
  const rel = path.relative(cwd, absolute);
  return rel === '' ? '.' : rel.startsWith('..') ? absolute : rel.split(path.sep).join('/');
}
