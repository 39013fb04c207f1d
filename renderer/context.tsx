import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Route, SidebarItem } from '../model/routes.ts';
import type { SiteData } from '../model/graph.ts';
import { browserPage, type BrowserPage } from '../model/browser-page.ts';
import { withBase } from '../model/url.ts';
import { safeUrl } from '../model/url-policy.ts';

/** Everything one page render reads: the same object on the server and in the browser. */
export interface PageContext {
  site: SiteData;
  route: Route;
  /**
   * The sidebar shown beside this page, if any: only the branch of this page (see
   * model/sidebar-branch.ts); the whole tree is in `sidebarFile`.
   */
  sidebar?: SidebarItem[];
  /** The whole sidebar tree (path below the base URL, content-hashed), fetched once by the browser. */
  sidebarFile?: string;
}

const Ctx = createContext<PageContext | null>(null);
const BrowserCtx = createContext<BrowserPage | null>(null);

/**
 * The page, for the server's render of the whole page: every component may read all of it. It
 * also provides the page as the browser knows it (BrowserPageProvider), so a component rendered
 * inside the page and inside an island reads the same values.
 */
export function PageProvider({ value, children }: { value: PageContext; children: ReactNode }) {
  const browser = useMemo(() => browserPage(value.site, value.route), [value]);
  return (
    <Ctx.Provider value={value}>
      <BrowserCtx.Provider value={browser}>{children}</BrowserCtx.Provider>
    </Ctx.Provider>
  );
}

/**
 * The page as the browser knows it (model/browser-page.ts): what an island reads, on the server
 * (renderer/islands/IslandRoot.tsx) and in the browser alike, so both render the same tree.
 */
export function BrowserPageProvider({ value, children }: { value: BrowserPage; children: ReactNode }) {
  return <BrowserCtx.Provider value={value}>{children}</BrowserCtx.Provider>;
}

/**
 * The whole page: only on the server, in the page's own render. An island (and a component it
 * renders) has only useBrowserPage(), since that is all the browser has.
 */
export function usePage(): PageContext {
  const value = useContext(Ctx);
  if (!value)
    throw new Error(
      'usePage() outside <PageProvider>: it is only available while the server renders the page; in an island (a component that runs in the browser) use useBrowserPage()',
    );
  return value;
}

/** The page as the browser knows it, or null outside one (the crash view of an island that lost its page). */
export function useBrowserPageOrNull(): BrowserPage | null {
  return useContext(BrowserCtx);
}

export function useBrowserPage(): BrowserPage {
  const value = useContext(BrowserCtx);
  if (!value) throw new Error('useBrowserPage() outside a page or an island: render pages through renderPage()');
  return value;
}

/** Turns a route path into an href under the base path, following the trailing-slash setting. */
export function useHref(): (path: string) => string {
  const { site } = useBrowserPage();
  // A URL with a scheme is used as it is when the URL policy allows it (the config stage already dropped the others).
  return (path: string) => (/^[a-z]+:|^\/\//i.test(path) ? (safeUrl(path) ?? '#') : withBase(site.baseUrl, path, site.trailingSlash));
}

/**
 * A date in the page's language, in UTC, so the server and the browser print the same text: `long`
 * (January 2, 2024) for posts, `medium` (Jan 2, 2024) for a page's last update. Takes a day
 * (`2024-01-02`) or a full timestamp.
 */
export function formatDate(iso: string, locale = 'en-US', style: 'long' | 'medium' = 'long'): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  try {
    return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, { dateStyle: style, timeZone: 'UTC' }).format(d);
  } catch {
    return iso.slice(0, 10);
  }
}
