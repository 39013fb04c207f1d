import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { PortalError } from '../../model/diagnostics.ts';
import { BUILD_MARKER, displayPath } from '../util/files.ts';

export { BUILD_MARKER };

export interface OutputTarget {
  outDir: string;
  siteDir: string;
  cwd?: string;
}

/**
 * `build` replaces its output folder wholesale, so it first makes sure that folder is its own:
 * missing, empty, or written by an earlier build (it holds BUILD_MARKER). The site folder, a
 * folder around the site or the current folder, a folder of other files and a file are refused.
 * `previous` tells whether an earlier build's output is there (and so stays if this one fails).
 */
export async function checkOutputTarget({ outDir, siteDir, cwd = process.cwd() }: OutputTarget): Promise<{ previous: boolean }> {
  const out = await resolveReal(path.resolve(cwd, outDir));
  const site = await resolveReal(path.resolve(cwd, siteDir));
  const here = await resolveReal(cwd);
  const shown = displayPath(out, cwd);
  const refuse = (why: string, hint = 'pass --out a new folder, for example --out build'): never => {
    throw new PortalError({ code: 'output-refused', message: `will not write the build into ${shown}: ${why}`, hint });
  };

  if (out === site) refuse('it is the site folder itself, and the build replaces the whole output folder');
  if (isInside(site, out)) refuse(`it contains the site folder ${displayPath(site, cwd)}, which the build would delete`);
  if (out === here || isInside(here, out)) refuse('it contains the current folder, which the build would delete');

  let info;
  try {
    info = await stat(out);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { previous: false };
    throw new PortalError(
      { code: 'output-refused', message: `cannot read the output folder ${shown}`, hint: 'check its permissions or pass another --out' },
      { cause: error },
    );
  }
  if (!info.isDirectory()) refuse('it is a file, not a folder', 'pass --out a folder name, or move the file away');
  const entries = await readdir(out);
  if (entries.length === 0) return { previous: false };
  if (entries.includes(BUILD_MARKER)) return { previous: true };
  const sample = entries.slice(0, 3).join(', ');
  return refuse(
    `it holds other files (${sample}${entries.length > 3 ? ', ...' : ''}) and no ${BUILD_MARKER} marker from an earlier portal build`,
    `pass --out an empty or new folder; delete ${shown} yourself only if nothing in it is needed`,
  );
}

/** The real path of `p`, or of its nearest existing parent with the rest appended (so symlinks cannot hide a match). */
async function resolveReal(p: string): Promise<string> {
  try {
    return await realpath(p);
  } catch {
    const parent = path.dirname(p);
    return parent === p ? p : path.join(await resolveReal(parent), path.basename(p));
  }
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}
