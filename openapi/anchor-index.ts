import type { ApiOperation } from '../model/api.ts';
import type { ApiRoute } from '../model/routes.ts';

/**
 * Where each anchor of one API reference lives, published beside the spec (`<route>/anchors.json`)
 * so a link to any anchor (in portal's form or Redoc's) that lands on a page without it is sent on
 * to the page that has it. Fetched by the client only when the hash is not on the page.
 */
export interface ApiAnchorIndex {
  /** Anchor -> URL path of the page that renders it. */
  pages: Record<string, string>;
  /** `GET /pets/{id}` -> the operation's anchor (Redoc's `tag/X/paths/~1pets~1{id}/get` form). */
  operations: Record<string, string>;
}

export const ANCHOR_INDEX_FILE = 'anchors.json';

/** The index of a spec's pages (one route, or the overview and its split pages). */
export function anchorIndex(routes: readonly ApiRoute[], href: (routePath: string) => string = (p) => p): ApiAnchorIndex {
  const index: ApiAnchorIndex = { pages: {}, operations: {} };
  const visit = (op: ApiOperation, route: string) => {
    if (op.kind === 'operation') index.operations[`${op.method} ${op.path}`] ??= op.anchor;
    index.pages[op.anchor] ??= href(route);
  };
  for (const route of routes) {
    // The overview lists the split pages' anchors too: the pages that render them come first.
    for (const op of [...route.api.operations, ...route.api.webhooks]) visit(op, route.path);
    for (const s of route.api.schemas) index.pages[s.anchor] ??= href(route.path);
    for (const t of route.api.tags)
      if (!route.api.part || route.api.part.kind !== 'overview' || t.trait) index.pages[t.anchor] ??= href(route.path);
  }
  for (const route of routes) for (const anchor of route.api.anchors) index.pages[anchor] ??= href(route.path);
  return index;
}
