import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSite } from '../generate-site.ts';
import { figure, mustSucceed, runMeasured, type Figure, type RunStats } from '../measure.ts';

interface OutputStats {
  bytes: number;
  largestHtml: { route: string; bytes: number };
  largestData: { route: string; bytes: number };
  largestDocHtml: number;
  largestDocData: number;
}

async function outputStats(out: string): Promise<OutputStats> {
  const stats: OutputStats = { bytes: 0, largestHtml: { route: '', bytes: 0 }, largestData: { route: '', bytes: 0 }, largestDocHtml: 0, largestDocData: 0 };
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(full);
        continue;
      }
      const { size } = await stat(full);
      stats.bytes += size;
      const rel = path.relative(out, full);
      const isDoc = /^docs\/p\d+\//.test(rel) || /^__data\/docs\/p\d+\//.test(rel);
      if (entry.name === 'index.html') {
        if (size > stats.largestHtml.bytes) stats.largestHtml = { route: `/${path.dirname(rel)}`, bytes: size };
        if (isDoc) stats.largestDocHtml = Math.max(stats.largestDocHtml, size);
      } else if (rel.startsWith('__data/')) {
        if (size > stats.largestData.bytes) stats.largestData = { route: `/${rel.slice('__data/'.length, -'.json'.length)}`, bytes: size };
        if (isDoc) stats.largestDocData = Math.max(stats.largestDocData, size);
      }
    }
  };
  await walk(out);
  return stats;
}

const BUDGETS: Record<number, { wall: number; peak: number; output: number }> = {
  1000: { wall: 4, peak: 300, output: 40 },
  10000: { wall: 30, peak: 1500, output: 400 },
};

/** Generated sites of 1,000 and 10,000 pages, built cold: time, memory, output, largest pages, and the ratios between the sizes. */
export async function syntheticSuite(runs: number, sizes: readonly number[], log: (line: string) => void): Promise<Figure[]> {
  const figures: Figure[] = [];
  const medians = new Map<number, Record<string, number>>();
  for (const pages of sizes) {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-synthetic-'));
    try {
      await generateSite({ dir: path.join(dir, 'site'), pages });
      const results: RunStats[] = [];
      for (let i = 0; i < runs; i++) results.push(mustSucceed(await runMeasured(['build', 'site', '--out', 'build', '--no-cache'], { cwd: dir }), `build of ${pages} pages`));
      const out = await outputStats(path.join(dir, 'build'));
      log(`${pages} pages: ${results.map((r) => Math.round(r.wallMs)).join(', ')} ms`);
      const suite = `synthetic ${pages}`;
      const b = BUDGETS[pages];
      const f = [
        figure(suite, `${pages} pages: build wall`, 's', results.map((r) => r.wallMs / 1000), b ? { budget: b.wall } : {}),
        figure(suite, `${pages} pages: build CPU`, 's', results.map((r) => r.cpuMs / 1000)),
        figure(suite, `${pages} pages: peak memory`, 'MB', results.map((r) => r.peakMb), b ? { budget: b.peak } : {}),
        figure(suite, `${pages} pages: output size`, 'MB', [out.bytes / 1024 / 1024], b ? { budget: b.output } : {}),
        figure(suite, `${pages} pages: largest page HTML`, 'KB', [out.largestHtml.bytes / 1024], { note: out.largestHtml.route }),
        figure(suite, `${pages} pages: largest page-data`, 'KB', [out.largestData.bytes / 1024], { note: out.largestData.route }),
        figure(suite, `${pages} pages: largest docs page HTML`, 'KB', [out.largestDocHtml / 1024]),
        figure(suite, `${pages} pages: largest docs page-data`, 'KB', [out.largestDocData / 1024]),
      ];
      figures.push(...f);
      medians.set(pages, Object.fromEntries(f.map((x) => [x.name.replace(/^\d+ pages: /, ''), x.median])));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const [small, large] = sizes;
  const a = small === undefined ? undefined : medians.get(small);
  const z = large === undefined ? undefined : medians.get(large);
  if (a && z && small && large) {
    const scale = large / small;
    for (const key of ['build wall', 'peak memory', 'output size', 'largest docs page HTML', 'largest docs page-data', 'largest page HTML', 'largest page-data']) {
      const ratio = (z[key] ?? NaN) / (a[key] ?? NaN);
      // Linear growth is the budget for totals; a page should not grow at all.
      const budget = key.startsWith('largest docs') ? 1.05 : key.startsWith('largest') ? undefined : scale;
      figures.push(figure('synthetic ratios', `${large} / ${small} pages: ${key}`, 'x', [ratio], budget === undefined ? { note: 'a listing page (tags), grows with the site' } : { budget }));
    }
  }
  return figures;
}
