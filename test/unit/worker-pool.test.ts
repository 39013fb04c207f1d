import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markdownConfig } from '../../core/config/markdown-config.ts';
import { emitPages, type PageShare } from '../../core/emit/page-loop.ts';
import { renderOnWorker } from '../../core/emit/parallel-pages.ts';
import { createRenderPool } from '../../core/markdown/pool.ts';
import type { MarkdownRenderer } from '../../core/markdown/processor.ts';
import { rendererFor, type RenderSetup } from '../../core/markdown/render-job.ts';
import type { RenderedMarkdown } from '../../core/load/types.ts';
import type { Route } from '../../model/routes.ts';
import { ROOT } from '../helpers.ts';
import { siteData } from '../openapi/helpers.ts';

/**
 * The worker threads of a build: the markdown pool (core/markdown/pool.ts) and the page worker
 * (core/emit/page-worker.ts). The scheduling is checked with a worker script made here, which
 * answers at once; the real workers are the bundle's (test/global-setup.ts makes dist/ first).
 */

const SETUP: RenderSetup = {
  baseUrl: '/',
  markdown: markdownConfig({ format: 'detect' }),
  trailingSlash: null,
  highlight: false,
  fileRoutes: [],
  siteFiles: [],
};

const source = (i: number) => ({ absPath: `/site/docs/${i}.md`, relPath: `docs/${i}.md`, display: `docs/${i}.md` });

const rendered = (html: string): RenderedMarkdown => ({
  html,
  headings: [],
  ids: [],
  links: [],
  assets: [],
  hasMermaid: false,
  text: html,
});

/** A worker that renders nothing: it answers each file with the thread it ran on. */
async function echoWorker(
  body = 'parentPort.postMessage({ id: job.id, ok: true, content: { html: `worker ${threadId}: ${job.text}` }, diagnostics: [] })',
) {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-pool-'));
  const file = path.join(dir, 'worker.mjs');
  await writeFile(file, `import { parentPort, threadId } from 'node:worker_threads';\nparentPort.on('message', (job) => { ${body}; });\n`);
  return pathToFileURL(file);
}

const mainThread: MarkdownRenderer = { render: async (text) => rendered(`main: ${text}`) };

const dist = (name: string) => {
  const file = path.join(ROOT, 'dist', name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run prepare (the test run does it first)`);
  return pathToFileURL(file);
};

describe('the markdown worker pool', () => {
  it.runIf(availableParallelism() >= 2)('hands files to its worker and to this thread, and gives each file its own outcome', async () => {
    const pool = createRenderPool(SETUP, { files: 40, inProcess: mainThread, workerScript: await echoWorker() });
    const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => pool.render({ text: `file ${i}`, source: source(i) })));
    await pool.close();
    const html = outcomes.map((o) => (o.ok ? o.content.html : o.message));
    html.forEach((h, i) => expect(h).toMatch(new RegExp(`^(main|worker \\d+): file ${i}$`)));
    // A site under 1,000 files: this thread is one of the lanes, beside the workers.
    expect(html.some((h) => h.startsWith('worker'))).toBe(true);
    expect(html.some((h) => h.startsWith('main'))).toBe(true);
  });

  it.runIf(availableParallelism() >= 2)('gives a failed worker as a failed outcome of the files it held, not a crash', async () => {
    const pool = createRenderPool(SETUP, {
      files: 40,
      inProcess: mainThread,
      workerScript: await echoWorker("throw new Error('out of memory')"),
    });
    const outcomes = await Promise.all(Array.from({ length: 4 }, (_, i) => pool.render({ text: `file ${i}`, source: source(i) })));
    await pool.close();
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.message))).toEqual(Array(4).fill('the markdown worker failed: out of memory'));
  });

  it.runIf(availableParallelism() >= 2)('renders in the bundled worker exactly as in this thread', async () => {
    const texts = [
      '# One\n\nA *page* with `code`.\n',
      ':::tip[Mind]\nThe gap.\n:::\n',
      '| a | b |\n| - | - |\n| 1 | 2 |\n',
      '- [x] done\n- [ ] not\n',
    ];
    // Four files: the worker takes four before this thread takes any, so all of them render there.
    const pool = createRenderPool(SETUP, { files: 40, workerScript: dist('markdown-worker.js') });
    const outcomes = await Promise.all(texts.map((text, i) => pool.render({ text, source: source(i) })));
    await pool.close();
    const here = rendererFor(SETUP);
    for (const [i, outcome] of outcomes.entries()) {
      expect(outcome.ok && outcome.content.html).toBe((await here.render(texts[i] as string, source(i), [])).html);
    }
  });
});

describe('the page worker', () => {
  const routes: Route[] = [
    {
      kind: 'page',
      path: '/about',
      title: 'About',
      description: 'Who we are',
      keywords: [],
      html: '<p>Maps.</p>',
      toc: [],
      hasMermaid: false,
    },
    { kind: 'not-found', path: '/404', title: 'Not found', description: '', keywords: [] },
  ];
  const share: PageShare = {
    routes,
    site: siteData('/fx/'),
    sidebars: {},
    assets: { css: '/fx/assets/main.css', js: '/fx/assets/entry.js' },
    inlineCss: { docs: '', blog: '', api: '', other: 'p{margin:0}', site: '' },
  };

  it('writes the same files as rendering in this thread', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-pages-'));
    const heard: number[] = [];
    const done = await renderOnWorker(dist('page-worker.js'), share, dir, (n) => heard.push(n)).done;
    const here = new Map<string, string>();
    await emitPages(share, async (rel, data) => void here.set(rel, data));
    expect(done).toMatchObject({ pages: 2, files: here.size });
    expect(heard.reduce((a, b) => a + b, 0)).toBe(2);
    for (const [rel, data] of here) expect(await readFile(path.join(dir, rel), 'utf8'), rel).toBe(data);
  });

  it('fails with the file-system error of the file it could not write', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'portal-pages-')), 'not-a-folder');
    await writeFile(file, '');
    await expect(renderOnWorker(dist('page-worker.js'), share, file, () => undefined).done).rejects.toMatchObject({
      code: 'ENOTDIR',
    });
  });
});
