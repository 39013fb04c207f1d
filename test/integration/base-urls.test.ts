import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { copyFixture, runPortal } from '../helpers.ts';
import { startServe, type ServeProcess } from './support/serve-process.ts';
import { deploySite } from '../support/nginx.ts';

/**
 * The site at any base URL: the root, one segment and two. `portal serve` answers the home page at
 * the base URL (never a redirect loop at `/`), the built output links every page and asset
 * under it, and the nginx template set to the base path (as the deployment guide says) serves it.
 */
const BASES = ['/', '/docs/', '/a/b/'] as const;

async function siteAt(baseUrl: string): Promise<string> {
  const dir = await copyFixture();
  const config = path.join(dir, 'site/portal.config.yaml');
  await writeFile(config, (await readFile(config, 'utf8')).replace('baseUrl: /fx/', `baseUrl: ${baseUrl}`));
  return dir;
}

describe.each(BASES)('base URL %s', (baseUrl) => {
  let dir = '';
  let serve: ServeProcess | undefined;
  beforeAll(async () => {
    dir = await siteAt(baseUrl);
  });
  afterAll(() => {
    serve?.child.kill();
  });

  it('portal serve answers the home page at the base URL, and / leads there', async () => {
    serve = await startServe(dir, ['site', '--port', '0']);
    await serve.ready();
    expect(serve.base).toBe(`http://127.0.0.1:${serve.port}${baseUrl}`);
    const home = await fetch(serve.base, { redirect: 'manual' });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Everything in one place.');
    const root = await fetch(`http://127.0.0.1:${serve.port}/`, { redirect: 'follow' });
    expect(root.status).toBe(200);
    expect(root.url).toBe(serve.base);
    // A doc, and the base path without its slash.
    expect((await fetch(`${serve.base}docs/guide/intro`)).status).toBe(200);
    if (baseUrl !== '/') {
      const bare = await fetch(`http://127.0.0.1:${serve.port}${baseUrl.slice(0, -1)}`, { redirect: 'manual' });
      expect([bare.status, bare.headers.get('location')]).toEqual([302, baseUrl]);
    }
  });

  it('the built output links pages, assets and the logo under the base URL', async () => {
    const out = path.join(dir, 'out');
    const built = await runPortal(['build', 'site', '--out', out], { cwd: dir });
    expect(built.code, built.stderr).toBe(0);
    const $ = cheerio.load(await readFile(path.join(out, 'index.html'), 'utf8'));
    const css = $('link[rel=stylesheet]').attr('href') ?? '';
    const js = $('html').attr('data-entry') ?? '';
    expect(css.startsWith(`${baseUrl}assets/css/`)).toBe(true);
    expect(js.startsWith(`${baseUrl}assets/js/`)).toBe(true);
    expect(existsSync(path.join(out, css.slice(baseUrl.length)))).toBe(true);
    expect(existsSync(path.join(out, js.slice(baseUrl.length)))).toBe(true);
    const links = $('.navbar a[href^="/"]')
      .map((_, a) => $(a).attr('href'))
      .get();
    expect(links.length).toBeGreaterThan(2);
    for (const href of links) expect(href.startsWith(baseUrl)).toBe(true);
    expect($('.navbar-brand').attr('href')).toBe(baseUrl);
    expect(existsSync(path.join(out, 'docs/guide/intro/index.html'))).toBe(true);
  });

  it('the nginx template, set to the base path, serves the home page, pages, assets and the 404 page', async () => {
    const site = await deploySite({ site: 'site', base: baseUrl, cwd: dir });
    try {
      const get = (p: string) => fetch(`${site.origin}${p}`, { redirect: 'manual' });
      const home = await get(baseUrl);
      expect(home.status, await site.errors()).toBe(200);
      const html = await home.text();
      expect(html).toContain('Everything in one place.');
      expect((await get(`${baseUrl}docs/guide/intro`)).status).toBe(200);
      const trailing = await get(`${baseUrl}docs/guide/intro/`);
      expect([trailing.status, trailing.headers.get('location')]).toEqual([301, `${baseUrl}docs/guide/intro`]);
      const css = cheerio.load(html)('link[rel=stylesheet]').attr('href') ?? '';
      const asset = await get(css);
      expect([asset.status, asset.headers.get('content-type'), asset.headers.get('cache-control')]).toEqual([
        200,
        'text/css; charset=utf-8',
        'public, max-age=31536000, immutable',
      ]);
      const missing = await get(`${baseUrl}no/such/page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Page Not Found');
      if (baseUrl !== '/') {
        const bare = await get(baseUrl.slice(0, -1));
        expect([bare.status, bare.headers.get('location')]).toEqual([301, baseUrl]);
      }
    } finally {
      await site.close();
    }
  });
});
