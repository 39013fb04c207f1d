import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { mustSucceed, ROOT, round, runMeasured, type BenchContext, type Figure } from './measure.ts';
import { printLine, writeResults } from './report.ts';
import { comparisonLines, type Comparison } from './compare.ts';
import { buildSuite } from './suites/build.ts';
import { lighthouseSuite } from './suites/lighthouse.ts';
import { benchSpecs, openapiSuite } from './suites/openapi.ts';
import { searchSuite } from './suites/search.ts';
import { serveSuite } from './suites/serve.ts';
import { PEERS, syntheticSuite, type Peer } from './suites/synthetic.ts';
import { LAYOUTS, type SiteLayout } from './generate-site.ts';
import { weightSuite } from './suites/weight.ts';
import { versionsSuite } from './suites/versions.ts';

const SUITES = ['build', 'serve', 'weight', 'search', 'versions', 'synthetic', 'lighthouse', 'openapi'] as const;
type Suite = (typeof SUITES)[number];

const USAGE = `usage: npm run bench -- [--only ${SUITES.join('|')}[,...]] [--runs N] [--sizes N,...] [--layouts ${LAYOUTS.join('|')}[,...]] [--peers ${PEERS.join('|')}|none[,...]]
  --only     run only these suites (comma-separated or repeated)
  --runs     runs per figure (default 3; the synthetic sites and Lighthouse default to 1)
  --sizes    synthetic site sizes in pages (default 1000,10000; 100000 is the optional large size); --pages is the same
  --layouts  synthetic site layouts (default products,one-sidebar): a sidebar per product, or one over everything
  --peers    tools built beside portal on the synthetic sites (default hugo,vitepress; none for neither)
  openapi: PORTAL_BENCH_SPECS="name=path/to/spec.yaml,..." measures those specs (a multi-file
             spec: its folder is copied); without it, a synthetic spec of 500 operations`;

interface Args {
  only: Set<Suite>;
  runs?: number;
  sizes: number[];
  layouts: SiteLayout[];
  peers: Set<Peer>;
}

function parseArgs(argv: readonly string[]): Args | string {
  const only = new Set<Suite>();
  let runs: number | undefined;
  let sizes = [1000, 10000];
  let layouts = [...LAYOUTS];
  let peers = new Set<Peer>(PEERS);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--only') {
      for (const s of (value() ?? '').split(',')) {
        if (!(SUITES as readonly string[]).includes(s)) return `unknown suite "${s}"`;
        only.add(s as Suite);
      }
    } else if (flag === '--runs') {
      runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1) return '--runs takes a whole number of at least 1';
    } else if (flag === '--sizes' || flag === '--pages') {
      sizes = (value() ?? '').split(',').map(Number);
      if (sizes.some((n) => !Number.isInteger(n) || n < 1)) return '--sizes takes page counts, e.g. 1000,10000';
    } else if (flag === '--layouts') {
      layouts = (value() ?? '').split(',') as SiteLayout[];
      if (layouts.some((l) => !LAYOUTS.includes(l))) return `--layouts takes ${LAYOUTS.join(', ')}`;
    } else if (flag === '--peers') {
      const list = (value() ?? '').split(',').filter((p) => p !== 'none');
      if (list.some((p) => !(PEERS as readonly string[]).includes(p))) return `--peers takes ${PEERS.join(', ')} or none`;
      peers = new Set(list as Peer[]);
    } else if (flag === '--help' || flag === '-h') return '';
    else return `unknown option "${arg}"`;
  }
  return { only: only.size > 0 ? only : new Set(SUITES), sizes, layouts, peers, ...(runs ? { runs } : {}) };
}

/** `npm run bench`: every suite (or --only some), printed per line and written to bench/results/. */
export async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`${args ? `${args}\n` : ''}${USAGE}\n`);
    return args ? 2 : 0;
  }
  const runs = args.runs ?? 3;
  const ctx: BenchContext = { runs, log: (line) => process.stderr.write(`  ${line}\n`) };
  const figures: Figure[] = [];
  const comparisons: Comparison[] = [];
  // Each figure carries the machine's load when its suite ended: on a shared machine it explains the spread.
  const report = (list: Figure[]) => {
    const load = round(loadavg()[0] ?? NaN, 2);
    for (const f of list) {
      f.load ??= load;
      process.stdout.write(`${printLine(f)}\n`);
    }
    figures.push(...list);
  };
  const wants = (s: Suite) => args.only.has(s);
  const started = performance.now();

  if (wants('build')) report(await buildSuite(ctx));
  if (wants('serve')) report(await serveSuite(runs, ctx.log));
  if (wants('weight') || wants('search') || wants('lighthouse')) {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-out-'));
    try {
      const out = path.join(dir, 'build');
      mustSucceed(await runMeasured(['build', 'content', '--out', out]), 'build');
      const baseUrl = '/developer-portal/';
      if (wants('weight')) report(await weightSuite(out, baseUrl));
      if (wants('search')) report(await searchSuite(out, runs));
      if (wants('lighthouse')) report(await lighthouseSuite(out, baseUrl, args.runs ?? 1, ctx.log));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (wants('versions')) report(await versionsSuite(ctx));
  if (wants('synthetic')) {
    const synthetic = await syntheticSuite({
      runs: args.runs ?? 1,
      sizes: args.sizes,
      layouts: args.layouts,
      peers: args.peers,
      log: ctx.log,
    });
    report(synthetic.figures);
    comparisons.push(...synthetic.comparisons);
  }
  if (wants('openapi')) report(await openapiSuite(ctx, benchSpecs(process.env.PORTAL_BENCH_SPECS)));

  const dir = path.join(ROOT, 'bench/results');
  await writeResults(dir, {
    date: new Date().toISOString(),
    machine: { cpus: availableParallelism(), loadAverage: loadavg(), node: process.version },
    runs,
    figures,
    comparisons,
  });
  for (const c of comparisons) process.stdout.write(`\n${comparisonLines(c).join('\n')}\n`);
  process.stderr.write(
    `\nWrote ${path.relative(process.cwd(), dir)}/latest.json, latest.md and latest.svg in ${Math.round((performance.now() - started) / 1000)} s. Timings depend on the machine and its load; they are a report, never a test.\n`,
  );
  return 0;
}
