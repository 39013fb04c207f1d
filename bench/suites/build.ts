import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { figure, mustSucceed, runMeasured, type Figure, type RunStats } from '../measure.ts';
import type { BenchContext } from '../main.ts';

const SUITE = 'build';

function figures(name: string, runs: RunStats[], budgets: { wall?: number; peak?: number }): Figure[] {
  return [
    figure(SUITE, `${name}: wall`, 's', runs.map((r) => r.wallMs / 1000), budgets.wall === undefined ? {} : { budget: budgets.wall }),
    figure(SUITE, `${name}: CPU`, 's', runs.map((r) => r.cpuMs / 1000)),
    figure(SUITE, `${name}: peak memory`, 'MB', runs.map((r) => r.peakMb), budgets.peak === undefined ? {} : { budget: budgets.peak }),
  ];
}

/** Cold build (`--no-cache`), warm build (cache kept) and warm `check-links` of the portal's own content. */
export async function buildSuite(ctx: BenchContext): Promise<Figure[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-build-'));
  const out = path.join(dir, 'build');
  try {
    const cold: RunStats[] = [];
    for (let i = 0; i < ctx.runs; i++) cold.push(mustSucceed(await runMeasured(['build', 'content', '--out', out, '--no-cache']), 'cold build'));
    ctx.log(`cold build ${cold.map((r) => Math.round(r.wallMs)).join(', ')} ms`);
    // Fills the cache (a cold build does not write it).
    mustSucceed(await runMeasured(['build', 'content', '--out', out]), 'build');
    const warm: RunStats[] = [];
    for (let i = 0; i < ctx.runs; i++) warm.push(mustSucceed(await runMeasured(['build', 'content', '--out', out]), 'warm build'));
    ctx.log(`warm build ${warm.map((r) => Math.round(r.wallMs)).join(', ')} ms`);
    const links: RunStats[] = [];
    for (let i = 0; i < ctx.runs; i++) links.push(mustSucceed(await runMeasured(['check-links', 'content']), 'check-links'));
    ctx.log(`check-links ${links.map((r) => Math.round(r.wallMs)).join(', ')} ms`);
    return [...figures('cold build', cold, { wall: 2, peak: 300 }), ...figures('warm build', warm, { wall: 0.8 }), ...figures('check-links (warm)', links, { wall: 0.5 })];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
