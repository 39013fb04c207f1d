import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../core/util/package-root.ts';

export const ROOT = packageRoot(import.meta.url);
export const PORTAL = path.join(ROOT, 'bin/portal.js');

/** One measured figure: the median of its runs, with their spread, against its budget. */
export interface Figure {
  suite: string;
  name: string;
  unit: string;
  median: number;
  min: number;
  max: number;
  runs: number;
  /** Lower is better unless `higherIsBetter`. */
  budget?: number;
  higherIsBetter?: boolean;
  note?: string;
}

export function figure(suite: string, name: string, unit: string, values: readonly number[], extra: Partial<Figure> = {}): Figure {
  const sorted = [...values].sort((a, b) => a - b);
  return { suite, name, unit, median: percentile(sorted, 50), min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN, runs: values.length, ...extra };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (rank - lo);
}

export function met(f: Figure): boolean | undefined {
  if (f.budget === undefined || Number.isNaN(f.median)) return undefined;
  return f.higherIsBetter ? f.median >= f.budget : f.median <= f.budget;
}

export interface RunStats {
  code: number | null;
  wallMs: number;
  cpuMs: number;
  peakMb: number;
  stderr: string;
}

/** Runs `portal` under GNU time for its CPU time and peak resident memory. */
export async function runMeasured(args: readonly string[], options: { cwd?: string } = {}): Promise<RunStats> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-time-'));
  const timeFile = path.join(dir, 'time');
  const started = performance.now();
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', '%U %S %M', '-o', timeFile, process.execPath, PORTAL, ...args], { cwd: options.cwd ?? ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (c) => resolve({ code: c, stderr: err }));
  });
  const wallMs = performance.now() - started;
  const [user = 0, sys = 0, kb = 0] = (await readFile(timeFile, 'utf8')).trim().split('\n').pop()?.split(' ').map(Number) ?? [];
  await rm(dir, { recursive: true, force: true });
  return { code, wallMs, cpuMs: (user + sys) * 1000, peakMb: kb / 1024, stderr };
}

/** Fails loudly: a benchmark of a failed build measures nothing. */
export function mustSucceed(stats: RunStats, what: string): RunStats {
  if (stats.code !== 0) throw new Error(`${what} failed (exit ${stats.code}):\n${stats.stderr.slice(-2000)}`);
  return stats;
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
