import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, openPage } from './support/browser.ts';
import { buildFixture, type BuiltSite } from './support/site.ts';

// Issue 5, behaviours 3 and 4 under the other settings: `trailingSlash: true`, and the runtime
// reading of SPEC §4 (`respectPrefersColorScheme: true`: light, dark or system).

let site: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  const config = (yaml: string) =>
    `${yaml.replace('trailingSlash: null', 'trailingSlash: true')}\ncolorMode:\n  defaultMode: light\n  disableSwitch: false\n  respectPrefersColorScheme: true\n`;
  [site, browser] = await Promise.all([buildFixture({ config }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('trailingSlash: true', () => {
  it('writes links with a trailing slash (not the root, not #hash links) and navigates them client-side', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/intro/`);
    await hydrated(page);
    expect(await page.getAttribute('.pagination-nav a[rel="next"]', 'href')).toBe('/fx/docs/guide/second/');
    expect(await page.getAttribute('.navbar-brand', 'href')).toBe('/fx/');
    expect(await page.getAttribute('.toc a[href^="#"] >> nth=0', 'href')).toBe('#token');
    expect(await page.getAttribute('.navbar-items a:text("Blog")', 'href')).toBe('/fx/blog/');
    await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("Second page")');
    expect(page.url()).toBe(`${site.base}/docs/guide/second/`);
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://fixture.example.com/fx/docs/guide/second/');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('respectPrefersColorScheme: true', () => {
  it('follows the system preference until the reader chooses, and offers light, dark and system', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(`${site.base}/`);
    await hydrated(page);
    const theme = () => page.getAttribute('html', 'data-theme');
    const toggle = page.locator('.navbar-end [data-color-mode-toggle]');
    expect(await theme()).toBe('dark');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently system mode)');
    await toggle.click();
    expect(await theme()).toBe('light');
    await toggle.click();
    expect(await theme()).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle.click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
    // "system" follows the preference as it changes.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await context.close();
  });
});
