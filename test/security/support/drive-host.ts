import type { Browser, Page } from 'playwright-core';
import { exerciseEveryElement, GUARD_SCRIPT } from './exercise.ts';

export interface HostRun {
  host: string;
  pages: number;
  elements: number;
  seconds: number;
  /** Dialogs, popups, `window.__pwned`, requests to `/__pwned`: a payload that ran. */
  ran: string[];
  /** Points of the window where content covers what lies outside its own box. */
  overlays: string[];
  /** Pages that navigated away by themselves (a meta refresh, a script). */
  left: string[];
  /** Pages whose client did not start. */
  broken: string[];
}

/**
 * Runs in the page: 25 points of the window, and for each whose topmost element is content (an
 * article, the footer's copyright line, the announcement), whether the point lies inside that
 * content's own box. One that does not is an overlay: content drawn over the shell or the page.
 */
function overlayPoints(): string[] {
  const found: string[] = [];
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 5; j++) {
      const x = (innerWidth * (i + 0.5)) / 5;
      const y = (innerHeight * (j + 0.5)) / 5;
      const hit = document.elementFromPoint(x, y);
      const content = hit?.closest('.markdown, .footer-copyright, .announcement-content');
      if (!content) continue;
      const r = content.getBoundingClientRect();
      if (x < r.left - 1 || x > r.right + 1 || y < r.top - 1 || y > r.bottom + 1)
        found.push(`(${Math.round(x)}, ${Math.round(y)}) is covered by <${hit?.tagName.toLowerCase() ?? ''}> of ${content.className}`);
    }
  return found;
}

/**
 * Opens every path on one host in a few tabs of one browser context at once, uses every element
 * of each page (exercise.ts), and records what ran, what covered the page and what navigated
 * away. Requests to other origins are refused (and a document asked from one is a page that left).
 */
export async function driveHost(
  browser: Browser,
  { host, origin, paths, tabs = 4 }: { host: string; origin: string; paths: readonly string[]; tabs?: number },
): Promise<HostRun> {
  const run: HostRun = { host, pages: 0, elements: 0, seconds: 0, ran: [], overlays: [], left: [], broken: [] };
  const started = performance.now();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  await context.addInitScript(GUARD_SCRIPT);
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  context.on('request', (request) => {
    if (request.url().includes('__pwned')) run.ran.push(`${host}: request ${request.url()}`);
  });
  const queue = [...paths];
  const worker = async (page: Page) => {
    let current = '';
    let loaded = false;
    page.on('dialog', (dialog) => {
      run.ran.push(`${host} ${current}: ${dialog.type()}(${dialog.message()})`);
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('popup', (popup) => run.ran.push(`${host} ${current}: popup ${popup.url()}`));
    page.on('request', (request) => {
      if (loaded && request.isNavigationRequest() && request.frame() === page.mainFrame())
        run.left.push(`${host} ${current}: to ${request.url()}`);
    });
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      current = next;
      loaded = false;
      await page.goto(`${origin}${next}`, { waitUntil: 'domcontentloaded' });
      // A page that navigates away by itself is recorded below, not waited for.
      const away = page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame() }).then(() => 'away' as const);
      const started = await Promise.race([
        page.waitForSelector('html[data-hydrated]', { state: 'attached' }).then(() => 'ok' as const),
        away,
      ]).catch(() => 'broken' as const);
      away.catch(() => undefined);
      if (started === 'broken') run.broken.push(`${host} ${next}: the client did not start`);
      loaded = true;
      run.elements += await page.evaluate(exerciseEveryElement, null).catch(() => 0);
      const [pwned, opened] = await page.evaluate(() => [
        (window as { __pwned?: unknown }).__pwned,
        (window as { __opened?: unknown }).__opened,
      ]);
      if (pwned) run.ran.push(`${host} ${next}: window.__pwned = ${String(pwned)}`);
      if (opened) run.ran.push(`${host} ${next}: window.open called`);
      for (const o of await page.evaluate(overlayPoints)) run.overlays.push(`${host} ${next}: ${o}`);
      if (decodeURIComponent(new URL(page.url()).pathname) !== next) run.left.push(`${host} ${next}: now at ${page.url()}`);
      run.pages++;
    }
  };
  const open = await Promise.all(Array.from({ length: Math.min(tabs, paths.length) }, () => context.newPage()));
  await Promise.all(open.map(worker));
  await context.close();
  run.seconds = (performance.now() - started) / 1000;
  return run;
}
