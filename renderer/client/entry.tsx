import { hydrateRoot } from 'react-dom/client';
import type { PageContext } from '../context.tsx';
import { ClientApp } from './ClientApp.tsx';
import { createContentEnhancer } from './content/enhance.ts';
import { createPageModules } from './page-modules.ts';
import { createAnnouncer, wireLinks } from './links.ts';
import { wirePrefetch } from './prefetch.ts';
import { createRouter, type NavState } from './router.ts';
import { applyScroll } from './scroll.ts';
import { wireShell } from './shell.ts';
import { safeStorage } from './storage.ts';
import { createTranslate } from '../i18n/translate.ts';
import { SHELL_IDS } from '../../model/reserved.ts';

/**
 * Hydrates the prerendered shell. Page content is already in the DOM and React keeps it as it is
 * (the hydration data carries no HTML), so this costs a walk of the shell, not a re-render.
 * Everything heavy (search, diagrams, API-page helpers) is a dynamic import, loaded on use.
 */
async function start(): Promise<void> {
  // Found where content cannot reach: children of <body> (content is inside the root), and the data
  // only in a JSON <script>, which content can never make. An author element with the same id
  // (renamed by the compiler anyway) is never read.
  const root = document.querySelector<HTMLElement>(`body > div#${SHELL_IDS.root}`);
  const data = document.querySelector<HTMLScriptElement>(`body > script#${SHELL_IDS.data}[type="application/json"]`);
  if (!root || !data?.textContent) return;
  const page = JSON.parse(data.textContent) as PageContext;
  const storage = safeStorage(window);
  const modules = createPageModules();
  let head: typeof import('./head-sync.ts') | undefined;
  // Before a page is shown: its components, and (once) the code that rewrites <head>.
  const prepare = (next: PageContext) => Promise.all([modules.load(next.route.kind), head ?? import('./head-sync.ts').then((m) => void (head = m))]).then(() => undefined);
  const router = createRouter(window, page, { prepare });
  // The page's locale does not change while navigating: other locales are other sites.
  const t = createTranslate(page.site.locale.code, page.site.strings);
  const enhanceContent = createContentEnhancer(document, storage, t);
  const observeLinks = wirePrefetch(document, router.prefetch);
  const announce = createAnnouncer(document);

  const onView = (state: NavState) => {
    const title = state.view > 0 ? head?.syncPageHead(document, state.page) : undefined;
    if (state.focus) {
      document.getElementById(SHELL_IDS.main)?.focus({ preventScroll: true });
      if (title) announce(title);
    }
    // Widgets first: they change the page's height, and the scroll position is for the final page.
    enhanceContent();
    applyScroll(window, state.scroll);
    observeLinks();
    // Page kinds with client code of their own, loaded only where needed.
    if (state.page.route.kind === 'api') void import('./api-page.ts').then((m) => m.enhanceApiPage(document, t));
    document.documentElement.setAttribute('data-hydrated', '');
  };

  // Shell listeners first: the skip link handles its own click before the link router sees it.
  wireShell(document, page.site, storage, t);
  // The page's components must be there before hydrating, or React would throw the HTML away.
  await modules.load(page.route.kind);
  hydrateRoot(root, <ClientApp router={router} modules={modules} storage={storage} onView={onView} />);
  // Only now: a click before hydration is a plain page load, not a state change under React's feet.
  wireLinks(document, router);
}

start().catch((error: unknown) => console.error('The page could not start its client; it still works as a plain page.', error));
