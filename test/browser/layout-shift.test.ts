import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated } from './support/browser.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';
import { serveStatic, type StaticSite } from './support/static-server.ts';

// Issue 25, behaviour 4: no page kind moves under the reader while it loads (CLS 0), on a wide and a
// narrow screen. The navbar arrives first, then the rest of the HTML in pieces of 1,500 bytes 60 ms
// apart, so the browser draws every page at many points before the rest of it has arrived: what a
// slow network does, and what a loaded machine's parser does when it pauses (a CI run once drew a
// blog post with an author's name but not yet their title, and the name moved).

const PAGES = {
  home: '/',
  doc: '/docs/guide/intro',
  'doc with tabs and diagrams': '/docs/guide/widgets',
  'category index': '/docs/category/guide',
  'docs tags': '/docs/tags',
  'docs tag': '/docs/tags/guide',
  'blog list': '/blog',
  'blog post': '/blog/first',
  'blog tag': '/blog/tags/raster',
  'blog authors': '/blog/authors',
  'blog archive': '/blog/archive',
  'API page': '/docs/api/pets',
  page: '/about',
  'not found': '/no/such/page',
} as const;

const SCREENS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

/** Records every layout-shift entry from the first paint on (buffered), with what moved. */
const RECORD = `window.__shifts = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.__shifts.push({ value: e.value, input: e.hadRecentInput, moved: (e.sources || []).map((s) => s.node ? (s.node.nodeType === 1 ? s.node.tagName.toLowerCase() + (s.node.className && typeof s.node.className === 'string' ? '.' + s.node.className.split(' ').join('.') : '') : '#text') : '?') });
  }
}).observe({ type: 'layout-shift', buffered: true });`;

interface Shift {
  value: number;
  input: boolean;
  moved: string[];
}

let site: BuiltSite | undefined;
let browser: Browser | undefined;
let slow: StaticSite | undefined;

beforeAll(async () => {
  ({ site, browser } = await openFixture());
  slow = await serveStatic(site.out, '/fx/', { trickle: { bytes: 1500, ms: 60, firstAfter: '</header>' } });
}, 180_000);

afterAll(async () => {
  await slow?.close();
  await closeFixture(site, browser);
});

describe('no layout shift while a page loads (CLS 0)', () => {
  for (const [screen, options] of Object.entries(SCREENS)) {
    it.each(Object.entries(PAGES))(`${screen}: %s`, async (_kind, route) => {
      const context = await (browser as Browser).newContext({ ...options, colorScheme: 'light' });
      try {
        await context.addInitScript(RECORD);
        const page = await context.newPage();
        await page.goto(`${(slow as StaticSite).origin}/fx${route}`, { waitUntil: 'load' });
        await hydrated(page);
        // Everything the page fetches after loading (the whole sidebar, diagrams) has arrived and been drawn.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const shifts = (await page.evaluate('window.__shifts')) as Shift[];
        // A short page's footer is held at the bottom of the window (as Docusaurus does), so a
        // footer that arrives in two pieces grows upwards; that one is the layout's choice.
        const footerOnly = (s: Shift) => s.moved.length > 0 && s.moved.every((m) => m === 'footer.footer');
        expect(shifts.filter((s) => !s.input && !footerOnly(s))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
