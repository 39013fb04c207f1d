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
  if (await addScripts(path.join(target, 'package.json'), path.basename(target))) written.push('package.json');
  return written;
}

/**
 * `npm start` and `npm run build` for the site: added to the project's package.json (scripts it
 * already has are kept), or a new package.json with them. Returns whether the file was written.
 */
async function addScripts(file: string, name: string): Promise<boolean> {
  const scripts = { start: 'portal serve', build: 'portal build' };
  let pkg: { scripts?: Record<string, string> } & Record<string, unknown>;
  try {
    pkg = JSON.parse(await readFile(file, 'utf8')) as typeof pkg;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return false;
    const slug =
      name
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'my-portal';
    await writeFile(file, `${JSON.stringify({ name: slug, private: true, scripts }, null, 2)}\n`, { flag: 'wx' });
    return true;
  }
  const missing = Object.entries(scripts).filter(([k]) => !pkg.scripts?.[k]);
  if (missing.length === 0) return false;
  pkg.scripts = { ...pkg.scripts, ...Object.fromEntries(missing) };
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
  return true;
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
