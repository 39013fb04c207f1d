import { describe, expect, it } from 'vitest';
import { indexSidebar } from '../../model/sidebar-branch.ts';
import { sidebarTrails } from '../../core/graph/sidebars.ts';
import type { SidebarItem } from '../../model/routes.ts';

const doc = (path: string): SidebarItem => ({ type: 'doc', label: path.split('/').pop() ?? path, path, docId: path.slice(6) });
const tree: SidebarItem[] = [
  doc('/docs/intro'),
  {
    type: 'category',
    label: 'Guides',
    path: '/docs/category/guides',
    collapsed: true,
    items: [
      doc('/docs/guides/a'),
      { type: 'category', label: 'Deep', collapsed: true, items: [doc('/docs/guides/deep/x'), doc('/docs/intro')] },
      // A category whose page is a doc of its own folder (the doc is left out of its items).
      { type: 'category', label: 'Linked', path: '/docs/guides/linked/index', collapsed: true, items: [doc('/docs/guides/linked/z')] },
    ],
  },
];

describe('the breadcrumbs of every page come from one walk of its sidebar', () => {
  const trail = sidebarTrails(indexSidebar(tree));

  it('lists the categories above a page, outermost first, with their pages when they have one', () => {
    expect(trail('/docs/guides/deep/x')).toEqual([{ title: 'Guides', path: '/docs/category/guides' }, { title: 'Deep' }]);
    expect(trail('/docs/guides/linked/z')).toEqual([
      { title: 'Guides', path: '/docs/category/guides' },
      { title: 'Linked', path: '/docs/guides/linked/index' },
    ]);
  });

  it("leaves a category's own page out of its trail, and a page listed twice takes its first place", () => {
    expect(trail('/docs/category/guides')).toEqual([]);
    expect(trail('/docs/guides/linked/index')).toEqual([{ title: 'Guides', path: '/docs/category/guides' }]);
    expect(trail('/docs/intro')).toEqual([]);
  });

  it('knows no page outside the sidebar', () => {
    expect(trail('/docs/elsewhere')).toBeUndefined();
  });
});
