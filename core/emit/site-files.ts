import type { Route, SiteData } from '../../model/routes.ts';
import { withBase } from '../../model/url.ts';

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


function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
