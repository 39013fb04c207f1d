import { createContext, useContext, type ReactNode } from 'react';
import type { Route, SidebarItem } from '../model/routes.ts';
import type { SiteData } from '../model/graph.ts';
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

export function PageProvider({ value, children }: { value: PageContext; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The page, or null outside one (the crash view drawn when the page's own data broke the shell). */
export function usePageOrNull(): PageContext | null {
  return useContext(Ctx);
}

export function usePage(): PageContext {
  const value = useContext(Ctx);
  if (!value) throw new Error('usePage() outside <PageProvider>: render pages through renderPage()');
  return value;
}

/** Turns a route path into an href under the base path, following the trailing-slash setting. */
export function useHref(): (path: string) => string {
  const { site } = usePage();
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
