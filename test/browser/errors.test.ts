import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage, routePageFetch } from './support/browser.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';
import { serveStatic, type StaticSite } from './support/static-server.ts';

// Issue 5, behaviour 9 (errors): pages that cannot be shown, components that crash, bad addresses,
// the wrong base path. (Storage that throws is in shell.test.ts; failed loads and Retry in
// navigation.test.ts.)

/** A component of the site's own that throws once pressed: its island shows the crash view in its place. */
const FRAGILE = `import { useState } from 'react';

export default function Fragile() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('The fragile widget broke.', { cause: new Error('It was pressed.') });
  return (
    <button type="button" className="fragile" onClick={() => setBroken(true)}>
      Break it
    </button>
  );
}
`;

const FRAGILE_PAGE = `---
title: Fragile
---
import Fragile from '@site/src/components/Fragile';

A widget that breaks:

<Fragile />
`;

let site: BuiltSite;
let browser: Browser;
beforeAll(
  async () =>
    ({ site, browser } = await openFixture({ extra: { 'src/components/Fragile.tsx': FRAGILE, 'docs/fragile.mdx': FRAGILE_PAGE } })),
);
afterAll(() => closeFixture(site, browser));

const NO_PREFETCH = `Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '4g', saveData: true } });`;

async function openIntro(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await openPage(browser, { init: [NO_PREFETCH] });
  await page.goto(`${site.base}/docs/guide/intro`);
  await hydrated(page);
  return { page, close: () => context.close() };
}

describe('render errors', () => {
  it('a page that cannot be shown shows "This page crashed." with the causes, and Try again', async () => {
    const { page, close } = await openIntro();
    // The page's HTML arrives without its page area.
    await routePageFetch(page, '/fx/docs/guide/second', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('data-page-root=""', '') });
    });
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("This page crashed.")');
    expect(await page.textContent('.error-text')).toBe(
      'The page /docs/guide/second cannot be shown.\n\nCause:\nIts HTML has no page area (an element with data-page-root in the root).',
    );
    // The shell (navbar, footer) is still there.
    expect(await page.locator('[data-navbar]').isVisible()).toBe(true);
    await page.unroute('**/fx/docs/guide/second');
    await page.click('button:text("Try again")');
    await page.waitForSelector('h1:text("Second page")');
    await close();
  });

  it('a component that throws in the browser shows the crash view in its own place, with its causes, and Try again renders it anew', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${site.base}/docs/fragile`);
    await hydrated(page);
    await page.click('button.fragile');
    const fallback = page.locator('.markdown .crash-fallback');
    await fallback.waitFor();
    expect(await fallback.locator('.page-title').textContent()).toBe('This page crashed.');
    expect(await fallback.locator('.error-text').textContent()).toBe('The fragile widget broke.\n\nCause:\nIt was pressed.');
    // Only the component's place: the page and its shell are there.
    expect(await page.locator('[data-navbar]').isVisible()).toBe(true);
    expect(await page.textContent('.markdown p')).toBe('A widget that breaks:');
    expect(errors.some((e) => e.includes('The fragile widget broke.'))).toBe(true);
    await fallback.locator('button:text("Try again")').click();
    await page.locator('button.fragile').waitFor();
    await context.close();
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
