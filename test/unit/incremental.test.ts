import { describe, expect, it } from 'vitest';
import type { DocRoute, Route, RouteGraph, SidebarItem } from '../../model/routes.ts';
import { changedRoutes } from '../../core/serve/incremental.ts';

const doc = (path: string, html: string, sidebar?: string): DocRoute => ({
  kind: 'doc', path, title: path, description: '', keywords: [], docId: path, html, toc: [], tags: [], breadcrumbs: [], hasMermaid: false, ...(sidebar ? { sidebar } : {}),
});

const graph = (routes: Route[], sidebars: Record<string, SidebarItem[]> = {}, title = 'Site'): RouteGraph =>
  ({ site: { title }, routes, sidebars, anchors: new Map() }) as unknown as RouteGraph;

describe('changedRoutes (the dev server re-renders only these)', () => {
  const items: SidebarItem[] = [{ type: 'doc', label: 'A', path: '/docs/a', docId: 'a' }];

  it('names only the route whose data changed, equal copies included', () => {
    const before = graph([doc('/docs/a', '<p>a</p>', 'main'), doc('/docs/b', '<p>b</p>')], { main: items });
    const after = graph([doc('/docs/a', '<p>a</p>', 'main'), doc('/docs/b', '<p>b, edited</p>')], { main: structuredClone(items) });
    expect([...changedRoutes(before, after)]).toEqual(['/docs/b']);
  });

  it('names every route of a sidebar that changed, and every route when the site data changed', () => {
    const before = graph([doc('/docs/a', 'a', 'main'), doc('/docs/b', 'b')], { main: items });
    const renamed = graph([doc('/docs/a', 'a', 'main'), doc('/docs/b', 'b')], { main: [{ ...items[0]!, label: 'A2' } as SidebarItem] });
    expect([...changedRoutes(before, renamed)]).toEqual(['/docs/a']);
    expect([...changedRoutes(before, graph(before.routes, { main: items }, 'Other'))]).toEqual(['/docs/a', '/docs/b']);
  });

  it('names added routes', () => {
    const before = graph([doc('/docs/a', 'a')]);
    expect([...changedRoutes(before, graph([doc('/docs/a', 'a'), doc('/docs/new', 'n')]))]).toEqual(['/docs/new']);
  });
});
