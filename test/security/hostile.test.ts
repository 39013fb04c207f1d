import * as cheerio from 'cheerio';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { launchChromium } from '../browser/support/browser.ts';
import { runPortal } from '../helpers.ts';
import { MARKUP_VECTORS, SAFE_MARKUP } from './corpus/markup.ts';
import { FRONTMATTER_VECTORS, STATIC_VECTORS } from './corpus/sources.ts';
import { exerciseEveryElement, GUARD_SCRIPT } from './support/exercise.ts';
import { BASE, OUTSIDE_MARKER, writeHostileSite, writeOutsideSite, type HostileSite } from './support/hostile-site.ts';
import { servePlain, type PlainHost } from './support/plain-host.ts';
import { srcsetUrls, unsafeUrlReason } from '../../model/url-policy.ts';
import { unsafeParts } from '../support/xss-vectors.ts';

interface BuildJson {
  ok: boolean;
  diagnostics: Diagnostic[];
}

async function filesBelow(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await filesBelow(dir, child)));
    else out.push(child);
  }
  return out;
}

const endsWith = (d: Diagnostic, file: string) => (d.file ?? '').split(path.sep).join('/').endsWith(file);

describe('hostile content: built once, opened in Chromium from a plain static host', () => {
  let site: HostileSite;
  let out: string;
  let build: BuildJson;
  let files: string[];

  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'portal-hostile-'));
    site = await writeHostileSite(root);
    out = path.join(root, 'build');
    const run = await runPortal(['build', site.siteDir, '--out', out, '--format', 'json']);
    build = JSON.parse(run.stdout) as BuildJson;
    if (run.code !== 0)
      throw new Error(
        `the hostile site did not build:\n${build.diagnostics
          .filter((d) => d.severity === 'error')
          .map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)
          .join('\n')}`,
      );
    files = await filesBelow(out);
  }, 180_000);

  it(`covers ${MARKUP_VECTORS.length} markup vectors in .md and, where MDX parses them, .mdx`, () => {
    const groups = new Map<string, number>();
    for (const v of MARKUP_VECTORS) groups.set(v.group, (groups.get(v.group) ?? 0) + 1);
    console.log(
      `hostile corpus: ${MARKUP_VECTORS.length} markup vectors (${[...groups].map(([g, n]) => `${g} ${n}`).join(', ')}), ${site.mdx.length} also as .mdx (${site.mdxRefused.length} are not JSX: MDX refuses them, see below); ${FRONTMATTER_VECTORS.length} frontmatter, ${STATIC_VECTORS.length} static-file vectors, authors, tags, category, OpenAPI and config vectors`,
    );
    expect(MARKUP_VECTORS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(MARKUP_VECTORS.map((v) => v.id)).size).toBe(MARKUP_VECTORS.length);
  });

  it('names every removal with its file and line', () => {
    expect(build.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const silent: string[] = [];
    for (const v of MARKUP_VECTORS.filter((x) => x.quiet !== true)) {
      for (const [folder, ext, present] of [
        ['md', 'md', true],
        ['mdx', 'mdx', site.mdx.includes(v.id)],
      ] as const) {
        if (!present || v.quiet === folder) continue;
        const named = build.diagnostics.some(
          (d) => endsWith(d, `docs/${folder}/${v.id}.${ext}`) && typeof d.line === 'number' && d.line > 0,
        );
        if (!named) silent.push(`${folder}/${v.id}.${ext}`);
      }
    }
    for (const d of build.diagnostics) {
      if (d.code === 'broken-link' || d.code === 'broken-anchor') continue;
      expect(d.file, `${d.code}: ${d.message}`).toBeTruthy();
    }
    expect(silent).toEqual([]);
  });

  it('publishes nothing from outside the site folder', async () => {
    const leaked: string[] = [];
    for (const f of files) if ((await readFile(path.join(out, f))).includes(OUTSIDE_MARKER)) leaked.push(f);
    expect(leaked).toEqual([]);
    expect(files.some((f) => /secret/i.test(f))).toBe(false);
  });

  it('publishes static data and leaves out static files a browser would run, unless the config allows them', () => {
    const wrong = STATIC_VECTORS.filter((s) => files.includes(s.file) !== s.published).map(
      (s) => `${s.file} (${s.published ? 'left out' : 'published'})`,
    );
    expect(wrong).toEqual([]);
    for (const s of STATIC_VECTORS.filter((x) => !x.published)) {
      expect(
        build.diagnostics.some((d) => d.code === 'static-active-content' && endsWith(d, `static/${s.file}`)),
        s.file,
      ).toBe(true);
    }
    console.log(
      `static files: ${STATIC_VECTORS.filter((s) => !s.published).length} active ones left out with a warning, ${STATIC_VECTORS.filter((s) => s.published).length} data files (SVG and XML among them) and allow-listed files published`,
    );
  });

  it('keeps the safe markup a strict sanitiser keeps (false positives measured)', async () => {
    let kept = 0;
    let total = 0;
    const lost: string[] = [];
    for (const safe of SAFE_MARKUP) {
      for (const folder of ['safe-md', 'safe-mdx']) {
        const html = await readFile(path.join(out, 'docs', folder, safe.id, 'index.html'), 'utf8');
        const $ = cheerio.load(html);
        for (const selector of safe.keeps) {
          total++;
          if ($(`.markdown ${selector}`).length > 0) kept++;
          else lost.push(`${folder}/${safe.id}: ${selector}`);
        }
      }
    }
    const warned = build.diagnostics.filter(
      (d) => /docs\/safe-mdx?\//.test((d.file ?? '').split(path.sep).join('/')) && d.code !== 'broken-link' && d.code !== 'broken-anchor',
    );
    console.log(
      `safe markup: ${kept} of ${total} checks kept (${SAFE_MARKUP.length} snippets, .md and .mdx); ${warned.length} warnings on safe pages`,
    );
    expect(lost).toEqual([]);
    expect(warned.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`)).toEqual([]);
  });

  it('leaves no script, handler or script URL anywhere in any built page (static check of every HTML file)', async () => {
    const found: string[] = [];
    for (const f of files.filter((x) => x.endsWith('.html') && !/^(google|legacy\/)/.test(x))) {
      const $ = cheerio.load(await readFile(path.join(out, f), 'utf8'));
      $('body script').each((_, el) => {
        if (!($(el).attr('type') === 'application/json' && $(el).attr('id') === '__portal-data')) found.push(`${f}: <script> in the body`);
      });
      $('body *').each((_, el) => {
        if (el.type !== 'tag') return;
        for (const [name, value] of Object.entries(el.attribs)) {
          if (/^on/i.test(name)) found.push(`${f}: ${name}= on <${el.tagName}>`);
          if (/^(href|src|action|formaction|xlink:href|poster|cite|background|data)$/i.test(name) && unsafeUrlReason(value))
            found.push(`${f}: ${name}="${value}" on <${el.tagName}>`);
          if (/^srcset$/i.test(name) && srcsetUrls(value).some((u) => unsafeUrlReason(u))) found.push(`${f}: srcset="${value}"`);
        }
      });
      $('.markdown, .announcement-content, .api-response-description').each((_, el) => {
        for (const part of unsafeParts($.html(el))) found.push(`${f}: ${part}`);
      });
    }
    expect(found).toEqual([]);
  });

  describe('in Chromium', () => {
    let browser: Browser;
    let host: PlainHost;

    beforeAll(async () => {
      browser = await launchChromium();
      host = await servePlain(out, BASE, { stripCsp: true });
    });

    afterAll(async () => {
      await browser?.close();
      await host?.close();
    });

    it('runs no script when every element of every page is hovered, pressed, focused and clicked', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      context.setDefaultTimeout(8000);
      await context.addInitScript(GUARD_SCRIPT);
      const page = await context.newPage();
      const ran: string[] = [];
      const broken: string[] = [];
      page.on('dialog', (dialog) => {
        ran.push(`${new URL(page.url()).pathname}: ${dialog.type()}(${dialog.message()})`);
        void dialog.dismiss().catch(() => undefined);
      });
      page.on('popup', (popup) => ran.push(`popup ${popup.url()}`));
      page.on('pageerror', (error) => broken.push(`${new URL(page.url()).pathname}: ${error.message}`));

      // A page that other hosts' requests would slow down: nothing outside the test server is reached.
      await context.route(
        (url) => url.origin !== host.origin,
        (route) => route.abort(),
      );

      // Every page is opened. Pages where the HTML parser's own reading matters (parser-inserted
      // scripts, mXSS, clobbering of what the client reads at start) and every page that is not a
      // vector page are loaded in full; the other vector pages are reached by the client router,
      // which fetches their data as JSON and inserts their HTML, as a reader clicking through does.
      // (The static check above finds a <script> that either way would hide.) Safe-markup pages
      // hold nothing hostile: the build checks them.
      // The instruments checked first: a canary page with a live handler, a script link and a
      // beacon must be caught, or a run that catches nothing proves nothing.
      const canaryHtml = (await readFile(path.join(out, 'docs/md/img-onerror/index.html'), 'utf8')).replace(
        '<div class="markdown">',
        `<div class="markdown"><img src="x" onerror="alert('canary-load');fetch('${BASE}__pwned/canary')"><a href="javascript:alert('canary-click')">c</a><span onmouseover="alert('canary-hover')">h</span>`,
      );
      await mkdir(path.join(out, 'canary'), { recursive: true });
      await writeFile(path.join(out, 'canary/index.html'), canaryHtml);
      await page.goto(`${host.origin}${BASE}canary`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await page.evaluate(exerciseEveryElement, '#__portal-main');
      // Hovering can fire twice (pointer moves in, then again on the click), so the kinds are compared.
      const kinds = () => [...new Set(ran.map((r) => /canary-\w+/.exec(r)?.[0]))].sort();
      await expect.poll(kinds).toEqual(['canary-click', 'canary-hover', 'canary-load']);
      await expect.poll(() => [...new Set(host.beacons)]).toEqual([`${BASE}__pwned/canary`]);
      // The canary page is left before the count starts: its image can fail again and call home late.
      await page.goto('about:blank');
      ran.length = 0;
      host.beacons.length = 0;
      await rm(path.join(out, 'canary'), { recursive: true });

      const groups = new Map(MARKUP_VECTORS.map((v) => [v.id, v.group]));
      const fullLoad = (rel: string) => {
        const m = /^docs\/(md|mdx)\/(.+)$/.exec(rel);
        return (
          !m ||
          ['script', 'mxss', 'clobbering'].includes(groups.get(m[2] ?? '') ?? '') ||
          (m[1] === 'md' && ['handler', 'namespace'].includes(groups.get(m[2] ?? '') ?? ''))
        );
      };
      const all = files
        .filter((f) => f.endsWith('.html') && !/^(google|legacy\/|docs\/safe-)/.test(f))
        .map((f) => (f === 'index.html' ? '' : f.replace(/\/?index\.html$/, '')));
      // Vector pages whose article the build made byte-identical (once the vector's own name is
      // taken out: most removals leave the same words) are the same page to a browser: one is used.
      const seen = new Set<string>();
      const pages: string[] = [];
      for (const rel of all) {
        const m = /^docs\/(md|mdx)\/(.+)$/.exec(rel);
        if (m) {
          const $ = cheerio.load(await readFile(path.join(out, rel, 'index.html'), 'utf8'));
          const key = `${m[1] ?? ''}\0${($.html('.markdown') ?? '').split(m[2] ?? '').join('\u0000')}`;
          if (seen.has(key)) continue;
          seen.add(key);
        }
        pages.push(rel);
      }
      const documents = files.filter((f) => /\.(svg|xml)$/.test(f));
      let elements = 0;
      let spa = 0;
      const started = performance.now();
      for (const rel of pages) {
        const pathname = `${BASE}${rel}`;
        const vectorPage = /^docs\/(md|mdx)\//.test(rel);
        const client =
          !fullLoad(rel) && (await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')).catch(() => false));
        if (client) {
          await page.evaluate((href) => {
            const a = document.createElement('a');
            a.href = href;
            a.setAttribute('data-security-nav', '');
            document.body.append(a);
            a.click();
          }, pathname);
          await page
            .waitForFunction((p) => location.pathname === p && !document.querySelector('[aria-busy="true"]'), pathname)
            .catch(() => broken.push(`${pathname}: client navigation did not finish`));
          spa++;
        } else {
          await page.goto(`${host.origin}${pathname}`, { waitUntil: 'domcontentloaded' });
          if (rel !== '404.html')
            await page
              .waitForSelector('html[data-hydrated]', { state: 'attached' })
              .catch(() => broken.push(`${pathname}: the client did not start`));
        }
        await page
          .waitForFunction(() => [...document.querySelectorAll<HTMLElement>('.mermaid-diagram')].every((d) => d.dataset.theme), undefined, {
            timeout: 10_000,
          })
          .catch(() => broken.push(`${pathname}: diagrams were not drawn`));
        // The shell (navbar, footer, announcement, sidebar) is the same on every vector page: exercised in full on the other pages.
        elements += await page.evaluate(exerciseEveryElement, vectorPage ? '#__portal-main' : null);
        const sentinel = await page.evaluate(() => [
          (window as { __pwned?: unknown }).__pwned,
          (window as { __opened?: unknown }).__opened,
        ]);
        if (sentinel[0]) ran.push(`${pathname}: window.__pwned = ${String(sentinel[0])}`);
        if (sentinel[1]) ran.push(`${pathname}: window.open called`);
      }
      for (const doc of documents) {
        await page.goto(`${host.origin}${BASE}${doc}`);
        elements += await page.evaluate(exerciseEveryElement, null).catch(() => 0);
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Chromium: ${pages.length} pages (${all.length - pages.length} more byte-identical ones left out; ${spa} reached by client navigation) and ${documents.length} SVG/XML files opened, ${elements} elements exercised in ${seconds} s; ${ran.length} script runs, ${host.beacons.length} beacon requests`,
      );
      await context.close();
      expect(ran).toEqual([]);
      // A late call from the canary (an instrument, not content) is not a vector's.
      expect(host.beacons.filter((b) => b !== `${BASE}__pwned/canary`)).toEqual([]);
      expect(broken).toEqual([]);
    }, 600_000);
  });
});

describe('ways out of the site folder', () => {
  it('are each an error naming the file and line, and the build writes nothing', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'portal-outside-'));
    const { siteDir, expected } = await writeOutsideSite(root);
    const out = path.join(root, 'build');
    const run = await runPortal(['build', siteDir, '--out', out, '--format', 'json']);
    const result = JSON.parse(run.stdout) as BuildJson;
    expect(run.code).toBe(1);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    for (const e of expected) {
      const hit = errors.find((d) => d.code === e.code && endsWith(d, e.file) && (e.line === undefined || d.line === e.line));
      expect(
        hit,
        `${e.code} at ${e.file}${e.line ? `:${e.line}` : ''}\n${errors.map((d) => `${d.file}:${d.line} ${d.code}`).join('\n')}`,
      ).toBeTruthy();
    }
    expect(run.stdout).not.toContain(OUTSIDE_MARKER);
    await expect(readdir(out)).rejects.toThrow();
  }, 60_000);
});

describe('static files in the place of what the build writes', () => {
  it('are each an error naming the static file and the output, and the build writes nothing', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'portal-shadow-'));
    const siteDir = path.join(root, 'site');
    const shadows = [
      'assets/sidebars/docs-0123456789.json',
      'assets/search/search-index-0123456789.json',
      'assets/css/theme-0123456789.css',
      'assets/js/entry-x.css',
      'sitemap.xml',
      'robots.txt',
      'llms.txt',
      'llms-full.txt',
      'docs/intro.md',
      'blog/atom.xml',
    ];
    await mkdir(path.join(siteDir, 'docs'), { recursive: true });
    await writeFile(path.join(siteDir, 'portal.config.yaml'), 'title: Shadow\nurl: https://shadow.example.com\nbaseUrl: /\n');
    await writeFile(path.join(siteDir, 'docs/intro.md'), '---\ntitle: Intro\n---\n\nText.\n');
    await mkdir(path.join(siteDir, 'blog'), { recursive: true });
    await writeFile(path.join(siteDir, 'blog/2024-01-01-post.md'), '---\ntitle: Post\n---\n\nText.\n');
    for (const file of shadows) {
      await mkdir(path.dirname(path.join(siteDir, 'static', file)), { recursive: true });
      await writeFile(path.join(siteDir, 'static', file), file.endsWith('.xml') ? '<r/>' : '{}');
    }
    const out = path.join(root, 'build');
    const run = await runPortal(['build', siteDir, '--out', out, '--format', 'json']);
    const errors = (JSON.parse(run.stdout) as BuildJson).diagnostics.filter((d) => d.severity === 'error');
    expect(run.code).toBe(1);
    for (const file of shadows)
      expect(
        errors.some((d) => d.code === 'static-shadows-output' && endsWith(d, `static/${file}`) && d.message.includes('would replace')),
        file,
      ).toBe(true);
    await expect(readdir(out)).rejects.toThrow();
  }, 60_000);
});
