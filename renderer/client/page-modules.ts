import type { ComponentType } from 'react';
import type { Route, RouteKind } from '../../model/routes.ts';
import { PAGE_GROUPS, type PageGroup } from '../pages/page-groups.ts';

export type PageComponent = ComponentType<{ route: Route }>;
type Components = Partial<Record<RouteKind, ComponentType<{ route: never }>>>;

/** Each group's module, as a dynamic import: the client bundle splits them into their own chunks. */
const LOADERS: Record<PageGroup, () => Promise<Components>> = {
  docs: () => import('../pages/DocsPages.tsx').then((m) => ({ doc: m.DocPage, category: m.CategoryPage, 'docs-home': m.DocsHomePage, 'docs-tags': m.DocsTagsPage, 'docs-tag': m.DocsTagPage })),
  blog: () =>
    import('../pages/BlogPages.tsx').then((m) => ({
      'blog-list': m.BlogListPage,
      'blog-post': m.BlogPostPage,
      'blog-archive': m.BlogArchivePage,
      'blog-authors': m.BlogAuthorsPage,
      'blog-author': m.BlogAuthorPage,
      'blog-tags': m.BlogTagsPage,
      'blog-tag': m.BlogTagPage,
    })),
  api: () => import('../api/ApiPage.tsx').then((m) => ({ api: m.ApiPage })),
  other: () => import('../pages/OtherPages.tsx').then((m) => ({ page: m.MarkdownPage, home: m.HomePage, 'not-found': m.NotFoundPage })),
};

export interface PageModules {
  /** Loads the module of a route kind (once); unknown kinds resolve to nothing. */
  load(kind: string): Promise<void>;
  /** The component of a loaded kind. */
  get(kind: string): PageComponent | undefined;
}

export function createPageModules(): PageModules {
  const loaded = new Map<PageGroup, Promise<Components>>();
  const components: Components = {};
  return {
    async load(kind) {
      const group = PAGE_GROUPS[kind as RouteKind] as PageGroup | undefined;
      if (!group) return;
      let pending = loaded.get(group);
      if (!pending) {
        pending = LOADERS[group]();
        loaded.set(group, pending);
        // A failed chunk download is tried again next time.
        pending.catch(() => loaded.delete(group));
      }
      Object.assign(components, await pending);
    },
    get: (kind) => components[kind as RouteKind] as PageComponent | undefined,
  };
}
