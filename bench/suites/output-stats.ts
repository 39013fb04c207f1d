import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface OutputStats {
  files: number;
  bytes: number;
  largestHtml: { route: string; bytes: number };
  largestData: { route: string; bytes: number };
  largestDocHtml: number;
  largestDocData: number;
}

/** Sizes of a portal build's output: in all, and the largest page and page-data files (overall and of docs pages, matched by `docPath`). */
export async function outputStats(out: string, docPath: RegExp): Promise<OutputStats> {
  const stats: OutputStats = {
    files: 0,
    bytes: 0,
    largestHtml: { route: '', bytes: 0 },
    largestData: { route: '', bytes: 0 },
    largestDocHtml: 0,
    largestDocData: 0,
  };
  for (const entry of await readdir(out, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const { size } = await stat(full);
    stats.files++;
    stats.bytes += size;
    const rel = path.relative(out, full);
    const isDoc = docPath.test(rel);
    if (entry.name === 'index.html') {
      if (size > stats.largestHtml.bytes) stats.largestHtml = { route: `/${path.dirname(rel)}`, bytes: size };
      if (isDoc) stats.largestDocHtml = Math.max(stats.largestDocHtml, size);
    } else if (rel.startsWith('__data/')) {
      if (size > stats.largestData.bytes) stats.largestData = { route: `/${rel.slice('__data/'.length, -'.json'.length)}`, bytes: size };
      if (isDoc) stats.largestDocData = Math.max(stats.largestDocData, size);
    }
  }
  return stats;
}
