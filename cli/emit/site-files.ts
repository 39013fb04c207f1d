import type { Route, SiteData } from '../graph/types.ts';
import { withBase } from '../util/url.ts';

/** `sitemap.xml`: every indexable route as an absolute URL. */
export function sitemapXml(site: SiteData, routes: readonly Route[]): string {
  const urls = routes
    .filter((r) => !r.noindex)
    .map((r) => `<url><loc>${escapeXml(`${site.url}${withBase(site.baseUrl, r.path, site.trailingSlash)}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteData): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}${site.baseUrl}sitemap.xml\n`;
}

/** The page-data chunk of a route, relative to the output folder; the client derives the same name. */
export function pageDataFile(routePath: string): string {
  return routePath === '/' ? '__data/index.json' : `__data${routePath}.json`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
