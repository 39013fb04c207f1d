import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage } from './support/browser.ts';
import { READING_PAGES } from './support/reading-site.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';

// Issue 28, deliverable 4: what readers notice, each in Chromium on the fixture site (with a
// diagrams page, a seven-card home page and a long API page added).

let site: BuiltSite;
let browser: Browser;
beforeAll(async () => ({ site, browser } = await openFixture({ extra: READING_PAGES })), 180_000);
afterAll(() => closeFixture(site, browser));

const DARK = [`try { localStorage.setItem('theme', 'dark') } catch {}`];

async function open(
  route: string,
  options: Parameters<typeof openPage>[1] = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const opened = await openPage(browser, options);
  await opened.page.goto(`${site.base}${route}`);
  await hydrated(opened.page);
  return opened;
}

/** Every diagram of the page drawn (they are drawn when near the screen). */
async function diagramsDrawn(page: Page): Promise<void> {
  for (const diagram of await page.$$('.mermaid-diagram')) await diagram.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll('.mermaid-diagram')].every((d) => d.querySelector('svg')));
}

/** The lowest contrast (WCAG) of the colour `property` of `selector`'s elements in the diagrams with the page's background. */
function lowestContrast(page: Page, selector: string, property: 'stroke' | 'fill'): Promise<{ count: number; lowest: number }> {
  return page.evaluate(
    ([selector, property]) => {
      const channels = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (c: string) => {
        const [r = 0, g = 0, b = 0] = channels(c).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const background = getComputedStyle(document.documentElement).backgroundColor;
      const ratios = [...document.querySelectorAll(`.mermaid-output ${selector}`)]
        .map((el) => getComputedStyle(el)[property as 'stroke'])
        .filter((c) => c.startsWith('rgb'))
        .map((c) => {
          const [a, b] = [luminance(c), luminance(background)].sort((x, y) => y - x) as [number, number];
          return (a + 0.05) / (b + 0.05);
        });
      return { count: ratios.length, lowest: Math.min(...ratios) };
    },
    [selector, property] as const,
  );
}

describe('diagrams', () => {
  it('are readable in dark mode: edges, arrowheads, messages, their labels and lifelines at 3:1 or more on the background', async () => {
    const { page, context, errors } = await open('/docs/guide/diagrams', { init: DARK });
    await diagramsDrawn(page);
    expect(await page.getAttribute('.mermaid-diagram', 'data-theme')).toBe('forest');
    for (const [selector, property] of [
      ['.flowchart-link', 'stroke'],
      ['marker path', 'fill'],
      ['.messageLine0, .messageLine1', 'stroke'],
      ['.messageText', 'fill'],
      ['.actor-line', 'stroke'],
    ] as const) {
      const { count, lowest } = await lowestContrast(page, selector, property);
      expect(count, selector).toBeGreaterThan(0);
      expect(lowest, selector).toBeGreaterThanOrEqual(3);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are drawn at their natural size on a phone, in a box that scrolls sideways and the keyboard can reach', async () => {
    const { page, context } = await open('/docs/guide/diagrams', { width: 390, height: 844 });
    await diagramsDrawn(page);
    // Each SVG is as wide as its own coordinates: labels at the size they were drawn, not squeezed.
    const scales = await page.$$eval('.mermaid-output > svg', (svgs) =>
      svgs.map((svg) => (svg as SVGSVGElement).getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width),
    );
    expect(scales.length).toBe(2);
    for (const scale of scales) expect(scale).toBeCloseTo(1, 2);
    const wide = page.locator('.mermaid-diagram').first();
    await expect.poll(() => wide.getAttribute('role')).toBe('region');
    expect(await wide.getAttribute('aria-label')).toBe('Diagram: A wide flowchart');
    expect(await wide.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await wide.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wide.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the table of contents', () => {
  const activeToc = (page: Page) => page.$$eval('.toc .toc-link.active[aria-current]', (links) => links.map((l) => l.getAttribute('href')));

  it('marks the section in view, none at the top of the page, and again after a client navigation', async () => {
    const { page, context, errors } = await open('/docs/guide/diagrams', { width: 1366, height: 800 });
    expect(await activeToc(page)).toEqual([]);
    await page.click('.toc a[href="#a-wide-table"]');
    await expect.poll(() => activeToc(page)).toEqual(['#a-wide-table']);
    // The collapsed list of narrow screens is marked the same way.
    expect(await page.getAttribute('.toc-mobile a[href="#a-wide-table"]', 'aria-current')).toBe('location');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => activeToc(page)).toEqual(['#last-words']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => activeToc(page)).toEqual([]);

    await page.click('.docs-sidebar a[href="/fx/docs/guide/widgets"]');
    await page.waitForSelector('h1:text("Widgets")');
    await page.evaluate(() => document.getElementById('code')?.scrollIntoView());
    await expect.poll(() => activeToc(page)).toEqual(['#code']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the API page's navigation marks the operation being read, and nothing once back at the top", async () => {
    const { page, context } = await open('/docs/api/pets', { width: 1366, height: 800 });
    const current = () => page.$$eval('.api-nav [aria-current]', (links) => links.map((l) => l.getAttribute('data-nav-anchor')));
    const anchor = 'operation/updatePets';
    await page.evaluate((id) => document.getElementById(id)?.scrollIntoView(), anchor);
    await expect.poll(current).toEqual([anchor]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(current).toEqual([]);
    await context.close();
  });
});

/** Tabs through the page from its start and names the part each stop is in, until one is in `main`. */
async function tabOrder(page: Page): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const parts: string[] = [];
  for (let i = 0; i < 80 && parts.at(-1) !== 'main'; i++) {
    await page.keyboard.press('Tab');
    parts.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        if (el?.matches('.skip-link')) return 'skip link';
        if (el?.closest('[data-navbar]')) return 'navbar';
        if (el?.closest('.docs-sidebar, .blog-sidebar')) return 'sidebar';
        if (el?.closest('main')) return 'main';
        return el?.closest('.announcement') ? 'announcement' : (el?.tagName ?? 'none');
      }),
    );
  }
  // Consecutive stops in one part, once each.
  return parts.filter((p, i) => p !== parts[i - 1]);
}

describe('keyboard order', () => {
  it('reaches the docs sidebar right after the skip link and the navbar, before the content; the sidebar is drawn where it was, also right to left', async () => {
    const { page, context } = await open('/docs/guide/intro', { width: 1366, height: 800 });
    expect(await tabOrder(page)).toEqual(['skip link', 'announcement', 'navbar', 'sidebar', 'main']);
    const box = (selector: string) => page.locator(selector).first().boundingBox();
    expect((await box('.docs-sidebar'))?.x).toBeLessThan((await box('.docs-article'))?.x ?? 0);
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    const [sidebar, article] = [await box('.docs-sidebar'), await box('.docs-article')];
    expect(sidebar?.x).toBeGreaterThan((article?.x ?? 0) + (article?.width ?? 0) - 1);
    await context.close();
  });

  it("reaches the blog's sidebar, drawn at the start of the line, before the post", async () => {
    const { page, context } = await open('/blog/first', { width: 1366, height: 800 });
    expect(await tabOrder(page)).toEqual(['skip link', 'announcement', 'navbar', 'sidebar', 'main']);
    await context.close();
  });
});

describe('the search panel', () => {
  const panel = (page: Page) => page.locator('[data-search-panel]');

  it('closes when the focus leaves the box and on Escape, and is never left over the page when the navbar hides', async () => {
    const { page, context, errors } = await open('/docs/guide/diagrams', { width: 1366, height: 800 });
    const input = page.locator('.navbar-end [data-search-input]');
    await input.click();
    await expect.poll(() => panel(page).textContent()).toContain('Type to search');
    await page.keyboard.press('Tab');
    expect(await panel(page).count()).toBe(0);
    await page.keyboard.press('Shift+Tab');
    await panel(page).waitFor();
    await page.keyboard.press('Escape');
    expect(await panel(page).count()).toBe(0);

    // Open, then left: scrolling down hides the navbar, and no panel floats over the page.
    await input.click();
    await panel(page).waitFor();
    await page.keyboard.press('Tab');
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 400);
    await page.waitForSelector('[data-navbar].navbar-hidden');
    expect(await panel(page).count()).toBe(0);

    // A hit chosen with the pointer still opens (the press keeps the focus in the box).
    await page.evaluate(() => window.scrollTo(0, 0));
    await input.fill('widgets');
    const hit = page.locator('.search-hit').first();
    await hit.waitFor();
    await hit.click();
    await page.waitForSelector('h1:text("Widgets")');
    expect(await panel(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the mobile menu', () => {
  it('has no empty group: no version heading with one version, no language group with one language', async () => {
    const { page, context } = await open('/docs/guide/intro', { width: 390, height: 844 });
    await page.click('details[data-mobile-menu] > summary');
    const groups = await page.$$eval('.navbar-mobile-panel .navbar-mobile-group', (els) =>
      els.map((g) => ({ label: g.getAttribute('aria-label'), links: g.querySelectorAll('a').length })),
    );
    expect(groups).toEqual([{ label: 'More', links: 1 }]);
    expect(await page.$$eval('.navbar-mobile-panel li', (items) => items.filter((li) => li.childElementCount === 0).length)).toBe(0);
    await context.close();
  });
});

describe('copy buttons', () => {
  it('show on a touch screen without a hover, and are reached with the keyboard on any screen', async () => {
    const touch = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await touch.newPage();
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    expect(
      await page
        .locator('.copy-button')
        .first()
        .evaluate((b) => getComputedStyle(b).opacity),
    ).toBe('1');
    await touch.close();

    const desk = await open('/docs/guide/widgets', { width: 1366, height: 800 });
    const button = desk.page.locator('.copy-button').first();
    expect(await button.evaluate((b) => getComputedStyle(b).opacity)).toBe('0');
    await desk.page.locator('.code-block pre').first().focus();
    await desk.page.keyboard.press('Tab');
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await expect.poll(() => button.evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
    await desk.context.close();
  });
});

describe('boxes that scroll sideways', () => {
  it('are regions with a name of their own and a tab stop while they overflow, and plain boxes when they fit', async () => {
    const { page, context } = await open('/docs/guide/diagrams', { width: 390, height: 844 });
    await diagramsDrawn(page);
    const boxes = () =>
      page.$$eval('.table-scroll, .mermaid-diagram, .code-block > pre', (els) =>
        els.map((el) => ({
          overflows: el.scrollWidth > el.clientWidth + 1,
          role: el.getAttribute('role'),
          name: el.getAttribute('aria-label'),
          tabindex: el.getAttribute('tabindex'),
        })),
      );
    await expect.poll(async () => (await boxes()).filter((b) => b.overflows).every((b) => b.role === 'region')).toBe(true);
    const regions = (await boxes()).filter((b) => b.role === 'region');
    expect(regions.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Diagram: A wide flowchart', 'Table: A wide table', 'Code: A long code line']),
    );
    expect(new Set(regions.map((r) => r.name)).size).toBe(regions.length);
    expect(regions.every((r) => r.tabindex === '0' && r.role === 'region')).toBe(true);
    expect((await boxes()).filter((b) => !b.overflows).every((b) => b.role === null)).toBe(true);
    // The arrow keys scroll the table once it has the focus.
    const table = page.locator('.table-scroll').first();
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // On a wide screen the short code block fits: no region, its own tab stop only.
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect.poll(async () => (await boxes()).filter((b) => !b.overflows).every((b) => b.role === null)).toBe(true);
    await context.close();
  });
});

describe('the home page', () => {
  it('fills every row of its feature grid, with no empty slot, at 1366 and 390 px', async () => {
    const { page, context } = await open('/', { width: 1366, height: 800 });
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const { grid, cards } = await page.evaluate(() => {
        const list = document.querySelector('.features .card-grid') as HTMLElement;
        const rect = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { top: Math.round(r.top), left: r.left, right: r.right };
        };
        return { grid: rect(list), cards: [...list.children].map(rect) };
      });
      expect(cards.length).toBe(7);
      const rows = new Map<number, { left: number; right: number }[]>();
      for (const c of cards) rows.set(c.top, [...(rows.get(c.top) ?? []), c]);
      for (const row of rows.values()) {
        expect(Math.min(...row.map((c) => c.left)), `${width} px`).toBeCloseTo(grid.left, 0);
        expect(Math.max(...row.map((c) => c.right)), `${width} px`).toBeCloseTo(grid.right, 0);
      }
    }
    await context.close();
  });
});

describe('the first paint', () => {
  it('waits for no stylesheet: the page is drawn in full, in its colour mode, from its inline CSS, and the stylesheet changes nothing', async () => {
    for (const route of ['/docs/guide/widgets', '/docs/api/pets', '/blog/first']) {
      const { page, context, errors } = await openPage(browser, { width: 1366, height: 800, init: DARK });
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/css/theme-*.css', async (r) => {
        await held;
        await r.continue();
      });
      await page.goto(`${site.base}${route}`, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      // Nothing in <head> holds the paint back, and the page has been painted while the stylesheet is on its way.
      expect(await page.$$eval('link[rel="stylesheet"]', (links) => links.map((l) => l.getAttribute('media')))).toEqual(['print']);
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const boxes = () =>
        page.evaluate(() =>
          ['[data-navbar]', '.docs-sidebar, .blog-sidebar, .api-nav', 'h1', 'main p', '.code-block, .api-operation', '.toc, .footer'].map(
            (s) => {
              const r = document.querySelector(s)?.getBoundingClientRect();
              const style = document.querySelector(s) ? getComputedStyle(document.querySelector(s) as Element) : undefined;
              return { s, x: r?.x, y: r?.y, w: r?.width, h: r?.height, color: style?.color, bg: style?.backgroundColor };
            },
          ),
        );
      const before = await boxes();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(20, 23, 28)');
      release();
      await page.waitForFunction(() => document.querySelector('link[data-stylesheet]')?.getAttribute('media') === 'all');
      expect(await boxes(), route).toEqual(before);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
