import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage, settled } from './support/browser.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';

// Issue 5, behaviours 8 (diagrams) and 10 (content widgets), on the fixture's widgets page.

let site: BuiltSite;
let browser: Browser;
beforeAll(async () => ({ site, browser } = await openFixture()));
afterAll(() => closeFixture(site, browser));

const mermaidRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/mermaid-')) urls.push(r.url());
  });
  return urls;
};

const diagram = (page: Page, n: number) => page.locator('.mermaid-diagram').nth(n);

describe('diagrams', () => {
  it('loads mermaid only on pages with a diagram, and draws them in the light theme (neutral)', async () => {
    const { page, context, errors } = await openPage(browser);
    const requests = mermaidRequests(page);
    await page.goto(`${site.base}/docs/guide/second`);
    await hydrated(page);
    await settled(page);
    expect(requests).toEqual([]);
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("Widgets")');
    await diagram(page, 0).locator('.mermaid-output svg').waitFor();
    expect(requests.length).toBeGreaterThan(0);
    expect(await diagram(page, 0).getAttribute('data-theme')).toBe('neutral');
    expect(await diagram(page, 0).locator('.mermaid-source').isVisible()).toBe(false);
    expect(await diagram(page, 0).locator('svg').textContent()).toContain('Client');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws them again in the forest theme when the colour mode changes', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    const svg = diagram(page, 0).locator('.mermaid-output svg');
    await svg.waitFor();
    const light = await svg.evaluate((el) => el.outerHTML);
    await page.click('.navbar-end [data-color-mode-toggle]');
    await page.waitForFunction(() => document.querySelector('.mermaid-diagram')?.getAttribute('data-theme') === 'forest');
    const dark = await svg.evaluate((el) => el.outerHTML);
    expect(dark).not.toBe(light);
    // Reloaded in dark mode: drawn with forest from the start.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('.mermaid-diagram svg') !== null);
    expect(await diagram(page, 0).getAttribute('data-theme')).toBe('forest');
    await context.close();
  });

  it('shows a syntax error in place of the diagram, above its source', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    const broken = diagram(page, 1);
    await broken.locator('.mermaid-error').waitFor();
    expect(await broken.locator('.mermaid-error-title').textContent()).toBe('This diagram has a syntax error:');
    expect((await broken.locator('.mermaid-error').textContent())?.length).toBeGreaterThan(10);
    expect(await broken.locator('.mermaid-source').isVisible()).toBe(true);
    expect(await broken.locator('svg').count()).toBe(0);
    // Nothing left behind by mermaid elsewhere in the page.
    expect(await page.evaluate(() => document.querySelectorAll('body > [id^="dmermaid"]').length)).toBe(0);
    await context.close();
  });
});

describe('content widgets', () => {
  it('copies a code block with its Copy button', async () => {
    const clipboard = `Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text) => { window.__copied = text; } } });`;
    const { page, context } = await openPage(browser, { init: [clipboard] });
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    const block = page.locator('.code-block:has(.code-title:text("Install"))');
    await block.hover();
    const button = block.locator('.copy-button');
    expect(await button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { __copied: string }).__copied)).toBe('npm install portal\nnpx portal build');
    expect(await button.textContent()).toBe('Copied');
    await context.close();
  });

  it('turns tab markup into tabs whose choice is shared by the groups of a page and remembered', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    const group = (n: number) => page.locator('.tabs').nth(n);
    const selected = async (n: number) => group(n).locator('[role="tab"][aria-selected="true"]').textContent();
    const visibleText = async (n: number) => group(n).locator('[role="tabpanel"]:not([hidden])').innerText();
    await group(0).locator('[role="tablist"]').waitFor();
    expect(await selected(0)).toBe('Linux');
    expect(await visibleText(0)).toBe('Run the Linux installer.');
    expect(await group(0).locator('.tab-label').first().isVisible()).toBe(false);

    await group(0).locator('[role="tab"]:text("macOS")').click();
    expect(await selected(0)).toBe('macOS');
    expect(await selected(1)).toBe('macOS');
    expect(await visibleText(1)).toBe('macOS again.');
    expect(await page.evaluate(() => localStorage.getItem('tabs.os'))).toBe('mac');

    // The arrow keys move between tabs.
    await group(1).locator('[role="tab"][aria-selected="true"]').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await selected(0)).toBe('Linux');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Linux');

    await group(1).locator('[role="tab"]:text("macOS")').click();
    await page.reload();
    await hydrated(page);
    await group(0).locator('[role="tablist"]').waitFor();
    expect(await selected(0)).toBe('macOS');
    expect(await selected(1)).toBe('macOS');
    await context.close();
  });

  it('keeps tabs working after a client-side navigation (the MDX page)', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    await page.click('.docs-sidebar a[href="/fx/docs/other/page"]');
    await page.waitForSelector('h1:text("MDX page")');
    const tabs = page.locator('.tabs[data-group-id="lang"]');
    await tabs.locator('[role="tab"]:text("Python")').click();
    expect(await tabs.locator('[role="tabpanel"]:not([hidden])').innerText()).toBe('Use requests.');
    await context.close();
  });

  it('picks the tab a queryString names in the address, and writes the choice back to it', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/other/page?lang=py`);
    await hydrated(page);
    const tabs = page.locator('.tabs[data-group-id="lang"]');
    await tabs.locator('[role="tablist"]').waitFor();
    expect(await tabs.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('Python');
    await tabs.locator('[role="tab"]:text("JavaScript")').click();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('js');
    await context.close();
  });

  it('opens and closes details', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    const details = page.locator('.markdown details');
    expect(await page.locator('text=Hidden details text.').isVisible()).toBe(false);
    await details.locator('summary').click();
    await expect.poll(() => page.locator('text=Hidden details text.').isVisible()).toBe(true);
    await details.locator('summary').click();
    await expect.poll(() => details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await context.close();
  });
});
