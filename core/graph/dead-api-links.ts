import type { LoadedApi } from '../../model/api.ts';
import type { Route } from '../../model/routes.ts';

/** The attribute that tells the client not to prefetch a link (it leads to no page). */
const MARK = ' data-no-prefetch=""';

/**
 * Links in API descriptions that lead to no page of the site are reported by the check stage;
 * here their `<a>`s get `data-no-prefetch`, so the browser does not fetch the missing page's data
 * on hover (a 404 in the console for every such link). Routes whose descriptions hold none come
 * back as they are; the others get copies of only the objects that change, so a model shared
 * with a later rebuild (`portal serve`) is never altered.
 */
export function markDeadApiLinks(
  routes: readonly Route[],
  apis: readonly LoadedApi[],
  baseUrl: string,
  files: ReadonlySet<string>,
): Route[] {
  const paths = new Set(routes.map((r) => r.path));
  const dead = new Map<string, Set<string>>();
  for (const api of apis) {
    const set = new Set<string>();
    for (const link of api.links ?? []) {
      const t = link.target;
      if (t.kind === 'route' && !paths.has(t.path) && !files.has(t.path)) set.add(trimSlash(t.path));
      if (t.kind === 'asset' && !t.exists && !files.has(t.path)) set.add(trimSlash(t.path));
    }
    if (set.size > 0) dead.set(api.config.id, set);
  }
  if (dead.size === 0) return [...routes];
  const base = baseUrl.replace(/\/$/, '');
  return routes.map((route) => {
    if (route.kind !== 'api') return route;
    const set = dead.get(route.api.id);
    if (!set) return route;
    const mark = (html: string): string =>
      html.replace(/<a href="([^"]*)"/g, (whole, href: string) => {
        const local = href.startsWith(`${base}/`) ? href.slice(base.length) : undefined;
        const path = local === undefined ? undefined : trimSlash(local.split('#')[0] ?? '');
        return path !== undefined && set.has(path) ? `${whole}${MARK}` : whole;
      });
    const api = rewriteStrings(route.api, mark);
    return api === route.api ? route : { ...route, api };
  });
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '').replace(/\/index\.html$/, '') : path;
}

/** Applies `fn` to every string holding a link, copying only the objects and arrays on the way to one that changed. */
function rewriteStrings<T>(value: T, fn: (html: string) => string): T {
  if (typeof value === 'string') return (value.includes('<a href=') ? fn(value) : value) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    value.forEach((v, i) => {
      const next = rewriteStrings(v, fn);
      if (next !== v) (out ??= [...value])[i] = next;
    });
    return (out ?? value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  let out: Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(value)) {
    const next = rewriteStrings(v, fn);
    if (next !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = next;
  }
  return (out ?? value) as T;
}
