import { applyTrailingSlash, withBase } from '../model/url.ts';

export interface LocaleUrlInput {
  baseUrl: string;
  /** The locale the URL is for, and the site's default (which has no URL segment). */
  locale: string;
  defaultLocale: string;
  /** Route path without base or locale (`/docs/x`), possibly with a #hash. */
  path: string;
  trailingSlash: boolean | null;
}

/** The base URL of a locale: `/developer-portal/` for the default locale, `/developer-portal/fr/` for another. */
export function localeBaseUrl(baseUrl: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? baseUrl : `${baseUrl}${locale}/`;
}

/**
 * The same page in another locale: the locale's base URL plus the route path, with the site's
 * trailing-slash rule (which leaves the root and hash-only links alone).
 */
export function localeUrl({ baseUrl, locale, defaultLocale, path, trailingSlash }: LocaleUrlInput): string {
  const localeBase = localeBaseUrl(baseUrl, locale, defaultLocale);
  if (path.startsWith('#')) return applyTrailingSlash(path, trailingSlash, localeBase);
  return withBase(localeBase, path, trailingSlash);
}
