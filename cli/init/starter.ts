import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STARTER_FILES } from './starter-site.ts';

/** Writes the starter site into `target` (checked to be missing or empty) and returns the files written. */
export async function writeStarterSite(target: string): Promise<string[]> {
  const written: string[] = [];
  for (const [rel, text] of Object.entries(STARTER_FILES)) {
    const file = path.join(target, rel);
    await mkdir(path.dirname(file), { recursive: true });
    // `wx`: never overwrite, even if something appeared since the target was checked.
    await writeFile(file, text, { flag: 'wx' });
    written.push(rel);
  }
  return written;
}
