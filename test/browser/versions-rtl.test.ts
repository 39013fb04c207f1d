import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runPortal } from '../helpers.ts';
import { hydrated, launchChromium, openPage } from './support/browser.ts';
import { serveStatic, type StaticSite } from './support/static-server.ts';

// The versioned, two-locale fixture (en, and he written right to left) in Chromium. Screenshots
// of the Hebrew pages are saved under test-results/ for a person to look at.
const SHOTS = path.join(ROOT, 'test-results/versions-rtl');

let dir = '';
let server: StaticSite;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-rtl-'));
  const out = path.join(dir, 'build');
  const [result, launched] = await Promise.all([
    runPortal(['build', path.join(ROOT, 'test/fixtures/versions'), '--out', out]),
    launchChromium(),
    mkdir(SHOTS, { recursive: true }),
  ]);
  browser = launched;
  if (result.code !== 0) throw new Error(`portal build failed:\n${result.stderr}`);
  server = await serveStatic(out, '/');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return b;
};

describe('a Hebrew page reads right to left', () => {
  it('mirrors the layout on a wide screen: sidebar on the right, text aligned right, code left to right', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.origin}/he/docs/intro`);
    await hydrated(page);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('he');
    const sidebar = await box(page, '.docs-sidebar');
    const article = await box(page, '.docs-article');
    expect(sidebar.x).toBeGreaterThan(article.x + article.width - 1);
    expect(
      await page
        .locator('.docs-article p')
        .first()
        .evaluate((p) => getComputedStyle(p).direction),
    ).toBe('rtl');
    // The brand sits at the right end of the navbar, the search box towards the left.
    const brand = await box(page, '.navbar-brand');
    expect(brand.x + brand.width).toBeGreaterThan(1280 / 2);
    await page.screenshot({ path: path.join(SHOTS, 'he-docs-intro-desktop.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks an untranslated page and keeps its English text left to right; screenshots on a phone too', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.origin}/he/docs/guide/setup`);
    await hydrated(page);
    await page.waitForSelector('text=העמוד הזה עדיין לא תורגם');
    const english = page.locator('.docs-article [lang="en"]').first();
    expect(await english.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await page.screenshot({ path: path.join(SHOTS, 'he-docs-untranslated-mobile.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('version and language menus, and search by version', () => {
  it('keeps the reader on the same page when changing version and language', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.origin}/docs/intro`);
    await hydrated(page);
    await page.click('details[data-dropdown="docs-preferred-version"] > summary');
    await page.click('details[data-dropdown="docs-preferred-version"] a:text-is("1.0 (legacy)")');
    await page.waitForURL(`${server.origin}/docs/1.0/intro`);
    await page.waitForSelector('.version-banner');
    await page.click('details.dropdown:has(summary[aria-label^="Language"]) > summary');
    await page.click('details.dropdown:has(summary[aria-label^="Language"]) a:text-is("עברית")');
    await page.waitForURL(`${server.origin}/he/docs/1.0/intro`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.screenshot({ path: path.join(SHOTS, 'he-docs-1.0-banner.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the version being read, with a switch to every version', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.origin}/docs/intro`);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('clients');
    await page.waitForSelector('.search-hit-title:text-is("Setup")');
    const titles = () => page.locator('.search-hit-title').allTextContents();
    // "clients" is in 1.0's pages and the 2.0 setup page; reading 2.0, only 2.0 is searched.
    expect(await titles()).not.toContain('Legacy clients');
    await page.check('.search-scope input');
    await expect.poll(titles).toContain('Legacy clients');
    expect(await page.getAttribute('.search-hit:has-text("Legacy clients")', 'href')).toBe('/docs/1.0/legacy');
    expect(errors).toEqual([]);
    await context.close();
  });
});
