import type { Route } from '../model/routes.ts';
import { withBase } from '../model/url.ts';
import { twinPath } from '../model/twin-path.ts';
import { FEED_MIME } from '../model/feeds.ts';
import type { HeadMeta } from '../templates/document.ts';
import type { PageContext } from './context.tsx';
import { localeUrl } from './locale-url.ts';

/** `Title | Site` as the spec asks; only the site title when the page has none. */
export function pageTitle(route: Route, siteTitle: string): string {
  const own = route.title.trim();
  return own ? `${own} | ${siteTitle}` : siteTitle;
}

/**
 * The <head> metadata of a page: written into the HTML by the server, and applied again by the
 * client after each in-site navigation, so both always agree.
 */
export function headMeta({ site, route }: PageContext): HeadMeta {
  const absolute = (path: string) => `${site.url}${withBase(site.baseUrl, path, site.trailingSlash)}`;
  // Every locale builds every page (untranslated ones in the default language), so each is listed.
  const inLocale = (code: string) => `${site.url}${localeUrl({ baseUrl: site.i18n.rootBaseUrl, locale: code, defaultLocale: site.i18n.defaultLocale, path: route.path, trailingSlash: site.trailingSlash })}`;
  const languages =
    site.locales.length > 1 && route.kind !== 'not-found'
      ? [...site.locales.map((l) => ({ hreflang: l.htmlLang ?? l.code, href: inLocale(l.code) })), { hreflang: 'x-default', href: inLocale(site.i18n.defaultLocale) }]
      : [];
  const image = 'image' in route && route.image ? (/^https?:/.test(route.image) ? route.image : `${site.url}${withBase(site.baseUrl, route.image)}`) : undefined;
  const alternates = (site.feeds ?? []).map((f) => ({ type: FEED_MIME[f.type], href: `${site.url}${withBase(site.baseUrl, f.path)}`, title: f.title }));
  if (route.kind === 'doc') alternates.push({ type: 'text/markdown', href: `${site.url}${withBase(site.baseUrl, twinPath(route.path))}`, title: `${route.title} (markdown)` });
  return {
    title: pageTitle(route, site.title),
    description: route.description || site.tagline,
    keywords: route.keywords,
    // An older or newer docs version's page names its twin in the last version (see RouteMeta.canonical).
    canonical: absolute(route.path === '/404' ? '/' : (route.canonical ?? route.path)),
    type: route.kind === 'blog-post' ? 'article' : 'website',
    ...(image ? { image } : {}),
    ...(route.noindex ? { noindex: true } : {}),
    ...(alternates.length > 0 ? { alternates } : {}),
    ...(languages.length > 0 ? { languages } : {}),
  };
}
