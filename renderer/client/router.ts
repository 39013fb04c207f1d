import type { BrowserPage } from '../../model/browser-page.ts';
import { fetchPageHtml, PageGoneError, type FetchedPage } from './page-fetch.ts';
import { otherLocaleBases, routeTarget, type RouteTarget } from './route-url.ts';

/** SPEC §9: the progress bar (and the spinner) appear only when a route change takes longer. */
export const PROGRESS_DELAY_MS = 200;

/** Where the window scrolls once a navigation has rendered. */
export type ScrollIntent = { kind: 'hash'; id: string } | { kind: 'top' } | { kind: 'restore'; y: number } | { kind: 'keep' };

/** The page shown: the one the browser loaded (no `doc`), or one fetched by a navigation. */
export interface ShownPage {
  data: BrowserPage;
  /** The fetched page's parsed HTML, to be put in place of the current page (renderer/client/swap.ts). */
  doc?: Document;
}

export interface NavState {
  page: ShownPage;
  /** `error` holds the failure of the last load; `invalid-path` an address that cannot be decoded. */
  status: 'idle' | 'loading' | 'error';
  /** True once a load has taken longer than PROGRESS_DELAY_MS. */
  slow: boolean;
  error: Error | null;
  /** Counts shown navigations: the page is put in place, then scroll, focus and widgets follow, when it changes. */
  view: number;
  scroll: ScrollIntent;
  /** Set by push navigations: focus moves to the new content. */
  focus: boolean;
}

export interface Router {
  getState(): NavState;
  subscribe(listener: () => void): () => void;
  /** Navigates to an in-site URL; false when the browser should handle it (another site, a file, a #fragment of this page). */
  navigate(href: string, kind?: 'push' | 'replace'): boolean;
  /** Loads the current address again (Retry, Try again). */
  retry(): void;
  /** Starts fetching a page so a later navigation finds it ready. */
  prefetch(href: string): void;
  /** The in-site route of a URL, if any. */
  target(href: string): RouteTarget | undefined;
  /** Listens to history; returns the function that stops listening. */
  start(): () => void;
}

export class InvalidPathError extends Error {
  override name = 'InvalidPathError';
}

interface HistoryEntry {
  key: string;
  /** Scroll position saved when the page is left (for back/forward and reloads). */
  y?: number;
}

/**
 * In-site navigation: push, replace and pop, each fetching the page's HTML (or reusing a
 * prefetched one). State lives in the created object; the view (renderer/client/view.ts) reads it
 * through subscribe/getState and puts each new page in place.
 */
export interface RouterOptions {
  /** Makes a fetched page ready to show (parses and checks it); PageGoneError reloads, another error is a load error. */
  prepare: (html: string, path: string) => FetchedPage;
}

export function createRouter(win: Window, initial: BrowserPage, { prepare }: RouterOptions): Router {
  const { history, location } = win;
  const baseUrl = initial.site.baseUrl;
  const cache = new Map<string, Promise<string>>();
  const listeners = new Set<() => void>();
  const positions = new Map<string, number>();
  let state: NavState = {
    page: { data: initial },
    status: 'idle',
    slow: false,
    error: null,
    view: 0,
    scroll: { kind: 'keep' },
    focus: false,
  };
  let sequence = 0;
  let slowTimer: ReturnType<typeof setTimeout> | undefined;
  let entry: HistoryEntry = { key: newKey() };

  const set = (patch: Partial<NavState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };
  // Other locales are other sites (their own strings and data): the default locale's base holds
  // theirs, and links into them load the page anew.
  const others = otherLocaleBases(initial.site);
  const target = (href: string) => {
    const url = new URL(href, location.href);
    return others.some((b) => url.pathname.startsWith(b) || url.pathname === b.slice(0, -1))
      ? undefined
      : routeTarget(url, location.origin, baseUrl);
  };

  const load = (t: RouteTarget & { kind: 'route' }, low = false): Promise<string> => {
    let pending = cache.get(t.encodedPath);
    if (!pending) {
      pending = fetchPageHtml(win.fetch.bind(win), t.url, t.path, low);
      cache.set(t.encodedPath, pending);
      // A failed fetch is not kept: the next attempt tries the network again.
      pending.catch(() => cache.delete(t.encodedPath));
    }
    return pending;
  };

  const show = async (t: RouteTarget, scroll: ScrollIntent, focus: boolean) => {
    const mine = ++sequence;
    clearTimeout(slowTimer);
    if (t.kind === 'invalid') {
      set({
        status: 'error',
        slow: false,
        error: new InvalidPathError(
          `The address ${t.pathname} has an invalid percent-encoding: a "%" must be followed by two hexadecimal digits that form UTF-8 text.`,
        ),
      });
      return;
    }
    // A previous error stays on screen until this load ends (or becomes slow and shows the spinner).
    set({ status: 'loading' });
    slowTimer = setTimeout(() => mine === sequence && set({ slow: true }), PROGRESS_DELAY_MS);
    try {
      const html = await load(t);
      if (mine !== sequence) return;
      const fetched = prepare(html, t.path);
      clearTimeout(slowTimer);
      set({ page: fetched, status: 'idle', slow: false, error: null, view: state.view + 1, scroll, focus });
    } catch (error) {
      if (mine !== sequence) return;
      clearTimeout(slowTimer);
      // The page is gone (a new deploy, or no such page): a full load gets the server's answer.
      if (error instanceof PageGoneError) location.reload();
      else set({ status: 'error', slow: false, error: error as Error });
    }
  };

  const scrollFor = (t: RouteTarget): ScrollIntent =>
    t.kind === 'route' && t.hash.length > 1 ? { kind: 'hash', id: t.hash.slice(1) } : { kind: 'top' };

  const navigate = (href: string, how: 'push' | 'replace' = 'push'): boolean => {
    const url = new URL(href, location.href);
    const t = target(url.href);
    if (!t) return false;
    if (url.hash && url.pathname === location.pathname && url.search === location.search) {
      // A #fragment of this page: the browser's own fragment navigation (scroll, :target,
      // hashchange) is right; only remember where the reader was, for Back.
      positions.set(entry.key, win.scrollY);
      return false;
    }
    const samePage = t.kind === 'route' && t.path === currentPath() && state.status === 'idle';
    // Like the browser: following a link to the address already shown replaces the entry.
    const kind = url.href === location.href ? 'replace' : how;
    if (kind === 'push') {
      positions.set(entry.key, win.scrollY);
      history.replaceState({ ...entry, y: win.scrollY }, '');
      entry = { key: newKey() };
      history.pushState(entry, '', url.href);
    } else history.replaceState(entry, '', url.href);
    if (samePage) set({ view: state.view + 1, scroll: scrollFor(t), focus: false });
    else void show(t, scrollFor(t), kind === 'push');
    return true;
  };

  const currentPath = () => state.page.data.route.path;

  const onPop = (event: PopStateEvent) => {
    positions.set(entry.key, win.scrollY);
    const next = event.state as HistoryEntry | null;
    if (next?.key) entry = next;
    else {
      // An entry the browser made (a plain #hash change): give it a key so it can be come back to.
      entry = { key: newKey() };
      history.replaceState(entry, '');
    }
    const t = target(location.href);
    if (!t) return;
    const y = positions.get(entry.key) ?? next?.y;
    const scroll: ScrollIntent = y !== undefined ? { kind: 'restore', y } : scrollFor(t);
    if (t.kind === 'route' && t.path === currentPath() && state.status === 'idle') set({ view: state.view + 1, scroll, focus: false });
    else void show(t, scroll, false);
  };

  const onPageHide = () => history.replaceState({ ...entry, y: win.scrollY }, '');

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    retry() {
      const t = target(location.href);
      // Not from the cache: the data it holds may be what failed.
      if (t?.kind === 'route') cache.delete(t.encodedPath);
      if (t) void show(t, { kind: 'keep' }, false);
    },
    prefetch(href) {
      const t = target(href);
      if (t?.kind === 'route' && t.path !== currentPath()) load(t, true).catch(() => undefined);
    },
    target,
    start() {
      // The router restores scroll itself, after the page it returns to has rendered.
      history.scrollRestoration = 'manual';
      const saved = history.state as HistoryEntry | null;
      entry = saved?.key ? saved : { key: newKey() };
      history.replaceState(entry, '');
      win.addEventListener('popstate', onPop);
      win.addEventListener('pagehide', onPageHide);
      const t = target(location.href);
      if (t?.kind === 'invalid') void show(t, { kind: 'keep' }, false);
      else if (saved?.y !== undefined) set({ view: state.view + 1, scroll: { kind: 'restore', y: saved.y } });
      return () => {
        win.removeEventListener('popstate', onPop);
        win.removeEventListener('pagehide', onPageHide);
      };
    },
  };
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
