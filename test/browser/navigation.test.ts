import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage, pageFetches, routePageFetch } from './support/browser.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';

// Issue 5, behaviour 1 (hydration and navigation), on the fixture site (base /fx/).

let site: BuiltSite;
let browser: Browser;
beforeAll(async () => ({ site, browser } = await openFixture()));
afterAll(() => closeFixture(site, browser));

/** Marks the window: the mark survives a client-side navigation and is gone after a reload. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

/** Prefetching off (the data-saver setting), so a test decides when each chunk is requested. */
const NO_PREFETCH = `Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '4g', saveData: true } });`;

describe('the client', () => {
  it('keeps the prerendered content nodes and logs no errors', async () => {
    // Runs before the module script: remembers the server's content nodes.
    const init = `document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__before = [document.querySelector('.markdown p'), document.querySelector('.navbar-brand')];
    });`;
    const { page, errors, context } = await openPage(browser, { init: [init] });
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    const same = await page.evaluate(() => {
      const [p, brand] = (window as unknown as { __before: Element[] }).__before;
      return p === document.querySelector('.markdown p') && brand === document.querySelector('.navbar-brand') && p?.isConnected === true;
    });
    expect(same).toBe(true);
    expect(await page.textContent('.markdown p')).toBe('Welcome to the fixture.');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('every page', () => {
  it('starts the client on each route of the site (and the 404 page) without an error', async () => {
    const sitemap = await readFile(path.join(site.out, 'sitemap.xml'), 'utf8');
    const routes = [...sitemap.matchAll(/<loc>https:\/\/fixture\.example\.com(\/fx\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(routes.length).toBeGreaterThan(20);
    const { page, context, errors } = await openPage(browser, { init: [NO_PREFETCH] });
    for (const route of [...routes, '/fx/no/such/page']) {
      await page.goto(`${site.server.origin}${route}`);
      await hydrated(page);
      // The browser reports the 404 status of the not-found page itself; nothing else may appear.
      expect(
        errors.filter((e) => !e.includes('status of 404')),
        route,
      ).toEqual([]);
    }
    await context.close();
  });
});

describe('navigation', () => {
  it("push: an in-site link fetches the page's HTML and shows it without a reload, and title and meta follow", async () => {
    const { page, context, errors } = await openPage(browser);
    const chunks = pageFetches(page);
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    await mark(page);
    await page.evaluate(() => ((document.querySelector('footer.footer') as HTMLElement & { __kept?: number }).__kept = 1));
    const before = await page.evaluate(() => history.length);
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForURL(`${site.base}/docs/guide/second`);
    await page.waitForSelector('h1:text("Second page")');
    expect(await marked(page)).toBe(true);
    // What is the same on both pages (the footer) is left as it was: the same element.
    expect(await page.evaluate(() => (document.querySelector('footer.footer') as HTMLElement & { __kept?: number }).__kept)).toBe(1);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    expect(chunks).toContain('/fx/docs/guide/second');
    expect(await page.title()).toBe('Second page | Fixture Portal');
    const meta = await page.evaluate(() => ({
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      keywords: document.querySelector('meta[name="keywords"]'),
    }));
    expect(meta).toEqual({
      description: 'The second page of the fixture guide.',
      ogTitle: 'Second page | Fixture Portal',
      canonical: 'https://fixture.example.com/fx/docs/guide/second',
      keywords: null,
    });
    // The sidebar follows the route.
    expect(await page.getAttribute('.docs-sidebar a[aria-current="page"]', 'href')).toBe('/fx/docs/guide/second');
    // Focus moves to the new content, and screen readers hear which page opened.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('__portal-main');
    expect(await page.textContent('[data-route-announcer]')).toBe('Second page | Fixture Portal');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('replace: a link to the page already shown adds no history entry and scrolls to the top', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    await mark(page);
    const before = await page.evaluate(() => history.length);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.click('.docs-sidebar a[aria-current="page"]');
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => history.length)).toBe(before);
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  it('pop: back and forward show the pages again and restore their scroll positions', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    await mark(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY > 900);
    // The section at the top of the screen: after "back" the reader must see it again. (Exact
    // pixels are not the promise: diagrams drawn later may shift the page, and the browser's
    // scroll anchoring keeps the same content in view.)
    const atTop = await page.evaluate(
      () => [...document.querySelectorAll('.markdown h2')].find((h) => h.getBoundingClientRect().bottom > 0)?.id ?? '',
    );
    expect(atTop).toMatch(/^filler-section-/);
    await page.evaluate(() => (document.querySelector('.docs-sidebar a[href="/fx/docs/guide/second"]') as HTMLElement).click());
    await page.waitForSelector('h1:text("Second page")');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForSelector('h1:text("Widgets")');
    await page.waitForFunction((id) => {
      const r = document.getElementById(id)?.getBoundingClientRect();
      return window.scrollY > 600 && r !== undefined && r.bottom > 0 && r.top < window.innerHeight;
    }, atTop);
    await page.goForward();
    await page.waitForSelector('h1:text("Second page")');
    expect(await page.title()).toBe('Second page | Fixture Portal');
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  it('scrolls to the #hash target after navigating, and animates to the top otherwise', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/second`);
    await hydrated(page);
    // "Back to the introduction" links to intro#token.
    await page.click('.markdown a[href$="intro#token"]');
    await page.waitForSelector('h1:text("Introduction")');
    await page.waitForFunction(() => {
      const top = document.getElementById('token')?.getBoundingClientRect().top ?? -1;
      return window.scrollY > 0 && top >= 0 && top < 120;
    });
    // From far down a long page to another page: the scroll glides to the top (not one jump).
    await page.goto(`${site.base}/docs/guide/widgets`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.waitForFunction(() => window.scrollY > 2000);
    // Record how the client asks for the scroll: sampling positions mid-animation is at the mercy
    // of a busy machine's frame rate, the request for a smooth scroll is not.
    await page.evaluate(() => {
      const calls: unknown[] = [];
      (window as unknown as { __calls: unknown[] }).__calls = calls;
      const original = window.scrollTo.bind(window);
      window.scrollTo = ((...args: unknown[]) => {
        calls.push(args[0]);
        return (original as (...a: unknown[]) => void)(...args);
      }) as typeof window.scrollTo;
      (document.querySelector('.docs-sidebar a[href="/fx/docs/guide/intro"]') as HTMLElement).click();
    });
    await page.waitForSelector('h1:text("Introduction")');
    await page.waitForFunction(() => window.scrollY === 0);
    const calls = await page.evaluate(() => (window as unknown as { __calls: unknown[] }).__calls);
    expect(calls).toContainEqual({ top: 0, behavior: 'smooth' });
    await context.close();
  });

  it('shows the progress bar and a centred spinner only when loading takes over 200 ms', async () => {
    const { page, context } = await openPage(browser, { init: [NO_PREFETCH] });
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    // Records whether (and when) the bar ever appears.
    await page.evaluate(() => {
      const w = window as unknown as { __bar: number | null; __t0: number };
      w.__bar = null;
      new MutationObserver(() => {
        if (w.__bar === null && document.querySelector('.route-progress')) w.__bar = performance.now() - w.__t0;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // A fast load (the second page's data is already fetched, so even a busy machine is quick): no bar at all.
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("Second page")');
    await page.click('.pagination-nav a[rel="prev"]');
    await page.waitForSelector('h1:text("Introduction")');
    await page.evaluate(() => ((window as unknown as { __bar: number | null }).__bar = null));
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("Second page")');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __bar: number | null }).__bar)).toBeNull();

    // A slow load (800 ms): the bar and the spinner appear after 200 ms and go when the page comes.
    await routePageFetch(page, '/fx/docs/guide/widgets', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.evaluate(() => ((window as unknown as { __t0: number }).__t0 = performance.now()));
    await page.click('.docs-sidebar a[href="/fx/docs/guide/widgets"]');
    await page.waitForSelector('.route-progress');
    await page.waitForSelector('.loading-view .spinner[role="status"]');
    const appeared = await page.evaluate(() => (window as unknown as { __bar: number }).__bar);
    expect(appeared).toBeGreaterThanOrEqual(190);
    const box = await page.locator('.spinner').boundingBox();
    const main = await page.locator('.loading-view').boundingBox();
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - ((main?.x ?? 0) + (main?.width ?? 0) / 2))).toBeLessThan(2);
    await page.waitForSelector('h1:text("Widgets")');
    expect(await page.locator('.route-progress').count()).toBe(0);
    expect(await page.locator('.spinner').count()).toBe(0);
    await context.close();
  });

  it('a failed load shows the error text with Retry, and Retry loads the page', async () => {
    const { page, context } = await openPage(browser, { init: [NO_PREFETCH] });
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    await routePageFetch(page, '/fx/docs/guide/second', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('text=This page could not be loaded');
    expect(await page.textContent('.error-text')).toBe(
      'Could not load the page /docs/guide/second: the server answered 500 Internal Server Error.',
    );
    expect(page.url()).toBe(`${site.base}/docs/guide/second`);

    // The network fails outright: the cause is shown too.
    await page.unroute('**/fx/docs/guide/second');
    await routePageFetch(page, '/fx/docs/guide/second', (route) => route.abort('internetdisconnected'));
    await page.click('button:text("Retry")');
    await page.waitForSelector('.error-text:has-text("Cause:")');
    expect(await page.textContent('.error-text')).toMatch(
      /^Could not load the page \/docs\/guide\/second: the network request failed\.\n\nCause:\n.+/,
    );

    await page.unroute('**/fx/docs/guide/second');
    await page.click('button:text("Retry")');
    await page.waitForSelector('h1:text("Second page")');
    expect(await page.locator('.error-text').count()).toBe(0);
    await context.close();
  });

  it('reloads the page when it is gone (404), when the answer is not a page of the site, and when it is of another build', async () => {
    const { page, context } = await openPage(browser, { init: [NO_PREFETCH] });
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    await mark(page);
    await routePageFetch(page, '/fx/docs/guide/second', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("Second page")');
    await hydrated(page);
    expect(page.url()).toBe(`${site.base}/docs/guide/second`);
    expect(await marked(page)).toBe(false);
    // A host that answers every path with its home page (200): a full load gets the host's own answer.
    await mark(page);
    await routePageFetch(page, '/fx/docs/guide/intro', async (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: await (await route.fetch({ url: `${site.base}/` })).text() }),
    );
    await page.click('.pagination-nav a[rel="prev"]');
    await page.waitForSelector('h1:text("Introduction")');
    await hydrated(page);
    expect(await marked(page)).toBe(false);
    // A page of another deploy (the entry module its <html> names is another file): loaded in full, with its own scripts.
    await mark(page);
    await routePageFetch(page, '/fx/docs/guide/second', async (route) => {
      const html = await (await route.fetch()).text();
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: html.replace(/ data-entry="[^"]+"/, ' data-entry="/fx/assets/js/portal-NEXT.js"'),
      });
    });
    await page.click('.pagination-nav a[rel="next"]');
    await page.waitForSelector('h1:text("Second page")');
    await hydrated(page);
    expect(await marked(page)).toBe(false);
    await context.close();
  });

  it('lets the browser handle files and #fragments of the page', async () => {
    const { page, context } = await openPage(browser, { init: [NO_PREFETCH] });
    await page.goto(`${site.base}/docs/guide/intro`);
    await hydrated(page);
    const chunks = pageFetches(page);
    await mark(page);
    await page.click('.toc a[href="#sub-section"]');
    await page.waitForURL(`${site.base}/docs/guide/intro#sub-section`);
    expect(await marked(page)).toBe(true);
    expect(chunks).toEqual([]);
    await page.goBack();
    await page.waitForURL(`${site.base}/docs/guide/intro`);
    // An image under the base path is a file, not a page: a real navigation.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/fx/img/logo.svg';
      a.textContent = 'logo';
      a.id = 'logo-link';
      document.querySelector('.markdown')?.append(a);
    });
    await page.click('#logo-link');
    await page.waitForURL(`${site.base}/img/logo.svg`);
    expect(chunks).toEqual([]);
    await context.close();
  });
});
