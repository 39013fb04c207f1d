import { describe, expect, it } from 'vitest';
import { localeBaseUrl, localeUrl } from '../../renderer/locale-url.ts';
import { hashId, isPlainClick, routeTarget } from '../../renderer/client/route-url.ts';

const ORIGIN = 'https://maps.example.com';
const target = (href: string) => routeTarget(new URL(href, `${ORIGIN}/developer-portal/docs/x`), ORIGIN, '/developer-portal/');

describe('which URLs the client navigates itself', () => {
  it('takes pages under the base path, in any of their spellings', () => {
    expect(target('/developer-portal/docs/a/b')).toEqual({
      kind: 'route',
      path: '/docs/a/b',
      encodedPath: '/docs/a/b',
      hash: '',
      url: `${ORIGIN}/developer-portal/docs/a/b`,
    });
    expect(target('/developer-portal/docs/a/b/')).toMatchObject({ path: '/docs/a/b' });
    expect(target('/developer-portal/docs/a/b.html')).toMatchObject({ path: '/docs/a/b' });
    // The page's HTML is fetched from the address as written (a static host answers each spelling).
    expect(target('/developer-portal/docs/a/b/index.html#top')).toMatchObject({
      path: '/docs/a/b',
      hash: '#top',
      url: `${ORIGIN}/developer-portal/docs/a/b/index.html`,
    });
    expect(target('/developer-portal/')).toMatchObject({ path: '/' });
    expect(target('/developer-portal')).toMatchObject({ path: '/' });
    expect(target('y')).toMatchObject({ path: '/docs/y' });
    expect(target('../y')).toMatchObject({ path: '/y' });
  });

  it('decodes the route path, and keeps the encoded one to cache the page by', () => {
    expect(target('/developer-portal/docs/a%20b?x=1')).toMatchObject({
      path: '/docs/a b',
      encodedPath: '/docs/a%20b',
      url: `${ORIGIN}/developer-portal/docs/a%20b`,
    });
  });

  it('leaves other sites, paths outside the base and files to the browser', () => {
    expect(target('https://example.org/developer-portal/docs')).toBeUndefined();
    expect(target('/other/docs')).toBeUndefined();
    expect(target('/developer-portal/img/logo.svg')).toBeUndefined();
    expect(target('/developer-portal/docs/api/openapi.yaml')).toBeUndefined();
  });

  it('reports an undecodable path', () => {
    expect(target('/developer-portal/docs/100%zz')).toEqual({ kind: 'invalid', pathname: '/developer-portal/docs/100%zz' });
    expect(target('/developer-portal/docs/%E0%A4%A')).toMatchObject({ kind: 'invalid' });
  });

  it('only takes plain left clicks', () => {
    const plain = { button: 0, modified: false, defaultPrevented: false, target: '', download: false };
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, target: '_self' })).toBe(true);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, modified: true })).toBe(false);
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false);
    expect(isPlainClick({ ...plain, target: '_blank' })).toBe(false);
    expect(isPlainClick({ ...plain, download: true })).toBe(false);
  });

  it('decodes #hash ids, and keeps a broken one as it is', () => {
    expect(hashId('#get-a-token')).toBe('get-a-token');
    expect(hashId('#caf%C3%A9')).toBe('café');
    expect(hashId('#100%')).toBe('100%');
    expect(hashId('')).toBe('');
  });
});

describe('locale URLs', () => {
  const base = { baseUrl: '/developer-portal/', defaultLocale: 'en', trailingSlash: null };

  it('add no segment for the default locale, and the locale code for another', () => {
    expect(localeBaseUrl('/developer-portal/', 'en', 'en')).toBe('/developer-portal/');
    expect(localeBaseUrl('/developer-portal/', 'fr', 'en')).toBe('/developer-portal/fr/');
    expect(localeUrl({ ...base, locale: 'en', path: '/docs/x' })).toBe('/developer-portal/docs/x');
    expect(localeUrl({ ...base, locale: 'fr', path: '/docs/x' })).toBe('/developer-portal/fr/docs/x');
    expect(localeUrl({ ...base, locale: 'fr', path: '/' })).toBe('/developer-portal/fr/');
  });

  it('follow the trailing-slash setting, leaving the root and #hash links alone', () => {
    expect(localeUrl({ ...base, trailingSlash: true, locale: 'en', path: '/docs/x' })).toBe('/developer-portal/docs/x/');
    expect(localeUrl({ ...base, trailingSlash: false, locale: 'en', path: '/docs/x/' })).toBe('/developer-portal/docs/x');
    expect(localeUrl({ ...base, trailingSlash: true, locale: 'en', path: '/' })).toBe('/developer-portal/');
    expect(localeUrl({ ...base, trailingSlash: true, locale: 'fr', path: '/' })).toBe('/developer-portal/fr/');
    expect(localeUrl({ ...base, trailingSlash: true, locale: 'en', path: '#top' })).toBe('#top');
    expect(localeUrl({ ...base, trailingSlash: true, locale: 'en', path: '/docs/x#top' })).toBe('/developer-portal/docs/x/#top');
  });
});
