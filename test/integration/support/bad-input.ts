import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { expect } from 'vitest';
import { ROOT, runPortal } from '../../helpers.ts';

/**
 * The bad-input corpus: every case is a small site (test/fixtures/bad/_base plus the case's own
 * folder, or files made here when they are binary, huge or deep) run through `portal build` and
 * `portal check-links`. Each must give exactly the diagnostics listed (code, file, line, with a
 * hint), the right exit code and no stack trace. Times are measured and printed, never asserted.
 * The corpus is two test files (markdown and site; specs and hostile markup) so two workers share it.
 */

export const BAD = path.join(ROOT, 'test/fixtures/bad');

export type Files = Record<string, string | Uint8Array>;

export interface Expected {
  severity: 'error' | 'warning';
  code: string;
  file?: string;
  line?: number;
  message?: RegExp;
}

interface Diag extends Omit<Expected, 'message'> {
  message: string;
  hint?: string;
}

interface Outcome {
  code: number | null;
  diagnostics: Diag[];
  dir: string;
}

export const timings: string[] = [];
export const BUILD_ONLY = ['build'] as const;

export async function site(fixture: string | undefined, files: Files = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bad-'));
  await cp(path.join(BAD, '_base'), path.join(dir, 'site'), { recursive: true });
  if (fixture) await cp(path.join(BAD, fixture), path.join(dir, 'site'), { recursive: true });
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, 'site', rel)), { recursive: true });
    await writeFile(path.join(dir, 'site', rel), content);
  }
  return dir;
}

export async function portal(dir: string, command: 'build' | 'check-links', label: string): Promise<Outcome> {
  const args = [command, 'site', '--format', 'json', '--no-cache', ...(command === 'build' ? ['--out', 'out'] : [])];
  const started = performance.now();
  const run = await runPortal(args, { cwd: dir });
  timings.push(`${label.padEnd(34)} ${command.padEnd(11)} ${((performance.now() - started) / 1000).toFixed(2)} s`);
  const all = `${run.stdout}\n${run.stderr}`;
  expect(all, 'no stack trace').not.toMatch(/^\s+at .+\(.*:\d+:\d+\)|^\s+at file:|Maximum call stack/m);
  let parsed: { diagnostics: Diag[] };
  try {
    parsed = JSON.parse(run.stdout) as { diagnostics: Diag[] };
  } catch (error) {
    throw new Error(`portal ${command} did not print JSON: ${all.slice(0, 500)}`, { cause: error });
  }
  return { code: run.code, diagnostics: parsed.diagnostics, dir };
}

/**
 * Runs both commands (or, for the hostile inputs that take seconds to parse, `build` only: it
 * reports everything check-links does) and checks the exact diagnostics and exit code of each.
 */
export async function expectCase(label: string, dir: string, exit: 0 | 1, expected: Expected[], commands: readonly ('check-links' | 'build')[] = ['check-links', 'build']): Promise<Outcome> {
  let built: Outcome | undefined;
  for (const command of commands) {
    const out = await portal(dir, command, label);
    const got = out.diagnostics.map((d) => ({ severity: d.severity, code: d.code, file: d.file, line: d.line }));
    expect(got, `${command} diagnostics`).toEqual(expected.map((e) => ({ severity: e.severity, code: e.code, file: e.file, line: e.line })));
    for (const [i, d] of out.diagnostics.entries()) {
      expect(d.hint, `${command}: ${d.code} has a hint`).toBeTruthy();
      const pattern = expected[i]?.message;
      if (pattern) expect(d.message).toMatch(pattern);
    }
    expect(out.code, `${command} exit code`).toBe(exit);
    if (command === 'build') built = out;
  }
  return built as Outcome;
}

export async function page(dir: string, route: string): Promise<cheerio.CheerioAPI> {
  return cheerio.load(await readFile(path.join(dir, 'out', route, 'index.html'), 'utf8'));
}

export const err = (code: string, file?: string, line?: number, message?: RegExp): Expected => ({ severity: 'error', code, file, line, message });
export const warn = (code: string, file?: string, line?: number, message?: RegExp): Expected => ({ severity: 'warning', code, file, line, message });


/** Prints each case's wall time (never asserted): the corpus doubles as a record of slow inputs. */
export function printTimings(): void {
  console.log(`bad-input timings (wall, this machine):\n${timings.join('\n')}`);
}
