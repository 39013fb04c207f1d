import { cp, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dump } from 'js-yaml';
import { scaleSpec } from '../../test/openapi/scale-spec.ts';
import { figure, mustSucceed, round, runMeasured, runTimed, type Figure, type RunStats } from '../measure.ts';
import type { BenchContext } from '../measure.ts';

const SUITE = 'openapi';
/** Redoc's CLI, from the npm registry (npx caches it after the first, unmeasured, run). */
export const REDOCLY_CLI = '@redocly/cli@2.77.0';

export interface BenchSpec {
  name: string;
  /** The spec file; every file of its folder is copied with it (multi-file specs). */
  file: string;
}

/**
 * The specs to measure: `PORTAL_BENCH_SPECS="stripe=/x/spec3.yaml,k8s=/y/swagger.json,do=/z/DigitalOcean-public.v2.yaml"`
 * (public specs cannot be fetched by the bench: only npm is reached), else a synthetic spec of
 * 500 operations written here.
 */
export function benchSpecs(env: string | undefined): BenchSpec[] | undefined {
  if (!env) return undefined;
  return env
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', file = ''] = pair.split('=');
      return { name: name.trim(), file: path.resolve(file.trim()) };
    });
}

function run(command: string, args: readonly string[], cwd: string): Promise<RunStats> {
  return runTimed(command, args, { cwd, env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
}

/** The HTML under a folder: total bytes and the largest page. */
async function htmlSizes(dir: string): Promise<{ total: number; largest: number }> {
  let total = 0;
  let largest = 0;
  for (const entry of await readdir(dir, { recursive: true })) {
    if (!entry.endsWith('.html')) continue;
    const size = (await stat(path.join(dir, entry))).size;
    total += size;
    largest = Math.max(largest, size);
  }
  return { total, largest };
}

/**
 * Issue 23's speed budget: a cold `portal build` of each spec against Redoc's `build-docs` of the
 * same spec, in the same run, on the same machine; the ratio must be at most 1. Also the warm
 * build (budget 3 s), the API HTML against Redoc's single file, and the largest page (500 KB).
 */
export async function openapiSuite(ctx: BenchContext, specs: BenchSpec[] | undefined): Promise<Figure[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-openapi-'));
  const figures: Figure[] = [];
  try {
    let list = specs;
    if (!list) {
      const file = path.join(dir, 'synthetic', 'openapi.yaml');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, dump(scaleSpec({ operations: 500, schemas: 1000 }), { noRefs: true }));
      list = [{ name: 'synthetic 500 operations', file }];
    }
    const npx = path.join(path.dirname(process.execPath), 'npx');
    for (const spec of list) {
      const site = path.join(dir, `site-${spec.name.replace(/\W+/g, '-')}`);
      await cp(path.dirname(spec.file), path.join(site, 'spec'), { recursive: true });
      await mkdir(path.join(site, 'docs'), { recursive: true });
      await writeFile(path.join(site, 'docs/index.md'), '---\ntitle: Home\n---\n\nThe API.\n');
      await writeFile(
        path.join(site, 'portal.config.yaml'),
        `title: Bench\nurl: https://example.com\nbaseUrl: /\napis:\n  - { id: api, title: API, spec: spec/${path.basename(spec.file)}, route: /api }\n`,
      );
      const out = path.join(site, 'out');
      const redocOut = path.join(site, 'redoc.html');
      const redocArgs = ['-y', REDOCLY_CLI, 'build-docs', path.join(site, 'spec', path.basename(spec.file)), '-o', redocOut];
      // Fetches the CLI into npx's cache once; not measured.
      mustSucceed(await run(npx, redocArgs, site), `redocly build-docs ${spec.name}`);
      const portal: RunStats[] = [];
      const redoc: RunStats[] = [];
      // Alternated, so a change in the machine's load touches both alike.
      for (let i = 0; i < ctx.runs; i++) {
        portal.push(mustSucceed(await runMeasured(['build', site, '--out', out, '--no-cache']), `portal build ${spec.name}`));
        redoc.push(mustSucceed(await run(npx, redocArgs, site), `redocly build-docs ${spec.name}`));
      }
      mustSucceed(await runMeasured(['build', site, '--out', out]), 'cache fill');
      const warm: RunStats[] = [];
      for (let i = 0; i < ctx.runs; i++)
        warm.push(mustSucceed(await runMeasured(['build', site, '--out', out]), `warm build ${spec.name}`));
      const ratios = portal.map((p, i) => p.wallMs / (redoc[i]?.wallMs ?? NaN));
      ctx.log(
        `${spec.name}: portal ${portal.map((r) => Math.round(r.wallMs)).join(', ')} ms, redoc ${redoc.map((r) => Math.round(r.wallMs)).join(', ')} ms, warm ${warm.map((r) => Math.round(r.wallMs)).join(', ')} ms`,
      );
      const html = await htmlSizes(path.join(out, 'api'));
      const redocBytes = (await stat(redocOut)).size;
      figures.push(
        figure(
          SUITE,
          `${spec.name}: cold build / Redoc build-docs`,
          'x',
          ratios.map((r) => round(r, 2)),
          { budget: 1 },
        ),
        figure(
          SUITE,
          `${spec.name}: cold build`,
          's',
          portal.map((r) => r.wallMs / 1000),
        ),
        figure(
          SUITE,
          `${spec.name}: Redoc build-docs`,
          's',
          redoc.map((r) => r.wallMs / 1000),
        ),
        figure(
          SUITE,
          `${spec.name}: cold build peak memory / Redoc's`,
          'x',
          portal.map((p, i) => round(p.peakMb / (redoc[i]?.peakMb ?? NaN), 2)),
        ),
        figure(
          SUITE,
          `${spec.name}: warm build`,
          's',
          warm.map((r) => r.wallMs / 1000),
          { budget: 3 },
        ),
        figure(SUITE, `${spec.name}: API HTML / Redoc's file`, 'x', [round(html.total / redocBytes, 2)], { budget: 2 }),
        figure(SUITE, `${spec.name}: largest API page`, 'KB', [round(html.largest / 1024)], { budget: 500 }),
      );
    }
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
