import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { expect } from 'vitest';
import { ROOT, runPortal } from '../../helpers.ts';
import { compile } from '../../../core/build/pipeline.ts';
import { buildSite } from '../../../core/build/build-site.ts';
import { silentReporter } from '../../../core/reporter.ts';
import { countBySeverity, sortDiagnostics, toDiagnostic, type Diagnostic } from '../../../model/diagnostics.ts';

/**
 * The bad-input corpus: every case is a small site (test/fixtures/bad/_base plus the case's own
 * folder, or files made here when they are binary, huge or deep) run through what `portal build`
 * and `portal check-links` run. Each must give exactly the diagnostics listed (code, file, line,
 * with a hint), the right exit code and no stack trace. The cases run in this process, through the
 * compiler the two commands call (`compile`, `buildSite`), with the commands' exit rules; a few run
 * the real CLI (`how: 'cli'`), for its exit codes and JSON output. Times are printed, never asserted.
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
  hint?: string | undefined;
}

interface Outcome {
  code: number | null;
  diagnostics: Diag[];
  dir: string;
}

export const timings: string[] = [];
export const BUILD_ONLY = ['build'] as const;
export const BOTH = ['check-links', 'build'] as const;

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

type Command = 'build' | 'check-links';

/**
 * What `portal <command> site --no-cache` gives when run in `dir`, computed in this process: the
 * diagnostics (files shown from `dir`, as the CLI shows them from its working folder) and the exit code.
 */
export async function compiler(dir: string, command: Command, label: string): Promise<Outcome> {
  const siteDir = path.join(dir, 'site');
  const started = performance.now();
  let found: Diagnostic[];
  let ok: boolean;
  try {
    if (command === 'build') {
      const result = await buildSite({ siteDir, outDir: path.join(dir, 'out'), strict: false, reporter: silentReporter });
      found = result.diagnostics;
      ok = result.ok;
    } else {
      found = (await compile(siteDir, silentReporter)).diagnostics;
      ok = countBySeverity(found).errors === 0;
    }
  } catch (error) {
    // As the CLI's runAction: anything thrown is one diagnostic and exit code 1.
    found = [toDiagnostic(error)];
    ok = false;
  }
  timings.push(`${label.padEnd(34)} ${command.padEnd(11)} ${((performance.now() - started) / 1000).toFixed(2)} s (in process)`);
  const shown = (file: string | undefined) => (file?.startsWith(`${dir}/`) ? file.slice(dir.length + 1) : file);
  const diagnostics = sortDiagnostics(found.map((d) => ({ ...d, file: shown(d.file) }))) as Diag[];
  for (const d of diagnostics) expect(`${d.message}\n${d.hint ?? ''}`, 'no stack trace').not.toMatch(STACK);
  return { code: ok ? 0 : 1, diagnostics, dir };
}

const STACK = /^\s+at .+\(.*:\d+:\d+\)|^\s+at file:|Maximum call stack/m;

/** The real `portal` executable, for the exit code and the JSON output of a command. */
export async function portal(dir: string, command: Command, label: string): Promise<Outcome> {
  const args = [command, 'site', '--format', 'json', '--no-cache', ...(command === 'build' ? ['--out', 'out'] : [])];
  const started = performance.now();
  const run = await runPortal(args, { cwd: dir });
  timings.push(`${label.padEnd(34)} ${command.padEnd(11)} ${((performance.now() - started) / 1000).toFixed(2)} s`);
  const all = `${run.stdout}\n${run.stderr}`;
  expect(all, 'no stack trace').not.toMatch(STACK);
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
export async function expectCase(
  label: string,
  dir: string,
  exit: 0 | 1,
  expected: Expected[],
  commands: readonly Command[] = BOTH,
  how: 'compiler' | 'cli' = 'compiler',
): Promise<Outcome> {
  let built: Outcome | undefined;
  for (const command of commands) {
    const out = await (how === 'cli' ? portal : compiler)(dir, command, label);
    const got = out.diagnostics.map((d) => ({ severity: d.severity, code: d.code, file: d.file, line: d.line }));
    expect(got, `${command} diagnostics`).toEqual(
      expected.map((e) => ({ severity: e.severity, code: e.code, file: e.file, line: e.line })),
    );
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

export const err = (code: string, file?: string, line?: number, message?: RegExp): Expected => ({
  severity: 'error',
  code,
  file,
  line,
  message,
});
export const warn = (code: string, file?: string, line?: number, message?: RegExp): Expected => ({
  severity: 'warning',
  code,
  file,
  line,
  message,
});

/** Prints each case's wall time (never asserted): the corpus doubles as a record of slow inputs. */
export function printTimings(): void {
  console.log(`bad-input timings (wall, this machine):\n${timings.join('\n')}`);
}
