import { describe, expect, it } from 'vitest';
import { indexSidebar, sidebarBranch } from '../../model/sidebar-branch.ts';
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
      { type: 'category', label: 'Deep', collapsed: true, items: [doc('/docs/guides/deep/x'), doc('/docs/guides/deep/y')] },
      { type: 'category', label: 'Other', collapsed: true, items: [doc('/docs/guides/other/z')] },
    ],
  },
  {
    type: 'category',
    label: 'Reference',
    collapsed: true,
    items: [{ type: 'category', label: 'Inner', path: '/docs/category/inner', collapsed: true, items: [doc('/docs/ref/q')] }],
  },
  { type: 'category', label: 'Always open', collapsed: false, items: [doc('/docs/open/o')] },
  { type: 'link', label: 'Site', href: 'https://example.com' },
];

describe('a page carries only its branch of the sidebar', () => {
  const index = indexSidebar(tree);

  it('keeps the top level, the path to the page and its siblings; other categories link to their page', () => {
    const branch = sidebarBranch(index, '/docs/guides/deep/x');
    expect(branch.map((i) => i.label)).toEqual(['intro', 'Guides', 'Reference', 'Always open', 'Site']);
    const guides = branch[1] as SidebarItem & { type: 'category' };
    expect(guides.entry).toBeUndefined();
    expect(guides.items.map((i) => i.label)).toEqual(['a', 'Deep', 'Other']);
    const [, deep, other] = guides.items as (SidebarItem & { type: 'category' })[];
    expect(deep?.items.map((i) => i.label)).toEqual(['x', 'y']);
    // No index page: the label opens the first doc inside.
    expect(other).toMatchObject({ label: 'Other', items: [], entry: '/docs/guides/other/z' });
    // Its first page is a category with an index page: that page.
    expect(branch[2]).toMatchObject({ label: 'Reference', items: [], entry: '/docs/category/inner' });
    // collapsed: false is the author's choice to show it open.
    expect((branch[3] as SidebarItem & { type: 'category' }).items).toHaveLength(1);
  });

  it('opens a category on its own index page and closes it elsewhere', () => {
    const branch = sidebarBranch(index, '/docs/category/guides');
    expect((branch[1] as SidebarItem & { type: 'category' }).items.map((i) => i.label)).toEqual(['a', 'Deep', 'Other']);
    const atIntro = sidebarBranch(index, '/docs/intro');
    expect(atIntro[1]).toMatchObject({ items: [], entry: '/docs/category/guides' });
  });
});
