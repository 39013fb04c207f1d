import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage } from './support/browser.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';
import { serveStatic, type StaticSite } from './support/static-server.ts';

// Issue 5, behaviour 9 (errors): render crashes, bad addresses, the wrong base path. (Storage that
// throws is in shell.test.ts; failed loads and Retry in navigation.test.ts.)

let site: BuiltSite;
let browser: Browser;
beforeAll(async () => ({ site, browser } = await openFixture()));
afterAll(() => closeFixture(site, browser));

const NO_PREFETCH = `Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '4g', saveData: true } });`;

/** Answers a page-data request with the real chunk, changed by `edit`. */
function corrupt(edit: (data: { site: Record<string, unknown>; route: Record<string, unknown> }) => void) {
  return async (route: Route) => {
    const response = await route.fetch();
    const data = (await response.json()) as { site: Record<string, unknown>; route: Record<string, unknown> };
    edit(data);
    await route.fulfill({ response, json: data });
  };
}

async function openIntro(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await openPage(browser, { init: [NO_PREFETCH] });
  await page.goto(`${site.base}/docs/guide/intro`);
  await hydrated(page);
  return { page, close: () => context.close() };
}

describe('render errors', () => {
  it('a page that fails to render shows "This page crashed." with the causes, and Try again', async () => {
    const { page, close } = await openIntro();
    await page.route(
      '**/__data/docs/guide/second.json',
      corrupt((d) => {
        d.route.kind = 'bogus';
      }),
    );
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("This page crashed.")');
    expect(await page.textContent('.error-text')).toBe(
      'The page /docs/guide/second cannot be shown.\n\nCause:\nThere is no page component for the route kind "bogus".',
    );
    // The shell (navbar, footer) is still there.
    expect(await page.locator('[data-navbar]').isVisible()).toBe(true);
    await page.unroute('**/__data/docs/guide/second.json');
    await page.click('button:text("Try again")');
    await page.waitForSelector('h1:text("Second page")');
    await close();
  });

  it('when the shell itself fails, a fallback view shows the error message, its causes and Try again', async () => {
    const { page, close } = await openIntro();
    await page.route(
      '**/__data/docs/guide/second.json',
      corrupt((d) => {
        delete d.site.navbar;
      }),
    );
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('.crash-fallback');
    expect(await page.locator('[data-navbar]').count()).toBe(0);
    expect(await page.textContent('.crash-fallback h1')).toBe('This page crashed.');
    expect(await page.textContent('.crash-fallback .error-text')).toMatch(/navbar|items/);
    await page.unroute('**/__data/docs/guide/second.json');
    await page.click('button:text("Try again")');
    await page.waitForSelector('h1:text("Second page")');
    expect(await page.locator('[data-navbar]').isVisible()).toBe(true);
    await close();
  });
});

describe('undecodable addresses', () => {
  it('shows an invalid percent-encoding error for a page opened at such an address', async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(`${site.base}/docs/guide/%E0%A4%A`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await page.waitForSelector('h1:text("Invalid address")');
    expect(await page.textContent('.status-view .error-text')).toContain('has an invalid percent-encoding');
    expect(await page.textContent('.status-view .error-text')).toContain('/fx/docs/guide/%E0%A4%A');
    await context.close();
  });

  it('shows it for an in-site link with a stray %, without a reload', async () => {
    const { page, close } = await openIntro();
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/fx/docs/100%zz';
      a.id = 'bad-link';
      a.textContent = 'bad';
      document.querySelector('.markdown')?.append(a);
    });
    await page.click('#bad-link');
    await page.waitForSelector('h1:text("Invalid address")');
    expect(page.url()).toBe(`${site.base}/docs/100%zz`);
    // Back to the page it came from.
    await page.goBack();
    await page.waitForSelector('h1:text("Introduction")');
    await close();
  });
});

describe('base path', () => {
  let elsewhere: StaticSite;

  afterAll(async () => {
    await elsewhere?.close();
  });

  it('shows a banner when the site is served outside its base path, and none at the base path', async () => {
    elsewhere = await serveStatic(site.out, '/other/');
    const { page, context } = await openPage(browser);
    await page.goto(`${elsewhere.origin}/other/docs/guide/intro`);
    const banner = page.locator('#__portal-base-banner');
    await banner.waitFor();
    expect(await banner.getAttribute('role')).toBe('alert');
    expect(await banner.innerText()).toBe(
      'This site is served at the wrong path. It was built for the base path /fx/, but this page is at /other/docs/guide/intro, so its styles, scripts and links will not load. Serve the site under /fx/, or set baseUrl in portal.config.yaml to the path it is served from and build again.',
    );
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    expect(await banner.isVisible()).toBe(false);
    await context.close();
  });
});
