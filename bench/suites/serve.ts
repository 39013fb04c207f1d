import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { figure, percentile, PORTAL, ROOT, type Figure } from '../measure.ts';

const EDITED = 'docs/MapColonies/Raster/overview.md';
const SAVES = 20;

/** `portal serve` on `site`: its address once it listens, its log, and a way to wait for a log line. */
async function startServe(
  site: string,
): Promise<{ child: ChildProcess; url: string; log: () => string; after: (re: RegExp, from: number) => Promise<RegExpExecArray> }> {
  const child = spawn(process.execPath, [PORTAL, 'serve', site, '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const waiters: (() => void)[] = [];
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
    for (const w of waiters.splice(0)) w();
  });
  const after = (re: RegExp, from: number) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const m = re.exec(stderr.slice(from));
        if (m) return resolve(m);
        if (child.exitCode !== null) return reject(new Error(`portal serve exited (${child.exitCode}):\n${stderr.slice(-2000)}`));
        waiters.push(check);
      };
      check();
    });
  const url = (await after(/Serving the portal at (\S+)/, 0))[1] as string;
  await after(/Ready: built/, 0);
  return { child, url, log: () => stderr, after };
}

/** Resolves when `url` first answers as `ok` says (polled every 5 ms), with the time since `since`. */
async function firstTrue(url: string, ok: (status: number, body: string) => boolean, since: number, limitMs = 60_000): Promise<number> {
  for (;;) {
    const res = await fetch(url, { headers: { 'cache-control': 'no-cache' } }).catch(() => undefined);
    const body = res ? await res.text() : '';
    if (res && ok(res.status, body)) return performance.now() - since;
    if (performance.now() - since > limitMs) throw new Error(`${url} did not answer as expected within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

interface Structural {
  name: string;
  /** Makes the change; returns the URL to poll and what its answer must be. */
  apply(site: string, base: string, round: number): Promise<{ url: string; ok: (status: number, body: string) => boolean }>;
}

const doc = (title: string, marker: string) => `---\ntitle: ${title}\n---\n\n${marker}: a page added while the dev server runs.\n`;
const gone = (status: number) => status === 404;

/** Each structural edit the issue names, with what "the new truth" is for it. */
const STRUCTURAL: Structural[] = [
  {
    name: 'add a doc -> its page answers',
    async apply(site, base, n) {
      await writeFile(path.join(site, 'docs/MapColonies/Raster/bench-added.md'), doc('Bench added', `marker-${n}`));
      return { url: `${base}docs/MapColonies/Raster/bench-added`, ok: (s, b) => s === 200 && b.includes(`marker-${n}`) };
    },
  },
  {
    name: 'delete a doc -> its page answers 404',
    async apply(site, base) {
      await rm(path.join(site, 'docs/MapColonies/Raster/bench-added.md'));
      return { url: `${base}docs/MapColonies/Raster/bench-added`, ok: gone };
    },
  },
  {
    name: 'rename a doc -> the new address answers',
    async apply(site, base, n) {
      const [from, to] = n % 2 === 0 ? ['overview', 'overview-renamed'] : ['overview-renamed', 'overview'];
      await rename(path.join(site, `docs/MapColonies/Raster/${from}.md`), path.join(site, `docs/MapColonies/Raster/${to}.md`));
      return { url: `${base}docs/MapColonies/Raster/${to}`, ok: (s) => s === 200 };
    },
  },
  {
    name: 'add a category -> its doc answers',
    async apply(site, base, n) {
      const dir = path.join(site, 'docs/MapColonies/Raster/bench-category');
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, '_category_.json'), '{ "label": "Bench category", "position": 9 }\n');
      await writeFile(path.join(dir, 'inside.md'), doc('Inside', `category-${n}`));
      return { url: `${base}docs/MapColonies/Raster/bench-category/inside`, ok: (s, b) => s === 200 && b.includes(`category-${n}`) };
    },
  },
  {
    name: 'delete a category -> its doc answers 404',
    async apply(site, base) {
      await rm(path.join(site, 'docs/MapColonies/Raster/bench-category'), { recursive: true });
      return { url: `${base}docs/MapColonies/Raster/bench-category/inside`, ok: gone };
    },
  },
  {
    name: 'add a spec -> its API page answers',
    async apply(site, base) {
      await cp(path.join(site, 'api/geocoding-feedback.yaml'), path.join(site, 'api/bench-spec.yaml'));
      const config = path.join(site, 'portal.config.yaml');
      const entry = '  - id: bench\n    title: Bench API\n    spec: api/bench-spec.yaml\n    route: /docs/bench-api\n';
      await writeFile(config, (await readFile(config, 'utf8')).replace(/^apis:\n/m, `apis:\n${entry}`));
      return { url: `${base}docs/bench-api`, ok: (s) => s === 200 };
    },
  },
  {
    name: 'delete a spec -> its API page answers 404',
    async apply(site, base) {
      const config = path.join(site, 'portal.config.yaml');
      await writeFile(config, (await readFile(config, 'utf8')).replace(/^ {2}- id: bench\n(?: {4}.*\n)+/m, ''));
      await rm(path.join(site, 'api/bench-spec.yaml'));
      return { url: `${base}docs/bench-api`, ok: gone };
    },
  },
];

/**
 * Under `portal serve` on a copy of the portal's content: from saving one markdown file to the
 * reload event reaching a client (p50 and p95 of 20 saves), and for each structural edit (a doc,
 * a category or a spec added, deleted or renamed), from the save to the first request that gets
 * the new answer, with how many markdown files the rebuild rendered.
 */
export async function serveSuite(runs: number, log: (line: string) => void): Promise<Figure[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-serve-'));
  const site = path.join(dir, 'content');
  await cp(path.join(ROOT, 'content'), site, { recursive: true });
  const server = await startServe(site);
  try {
    const reloads: (() => void)[] = [];
    await new Promise<void>((resolve, reject) => {
      request(`${server.url}__portal/events`, (res) => {
        res.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('event: reload')) reloads.shift()?.();
        });
        resolve();
      })
        .on('error', reject)
        .end();
    });
    const file = path.join(site, EDITED);
    const original = await readFile(file, 'utf8');
    const times: number[] = [];
    for (let i = 0; i < SAVES + 1; i++) {
      const reloaded = new Promise<void>((resolve) => reloads.push(resolve));
      const started = performance.now();
      await writeFile(file, `${original}\n\nEdit number ${i + 1}.\n`);
      await reloaded;
      // The first edit warms the watcher and the incremental path; it is not counted.
      if (i > 0) times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 300));
    }
    await writeFile(file, original);
    await new Promise((r) => setTimeout(r, 500));
    log(`serve edit -> reload ${times.map((t) => Math.round(t)).join(', ')} ms`);
    const sorted = [...times].sort((a, b) => a - b);
    const figures: Figure[] = [
      figure('serve', `edit one markdown file -> reload event: p50 of ${SAVES} saves`, 'ms', [percentile(sorted, 50)], {
        budget: 50,
        note: `min ${Math.round(sorted[0] ?? NaN)}, max ${Math.round(sorted[sorted.length - 1] ?? NaN)}`,
      }),
      figure('serve', `edit one markdown file -> reload event: p95 of ${SAVES} saves`, 'ms', [percentile(sorted, 95)], { budget: 100 }),
    ];
    const structural = new Map<string, { ms: number[]; rendered: string }>();
    for (let round = 0; round < runs; round++) {
      for (const edit of STRUCTURAL) {
        const from = server.log().length;
        const started = performance.now();
        const { url, ok } = await edit.apply(site, server.url, round);
        const ms = await firstTrue(url, ok, started);
        const rebuilt = await server.after(
          /Rebuilt (\d+) of \d+ routes in (\d+) ms \(compile \d+ ms; (\d+) of (\d+) markdown files? rendered\)/,
          from,
        );
        const entry = structural.get(edit.name) ?? { ms: [], rendered: '' };
        entry.ms.push(ms);
        entry.rendered = `the rebuild rendered ${rebuilt[1]} routes and ${rebuilt[3]} of ${rebuilt[4]} markdown files`;
        structural.set(edit.name, entry);
        log(`serve ${edit.name}: ${Math.round(ms)} ms (rebuild ${rebuilt[2]} ms, ${rebuilt[1]} routes, ${rebuilt[3]} markdown files)`);
        await new Promise((r) => setTimeout(r, 300));
      }
    }
    for (const [name, { ms, rendered }] of structural) figures.push(figure('serve', name, 'ms', ms, { budget: 500, note: rendered }));
    return figures;
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    await rm(dir, { recursive: true, force: true });
  }
}
