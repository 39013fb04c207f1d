import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../templates/csp.ts';
import { hydrated, launchChromium, openPage } from '../../browser/support/browser.ts';
import { deployPortal, type DeployedPortal } from '../../support/nginx.ts';

// The portal on a real nginx, browsed under the Content-Security-Policy nginx sends: every page
// kind works and the browser reports no violation.

let site: DeployedPortal;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([deployPortal(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Records every CSP violation the page reports (added before any script of the page runs). */
const WATCH = `window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber), true);`;
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

async function visit(page: Page, path: string): Promise<void> {
  const res = await page.goto(`${site.origin}${path}`);
  expect(res?.status(), path).toBe(200);
  // The policy really is in force on this page.
  expect(res?.headers()['content-security-policy'], path).toBe(contentSecurityPolicy());
  await hydrated(page);
}

describe('the portal served by nginx under its Content-Security-Policy', () => {
  it('loads home, a doc with a diagram, a blog post, an API page and search with no violation', async () => {
    const { page, context, errors } = await openPage(browser, { init: [WATCH] });

    await visit(page, '/developer-portal/');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');

    await visit(page, '/developer-portal/docs/ogc/protocols/ogc-csw/ogc-csw');
    // Mermaid and its chunks load as modules from nginx and draw the diagram.
    // Diagrams are drawn when they come near the screen (renderer/client/content/mermaid.ts).
    await page.locator('.mermaid-diagram').first().scrollIntoViewIfNeeded();
    await page.locator('.mermaid-diagram .mermaid-output svg').first().waitFor();
    expect(await page.locator('.mermaid-diagram .mermaid-output svg').first().locator('g').count()).toBeGreaterThan(0);

    await visit(page, '/developer-portal/blog/2023-q1');
    expect(await page.textContent('h1')).toContain('Release notes: Q1 2023');

    await visit(page, '/developer-portal/docs/MapColonies/raster/services/export/api');
    expect(await page.textContent('h1')).toContain('Raster Export Management API');
    expect(await page.locator('.schema-tree').count()).toBeGreaterThan(0);

    await page.fill('[data-search-input]', 'raster export');
    const hit = page.locator('.search-results [role="option"]').first();
    await hit.waitFor();
    await hit.click();
    await page.waitForURL((url) => !url.pathname.endsWith('/api'));
    await hydrated(page);

    // The colour mode toggle (the head script's partner) works without inline script.
    await page.click('[data-color-mode-toggle]');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates in the client from a doc to another and back, and shows the not-found page with 404', async () => {
    const { page, context, errors } = await openPage(browser, { init: [WATCH] });
    await visit(page, '/developer-portal/docs/ogc/protocols/ogc-csw/ogc-csw');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const link = page.locator('.docs-sidebar a[href^="/developer-portal/docs/"]:not([aria-current])').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    // The page changed without a reload: its HTML came from nginx and was put in place.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.goBack();
    // Diagrams are drawn when they come near the screen (renderer/client/content/enhance.ts); the
    // page's content is put back while this runs, so the diagram is brought into view until drawn.
    await expect
      .poll(async () => {
        await page.locator('.mermaid-diagram').first().scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => undefined);
        return page.locator('.mermaid-diagram .mermaid-output svg').count();
      })
      .toBeGreaterThan(0);

    const missing = await page.goto(`${site.origin}/developer-portal/docs/no/such/page`);
    expect(missing?.status()).toBe(404);
    await hydrated(page);
    expect(await page.textContent('h1')).toContain('Page Not Found');
    expect(await violations(page)).toEqual([]);
    // The only console error is Chromium's note about the 404 response itself.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it('would notice a violation: an inline event handler added to the page is blocked and reported', async () => {
    const { page, context } = await openPage(browser, { init: [WATCH] });
    await visit(page, '/developer-portal/');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/developer-portal/none.png" onerror="document.title=\'ran\'">'));
    // Blocked by both policies, the header's and the page's own <meta>: each reports it.
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-attr blocked inline/), expect.stringMatching(/^script-src-attr blocked inline/)]);
    expect(await page.title()).not.toBe('ran');
    await context.close();
  });
});
