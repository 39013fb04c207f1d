import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headScriptHash, SECURITY_HEADERS } from '../../../templates/csp.ts';
import { HEAD_SCRIPT } from '../../../templates/head-script.ts';
import { ROOT } from '../../helpers.ts';
import { apacheMimeTypes, deployPortal, stockMimeTypes, TEMPLATE, type DeployedPortal } from '../../support/nginx.ts';

const DEBIAN_MIME_TYPES = '/etc/mime.types';

// The portal's own content, built and served by a real nginx with templates/nginx/developer-portal.conf.

let site: DeployedPortal;
let files: string[];

beforeAll(async () => {
  site = await deployPortal();
  files = (await readdir(site.out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(site.out, path.join(e.parentPath, e.name)));
});

afterAll(() => site?.close());

const get = (p: string, init: RequestInit = {}) => fetch(`${site.origin}${p}`, { redirect: 'manual', ...init });
const routes = async () => (await readFile(path.join(ROOT, 'test/content/routes.txt'), 'utf8')).split('\n').filter(Boolean);

/** What the site's files must be served as (the part of content-type before any parameter). */
const EXPECTED: Record<string, string> = {
  html: 'text/html',
  js: 'application/javascript',
  css: 'text/css',
  json: 'application/json',
  svg: 'image/svg+xml',
  xml: 'text/xml',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
};
/** Not loaded by the site (links and downloads) and not in stock mime.types: the template types them. */
const TEMPLATE_TYPED: Record<string, string> = { md: 'text/markdown', yaml: 'text/yaml', yml: 'text/yaml' };

describe('nginx serves every route of the portal', () => {
  it('answers 200 with HTML for every route in routes.txt', async () => {
    const failed: string[] = [];
    for (const route of await routes()) {
      const res = await get(route);
      if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/html')) failed.push(`${route}: ${res.status}`);
      await res.arrayBuffer();
    }
    expect(failed).toEqual([]);
  });

  it('redirects x.html, x/index.html and x/ to x, and the bare base path to the home page', async () => {
    const pages = (await routes()).filter((r) => r !== '/developer-portal/').slice(0, 25);
    for (const route of pages) {
      for (const alias of [`${route}.html`, `${route}/index.html`, `${route}/`]) {
        const res = await get(`${alias}?q=1`);
        expect([res.status, res.headers.get('location')], alias).toEqual([301, `${route}?q=1`]);
      }
    }
    for (const alias of ['/developer-portal/index.html', '/developer-portal']) {
      const res = await get(alias);
      expect([res.status, res.headers.get('location')], alias).toEqual([301, '/developer-portal/']);
    }
  });

  it('answers unknown paths, the 404 page itself and dotfiles with the not-found page and status 404', async () => {
    const notFound = await readFile(path.join(site.out, '404.html'), 'utf8');
    for (const p of ['/developer-portal/no/such/page', '/developer-portal/404.html', '/developer-portal/.portal-build', '/developer-portal/docs/nope.md']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).toBe(notFound);
      expect(res.headers.get('content-security-policy'), p).toBe(contentSecurityPolicy());
    }
    // x.html is first the page x, which then does not exist.
    const html = await get('/developer-portal/no-such.html', { redirect: 'follow' });
    expect(html.status).toBe(404);
    expect(await html.text()).toBe(notFound);
  });

  it('sends the security headers, with the policy of templates/csp.ts, on pages, assets and errors', async () => {
    const template = await readFile(TEMPLATE, 'utf8');
    expect(template, `the policy in ${TEMPLATE} must be contentSecurityPolicy() of templates/csp.ts`).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy()}" always;`);
    const asset = files.find((f) => f.startsWith('assets/js/')) ?? '';
    for (const p of ['/developer-portal/', `/developer-portal/${asset}`, '/developer-portal/missing']) {
      const h = (await get(p)).headers;
      expect(h.get('content-security-policy'), p).toBe(contentSecurityPolicy());
      // The same headers `portal serve` sends (templates/csp.ts).
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(h.get(name), `${p} ${name}`).toBe(value);
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(template).toContain(`add_header ${name} "${value}" always;`);
  });

  it('caches hashed assets for a year as immutable and makes everything else revalidate', async () => {
    const assets = files.filter((f) => f.startsWith('assets/'));
    expect(assets.length).toBeGreaterThan(50);
    for (const f of assets) {
      // The immutable rule is only true if every name under assets/ changes with its content.
      expect(f, 'an asset without a content hash or version in its path').toMatch(/-[A-Za-z0-9]{8,}\.\w+$|^assets\/mermaid-\d+\.\d+\.\d+\//);
      expect((await get(`/developer-portal/${f}`)).headers.get('cache-control'), f).toBe('public, max-age=31536000, immutable');
    }
    const others = files.filter((f) => !f.startsWith('assets/') && !f.startsWith('.') && f !== '404.html');
    for (const f of others.filter((_, i) => i % 5 === 0)) expect((await get(`/developer-portal/${f}`)).headers.get('cache-control'), f).toBe('no-cache');
    expect((await get('/developer-portal/docs/MapColonies/raster/services/export/api')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/developer-portal/missing')).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses pages, scripts, styles and data with gzip', async () => {
    const samples = ['/developer-portal/', ...['assets/js/', 'assets/css/', 'assets/sidebars/', 'assets/search/'].map((d) => `/developer-portal/${files.find((f) => f.startsWith(d))}`)];
    for (const p of samples) {
      const res = await get(p, { headers: { 'accept-encoding': 'gzip' } });
      expect([res.status, res.headers.get('content-encoding')], p).toEqual([200, 'gzip']);
      expect(res.headers.get('vary'), p).toContain('Accept-Encoding');
    }
  });
});

describe('every file of the build has its right type on a stock nginx', () => {
  it('has only extensions that /etc/nginx/mime.types maps to the right type (or that the template types)', async () => {
    const stock = await stockMimeTypes();
    const exts = new Set(files.filter((f) => !path.basename(f).startsWith('.')).map((f) => path.extname(f).slice(1).toLowerCase()));
    expect([...exts].filter((e) => !EXPECTED[e] && !TEMPLATE_TYPED[e]), 'extensions this test does not know').toEqual([]);
    for (const ext of exts) if (EXPECTED[ext]) expect(stock.get(ext), `.${ext} in ${'/etc/nginx/mime.types'}`).toBe(EXPECTED[ext]);
    // The mermaid chunks are modules: a browser runs them only when served as JavaScript.
    expect(files.filter((f) => f.endsWith('.mjs'))).toEqual([]);
  });

  // Debian's media types: what Apache on Debian serves and what Python's mimetypes (so `aws s3 sync`
  // uploading to S3) guesses. Present on most machines with nginx, but not part of its package.
  it.skipIf(!existsSync(DEBIAN_MIME_TYPES))('has only extensions that /etc/mime.types (Apache, S3 uploads) maps to a type a browser accepts', async () => {
    const debian = await apacheMimeTypes(DEBIAN_MIME_TYPES);
    const accepted: Record<string, string[]> = { js: ['text/javascript', 'application/javascript'], xml: ['text/xml', 'application/xml'], ico: ['image/x-icon', 'image/vnd.microsoft.icon'], md: ['text/markdown'] };
    const exts = new Set(files.filter((f) => !path.basename(f).startsWith('.')).map((f) => path.extname(f).slice(1).toLowerCase()));
    for (const ext of exts) {
      if (ext === 'yaml' || ext === 'yml') continue; // a spec download: any type serves it
      expect(accepted[ext] ?? [EXPECTED[ext]], `.${ext} in ${DEBIAN_MIME_TYPES}`).toContain(debian.get(ext));
    }
  });

  it('serves each file with that type (pages are checked by their routes above)', async () => {
    const wrong: string[] = [];
    for (const f of files.filter((f) => !path.basename(f).startsWith('.') && !f.endsWith('.html'))) {
      const ext = path.extname(f).slice(1).toLowerCase();
      const res = await get(`/developer-portal/${f}`);
      await res.arrayBuffer();
      const type = res.headers.get('content-type')?.split(';')[0];
      if (res.status !== 200 || type !== (EXPECTED[ext] ?? TEMPLATE_TYPED[ext])) wrong.push(`${f}: ${res.status} ${type}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the pages fit the Content-Security-Policy', () => {
  it('has one inline script on every page, the head script, whose hash the policy allows, and no inline event handlers', async () => {
    expect(contentSecurityPolicy()).toContain(headScriptHash());
    const problems: string[] = [];
    for (const f of files.filter((f) => f.endsWith('.html'))) {
      const $ = cheerio.load(await readFile(path.join(site.out, f), 'utf8'));
      const inline = $('script:not([src])').filter((_, s) => ($(s).attr('type') ?? 'text/javascript') !== 'application/json');
      if (inline.length !== 1 || headScriptHash(inline.text()) !== headScriptHash(HEAD_SCRIPT)) problems.push(`${f}: ${inline.length} inline scripts, not the head script alone`);
      $('*').each((_, el) => {
        for (const name of Object.keys((el as { attribs?: Record<string, string> }).attribs ?? {})) if (/^on/i.test(name)) problems.push(`${f}: <${(el as { tagName: string }).tagName} ${name}>`);
      });
      $('[href^="javascript:" i], [src^="javascript:" i]').each((_, el) => void problems.push(`${f}: a javascript: URL in <${(el as { tagName: string }).tagName}>`));
    }
    expect(problems).toEqual([]);
  });
});
