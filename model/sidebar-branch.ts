import type { SidebarItem } from './routes.ts';

type Category = SidebarItem & { type: 'category' };

/**
 * A sidebar indexed once, so each page's branch costs the size of that branch, not of the tree:
 * a site of 10,000 pages must not walk 10,000 items per page.
 */
export interface SidebarIndex {
  items: readonly SidebarItem[];
  /** Route path -> the categories shown open on its page, outermost first. */
  ancestors: ReadonlyMap<string, readonly Category[]>;
  /** Category -> the page its label opens when its items are left out. */
  entries: ReadonlyMap<Category, string | undefined>;
}

/** The first page inside a list of items: a doc, or a category that has a page of its own. */
export function firstPage(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.path;
    if (item.type === 'category') {
      const found = item.path ?? item.entry ?? firstPage(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

export function indexSidebar(items: readonly SidebarItem[]): SidebarIndex {
  const ancestors = new Map<string, readonly Category[]>();
  const entries = new Map<Category, string | undefined>();
  const walk = (list: readonly SidebarItem[], above: readonly Category[]): void => {
    for (const item of list) {
      if (item.type === 'doc') {
        if (!ancestors.has(item.path)) ancestors.set(item.path, above);
      } else if (item.type === 'category') {
        // A category's own page shows it open, as the pages inside it do.
        if (item.path && !ancestors.has(item.path)) ancestors.set(item.path, [...above, item]);
        entries.set(item, item.path ?? firstPage(item.items));
        walk(item.items, [...above, item]);
      }
    }
  };
  walk(items, []);
  return { items, ancestors, entries };
}

/**
 * The part of a sidebar one page carries: the top level, the categories on the way to the page
 * (with their items, so its siblings show) and the categories authors keep open
 * (`collapsed: false`). Every other category keeps its label and links to its index page or first
 * doc, so the page stays fully navigable without JavaScript while its size does not depend on
 * the size of the site. The whole tree is one file the browser fetches once.
 */
export function sidebarBranch(index: SidebarIndex, path: string): SidebarItem[] {
  const open = new Set<Category>(index.ancestors.get(path) ?? []);
  const visit = (list: readonly SidebarItem[]): SidebarItem[] =>
    list.map((item) => {
      if (item.type !== 'category') return item;
      if (open.has(item) || !item.collapsed) return { ...item, items: visit(item.items) };
      const { items: _left, ...rest } = item;
      const entry = index.entries.get(item);
      return entry ? { ...rest, items: [], entry } : { ...rest, items: [] };
    });
  return visit(index.items);
}
