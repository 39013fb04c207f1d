/** The attribute that tells the client not to prefetch a link (renderer/client/prefetch.ts). */
const MARK = ' data-no-prefetch=""';

/**
 * Marks the `<a>`s of a rendered page that lead to one of `dead` (site paths without the base,
 * see core/graph/dead-api-links.ts): one pass over the page's HTML, where walking the API model
 * for the strings that hold them cost seconds on a large spec.
 */
export function markDeadLinks(html: string, dead: readonly string[], baseUrl: string): string {
  if (dead.length === 0) return html;
  const base = baseUrl.replace(/\/$/, '');
  const set = new Set(dead.map(trimSlash));
  return html.replace(/<a href="([^"]*)"/g, (whole, href: string) => {
    if (!href.startsWith(`${base}/`)) return whole;
    const path = trimSlash(href.slice(base.length).split('#')[0] ?? '');
    return set.has(path) ? `${whole}${MARK}` : whole;
  });
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/index\.html$/, '').replace(/\/+$/, '') : path;
}
