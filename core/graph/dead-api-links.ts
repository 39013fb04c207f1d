import type { LoadedApi } from '../../model/api.ts';
import type { Route } from '../../model/routes.ts';

/**
 * Links in API descriptions that lead to no page or file of the site are reported by the check
 * stage; here each API route gets the list of those paths (`deadLinks`), so its page marks them
 * not to prefetch (core/emit/dead-links.ts) instead of fetching the missing page's data on hover
 * (a 404 in the console for every such link). Only the routes of such an API are copied.
 */
export function markDeadApiLinks(routes: readonly Route[], apis: readonly LoadedApi[], files: ReadonlySet<string>): Route[] {
  const paths = new Set(routes.map((r) => r.path));
  const dead = new Map<string, string[]>();
  for (const api of apis) {
    const set = new Set<string>();
    for (const link of api.links ?? []) {
      const t = link.target;
      if (t.kind === 'route' && !paths.has(t.path) && !files.has(t.path)) set.add(t.path);
      if (t.kind === 'asset' && !t.exists && !files.has(t.path)) set.add(t.path);
    }
    if (set.size > 0) dead.set(api.config.id, [...set]);
  }
  if (dead.size === 0) return [...routes];
  return routes.map((route) => {
    const list = route.kind === 'api' ? dead.get(route.api.id) : undefined;
    return list && route.kind === 'api' ? { ...route, deadLinks: list } : route;
  });
}
