import { createHash } from 'node:crypto';
import type { RouteGraph } from '../graph/types.ts';

/**
 * A fingerprint of everything a route's page renders from. Two builds with equal fingerprints
 * render the same HTML, so the dev server re-renders only routes whose fingerprint changed.
 */
export function routeFingerprints(graph: RouteGraph): Map<string, string> {
  const siteHash = hash(JSON.stringify(graph.site));
  const sidebarHashes = new Map(Object.entries(graph.sidebars).map(([name, items]) => [name, hash(JSON.stringify(items))]));
  return new Map(
    graph.routes.map((route) => {
      const sidebar = 'sidebar' in route && route.sidebar ? sidebarHashes.get(route.sidebar) ?? '' : '';
      return [route.path, hash(`${siteHash}|${sidebar}|${JSON.stringify(route)}`)];
    }),
  );
}

export function changedRoutes(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): Set<string> {
  const changed = new Set<string>();
  for (const [path, fp] of after) if (before.get(path) !== fp) changed.add(path);
  return changed;
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}
