import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFloor, type ParseFloor } from '../floor.ts';
import { figure, mustSucceed, round, runMeasured, type Figure, type RunStats } from '../measure.ts';
import { floorFigures, portalBuild, type PortalRun } from '../portal-run.ts';
import type { BenchContext } from '../measure.ts';

const SUITE = 'build';

function figures(name: string, runs: RunStats[], budgets: { wall?: number }): Figure[] {
  return [
    figure(
      SUITE,
      `${name}: wall`,
      's',
      runs.map((r) => r.wallMs / 1000),
      budgets.wall === undefined ? {} : { budget: budgets.wall },
    ),
    figure(
      SUITE,
      `${name}: CPU`,
      's',
      runs.map((r) => r.cpuMs / 1000),
    ),
    figure(
      SUITE,
      `${name}: peak memory`,
      'MB',
      runs.map((r) => r.peakMb),
    ),
  ];
}

/**
 * The portal's own content: the parse floor and a cold build (`--no-cache`) in turns, then a warm
 * build (cache kept) and a warm `check-links`.
 */
export async function buildSuite(ctx: BenchContext): Promise<Figure[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-build-'));
  const out = path.join(dir, 'build');
  try {
    const floors: ParseFloor[] = [];
    const cold: PortalRun[] = [];
    for (let i = 0; i < ctx.runs; i++) {
      floors.push(await parseFloor('content'));
      cold.push(await portalBuild('content', out));
    }
    ctx.log(
      `content: floor ${floors.map((f) => round(f.cpuMs, 0)).join(', ')} ms CPU; cold build ${cold.map((r) => `${round(r.wallMs, 0)} ms wall / ${round(r.cpuMs, 0)} ms CPU`).join(', ')}`,
    );
    // Fills the cache (a cold build does not write it).
    mustSucceed(await runMeasured(['build', 'content', '--out', out]), 'build');
    const warm: RunStats[] = [];
    for (let i = 0; i < ctx.runs; i++) warm.push(mustSucceed(await runMeasured(['build', 'content', '--out', out]), 'warm build'));
    ctx.log(`warm build ${warm.map((r) => Math.round(r.wallMs)).join(', ')} ms`);
    const links: RunStats[] = [];
    for (let i = 0; i < ctx.runs; i++) links.push(mustSucceed(await runMeasured(['check-links', 'content']), 'check-links'));
    ctx.log(`check-links ${links.map((r) => Math.round(r.wallMs)).join(', ')} ms`);
    return [
      ...floorFigures(`${SUITE} content`, floors, cold, { ratio: 2 }),
      ...figures('warm build', warm, { wall: 0.8 }),
      ...figures('check-links (warm)', links, { wall: 0.5 }),
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
