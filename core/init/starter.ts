import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { schemaHeader } from '../config/schema-header.ts';
import { STARTER_FILES } from './starter-site.ts';

/** Writes the starter site into `target` (checked to be missing or empty) and returns the files written. */
export async function writeStarterSite(target: string): Promise<string[]> {
  const written: string[] = [];
  for (const [rel, text] of Object.entries(STARTER_FILES)) {
    const file = path.join(target, rel);
    await mkdir(path.dirname(file), { recursive: true });
    if (rel === '.gitignore') {
      await mergeIgnoreFile(file, text);
    } else {
      // `wx`: never overwrite, even if something appeared since the target was checked.
      await writeFile(file, rel === 'portal.config.yaml' ? schemaHeader(target) + text : text, { flag: 'wx' });
    }
    written.push(rel);
  }
  return written;
}

/** A repository's own .gitignore gains the lines it lacks, instead of being replaced. */
async function mergeIgnoreFile(file: string, text: string): Promise<void> {
  let existing: string;
  try {
    existing = await readFile(file, 'utf8');
  } catch {
    await writeFile(file, text, { flag: 'wx' });
    return;
  }
  const have = new Set(existing.split('\n').map((l) => l.trim()));
  const missing = text.split('\n').filter((l) => l.trim() && !have.has(l.trim()));
  if (missing.length > 0) await appendFile(file, `${existing.endsWith('\n') || existing === '' ? '' : '\n'}${missing.join('\n')}\n`);
}
