import { describe, expect, it } from 'vitest';
import { createLinkResolver, linkDepsHold, type LinkDeps } from '../../core/load/link-resolver.ts';

/** Resolves `urls` written in `from` and returns what the resolutions asked of the site's lists. */
function depsOf(urls: string[], from: string, fileRoutes: Map<string, string>, siteFiles: Set<string>): LinkDeps {
  const asked = new Map<string, string | null>();
  const resolve = createLinkResolver({ baseUrl: '/', fileRoutes, siteFiles, record: (_from, q, a) => asked.set(q, a) });
  for (const url of urls) resolve(url, from);
  return [...asked];
}

describe("what a file's links depend on (the dev server re-renders a file only when these change)", () => {
  const routes = new Map([
    ['docs/a.md', '/docs/a'],
    ['docs/b.md', '/docs/b'],
  ]);
  const files = new Set(['docs/a.md', 'docs/b.md', 'static/img/x.png']);

  it('records the route of each linked file, a missing one as missing, and the assets it checked', () => {
    const deps = depsOf(['./b.md', './gone.md', '/img/x.png', 'https://example.com'], 'docs/a.md', routes, files);
    expect(deps).toEqual(
      expect.arrayContaining([
        ['r:docs/a.md', '/docs/a'],
        ['r:docs/b.md', '/docs/b'],
        ['r:docs/gone.md', null],
        ['f:static/img/x.png', '1'],
      ]),
    );
  });

  it('holds after an unrelated file is added, and not after a linked file is renamed, deleted or created', () => {
    const deps = depsOf(['./b.md', './gone.md'], 'docs/a.md', routes, files);
    expect(linkDepsHold(deps, new Map([...routes, ['docs/c.md', '/docs/c']]), files)).toBe(true);
    expect(
      linkDepsHold(
        deps,
        new Map([
          ['docs/a.md', '/docs/a'],
          ['docs/b.md', '/docs/b-renamed'],
        ]),
        files,
      ),
    ).toBe(false);
    expect(linkDepsHold(deps, new Map([['docs/a.md', '/docs/a']]), files)).toBe(false);
    expect(linkDepsHold(deps, new Map([...routes, ['docs/gone.md', '/docs/gone']]), files)).toBe(false);
  });

  it('depends on its own route (its relative links resolve against it)', () => {
    const deps = depsOf(['#top'], 'docs/a.md', routes, files);
    expect(
      linkDepsHold(
        deps,
        new Map([
          ['docs/a.md', '/docs/a2'],
          ['docs/b.md', '/docs/b'],
        ]),
        files,
      ),
    ).toBe(false);
  });
});
