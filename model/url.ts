/**
 * Path rules shared by the compiler, the dev server and the client: one place decides what a
 * route path looks like, so the three never disagree.
 */

/** `/docs/x/` , `/docs/x.html` and `/docs/x/index.html` are all the route `/docs/x`. */
export function normalizeRoutePath(pathname: string): string {
  let p = pathname.replace(/\/{2,}/g, '/');
  if (p.endsWith('/index.html')) p = p.slice(0, -'index.html'.length);
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p === '' ? '/' : p;
}

/** Joins URL segments with exactly one slash between them. */
export function joinUrl(...parts: string[]): string {
  const joined = parts
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/** A route path (`/docs/x`) as an href under the base path, following the trailing-slash setting. */
export function withBase(baseUrl: string, routePath: string, trailingSlash: boolean | null = null): string {
  const [pathPart = '', hash] = splitHash(routePath);
  let href = pathPart === '/' || pathPart === '' ? baseUrl : joinUrl(baseUrl, pathPart);
  href = applyTrailingSlash(href, trailingSlash, baseUrl);
  return hash === undefined ? href : `${href}#${hash}`;
}

/**
 * The trailing-slash site setting: `true` adds one, `false` removes one, `null` leaves the path as it
 * is. Hash-only links and the site root are left alone.
 */
export function applyTrailingSlash(href: string, trailingSlash: boolean | null, baseUrl: string): string {
  if (trailingSlash === null || href.startsWith('#') || href === baseUrl || href === '/') return href;
  const [pathPart = '', hash] = splitHash(href);
  const [pathname = '', search] = splitOnce(pathPart, '?');
  let next = pathname;
  if (trailingSlash && !pathname.endsWith('/')) next = `${pathname}/`;
  if (!trailingSlash && pathname.endsWith('/') && pathname.length > 1) next = pathname.slice(0, -1);
  return `${next}${search === undefined ? '' : `?${search}`}${hash === undefined ? '' : `#${hash}`}`;
}

export function splitHash(url: string): [string, string | undefined] {
  return splitOnce(url, '#');
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const i = value.indexOf(separator);
  return i < 0 ? [value, undefined] : [value.slice(0, i), value.slice(i + 1)];
}

/** Strips the base path from an href; undefined when the href is outside the site. */
export function stripBase(baseUrl: string, pathname: string): string | undefined {
  if (pathname === baseUrl.slice(0, -1)) return '/';
  if (!pathname.startsWith(baseUrl)) return undefined;
  return `/${pathname.slice(baseUrl.length)}`;
}

/** Browsers read `\` as `/` in web URLs, so `/\host` and `\\host` leave the site as `//host` does. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || /^[\\/]{2}/.test(url.trimStart());
}

/** The file a route is written to, relative to the output folder. */
export function routeOutputFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}
