import { isDeepStrictEqual } from 'node:util';
import type { LoadedApi } from '../../model/api.ts';
import type { apiRoutes } from '../../openapi/pages.ts';
import type { ApiRoute } from '../../model/routes.ts';
import type { RouteGraph } from '../../model/graph.ts';
import { indexSidebar, sidebarBranch, type SidebarIndex } from '../../model/sidebar-branch.ts';

/**
 * The routes whose page differs between two builds: the dev server re-renders only these. A route
 * renders from its own data, the site data and its branch of its sidebar (the top level and the
 * categories on the way to it: model/sidebar-branch.ts), so a doc added to one category renders
 * again the pages that show that category open, not every page of the sidebar. Compared in place
 * rather than hashed: what did not change is mostly the same objects and strings as before (the
 * caches keep them), which compare at once, where serialising the whole graph to hash it cost more
 * than rendering the edited page.
 */
export function changedRoutes(before: RouteGraph, after: RouteGraph): Set<string> {
  const changed = new Set<string>();
  const siteSame = isDeepStrictEqual(before.site, after.site);
  const sidebarSame = new Map(
    Object.entries(after.sidebars).map(([name, items]) => [name, isDeepStrictEqual(before.sidebars[name], items)]),
  );
  const indexes = new Map<string, [SidebarIndex, SidebarIndex]>();
  const branchSame = (name: string, path: string) => {
    let pair = indexes.get(name);
    if (!pair) {
      pair = [indexSidebar(before.sidebars[name] ?? []), indexSidebar(after.sidebars[name] ?? [])];
      indexes.set(name, pair);
    }
    return isDeepStrictEqual(sidebarBranch(pair[0], path), sidebarBranch(pair[1], path));
  };
  const old = new Map(before.routes.map((r) => [r.path, r]));
  for (const route of after.routes) {
    const sidebar =
      'sidebar' in route && route.sidebar ? sidebarSame.get(route.sidebar) === true || branchSame(route.sidebar, route.path) : true;
    if (!siteSame || !sidebar || !isDeepStrictEqual(old.get(route.path), route)) changed.add(route.path);
  }
  return changed;
}

/**
 * A spec's routes, kept while its loaded model is the same object (the API loader's cache keeps
 * it): splitting a large spec into pages weighs its model, and equal routes compare at once.
 */
export function apiRoutesMemo(make: typeof apiRoutes): typeof apiRoutes {
  const memo = new WeakMap<LoadedApi, ApiRoute[]>();
  return (api) => {
    let routes = memo.get(api);
    if (!routes) {
      routes = make(api);
      memo.set(api, routes);
    }
    return routes;
  };
}
