import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../core/util/package-root.ts';

/** What every suite is given: how many runs a figure takes, and where to tell progress (main.ts makes it). */
export interface BenchContext {
  runs: number;
  log(line: string): void;
}

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
  /** The machine's 1-minute load average when the figure was taken (2 cores: above 2, something else was running). */
  load?: number;
}

export function figure(suite: string, name: string, unit: string, values: readonly number[], extra: Partial<Figure> = {}): Figure {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    suite,
    name,
    unit,
    median: percentile(sorted, 50),
    min: sorted[0] ?? NaN,
    max: sorted[sorted.length - 1] ?? NaN,
    runs: values.length,
    ...extra,
  };
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
  stdout: string;
  stderr: string;
  /** Set when the run was stopped for taking longer than its time limit. */
  timedOut?: boolean;
}

export interface RunOptions {
  cwd?: string;
  env?: Record<string, string>;
  /** Stop the run (SIGKILL) after this long; it then counts as failed. */
  timeoutMs?: number;
}

/**
 * Runs a command under GNU time for its CPU time (user + system, every thread and child it waited
 * for) and peak resident memory (of its largest process).
 */
export async function runTimed(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunStats> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-time-'));
  const timeFile = path.join(dir, 'time');
  const started = performance.now();
  try {
    const { code, stdout, stderr, timedOut } = await new Promise<{
      code: number | null;
      stdout: string;
      stderr: string;
      timedOut: boolean;
    }>((resolve, reject) => {
      const child = spawn('/usr/bin/time', ['-f', '%U %S %M', '-o', timeFile, command, ...args], {
        cwd: options.cwd ?? ROOT,
        env: { ...process.env, ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: options.timeoutMs !== undefined,
      });
      let out = '';
      let err = '';
      let killed = false;
      // GNU time and the command it runs are one process group of their own (detached): both are stopped.
      const stop = () => {
        killed = true;
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      };
      const timer = options.timeoutMs ? setTimeout(stop, options.timeoutMs) : undefined;
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-20000)));
      child.on('error', reject);
      child.on('close', (c) => {
        clearTimeout(timer);
        resolve({ code: c, stdout: out, stderr: err, timedOut: killed });
      });
    });
    const wallMs = performance.now() - started;
    const line = (await readFile(timeFile, 'utf8').catch(() => '')).trim().split('\n').pop() ?? '';
    const [user = 0, sys = 0, kb = 0] = /^[\d.]+ [\d.]+ \d+$/.test(line) ? line.split(' ').map(Number) : [];
    return { code, wallMs, cpuMs: (user + sys) * 1000, peakMb: kb / 1024, stdout, stderr, ...(timedOut ? { timedOut } : {}) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `portal` under GNU time. */
export function runMeasured(args: readonly string[], options: RunOptions = {}): Promise<RunStats> {
  return runTimed(process.execPath, [PORTAL, ...args], options);
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
