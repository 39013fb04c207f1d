import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { contentSecurityPolicy } from '../../templates/csp.ts';
import { deploySite, type DeployedPortal } from '../support/nginx.ts';
import { launchChromium } from '../browser/support/browser.ts';
import { runPortal } from '../helpers.ts';
import { startServe, type ServeProcess } from '../integration/support/serve-process.ts';
import { FEED_AUTHOR, FEED_TAG, FEED_TITLE, HOSTS_BASE, LOCALES, OUTSIDE_MARKER, PAYLOAD, writeHostsSite } from './support/hosts-site.ts';
import { driveHost, type HostRun } from './support/drive-host.ts';
import { servePlain, type PlainHost } from './support/plain-host.ts';

/**
 * The round-3 families on the three kinds of host a site is deployed to: nginx with the shipped
 * configuration (its headers and policy), `portal serve`, and a plain static host that sends no
 * security header at all, with the page's own CSP <meta> kept and taken out. One build serves
 * nginx and the plain host; `portal serve` makes its own. Pages open in parallel tabs of one
 * browser.
 */
let root: string;
let siteDir: string;
let nginx: DeployedPortal;
let plain: PlainHost;
let plainNoCsp: PlainHost;
let serve: ServeProcess;
let browser: Browser;
let out: string;
let pages: string[];
const runs: HostRun[] = [];

async function filesBelow(dir: string, rel = ''): Promise<string[]> {
  const found: string[] = [];
  for (const e of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) found.push(...(await filesBelow(dir, child)));
    else found.push(child);
  }
  return found;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portal-hosts-'));
  ({ siteDir } = await writeHostsSite(root));
  [nginx, browser] = await Promise.all([deploySite({ site: siteDir, base: HOSTS_BASE }), launchChromium()]);
  out = nginx.out;
  [plain, plainNoCsp, serve] = await Promise.all([
    servePlain(out, HOSTS_BASE, { stripCsp: false }),
    servePlain(out, HOSTS_BASE, { stripCsp: true }),
    startServe(root, [path.basename(siteDir), '--port', '0']),
  ]);
  await serve.ready();
  pages = (await filesBelow(out)).filter((f) => f.endsWith('index.html')).map((f) => `${HOSTS_BASE}${f.replace(/\/?index\.html$/, '')}`);
}, 180_000);

afterAll(async () => {
  serve?.child.kill();
  await Promise.all([browser?.close(), nginx?.close(), plain?.close(), plainNoCsp?.close()]);
  if (runs.length > 0)
    console.log(`hosts: ${runs.map((r) => `${r.host} ${r.pages} pages, ${r.elements} elements in ${r.seconds.toFixed(1)} s`).join('; ')}`);
});

describe('the round-3 site on three kinds of host', () => {
  it('names every removal with its file, translations, versioned sidebars and specs included', async () => {
    const run = await runPortal(['check-links', siteDir, '--format', 'json']);
    const diagnostics = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
    const files = new Set(diagnostics.filter((d) => d.severity === 'warning').map((d) => path.relative(siteDir, d.file ?? '')));
    for (const locale of LOCALES.slice(1))
      for (const file of [
        'code.json',
        'docusaurus-theme-classic/navbar.json',
        'docusaurus-theme-classic/footer.json',
        'docusaurus-plugin-content-blog/options.json',
        'docusaurus-plugin-content-docs/current.json',
      ])
        expect(files, `i18n/${locale}/${file}`).toContain(`i18n/${locale}/${file}`);
    for (const file of [
      'versioned_sidebars/version-1.0-sidebars.json',
      'api/one.yaml',
      'docs/styles.md',
      'docs/components.mdx',
      'docs/islands.md',
    ])
      expect(files, file).toContain(file);
    for (const d of diagnostics) expect(d.file, `${d.code}: ${d.message}`).toBeTruthy();
  });

  it('publishes nothing from outside the site, and feeds that parse as XML with their hostile titles, tags and authors as text', async () => {
    const files = await filesBelow(out);
    for (const f of files) expect((await readFile(path.join(out, f))).includes(OUTSIDE_MARKER), f).toBe(false);
    for (const locale of ['', 'fr/', 'he/']) {
      for (const feed of ['blog/rss.xml', 'blog/atom.xml']) {
        const xml = await readFile(path.join(out, `${locale}${feed}`), 'utf8');
        const titles: string[] = [];
        const texts: string[] = [];
        let inTitle = false;
        const parser = new SaxesParser({ xmlns: true });
        parser.on('error', (e) => {
          throw new Error(`${locale}${feed} is not well-formed: ${e.message}`);
        });
        parser.on('opentag', (t) => (inTitle = t.local === 'title'));
        parser.on('closetag', () => (inTitle = false));
        parser.on('text', (t) => (inTitle ? titles.push(t) : texts.push(t)));
        parser.write(xml).close();
        expect(titles).toContain(FEED_TITLE.replace('\u0001', ''));
        expect(texts.join('\n')).toContain(FEED_AUTHOR);
        expect(xml.includes('term="a&lt;b"') || texts.includes(FEED_TAG), `${locale}${feed}: tag`).toBe(true);
      }
    }
  });

  it("gives a console's servers to its API's pages only, and no spec value adds a directive", async () => {
    const meta = async (rel: string) =>
      /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await readFile(path.join(out, rel), 'utf8'))?.[1] ?? '';
    const api = (await meta('docs/api/one/index.html')).replace(/&#x27;|&#39;/g, "'");
    expect(api).toContain("connect-src 'self' https://eu.one.example.com");
    expect(api.split('; ').map((d) => d.split(' ')[0])).toEqual(
      contentSecurityPolicy()
        .split('; ')
        .map((d) => d.split(' ')[0])
        .filter((d) => d !== 'frame-ancestors'),
    );
    const connect = api.split('; ').find((d) => d.startsWith('connect-src')) ?? '';
    for (const source of connect.split(' ').slice(2)) expect(source).toMatch(/^https:\/\/[a-z0-9.-]+$/);
    for (const rel of ['docs/intro/index.html', 'fr/docs/intro/index.html', 'blog/index.html', 'docs/api/two/index.html'])
      expect((await meta(rel)).replace(/&#x27;|&#39;/g, "'"), rel).not.toContain('one.example.com');
    const header = (await fetch(`${nginx.origin}${HOSTS_BASE}docs/intro`)).headers.get('content-security-policy');
    expect(header).toBe(contentSecurityPolicy());
    const served = (await fetch(`${serve.base}docs/api/one`)).headers.get('content-security-policy') ?? '';
    expect(served).toContain('https://eu.one.example.com');
    expect((await fetch(`${serve.base}docs/intro`)).headers.get('content-security-policy')).not.toContain('one.example.com');
  });

  it('runs no same-origin text file as a script on a host without headers, while the site itself runs (the CSP meta alone)', async () => {
    // The instrument: markup that slipped past the sanitiser would look like this.
    const html = (await readFile(path.join(out, 'docs/intro/index.html'), 'utf8')).replace(
      '</main>',
      `<script src="${HOSTS_BASE}${PAYLOAD}"></script><script type="module" src="${HOSTS_BASE}${PAYLOAD}"></script></main>`,
    );
    await mkdir(path.join(out, 'instrument'), { recursive: true });
    await writeFile(path.join(out, 'instrument/index.html'), html);
    try {
      const ran = async (host: PlainHost) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${host.origin}${HOSTS_BASE}instrument`);
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        const result = await page.evaluate(() => (window as { __pwned?: unknown }).__pwned);
        await context.close();
        return result;
      };
      // Without the policy the payload runs: the instrument works. With the page's own <meta>, it does not.
      expect(await ran(plainNoCsp)).toBe('payload.txt ran');
      expect(await ran(plain)).toBeUndefined();
    } finally {
      await rm(path.join(out, 'instrument'), { recursive: true });
    }
  }, 60_000);

  it('catches an overlay and a redirect when there is one (the instruments work)', async () => {
    const intro = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    const canaries = {
      'canary-overlay': '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">over</div>',
      'canary-refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    };
    for (const [name, markup] of Object.entries(canaries)) {
      await mkdir(path.join(out, name), { recursive: true });
      await writeFile(path.join(out, name, 'index.html'), intro.replace('<div class="markdown">', `<div class="markdown">${markup}`));
    }
    try {
      const run = await driveHost(browser, {
        host: 'canary',
        origin: plainNoCsp.origin,
        paths: Object.keys(canaries).map((c) => `${HOSTS_BASE}${c}`),
      });
      expect(run.overlays.filter((o) => o.includes('canary-overlay')).length).toBeGreaterThan(20);
      expect(run.left.some((l) => l.includes('canary-refresh'))).toBe(true);
    } finally {
      for (const name of Object.keys(canaries)) await rm(path.join(out, name), { recursive: true });
    }
  }, 60_000);

  it('runs no script, shows no overlay and leaves no page when every element of every page is used, on each host', async () => {
    const defaultLocale = pages.filter((p) => !/^\/hh\/(fr|he)(\/|$)/.test(p));
    const sample = [...defaultLocale, ...pages.filter((p) => /^\/hh\/(fr|he)(\/docs\/intro|\/blog)?$/.test(p))];
    runs.push(await driveHost(browser, { host: 'plain host, no CSP', origin: plainNoCsp.origin, paths: pages }));
    runs.push(await driveHost(browser, { host: 'plain host, CSP meta', origin: plain.origin, paths: sample }));
    runs.push(await driveHost(browser, { host: 'nginx', origin: nginx.origin, paths: sample }));
    runs.push(await driveHost(browser, { host: 'portal serve', origin: new URL(serve.base).origin, paths: defaultLocale }));
    for (const r of runs) {
      expect(r.ran, r.host).toEqual([]);
      expect(r.overlays, r.host).toEqual([]);
      expect(r.left, r.host).toEqual([]);
      expect(r.broken, r.host).toEqual([]);
    }
  }, 600_000);

  it('portal serve follows no link swapped in after its last good build', async () => {
    const file = path.join(siteDir, 'static/img/ok.png');
    const url = `${serve.base}img/ok.png`;
    expect((await fetch(url)).status).toBe(200);
    await rm(file);
    await symlink(path.join(root, 'outside/secret.png'), file);
    // Asked at once (before the rebuild) and again after it failed: never the outside file.
    for (let i = 0; i < 20; i++) {
      const res = await fetch(url);
      expect(await res.text()).not.toContain(OUTSIDE_MARKER);
      if (serve.log().includes('symlink-outside')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(serve.log()).toContain('symlink-outside');
    const after = await fetch(url);
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain(OUTSIDE_MARKER);
  }, 60_000);
});
