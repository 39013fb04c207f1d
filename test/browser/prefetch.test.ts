import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage, pageFetches, settled } from './support/browser.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';

// Issue 5, behaviour 2 (prefetch), on the fixture site (base /fx/).

let site: BuiltSite;
let browser: Browser;
beforeAll(async () => ({ site, browser } = await openFixture()));
afterAll(() => closeFixture(site, browser));

describe('prefetch', () => {
  it('fetches the pages of links in view, and of links further down once they scroll into view', async () => {
    const { page, context } = await openPage(browser);
    const chunks = pageFetches(page);
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    await expect.poll(() => chunks, { timeout: 10_000 }).toEqual(expect.arrayContaining(['/fx/blog', '/fx/docs/guide/second']));
    // The link to the about page is at the end of the content: once the page has been idle, the
    // links in view have been fetched and it has not.
    await settled(page);
    expect(chunks).not.toContain('/fx/about');
    await page.evaluate(() => document.querySelector('.markdown a[href="/fx/about"]')?.scrollIntoView());
    await expect.poll(() => chunks, { timeout: 10_000 }).toContain('/fx/about');
    // Navigating to a prefetched page uses the page already fetched.
    const count = chunks.length;
    await page.click('.markdown a[href="/fx/about"]');
    await page.waitForURL(`${site.base}/about`);
    await page.waitForSelector('h1:text("About")');
    expect(chunks.length).toBe(count);
    await context.close();
  });

  it('fetches the page of a link the pointer rests on', async () => {
    // No visibility prefetch here, so only the hover can explain the request.
    const noObserver = 'window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} };';
    const { page, context } = await openPage(browser, { init: [noObserver] });
    const chunks = pageFetches(page);
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    await settled(page);
    expect(chunks).toEqual([]);
    await page.hover('.navbar-items a:text("Blog")');
    await expect.poll(() => chunks).toEqual(['/fx/blog']);
    await context.close();
  });

  for (const [label, connection] of [
    ['a 2g connection', { effectiveType: '2g', saveData: false }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ] as const) {
    it(`prefetches nothing on ${label}`, async () => {
      const init = `Object.defineProperty(navigator, 'connection', { configurable: true, value: ${JSON.stringify(connection)} });`;
      const { page, context } = await openPage(browser, { init: [init] });
      const chunks = pageFetches(page);
      await page.goto(`${site.base}/docs/guide/widgets`);
      await hydrated(page);
      await page.hover('.navbar-items a:text("Blog")');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await settled(page);
      expect(chunks).toEqual([]);
      // Navigation itself still works.
      await page.click('.navbar-items a:text("Blog")');
      await page.waitForURL(`${site.base}/blog`);
      await expect.poll(() => chunks).toEqual(['/fx/blog']);
      await context.close();
    });
  }
});
