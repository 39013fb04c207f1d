import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, PORTAL } from '../helpers.ts';
import { hydrated, openPage, settled } from './support/browser.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';

// Issue 5, behaviour 7 (search), on the fixture site (base /fx/, search.maxHits 5).

let site: BuiltSite;
let browser: Browser;
beforeAll(async () => ({ site, browser } = await openFixture()));
afterAll(() => closeFixture(site, browser));

const searchRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/search/') || /chunk-.*\.js$/.test(r.url())) urls.push(new URL(r.url()).pathname);
  });
  return urls;
};

const hits = (page: Page) => page.locator('.search-results [role="option"]');
const titles = (page: Page) => page.locator('.search-hit-title').allTextContents();
const hitTitled = (page: Page, title: string) =>
  page.locator('.search-hit').filter({ has: page.locator('.search-hit-title', { hasText: new RegExp(`^${title}$`) }) });

async function search(page: Page, query: string): Promise<void> {
  await page.fill('[data-search-input]', query);
  await page.waitForSelector('.search-results, .search-empty:has-text("No results")');
}

describe('search', () => {
  it('shows a Search box with a Ctrl+K hint, and fetches nothing for it on page load', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    const requests = searchRequests(page);
    expect(await page.getAttribute('[data-search-input]', 'placeholder')).toBe('Search');
    expect(await page.textContent('.search-hint')).toBe('Ctrl K');
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("Second page")');
    await settled(page);
    expect(requests.filter((r) => r.includes('/assets/search/'))).toEqual([]);
    await context.close();
  });

  it('shows Cmd+K on macOS', async () => {
    const mac = `Object.defineProperty(navigator, 'platform', { configurable: true, get: () => 'MacIntel' });`;
    const { page, context } = await openPage(browser, { init: [mac] });
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    expect(await page.textContent('.search-hint')).toBe('⌘ K');
    await page.keyboard.press('Meta+k');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-input'))).toBe(true);
    await context.close();
  });

  it('loads its index on Ctrl+K, saying Loading... until it is ready', async () => {
    const { page, context } = await openPage(browser);
    // The index is held back until the test has seen "Loading...".
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/search/search-index-*.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    const requests = searchRequests(page);
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-input'))).toBe(true);
    await page.waitForSelector('.search-panel [role="status"]:text-is("Loading...")');
    release();
    await page.keyboard.type('token');
    await page.waitForSelector('.search-results');
    const files = requests.filter((r) => r.includes('/assets/search/'));
    expect(files).toHaveLength(2);
    expect(files.every((f) => /\/search-(index|documents)-[0-9a-f]{10}\.json$/.test(f))).toBe(true);
    // The names come from the site data.
    const data = await page.evaluate(() => JSON.parse(document.getElementById('__portal-data')?.textContent ?? '{}').site.search);
    expect(files.sort()).toEqual([`/fx/${data.documents}`, `/fx/${data.index}`].sort());
    await context.close();
  });

  it('matches prefixes and typos, boosts titles, marks the matched words, and links to the section', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/`);
    await hydrated(page);
    await page.click('[data-search-input]');

    await search(page, 'token');
    expect((await titles(page))[0]).toBe('Getting a token');
    expect(await page.locator('.search-hit >> nth=0 >> mark').allTextContents()).toEqual(['token']);
    expect(await page.getAttribute('.search-hit >> nth=0', 'href')).toBe('/fx/docs/guide/intro#token');

    await search(page, 'widg');
    expect(await titles(page)).toContain('Widgets');
    expect(await hitTitled(page, 'Widgets').locator('mark').allTextContents()).toEqual(['Widgets']);

    await search(page, 'secnd');
    expect(await titles(page)).toEqual(expect.arrayContaining(['Second page', 'Second post']));

    await search(page, 'zzzzqqq');
    expect(await page.textContent('.search-empty')).toBe('No results for “zzzzqqq”.');
    await context.close();
  });

  it('finds blog posts and API operations', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/`);
    await hydrated(page);
    await page.click('[data-search-input]');
    await search(page, 'fold');
    expect(await page.locator('.search-hit:has-text("After the fold")').textContent()).toBe('BlogAfter the foldFirst post');
    expect(await page.getAttribute('.search-hit:has-text("After the fold")', 'href')).toBe('/fx/blog/first#after-the-fold');
    await search(page, 'pets');
    const api = hitTitled(page, 'List pets \\(GET /pets\\)');
    expect(await api.locator('.search-hit-kind').textContent()).toBe('API');
    expect(await api.getAttribute('href')).toMatch(/^\/fx\/docs\/api\/pets#.+/);
    await context.close();
  });

  it('caps the hits at search.maxHits', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/`);
    await hydrated(page);
    await page.click('[data-search-input]');
    // The widgets page has 30 "Filler section" headings.
    await search(page, 'filler');
    expect(await hits(page).count()).toBe(5);
    await context.close();
  });

  it('moves through the hits with the arrow keys and opens one with Enter, without a reload', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
    await page.click('[data-search-input]');
    await search(page, 'filler');
    const input = page.locator('[data-search-input]');
    // The list re-renders after each key (React commits on its own schedule): the state is polled.
    await expect.poll(() => input.getAttribute('aria-activedescendant')).toBe('__portal-search-results-0');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => input.getAttribute('aria-activedescendant')).toBe('__portal-search-results-2');
    await expect.poll(() => page.getAttribute('#__portal-search-results-2', 'aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => input.getAttribute('aria-activedescendant')).toBe('__portal-search-results-1');
    const href = await page.getAttribute('#__portal-search-results-1', 'href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.server.origin}${href}`);
    await page.waitForSelector('h1:text("Widgets")');
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1);
    expect(await page.locator('.search-panel').count()).toBe(0);
    const id = decodeURIComponent(href?.split('#')[1] ?? '');
    await page.waitForFunction((target) => {
      const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 150;
    }, id);
    await context.close();
  });

  it('closes with Escape and on a click elsewhere', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/`);
    await hydrated(page);
    await page.click('[data-search-input]');
    await search(page, 'token');
    await page.keyboard.press('Escape');
    expect(await page.locator('.search-panel').count()).toBe(0);
    await page.click('[data-search-input]');
    await page.waitForSelector('.search-results');
    await page.click('.hero-title');
    expect(await page.locator('.search-panel').count()).toBe(0);
    await context.close();
  });

  it('answers a query on the loaded index in a few milliseconds', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/`);
    await hydrated(page);
    await page.click('[data-search-input]');
    await search(page, 'token');
    // From the keystroke to the rendered list: query, React render and layout.
    const ms = await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>('[data-search-input]');
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const t0 = performance.now();
      setter?.call(input, 'filler');
      input?.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise<void>((resolve) => {
        const check = () =>
          document.querySelector('.search-hit-title')?.textContent?.startsWith('Filler') ? resolve() : requestAnimationFrame(check);
        check();
      });
      return performance.now() - t0;
    });
    expect(ms).toBeLessThan(100);
    await context.close();
  });
});

describe('search under portal serve', () => {
  let child: ChildProcess | undefined;
  let dir = '';

  afterAll(async () => {
    child?.kill();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('finds pages from the dev server too', async () => {
    dir = await copyFixture();
    child = spawn(process.execPath, [PORTAL, 'serve', 'site', '--port', '0'], { cwd: dir });
    let log = '';
    const base = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve did not start:\n${log}`)), 60_000);
      child?.stderr?.on('data', (d: Buffer) => {
        log += d.toString();
        const m = /Serving the portal at (http:\/\/\S+)/.exec(log);
        if (m?.[1] && log.includes('Ready: built')) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      });
    });
    const { page, context } = await openPage(browser);
    await page.goto(`${base}docs/guide/intro`);
    await hydrated(page);
    await page.click('[data-search-input]');
    await search(page, 'token');
    expect((await titles(page))[0]).toBe('Getting a token');
    expect(
      path.basename(await page.evaluate(() => JSON.parse(document.getElementById('__portal-data')?.textContent ?? '{}').site.search.index)),
    ).toBe('search-index.json');
    await context.close();
  });
});
