import type { ReactNode } from 'react';
import type { Route, RouteKind } from '../../model/routes.ts';

/**
 * The page-kind registry. Every route kind (model/routes.ts) names here the group whose module
 * holds its page component; each group module exports `pages`, its kinds' components, and the
 * server's page switch (PageBody.tsx) joins them. Pages are rendered on the server only: the
 * browser hydrates islands, never a page.
 *
 * A new kind: a member of the `Route` union (model/routes.ts), the graph step that makes its
 * routes (core/graph/), one line below, and its component in its group's `pages`. The compiler
 * checks the rest: this record must name every kind, and a group module must export exactly its
 * group's kinds.
 */
export const PAGE_KINDS = {
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
  'site-page': 'site',
  home: 'other',
  'not-found': 'other',
} as const satisfies Record<RouteKind, string>;

export type PageGroup = (typeof PAGE_KINDS)[RouteKind];

/** The kinds of one group. */
export type KindsOf<G extends PageGroup> = { [K in RouteKind]: (typeof PAGE_KINDS)[K] extends G ? K : never }[RouteKind];

/** What a group module exports: a component for each of its kinds, and no other. */
export type PageSet<G extends PageGroup> = { [K in KindsOf<G>]: PageFn<Extract<Route, { kind: K }>> };

/** A page component: a function of its route. */
export type PageFn<R> = (props: { route: R }) => ReactNode;

/** A route of a kind this renderer does not know (from an older or newer compiler). */
export function unknownKindError(route: { kind?: unknown; path?: unknown }): Error {
  return new Error(`The page ${String(route.path)} cannot be shown.`, {
    cause: new Error(`There is no page component for the route kind "${String(route.kind)}".`),
  });
}
