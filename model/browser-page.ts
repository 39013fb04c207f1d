import type { SiteData } from './graph.ts';
import type { Route, RouteKind } from './routes.ts';

/**
 * What the browser knows of a page besides its HTML: the JSON every page carries
 * (`<script type="application/json" id="__portal-data">`), read by the client and given to every
 * island as its page context. Only settings and the page's identity: nothing the HTML already
 * shows (navbar, footer, sidebar, content, blog lists) is carried a second time, so a page's size
 * does not grow with what its shell holds.
 */
export interface BrowserSite {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | null;
  locale: SiteData['locale'];
  /** Other locales are other sites: links into them load the page anew. */
  locales: SiteData['locales'];
  i18n: SiteData['i18n'];
  /** The UI strings that differ from the built-in English ones (a translated site). */
  strings?: Record<string, string>;
  search: SiteData['search'];
  colorMode: SiteData['colorMode'];
  /** The announcement bar's id (its dismissal is remembered per id), or null without one. */
  announcementId: string | null;
}

export interface BrowserRoute {
  path: string;
  kind: RouteKind;
  /** Page title without the site title. */
  title: string;
}

export interface BrowserPage {
  site: BrowserSite;
  route: BrowserRoute;
}

export function browserSite(site: SiteData): BrowserSite {
  return {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    trailingSlash: site.trailingSlash,
    locale: site.locale,
    locales: site.locales,
    i18n: site.i18n,
    ...(site.strings ? { strings: site.strings } : {}),
    search: site.search,
    colorMode: site.colorMode,
    announcementId: site.announcementBar?.id ?? null,
  };
}

export function browserPage(site: SiteData, route: Pick<Route, 'path' | 'kind' | 'title'>): BrowserPage {
  return { site: browserSite(site), route: { path: route.path, kind: route.kind, title: route.title } };
}
