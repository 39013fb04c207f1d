import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFloor, type ParseFloor } from '../floor.ts';
import { generateSite, type SiteLayout } from '../generate-site.ts';
import { figure, round, type Figure, type RunStats } from '../measure.ts';
import { ensureHugo, runHugo, writeHugoSite, type PeerSetup } from '../peers/hugo.ts';
import { folderStats } from '../peers/site-tree.ts';
import type { Comparison, ComparisonRow } from '../compare.ts';
import { hugoPage, pageAnatomy } from './page-anatomy.ts';
import { loadavg } from 'node:os';
import { ensureVitePress, runVitePress, vitePressOutput, writeVitePressSite } from '../peers/vitepress.ts';
import { floorFigures, portalBuild, type PortalRun } from '../portal-run.ts';
import { outputStats } from './output-stats.ts';

export type Peer = 'hugo' | 'vitepress';
export const PEERS: readonly Peer[] = ['hugo', 'vitepress'];

export interface SyntheticOptions {
  runs: number;
  sizes: readonly number[];
  layouts: readonly SiteLayout[];
  peers: ReadonlySet<Peer>;
  log: (line: string) => void;
}

/** The budgets of the issue: at 10,000 pages, no slower than Hugo, output at most twice Hugo's, under 1 GB. */
const AT_SCALE = 10000;
/** VitePress failed at 10,000 pages already; larger sizes are not tried. */
const VITEPRESS_MAX = 10000;

interface PeerRuns {
  name: string;
  setup: PeerSetup;
  runs: RunStats[];
  bytes: number;
  files: number;
  failure?: string;
}

export interface SyntheticResult {
  figures: Figure[];
  /** Per size and layout, the portal beside Hugo and the parse floor (deliverable of the speed issue: each figure next to its peer, with the ratio and the load). */
  comparisons: Comparison[];
}

/** A docs page in the middle of the site, the one whose bytes are shown (same path in Hugo's output). */
const samplePage = (layout: SiteLayout, pages: number) =>
  layout === 'one-sidebar' ? `docs/f${Math.max(1, Math.ceil(pages / 50 / 2))}/page-7` : 'docs/p1/s1/t1/f1/page-1';

const failureOf = (r: RunStats) =>
  r.timedOut
    ? 'stopped after its time limit'
    : /heap out of memory|Allocation failed/i.test(r.stderr)
      ? 'ran out of memory'
      : `exit ${r.code}: ${r.stderr.trim().split('\n').slice(-1)[0] ?? ''}`.slice(0, 160);

function peerFigures(
  suite: string,
  peer: PeerRuns,
  portal: readonly PortalRun[],
  portalBytes: number,
  budgets: { wall?: number; output?: number },
): Figure[] {
  const label = 'version' in peer.setup ? `${peer.name} ${peer.setup.version}` : peer.name;
  const reason = 'skip' in peer.setup ? peer.setup.skip : peer.failure;
  if (reason) return [figure(suite, `${label}: not measured`, '', [NaN], { note: reason })];
  const ok = peer.runs;
  return [
    figure(
      suite,
      `${label} (same files, cold): wall`,
      's',
      ok.map((r) => r.wallMs / 1000),
    ),
    figure(
      suite,
      `${label} (same files, cold): CPU`,
      's',
      ok.map((r) => r.cpuMs / 1000),
    ),
    figure(
      suite,
      `${label} (same files, cold): peak memory`,
      'MB',
      ok.map((r) => r.peakMb),
    ),
    figure(suite, `${label} (same files, cold): output`, 'MB', [peer.bytes / 1024 / 1024]),
    figure(
      suite,
      `portal / ${peer.name}: wall`,
      'x',
      portal.map((p, i) => p.wallMs / (ok[i] ?? (ok[0] as RunStats)).wallMs),
      budgets.wall === undefined ? {} : { budget: budgets.wall },
    ),
    figure(
      suite,
      `portal / ${peer.name}: CPU`,
      'x',
      portal.map((p, i) => p.cpuMs / (ok[i] ?? (ok[0] as RunStats)).cpuMs),
    ),
    figure(
      suite,
      `portal / ${peer.name}: output`,
      'x',
      [portalBytes / peer.bytes],
      budgets.output === undefined
        ? {}
        : { budget: budgets.output, note: `${round(portalBytes / 1024 / 1024)} MB / ${round(peer.bytes / 1024 / 1024)} MB` },
    ),
  ];
}

/**
 * Generated sites of each size and layout: the parse floor, a cold portal build, and Hugo and
 * VitePress on the same files, run one after the other in each round so all three see the same
 * machine; ratios to the floor and to the peers come from the same rounds.
 */
export async function syntheticSuite({ runs, sizes, layouts, peers, log }: SyntheticOptions): Promise<SyntheticResult> {
  const figures: Figure[] = [];
  const comparisons: Comparison[] = [];
  const hugo = peers.has('hugo') ? await ensureHugo(log) : undefined;
  const vitepress = peers.has('vitepress') ? await ensureVitePress(log) : undefined;
  for (const layout of layouts) {
    const medians = new Map<number, Record<string, number>>();
    for (const pages of sizes) {
      const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-synthetic-'));
      const suite = `synthetic ${pages}${layout === 'products' ? '' : ` ${layout}`}`;
      try {
        const site = path.join(dir, 'site');
        const generated = await generateSite({ dir: site, pages, layout });
        const peerRuns: PeerRuns[] = [];
        if (hugo) {
          peerRuns.push({ name: 'hugo', setup: hugo, runs: [], bytes: 0, files: 0 });
          if ('bin' in hugo) await writeHugoSite(site, path.join(dir, 'hugo'), generated.sidebarRoots);
        }
        if (vitepress) {
          const setup: PeerSetup =
            pages > VITEPRESS_MAX ? { skip: `not tried above ${VITEPRESS_MAX} pages (it runs out of memory at 10,000)` } : vitepress;
          peerRuns.push({ name: 'vitepress', setup, runs: [], bytes: 0, files: 0 });
          if ('bin' in setup) await writeVitePressSite(site, path.join(dir, 'vitepress'), generated.sidebarRoots, setup.bin);
        }
        const floors: ParseFloor[] = [];
        const builds: PortalRun[] = [];
        for (let i = 0; i < runs; i++) {
          floors.push(await parseFloor(site));
          builds.push(await portalBuild('site', 'build', { cwd: dir }));
          log(
            `${suite}: floor ${round(floors[i]?.cpuMs ?? NaN, 0)} ms CPU, portal ${round(builds[i]?.wallMs ?? NaN, 0)} ms wall / ${round(builds[i]?.cpuMs ?? NaN, 0)} ms CPU`,
          );
          for (const peer of peerRuns) {
            if (!('bin' in peer.setup) || peer.failure) continue;
            const r =
              peer.name === 'hugo'
                ? await runHugo(peer.setup.bin, path.join(dir, 'hugo'), path.join(dir, 'hugo-out'))
                : await runVitePress(peer.setup.bin, path.join(dir, 'vitepress'));
            if (r.code !== 0) peer.failure = `${failureOf(r)} (after ${round(r.wallMs / 1000)} s, ${round(r.peakMb)} MB)`;
            else peer.runs.push(r);
            log(`${suite}: ${peer.name} ${peer.failure ?? `${round(r.wallMs, 0)} ms wall / ${round(r.cpuMs, 0)} ms CPU`}`);
          }
        }
        const out = await outputStats(path.join(dir, 'build'), /^docs\/(p\d+\/|f\d+\/)/);
        for (const peer of peerRuns)
          if (peer.runs.length > 0)
            Object.assign(
              peer,
              await folderStats(peer.name === 'hugo' ? path.join(dir, 'hugo-out') : vitePressOutput(path.join(dir, 'vitepress'))),
            );
        const sample = samplePage(layout, pages);
        const anatomy = await pageAnatomy(path.join(dir, 'build'), sample);
        const hugoRuns = peerRuns.find((p) => p.name === 'hugo' && p.runs.length > 0);
        const hugoSample = hugoRuns ? await hugoPage(path.join(dir, 'hugo-out'), sample) : undefined;
        comparisons.push(comparison({ suite, pages, floors, builds, out, anatomy, hugo: hugoRuns, hugoSample, scale: pages >= AT_SCALE }));
        const scale = pages >= AT_SCALE;
        const f = [
          ...floorFigures(suite, floors, builds, { ratio: 2, ...(scale ? { peakMb: 1024 } : {}) }),
          figure(suite, 'portal build (cold): output', 'MB', [out.bytes / 1024 / 1024], {
            note: `${out.files} files, ${round(out.bytes / 1024 / pages)} KB per page`,
          }),
          figure(suite, 'largest page HTML', 'KB', [out.largestHtml.bytes / 1024], { note: out.largestHtml.route }),
          figure(suite, 'largest docs page HTML', 'KB', [out.largestDocHtml / 1024]),
          figure(suite, 'files per page', '', [out.files / pages]),
          // What one docs page writes, and why (the same page of every size: it should not grow with the site).
          figure(suite, `a docs page (${anatomy.route}): HTML`, 'KB', [anatomy.html / 1024], {
            note: `sidebar markup ${round(anatomy.sidebar / 1024)} KB, first-paint CSS ${round(anatomy.inlineCss / 1024)} KB, page JSON ${round(anatomy.pageJson / 1024)} KB, article ${round(anatomy.article / 1024)} KB, the rest of the shell ${round(anatomy.shell / 1024)} KB`,
          }),
          figure(suite, '  its markdown twin', 'KB', [anatomy.twin / 1024]),
          ...peerRuns.flatMap((p) => peerFigures(suite, p, builds, out.bytes, scale && p.name === 'hugo' ? { wall: 1, output: 2 } : {})),
        ];
        figures.push(...f);
        medians.set(pages, Object.fromEntries(f.map((x) => [x.name, x.median])));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
    figures.push(...growthFigures(layout, sizes, medians));
  }
  return { figures, comparisons };
}

interface ComparisonInput {
  suite: string;
  pages: number;
  floors: readonly ParseFloor[];
  builds: readonly PortalRun[];
  out: { files: number; bytes: number };
  anatomy: { route: string; html: number; sidebar: number; inlineCss: number };
  hugo: PeerRuns | undefined;
  hugoSample: { html: number; sidebar: number } | undefined;
  scale: boolean;
}

const med = (values: readonly number[]) => figure('', '', '', values).median;

/** The portal's figures of one size beside Hugo's and the parse floor's, medians of the same rounds. */
function comparison({ suite, pages, floors, builds, out, anatomy, hugo, hugoSample, scale }: ComparisonInput): Comparison {
  const h = hugo?.runs;
  const mb = 1024 * 1024;
  const atScale = (budget: number): Partial<ComparisonRow> => (scale ? { budget, budgetOf: 'peer' } : {});
  const rows: ComparisonRow[] = [
    {
      what: 'wall',
      unit: 's',
      portal: med(builds.map((b) => b.wallMs / 1000)),
      ...(h ? { peer: med(h.map((r) => r.wallMs / 1000)) } : {}),
      ...atScale(1),
    },
    {
      what: 'CPU (all threads)',
      unit: 's',
      portal: med(builds.map((b) => b.cpuMs / 1000)),
      ...(h ? { peer: med(h.map((r) => r.cpuMs / 1000)) } : {}),
      floor: med(floors.map((f) => f.cpuMs / 1000)),
      budget: 2,
      budgetOf: 'floor',
    },
    {
      what: 'peak memory',
      unit: 'MB',
      portal: med(builds.map((b) => b.peakMb)),
      ...(h ? { peer: med(h.map((r) => r.peakMb)) } : {}),
      ...(scale ? { note: 'budget: under 1,024 MB' } : {}),
    },
    { what: 'output', unit: 'MB', portal: out.bytes / mb, ...(hugo && h ? { peer: hugo.bytes / mb } : {}), ...atScale(2) },
    { what: 'output per page', unit: 'KB', portal: out.bytes / 1024 / pages, ...(hugo && h ? { peer: hugo.bytes / 1024 / pages } : {}) },
    { what: 'files per page', unit: '', portal: out.files / pages, ...(hugo && h ? { peer: hugo.files / pages } : {}) },
    {
      what: `a docs page's HTML`,
      unit: 'KB',
      portal: anatomy.html / 1024,
      ...(hugoSample ? { peer: hugoSample.html / 1024 } : {}),
      note: `${anatomy.route}; first-paint CSS ${round(anatomy.inlineCss / 1024)} KB`,
    },
    {
      what: '  of which the sidebar',
      unit: 'KB',
      portal: anatomy.sidebar / 1024,
      ...(hugoSample ? { peer: hugoSample.sidebar / 1024 } : {}),
    },
  ];
  return {
    suite,
    peer: hugo ? `hugo ${'version' in hugo.setup ? hugo.setup.version : ''}`.trim() : 'hugo (not run)',
    load: round(loadavg()[0] ?? NaN, 2),
    rows,
  };
}

/** How the figures of the largest size compare with the smallest: totals should grow linearly, a docs page not at all. */
function growthFigures(layout: SiteLayout, sizes: readonly number[], medians: ReadonlyMap<number, Record<string, number>>): Figure[] {
  const [small, large] = [sizes[0], sizes[sizes.length - 1]];
  const a = small === undefined ? undefined : medians.get(small);
  const z = large === undefined ? undefined : medians.get(large);
  if (!a || !z || !small || !large || small === large) return [];
  const scale = large / small;
  const keys = [
    'portal build (cold): wall',
    'portal build (cold): peak memory',
    'portal build (cold): output',
    'largest docs page HTML',
    'largest page HTML',
  ];
  return keys.map((key) => {
    const ratio = (z[key] ?? NaN) / (a[key] ?? NaN);
    const docs = key.startsWith('largest docs');
    // Linear growth is the budget for totals; a page should not grow at all, except where the sidebar every page shows grows by design.
    const budget = docs ? (layout === 'products' ? 1.05 : undefined) : key.startsWith('largest') ? undefined : scale;
    const note =
      docs && layout !== 'products'
        ? "the sidebar's top level grows with the site in this layout"
        : key.startsWith('largest') && !docs
          ? 'a listing page (tags), grows with the site'
          : undefined;
    return figure(`synthetic ratios${layout === 'products' ? '' : ` ${layout}`}`, `${large} / ${small} pages: ${key}`, 'x', [ratio], {
      ...(budget === undefined ? {} : { budget }),
      ...(note ? { note } : {}),
    });
  });
}
