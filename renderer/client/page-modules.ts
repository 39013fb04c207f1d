import type { ComponentType } from 'react';
import type { Route, RouteKind } from '../../model/routes.ts';
import { PAGE_KINDS, type PageFn, type PageGroup } from '../pages/page-groups.ts';

export type PageComponent = ComponentType<{ route: Route }>;
type GroupModule = { pages: Partial<Record<RouteKind, PageFn<never>>> };

/**
 * Each group's module (PAGE_GROUP_MODULES), as a dynamic import the client bundle splits into a
 * chunk of its own. The paths are literal so the bundler can see them.
 */
const LOADERS: Record<PageGroup, () => Promise<GroupModule>> = {
  docs: () => import('../pages/DocsPages.tsx'),
  blog: () => import('../pages/BlogPages.tsx'),
  api: () => import('../api/ApiPage.tsx'),
  other: () => import('../pages/OtherPages.tsx'),
};

export interface PageModules {
  /** Loads the module of a route kind (once); unknown kinds resolve to nothing. */
  load(kind: string): Promise<void>;
  /** The component of a loaded kind. */
  get(kind: string): PageComponent | undefined;
}

export function createPageModules(): PageModules {
  const loaded = new Map<PageGroup, Promise<GroupModule>>();
  const components: GroupModule['pages'] = {};
  return {
    async load(kind) {
      const group = PAGE_KINDS[kind as RouteKind] as PageGroup | undefined;
      if (!group) return;
      let pending = loaded.get(group);
      if (!pending) {
        pending = LOADERS[group]();
        loaded.set(group, pending);
        // A failed chunk download is tried again next time.
        pending.catch(() => loaded.delete(group));
      }
      Object.assign(components, (await pending).pages);
    },
    get: (kind) => components[kind as RouteKind] as PageComponent | undefined,
  };
}
