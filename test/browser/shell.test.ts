import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage } from './support/browser.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';

// Issue 5, behaviours 3 (colour mode), 5 (announcement bar) and 6 (navbar, menus, sidebar, skip
// link), on the fixture site (base /fx/). The version and language menus: versions-locales.test.ts.

let site: BuiltSite;
let browser: Browser;
beforeAll(async () => ({ site, browser } = await openFixture()));
afterAll(() => closeFixture(site, browser));

const theme = (page: Page) => page.getAttribute('html', 'data-theme');
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The colour mode at the moment <body> starts: what the first paint uses. */
const FIRST_PAINT_THEME = `new MutationObserver((_, observer) => {
  if (!document.body) return;
  window.__firstPaintTheme = document.documentElement.getAttribute('data-theme');
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

describe('colour mode', () => {
  it('is light by default, also when the system prefers dark (the configured reading)', async () => {
    const { page, context } = await openPage(browser, { colorScheme: 'dark', init: [FIRST_PAINT_THEME] });
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => (window as unknown as { __firstPaintTheme: string }).__firstPaintTheme)).toBe('light');
    await context.close();
  });

  it('switches light and dark, remembers the choice, and applies it before the first paint', async () => {
    const { page, context, errors } = await openPage(browser, { init: [FIRST_PAINT_THEME] });
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    const toggle = page.locator('.navbar-end [data-color-mode-toggle]');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently light mode)');
    await toggle.click();
    expect(await theme(page)).toBe('dark');
    expect(await stored(page, 'theme')).toBe('dark');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __firstPaintTheme: string }).__firstPaintTheme)).toBe('dark');
    await hydrated(page);
    await toggle.click();
    expect(await theme(page)).toBe('light');
    expect(await stored(page, 'theme')).toBe('light');
    // The choice survives client-side navigation.
    await toggle.click();
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("Second page")');
    expect(await theme(page)).toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a change made in another tab', async () => {
    const { page, context } = await openPage(browser);
    const other = await context.newPage();
    await Promise.all([page.goto(`${site.base}/docs/guide/intro`), other.goto(`${site.base}/blog`)]);
    await Promise.all([hydrated(page), hydrated(other)]);
    await page.click('.navbar-end [data-color-mode-toggle]');
    await other.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await other.click('.navbar-end [data-color-mode-toggle]');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    await context.close();
  });
});

describe('navbar menus', () => {
  it('closes a menu with Escape (focus back on its toggle) and on an outside click', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    const apps = page.locator('.navbar-end details.dropdown');
    const open = () => apps.evaluate((d) => (d as HTMLDetailsElement).open);
    await apps.locator('summary').click();
    expect(await open()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await open()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest('details.dropdown') !== null)).toBe(true);
    await apps.locator('summary').click();
    await page.click('h1');
    expect(await open()).toBe(false);
    await context.close();
  });
});

describe('announcement bar', () => {
  it('stays dismissed for its id, and comes back when the id changes', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/`);
    await hydrated(page);
    const bar = page.locator('.announcement');
    expect(await bar.isVisible()).toBe(true);
    await page.click('[data-announcement-close]');
    expect(await bar.isVisible()).toBe(false);
    expect(await stored(page, 'announcement-dismissed')).toBe('fx-1');
    await page.reload();
    await hydrated(page);
    expect(await bar.isVisible()).toBe(false);
    // A bar with another id (the stored one is now an old id): shown again.
    await page.evaluate(() => localStorage.setItem('announcement-dismissed', 'fx-0'));
    await page.reload();
    expect(await bar.isVisible()).toBe(true);
    await context.close();
  });
});

describe('navbar, menus and sidebar', () => {
  it('hides the navbar on scroll down and shows it again on scroll up', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    const hidden = () => page.evaluate(() => document.querySelector('[data-navbar]')?.classList.contains('navbar-hidden'));
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 300);
    await page.mouse.wheel(0, 600);
    await expect.poll(hidden).toBe(true);
    // The bar slides out with a transition: wait for it to finish rather than sample it mid-way.
    await expect.poll(() => page.locator('[data-navbar]').evaluate((el) => el.getBoundingClientRect().bottom <= 1)).toBe(true);
    await page.mouse.wheel(0, -200);
    await expect.poll(hidden).toBe(false);
    await context.close();
  });

  it("shows the page's branch of the sidebar first, then the whole tree from its one file", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/docs/other/page`);
    // Without JavaScript: the closed "Guide" is a link to its index page, its pages are not in the HTML.
    const closed = page.locator('.docs-sidebar .mc > a[href="/fx/docs/category/guide"]');
    expect(await closed.count()).toBe(1);
    expect(await page.locator('.docs-sidebar a[href="/fx/docs/guide/intro"]').count()).toBe(0);
    await context.close();
    const live = await openPage(browser);
    const requests: string[] = [];
    live.page.on('request', (r) => void requests.push(new URL(r.url()).pathname));
    await live.page.goto(`${site.base}/docs/other/page`);
    await hydrated(live.page);
    // The sidebar is an island, hydrated when the reader reaches for it: nothing is fetched for it before.
    expect(await live.page.locator('.docs-sidebar[data-island-hydrated]').count()).toBe(0);
    expect(requests.filter((r) => r.startsWith('/fx/assets/sidebars/'))).toHaveLength(0);
    await live.page.hover('.docs-sidebar');
    await expect.poll(() => live.page.locator('.docs-sidebar a[href="/fx/docs/guide/intro"]').count()).toBe(1);
    expect(await live.page.locator('.docs-sidebar .mc').count()).toBe(0);
    await live.page.click('.docs-sidebar a[href="/fx/docs/category/guide"]');
    await live.page.waitForSelector('.docs-sidebar a[href="/fx/docs/guide/intro"]', { state: 'visible' });
    expect(requests.filter((r) => r.startsWith('/fx/assets/sidebars/'))).toHaveLength(1);
    expect(live.errors).toEqual([]);
    await live.context.close();
  });

  it('keeps collapsed and expanded sidebar categories as they were while navigating', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    const other = page.locator('.docs-sidebar li:has(> a[href="/fx/docs/category/guide-1"]) > details');
    expect(await other.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await other.locator('summary').getAttribute('aria-label')).toBe('Guide: show or hide its pages');
    // The first click reaches the sidebar before it is live: it is handed to it once it is.
    await other.locator('summary').click();
    await expect.poll(() => other.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await page.locator('.docs-sidebar[data-island-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('.docs-sidebar a[href="/fx/docs/other/page"]').isVisible()).toBe(false);
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("Second page")');
    expect(await other.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("Widgets")');
    expect(await other.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await context.close();
  });

  it('moves the keyboard focus to the content with the skip link', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    const box = await page.locator('.skip-link').boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('__portal-main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('__portal-main')?.contains(document.activeElement))).toBe(true);
    await context.close();
  });
});

describe('mobile menu (375 px)', () => {
  it('opens and closes, holds the docs sidebar, and keeps the focus inside while open', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 740 });
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    const menu = page.locator('details[data-mobile-menu]');
    const toggle = page.locator('details[data-mobile-menu] > summary');
    const open = () => menu.evaluate((d) => (d as HTMLDetailsElement).open);
    expect(await page.locator('.navbar-inner > .navbar-items').isVisible()).toBe(false);
    expect(await page.locator('.docs-sidebar').isVisible()).toBe(false);

    await toggle.click();
    expect(await open()).toBe(true);
    expect(await menu.locator('.navbar-mobile-panel a:text("Blog")').isVisible()).toBe(true);
    expect(await menu.locator('nav[aria-label="Docs sidebar (menu)"] a[aria-current="page"]').textContent()).toBe('Introduction');

    // Escape closes it and gives the focus back to the toggle.
    await page.keyboard.press('Escape');
    expect(await open()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.matches('[data-mobile-menu] > summary'))).toBe(true);

    // Tab and Shift+Tab stay inside the open menu.
    await page.keyboard.press('Enter');
    expect(await open()).toBe(true);
    const inside = () => page.evaluate(() => document.querySelector('[data-mobile-menu]')?.contains(document.activeElement) === true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);

    // A click outside the panel closes it.
    await page.mouse.click(360, 500);
    expect(await open()).toBe(false);

    // Following a link in it navigates and closes it.
    await toggle.click();
    await menu.locator('nav[aria-label="Docs sidebar (menu)"] a:text("Second page")').click();
    await page.waitForSelector('h1:text("Second page")');
    expect(await open()).toBe(false);
    await context.close();
  });
});

describe('storage that throws', () => {
  it('warns once, reads as empty, ignores writes, and everything else keeps working', async () => {
    const blocked = `Object.defineProperty(window, 'localStorage', { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });`;
    const { page, context, errors } = await openPage(browser, { init: [blocked] });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    expect(await theme(page)).toBe('light');
    await page.click('.navbar-end [data-color-mode-toggle]');
    expect(await theme(page)).toBe('dark');
    await page.click('[data-announcement-close]');
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    await page.click('.tabs >> nth=0 >> [role="tab"]:text("macOS")');
    expect(await page.locator('.tabs >> nth=1 >> [role="tab"][aria-selected="true"]').textContent()).toBe('macOS');
    await page.click('.pagination-nav a[rel="prev"]');
    await page.waitForSelector('h1:text("Second page")');
    const storageWarnings = warnings.filter((w) => w.includes('storage is not available'));
    expect(storageWarnings).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
