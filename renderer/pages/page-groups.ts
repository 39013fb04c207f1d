import type { RouteKind } from '../../model/routes.ts';

/**
 * Page components come in four modules. The browser loads only the module of the page being
 * shown (a docs page never downloads the API reference's components); the server imports all.
 */
export type PageGroup = 'docs' | 'blog' | 'api' | 'other';

/** Exhaustive: a new route kind does not compile until it is given a module. */
export const PAGE_GROUPS: Record<RouteKind, PageGroup> = {
  doc: 'docs',
  category: 'docs',
  'docs-home': 'docs',
  'docs-tags': 'docs',
  'docs-tag': 'docs',
  'blog-list': 'blog',
  'blog-post': 'blog',
  'blog-archive': 'blog',
  'blog-authors': 'blog',
  'blog-author': 'blog',
  'blog-tags': 'blog',
  'blog-tag': 'blog',
  api: 'api',
  page: 'other',
  home: 'other',
  'not-found': 'other',
};

/** Page data naming a kind this renderer does not know (from an older or newer compiler). */
export function unknownKindError(route: { kind?: unknown; path?: unknown }): Error {
  return new Error(`The page ${String(route.path)} cannot be shown.`, { cause: new Error(`There is no page component for the route kind "${String(route.kind)}".`) });
}

/**
 * The module of each group, relative to renderer/: the client bundler looks up each one's chunk
 * so a page can preload the chunk it hydrates with. renderer/client/page-modules.ts imports the
 * same files (a build fails if the two lists disagree).
 */
export const PAGE_GROUP_MODULES: Record<PageGroup, string> = {
  docs: 'pages/DocsPages.tsx',
  blog: 'pages/BlogPages.tsx',
  api: 'api/ApiPage.tsx',
  other: 'pages/OtherPages.tsx',
};
