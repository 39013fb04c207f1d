import type { Route } from '../../model/routes.ts';
import type { SiteData } from '../../model/graph.ts';
import { withBase } from '../../model/url.ts';

/** `sitemap.xml`: every indexable route as an absolute URL. */
export function sitemapXml(site: SiteData, routes: readonly Route[]): string {
  // A page that names another as canonical (an older docs version's twin of a current page) is left to that one.
  const urls = routes
    .filter((r) => !r.noindex && r.canonical === undefined)
    .map((r) => `<url><loc>${escapeXml(`${site.url}${withBase(site.baseUrl, r.path, site.trailingSlash)}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt` at the site's root, naming the sitemap of every locale. */
export function robotsTxt(sitemaps: readonly string[]): string {
  return `User-agent: *\nAllow: /\n\n${sitemaps.map((s) => `Sitemap: ${s}\n`).join('')}`;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
