import type { BrowserPage } from '../../model/browser-page.ts';
import { SHELL_IDS } from '../../model/reserved.ts';
import { createTranslate } from '../i18n/translate.ts';
import { createContentEnhancer } from './content/enhance.ts';
import { createIslands } from './islands/scheduler.ts';
import { createAnnouncer, wireLinks } from './links.ts';
import { closeMenus } from './menus.ts';
import { parsePage } from './page-fetch.ts';
import { wirePrefetch } from './prefetch.ts';
import { createRouter, type NavState } from './router.ts';
import { createRuntime } from './runtime.ts';
import { applyScroll } from './scroll.ts';
import { wireShell } from './shell.ts';
import { safeStorage } from './storage.ts';
import { createSwapper } from './swap.ts';
import { showNavigation } from './view.ts';

/**
 * The client's entry: plain DOM code, no React. Every page is complete HTML; this wires the shell's
 * behaviour, in-site navigation (the next page's HTML put in place, renderer/client/swap.ts) and
 * the islands, which load React only when one is needed (renderer/client/islands/). Everything
 * heavy (React, search, diagrams, API-page helpers) is a dynamic import, loaded on use.
 */
function start(): void {
  // Found where content cannot reach: children of <body> (content is inside the root), and the data
  // only in a JSON <script>, which content can never make. An author element with the same id
  // (renamed by the compiler anyway) is never read.
  const root = document.querySelector<HTMLElement>(`body > div#${SHELL_IDS.root}`);
  const data = document.querySelector<HTMLScriptElement>(`body > script#${SHELL_IDS.data}[type="application/json"]`);
  if (!root || !data?.textContent) return;
  const page = JSON.parse(data.textContent) as BrowserPage;
  const storage = safeStorage(window);
  // The page's locale does not change while navigating: other locales are other sites.
  const t = createTranslate(page.site.locale.code, page.site.strings);
  const router = createRouter(window, page, { prepare: (html, path) => parsePage(html, path, document) });
  const islands = createIslands(document, createRuntime(window, router, storage, page.site.baseUrl));
  // Before anything changes the page: the swapper remembers the shell as the server wrote it.
  const swapper = createSwapper(document, islands);
  const enhanceContent = createContentEnhancer(document, storage, t);
  const observeLinks = wirePrefetch(document, router.prefetch);
  const announce = createAnnouncer(document);
  // Shell listeners first: the skip link handles its own click before the link router sees it.
  const refreshShell = wireShell(document, page.site, storage, t);
  wireLinks(document, router);

  const onView = (state: NavState, title: string | undefined) => {
    if (state.view > 0) {
      closeMenus(document);
      refreshShell();
    }
    if (state.focus) {
      document.getElementById(SHELL_IDS.main)?.focus({ preventScroll: true });
      if (title) announce(title);
    }
    // Widgets first: they change the page's height, and the scroll position is for the final page.
    enhanceContent();
    applyScroll(window, state.scroll);
    observeLinks();
    // Page kinds with client code of their own, loaded only where needed.
    if (state.page.data.route.kind === 'api') void import('./api-page.ts').then((m) => m.enhanceApiPage(document, t));
    islands.scan(state.page.data);
    // The client is running (tests and tools wait for it); each island marks itself when it is live.
    document.documentElement.setAttribute('data-hydrated', '');
  };
  showNavigation({ doc: document, router, swapper, t, onView });
  onView(router.getState(), undefined);
  router.start();
}

try {
  start();
} catch (error) {
  console.error('The page could not start its client; it still works as a plain page.', error);
}
