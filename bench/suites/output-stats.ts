import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface OutputStats {
  files: number;
  bytes: number;
  largestHtml: { route: string; bytes: number };
  largestDocHtml: number;
}

/**
 * Sizes of a portal build's output: in all, and the largest page (overall and of docs pages, matched
 * by `docPath`). A page is its index.html alone: client navigation fetches the same file.
 */
export async function outputStats(out: string, docPath: RegExp): Promise<OutputStats> {
  const stats: OutputStats = { files: 0, bytes: 0, largestHtml: { route: '', bytes: 0 }, largestDocHtml: 0 };
  for (const entry of await readdir(out, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const { size } = await stat(full);
    stats.files++;
    stats.bytes += size;
    const rel = path.relative(out, full);
    if (entry.name !== 'index.html') continue;
    if (size > stats.largestHtml.bytes) stats.largestHtml = { route: `/${path.dirname(rel)}`, bytes: size };
    if (docPath.test(rel)) stats.largestDocHtml = Math.max(stats.largestDocHtml, size);
  }
  return stats;
}
