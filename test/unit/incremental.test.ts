import { describe, expect, it } from 'vitest';
import type { DocRoute, Route, SidebarItem } from '../../model/routes.ts';
import type { RouteGraph } from '../../model/graph.ts';
import { changedRoutes } from '../../core/serve/incremental.ts';

const doc = (path: string, html: string, sidebar?: string): DocRoute => ({
  kind: 'doc',
  path,
  title: path,
  description: '',
  keywords: [],
  docId: path,
  html,
  toc: [],
  tags: [],
  breadcrumbs: [],
  hasMermaid: false,
  ...(sidebar ? { sidebar } : {}),
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

describe('changedRoutes compares the branch of the sidebar each page shows', () => {
  const cat = (label: string, items: SidebarItem[]): SidebarItem => ({ type: 'category', label, collapsed: true, items });
  const d = (name: string): SidebarItem => ({ type: 'doc', label: name, path: `/docs/${name}`, docId: name });
  const tree = (extra: SidebarItem[] = []): SidebarItem[] => [cat('One', [d('a'), d('b'), ...extra]), cat('Two', [d('c'), d('x')])];
  const routes = ['a', 'b', 'c', 'x'].map((n) => doc(`/docs/${n}`, n, 'main'));

  it('a doc added to one category renders again the pages showing that category open, not the others', () => {
    const after = graph([...routes, doc('/docs/new', 'n', 'main')], { main: tree([d('new')]) });
    expect([...changedRoutes(graph(routes, { main: tree() }), after)].sort()).toEqual(['/docs/a', '/docs/b', '/docs/new']);
  });

  it('a change to what a closed category links to (its first page) renders every page that shows it closed', () => {
    const before = graph(routes, { main: tree() });
    const after = graph(routes, { main: [cat('One', [d('b'), d('a')]), cat('Two', [d('c'), d('x')])] });
    expect([...changedRoutes(before, after)].sort()).toEqual(['/docs/a', '/docs/b', '/docs/c', '/docs/x']);
  });
});
