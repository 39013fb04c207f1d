import { figure, mustSucceed, runMeasured, type Figure, type RunOptions, type RunStats } from './measure.ts';
import type { ParseFloor } from './floor.ts';

/** A cold `portal build` as the bench runs it: the JSON summary on stdout gives what twins and search cost. */
export interface PortalRun extends RunStats {
  costs: { twinsMs: number; searchMs: number };
  bytes: number;
}

export async function portalBuild(site: string, out: string, options: RunOptions = {}): Promise<PortalRun> {
  const stats = mustSucceed(
    await runMeasured(['build', site, '--out', out, '--no-cache', '--format', 'json'], options),
    `portal build of ${site}`,
  );
  const summary = JSON.parse(stats.stdout) as { costs?: { twinsMs: number; searchMs: number }; bytes: number };
  return { ...stats, costs: summary.costs ?? { twinsMs: NaN, searchMs: NaN }, bytes: summary.bytes };
}

const median = (values: readonly number[]) => figure('', '', '', values).median;

/**
 * The figures every corpus gets: the parse floor, the build's wall, CPU and memory, its CPU as a
 * multiple of the floor measured beside it, and what the markdown twins and the search files cost.
 */
export function floorFigures(
  suite: string,
  floors: readonly ParseFloor[],
  builds: readonly PortalRun[],
  budgets: { ratio?: number; peakMb?: number } = {},
): Figure[] {
  const f0 = floors[0];
  const cpu = median(builds.map((b) => b.cpuMs));
  const note = f0 ? `${f0.files} files, ${(f0.bytes / 1024 / 1024).toFixed(2)} MB of markdown` : '';
  return [
    figure(
      suite,
      'parse floor (remark-parse + remark-gfm alone, one thread): CPU',
      's',
      floors.map((f) => f.cpuMs / 1000),
      { note },
    ),
    figure(
      suite,
      'portal build (cold): wall',
      's',
      builds.map((b) => b.wallMs / 1000),
    ),
    figure(
      suite,
      'portal build (cold): CPU',
      's',
      builds.map((b) => b.cpuMs / 1000),
    ),
    // Each run's build against the floor measured just before it, so both saw the same machine load.
    figure(
      suite,
      'portal build CPU / parse floor CPU',
      'x',
      builds.map((b, i) => b.cpuMs / (floors[i] ?? floors[0] ?? { cpuMs: NaN }).cpuMs),
      budgets.ratio === undefined ? {} : { budget: budgets.ratio },
    ),
    figure(
      suite,
      'portal build (cold): peak memory',
      'MB',
      builds.map((b) => b.peakMb),
      budgets.peakMb === undefined ? {} : { budget: budgets.peakMb },
    ),
    figure(
      suite,
      '  of which markdown twins: CPU (all threads)',
      's',
      builds.map((b) => b.costs.twinsMs / 1000),
      { note: `${((median(builds.map((b) => b.costs.twinsMs)) / cpu) * 100).toFixed(1)} % of the build's CPU` },
    ),
    figure(
      suite,
      '  of which search index and documents: CPU',
      's',
      builds.map((b) => b.costs.searchMs / 1000),
      { note: `${((median(builds.map((b) => b.costs.searchMs)) / cpu) * 100).toFixed(1)} % of the build's CPU` },
    ),
  ];
}
