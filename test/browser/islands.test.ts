import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage } from './support/browser.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';

// Issue 28: React 19 in the browser, only what is interactive hydrated, a team's React code live.
// The fixture site gets the team's components (test/fixtures/islands: a useId disclosure, a static
// note, a component that opts out) and two npm React libraries in its own node_modules (Radix's
// tabs and react-aria-components, the repository's pinned devDependencies), and is built with
// React's development build in the browser, which warns about every hydration mismatch.

let site: BuiltSite;
let browser: Browser;
beforeAll(
  async () =>
    ({ site, browser } = await openFixture({
      overlay: 'islands',
      packages: ['@radix-ui/react-tabs', 'react-aria-components'],
      env: { PORTAL_REACT_BUILD: 'development' },
    })),
  300_000,
);
afterAll(() => closeFixture(site, browser));

/** Warnings and errors in the console, and uncaught errors: what React's development build reports a mismatch with. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('pageerror', (e) => found.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') found.push(`${m.type()}: ${m.text()}`);
  });
  return found;
}

/** Records the React that registers with the devtools hook: its version and renderer. */
const REACT_PROBE = `window.__reactRenderers = [];
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, renderers: new Map(),
  inject(r) { window.__reactRenderers.push(r.rendererPackageName + '@' + r.version + (r.bundleType === 1 ? ' development' : ' production')); return 1; },
  onScheduleFiberRoot() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };`;

/** The islands a reader can wake on this page at this width (the menu's sidebar only while the menu is open). */
const awake = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-island-hydrate]')]
      .filter((e) => e.getAttribute('data-island') !== 'portal:menu-sidebar')
      .map((e) => `${e.getAttribute('data-island')} ${e.hasAttribute('data-island-hydrated') ? 'live' : 'waiting'}`),
  );

/** Wakes every island the way a reader would (points at the sidebar, focuses the search box, scrolls) and waits until all are live. */
async function wakeAll(page: Page): Promise<void> {
  if ((await page.locator('aside.docs-sidebar[data-island]').count()) > 0) await page.hover('aside.docs-sidebar');
  await page.focus('[data-search-input]');
  await page.keyboard.press('Escape');
  for (const island of await page.locator('[data-island-hydrate="visible"]:not([data-island="portal:menu-sidebar"])').all())
    await island.scrollIntoViewIfNeeded();
  await expect.poll(() => awake(page), { timeout: 15_000 }).not.toContainEqual(expect.stringMatching(/ waiting$/));
}

const KINDS: Record<string, string> = {
  home: '/',
  docs: '/docs/guide/intro',
  'docs page with diagrams and tabs': '/docs/guide/widgets',
  'MDX page with the site components': '/docs/islands',
  API: '/docs/api/pets',
  'blog list': '/blog',
  'blog post': '/blog/first',
  'React page of the site': '/widgets',
};

describe('React 19 in the browser, development build', () => {
  it('runs react-dom 19.3.1 and hydrates every island of every page kind with no warning and no error', async () => {
    const { page, context } = await openPage(browser, { init: [REACT_PROBE] });
    const found = problems(page);
    for (const [kind, route] of Object.entries(KINDS)) {
      await page.goto(`${site.base}${route}`);
      await hydrated(page);
      await wakeAll(page);
      expect(await awake(page), kind).not.toHaveLength(0);
      expect(found, kind).toEqual([]);
    }
    expect(new Set(await page.evaluate(() => (window as unknown as { __reactRenderers: string[] }).__reactRenderers))).toEqual(
      new Set(['react-dom@19.3.1 development']),
    );
    await context.close();
  });

  it("hydrates the mobile menu's sidebar when the menu opens, with no warning", async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    const found = problems(page);
    await page.goto(`${site.base}/docs/guide/second`);
    await hydrated(page);
    await page.click('details[data-mobile-menu] > summary');
    const menu = page.locator('nav[aria-label="Docs sidebar (menu)"]');
    expect(await menu.locator('a[aria-current="page"]').textContent()).toBe('Second page');
    expect(await page.locator('[data-island="portal:menu-sidebar"][data-island-hydrated]').count()).toBe(1);
    expect(found).toEqual([]);
    await context.close();
  });
});

describe('useId', () => {
  it('gives the same ids in the browser as on the server, and the button opens the region it names', async () => {
    // Runs before the client: the ids as the server wrote them.
    const init = `document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__serverIds = [...document.querySelectorAll('.disclosure button')].map((b) => b.getAttribute('aria-controls'));
    });`;
    for (const route of ['/docs/islands', '/widgets']) {
      const { page, context } = await openPage(browser, { init: [init] });
      await page.goto(`${site.base}${route}`);
      await hydrated(page);
      const button = page.locator('.disclosure button').first();
      await page.locator('[data-island-hydrated]:has(.disclosure)').first().waitFor({ state: 'attached' });
      await button.click();
      const id = await button.getAttribute('aria-controls');
      const server = await page.evaluate(() => (window as unknown as { __serverIds: string[] }).__serverIds);
      expect(server[0], route).toBe(id);
      expect(new Set(server).size, route).toBe(server.length);
      const region = page.locator(`[id="${id}"]`);
      await expect.poll(() => region.isVisible(), { message: route }).toBe(true);
      expect(await region.getAttribute('role')).toBe('region');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await context.close();
    }
  });
});

/** Every aria-controls and aria-labelledby in `root` names an element of the page. */
async function brokenAriaIds(page: Page, root: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const broken: string[] = [];
    for (const el of document.querySelectorAll(`${sel} [aria-controls], ${sel} [aria-labelledby]`)) {
      for (const attr of ['aria-controls', 'aria-labelledby']) {
        for (const id of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean))
          if (!document.getElementById(id)) broken.push(`${attr}=${id}`);
      }
    }
    return broken;
  }, root);
}

describe("a team's React code is live, npm libraries included", () => {
  for (const [where, route] of [
    ['in MDX', '/docs/islands'],
    ['in a React page', '/widgets'],
  ] as const) {
    it(`Radix tabs and react-aria-components tabs answer clicks and arrow keys ${where}, and their ARIA ids resolve`, async () => {
      const { page, context, errors } = await openPage(browser);
      await page.goto(`${site.base}${route}`);
      await hydrated(page);
      const radix = page.locator('.radix-tabs').first();
      const selected = (root: typeof radix) => root.locator('[role="tab"][aria-selected="true"]').textContent();
      await radix.locator('[role="tab"]:text("Two")').click();
      await expect.poll(() => selected(radix)).toBe('Two');
      expect(await radix.locator('[role="tabpanel"]:visible').textContent()).toMatch(/^Second panel of /);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selected(radix)).toBe('Three');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Three');
      expect(await brokenAriaIds(page, '.radix-tabs')).toEqual([]);

      const aria = page.locator('.aria-tabs').first();
      await aria.locator('[role="tab"]:text("South")').click();
      await expect.poll(() => selected(aria)).toBe('South');
      expect(await aria.locator('[role="tabpanel"]').textContent()).toMatch(/^South panel of /);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selected(aria)).toBe('East');
      expect(await brokenAriaIds(page, '.aria-tabs')).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('leaves a component without state, effects, refs, context or handlers static, and one that opts out', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/islands`);
    await hydrated(page);
    await wakeAll(page);
    for (const name of ['src/components/Note.tsx#Note', 'src/components/Quiet.tsx#default']) {
      const island = page.locator(`[data-island="${name}"]`);
      expect(await island.getAttribute('data-island-hydrate'), name).toBeNull();
      expect(await island.getAttribute('data-island-hydrated'), name).toBeNull();
    }
    expect(await page.textContent('.note-box')).toBe('A note, which stays plain HTML.');
    expect(await page.textContent('.quiet')).toBe('Quiet 7');
    await context.close();
  });
});

describe('only what is interactive is hydrated', () => {
  /** The entry script and the chunks it imports: all a page may load before an island is needed. */
  async function entryClosure(): Promise<Set<string>> {
    const html = await readFile(path.join(site.out, 'docs/guide/intro/index.html'), 'utf8');
    // The head script inserts the entry module named on <html> (templates/head-script.ts).
    const entry = /<html[^>]* data-entry="\/fx\/([^"]+)"/.exec(html)?.[1] ?? '';
    expect(entry).not.toBe('');
    const seen = new Set<string>();
    const visit = async (rel: string) => {
      if (seen.has(rel)) return;
      seen.add(rel);
      const text = await readFile(path.join(site.out, rel), 'utf8');
      // Relative (`./chunk.js`), or under the base path when the site has code of its own (esbuild's publicPath).
      for (const m of text.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["'](?:\.\/|\/fx\/assets\/js\/)([^"']+)["']/g))
        await visit(`assets/js/${m[1] as string}`);
    };
    await visit(entry);
    return seen;
  }

  it('loads no React on a page whose islands the reader has not reached for', async () => {
    const { page, context } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace('/fx/', ''));
    });
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const react: string[] = [];
    for (const s of scripts) if (/https:\/\/react\.dev\//.test(await readFile(path.join(site.out, s), 'utf8'))) react.push(s);
    expect(react).toEqual([]);
    expect(await page.locator('[data-island-hydrated]').count()).toBe(0);
    // The page's content widgets work without it.
    await page.locator('.tabs [role="tab"]:text("macOS")').first().click();
    expect(await page.locator('.tabs [role="tab"][aria-selected="true"]').first().textContent()).toBe('macOS');
    await context.close();
  });

  it("hands a click and key presses made before an island is live to it once it is (the island's code held back)", async () => {
    const allowed = await entryClosure();
    const { page, context, errors } = await openPage(browser);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/fx/assets/js/*.js', async (route) => {
      if (!allowed.has(new URL(route.request().url()).pathname.replace('/fx/', ''))) await gate;
      await route.continue();
    });
    // The page's load waits for no island: only for what the document itself needs.
    await page.goto(`${site.base}/docs/islands`, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const radix = page.locator('.radix-tabs').first();
    await radix.locator('[role="tab"]:text("Two")').click();
    await page.keyboard.press('ArrowRight');
    await page.locator('.disclosure button').first().focus();
    await page.keyboard.press('Enter');
    // Nothing is live yet: the presses wait.
    expect(await page.locator('[data-island-hydrated]').count()).toBe(0);
    expect(await radix.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('One');
    release();
    await expect.poll(() => radix.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('Three');
    await expect.poll(() => page.locator('.disclosure button').first().getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a page go while one of its islands is still loading, quietly', async () => {
    const allowed = await entryClosure();
    const { page, context, errors } = await openPage(browser);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/fx/assets/js/*.js', async (route) => {
      if (!allowed.has(new URL(route.request().url()).pathname.replace('/fx/', ''))) await gate;
      await route.continue();
    });
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    // Pointing at the sidebar starts its island; its link leaves the page before it is live.
    await page.click('aside.docs-sidebar a[href="/fx/docs/guide/second"]');
    await page.waitForSelector('h1:text("Second page")');
    release();
    await page.hover('aside.docs-sidebar');
    await page.locator('aside.docs-sidebar[data-island-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('aside.docs-sidebar a[aria-current="page"]').textContent()).toBe('Second page');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates the islands of a page reached by navigation, and keeps the sidebar across it', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    await page.hover('aside.docs-sidebar');
    const sidebar = page.locator('aside.docs-sidebar[data-island-hydrated]');
    await sidebar.waitFor({ state: 'attached' });
    await sidebar.evaluate((el) => ((el as HTMLElement & { __mark: number }).__mark = 1));
    await page.click('aside.docs-sidebar a:text("Islands")');
    await page.waitForSelector('h1:text("Islands")');
    // The same live sidebar, now showing the new page as current.
    expect(await sidebar.evaluate((el) => (el as HTMLElement & { __mark?: number }).__mark)).toBe(1);
    await expect.poll(() => sidebar.locator('a[aria-current="page"]').textContent()).toBe('Islands');
    const radix = page.locator('.radix-tabs').first();
    await radix.locator('[role="tab"]:text("Two")').click();
    await expect.poll(() => radix.locator('[role="tab"][aria-selected="true"]').textContent()).toBe('Two');
    await page.goBack();
    await page.waitForSelector('h1:text("Introduction")');
    expect(errors).toEqual([]);
    await context.close();
  });
});
