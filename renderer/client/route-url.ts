import { normalizeRoutePath, stripBase } from '../../model/url.ts';
import type { SiteData } from '../../model/graph.ts';
import { localeBaseUrl } from '../locale-url.ts';

/**
 * Which URLs the client navigates to itself, and the route each one names. Pure functions of the
 * URL and the base path, shared by link clicks, history and prefetch.
 */

export type RouteTarget =
  /**
   * A page of this site: its route path (decoded), the encoded form (the key pages are cached by)
   * and the address its HTML is fetched from (without query or hash).
   */
  | { kind: 'route'; path: string; encodedPath: string; hash: string; url: string }
  /** Under the base path, but the path cannot be decoded (a stray `%`). */
  | { kind: 'invalid'; pathname: string };

/** A file the site serves as it is (an image, a spec, a feed), not a page: the browser handles it. */
function isFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last) && !/\.html$/i.test(last);
}

/** The route a same-origin URL names, or undefined when the URL is outside the site or a file. */
export function routeTarget(url: URL, origin: string, baseUrl: string): RouteTarget | undefined {
  if (url.origin !== origin) return undefined;
  const below = stripBase(baseUrl, url.pathname);
  if (below === undefined || isFile(below)) return undefined;
  const encodedPath = normalizeRoutePath(below);
  try {
    return { kind: 'route', path: decodeURIComponent(encodedPath), encodedPath, hash: url.hash, url: `${url.origin}${url.pathname}` };
  } catch {
    return { kind: 'invalid', pathname: url.pathname };
  }
}

export interface LinkClick {
  button: number;
  modified: boolean;
  defaultPrevented: boolean;
  target: string;
  download: boolean;
}

/** A click the browser should keep: new tab or window, download, another frame, or already handled. */
export function isPlainClick(click: LinkClick): boolean {
  return (
    click.button === 0 && !click.modified && !click.defaultPrevented && (click.target === '' || click.target === '_self') && !click.download
  );
}

/** The element id a `#hash` names ('' for none); hashes are percent-encoded in URLs. */
export function hashId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The base URLs of the site's other locales that lie below this one's (the default locale's holds them all). */
export function otherLocaleBases(site: Pick<SiteData, 'locales' | 'locale' | 'i18n' | 'baseUrl'>): string[] {
  return site.locales
    .filter((l) => l.code !== site.locale.code)
    .map((l) => localeBaseUrl(site.i18n.rootBaseUrl, l.code, site.i18n.defaultLocale))
    .filter((b) => b.startsWith(site.baseUrl) && b !== site.baseUrl);
}
