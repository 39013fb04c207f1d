import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Exactly these flags: a quiet headless Chromium that reaches nothing but the test server. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The system Chromium (one per test file); the tests never download a browser. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The browser tests need Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium (as root; .ci/run does this in CI).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** Scripts run in every page of the context before the page's own. */
  init?: string[];
}

/** A fresh context (empty storage) and page; console errors are collected for assertions. */
export async function openPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
  });
  // Short waits: a missing element fails the test in seconds, not after the 30 s default.
  context.setDefaultTimeout(7000);
  for (const script of options.init ?? []) await context.addInitScript(script);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return { context, page, errors };
}

/**
 * Waits until the client runs on the page (it marks <html data-hydrated> once the shell, navigation
 * and the islands' scheduler are wired; each island marks itself `data-island-hydrated` when live).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** The pages the client fetches (to navigate, or to prefetch), by path: fetches of HTML, not of assets. */
export function pageFetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'fetch' && !url.pathname.includes('/assets/')) paths.push(url.pathname);
  });
  return paths;
}

/** Answers the client's fetch of the page at `path` with `handler`; the browser's own loads of it (a reload) pass. */
export async function routePageFetch(page: Page, path: string, handler: (route: Route) => Promise<void> | void): Promise<void> {
  await page.route(`**${path}`, (route) => (route.request().resourceType() === 'fetch' ? handler(route) : route.continue()));
}

/**
 * Resolves once the page has drawn a frame and then been idle: what it queued for idle time, or
 * for after layout (intersection observers), has run by then, so a test can assert that something
 * did not happen without waiting a fixed time that a slow machine might not cover.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn) : setTimeout(fn, 0));
        requestAnimationFrame(() => idle(() => requestAnimationFrame(() => idle(resolve))));
      }),
  );
}
