import { describe, expect, it } from 'vitest';
import { closest, labelSlug, tagSlug } from '../../model/slug.ts';
import { applyTrailingSlash, normalizeRoutePath, routeOutputFile, stripBase, withBase } from '../../model/url.ts';

describe('tag slugs follow the Docusaurus rule', () => {
  it.each([
    ['3D', '3-d'],
    ['b3dm', 'b-3-dm'],
    ['v1', 'v-1'],
    ['v2', 'v-2'],
    ['deck.gl', 'deck-gl'],
    ['getting-started', 'getting-started'],
    ['quantaized-mesh', 'quantaized-mesh'],
    ['ArcGIS', 'arc-gis'],
    ['Release Notes', 'release-notes'],
  ])('%s -> %s', (label, slug) => {
    expect(tagSlug(label)).toBe(slug);
  });
});

describe('category slugs', () => {
  it('come from the label like heading ids', () => {
    expect(labelSlug('Turn-by-turn API')).toBe('turn-by-turn-api');
    expect(labelSlug('Nominatim APIs')).toBe('nominatim-apis');
    expect(labelSlug('OGC Protocols')).toBe('ogc-protocols');
  });
});

describe('did-you-mean', () => {
  it('suggests a close candidate and nothing for a far one', () => {
    expect(closest('/docs/guide/intro', ['/docs/guide/intro2', '/blog'])).toBe('/docs/guide/intro2');
    expect(closest('/zzzzzzzz', ['/docs/guide/intro'])).toBeUndefined();
  });
});

describe('route paths', () => {
  it.each([
    ['/docs/x', '/docs/x'],
    ['/docs/x/', '/docs/x'],
    ['/docs/x.html', '/docs/x'],
    ['/docs/x/index.html', '/docs/x'],
    ['/index.html', '/'],
    ['/', '/'],
    ['//docs//x', '/docs/x'],
  ])('%s is the route %s', (input, route) => {
    expect(normalizeRoutePath(input)).toBe(route);
  });

  it('writes each route to its own index.html', () => {
    expect(routeOutputFile('/')).toBe('index.html');
    expect(routeOutputFile('/docs/a/b')).toBe('docs/a/b/index.html');
  });

  it('adds the base path and keeps hashes', () => {
    expect(withBase('/developer-portal/', '/docs/x')).toBe('/developer-portal/docs/x');
    expect(withBase('/developer-portal/', '/docs/x#a-b')).toBe('/developer-portal/docs/x#a-b');
    expect(withBase('/developer-portal/', '/')).toBe('/developer-portal/');
  });

  it('follows the trailing-slash setting, except for hash-only links and the root', () => {
    expect(applyTrailingSlash('/b/docs/x', true, '/b/')).toBe('/b/docs/x/');
    expect(applyTrailingSlash('/b/docs/x/', false, '/b/')).toBe('/b/docs/x');
    expect(applyTrailingSlash('/b/docs/x?q=1#h', true, '/b/')).toBe('/b/docs/x/?q=1#h');
    expect(applyTrailingSlash('/b/docs/x', null, '/b/')).toBe('/b/docs/x');
    expect(applyTrailingSlash('#top', true, '/b/')).toBe('#top');
    expect(applyTrailingSlash('/b/', false, '/b/')).toBe('/b/');
  });

  it('strips the base path, or says the path is outside the site', () => {
    expect(stripBase('/b/', '/b/docs')).toBe('/docs');
    expect(stripBase('/b/', '/b')).toBe('/');
    expect(stripBase('/b/', '/other')).toBeUndefined();
  });
});
