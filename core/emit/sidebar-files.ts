import { createHash } from 'node:crypto';
import { indexSidebar, sidebarBranch, type SidebarIndex } from '../../model/sidebar-branch.ts';
import type { SidebarItem } from '../../model/routes.ts';

export interface SidebarFiles {
  /** Output path (relative to the site output) -> contents. */
  files: Map<string, string>;
  /** A page's share of its sidebar: the branch it renders and the file holding the whole tree. */
  forPage(name: string, path: string): { sidebar: SidebarItem[]; sidebarFile: string } | undefined;
}

/**
 * One file per sidebar, named by a hash of its contents (hosts cache it forever; the browser
 * fetches it once for every page of that sidebar), so no page carries the whole tree.
 * `fixedNames` (the dev server, which serves every file uncached) names it by the sidebar alone,
 * so a page whose own branch did not change need not be rendered again when the tree does.
 */
export function buildSidebarFiles(
  sidebars: Readonly<Record<string, SidebarItem[]>>,
  { fixedNames = false }: { fixedNames?: boolean } = {},
): SidebarFiles {
  const files = new Map<string, string>();
  const byName = new Map<string, { index: SidebarIndex; file: string }>();
  for (const [name, items] of Object.entries(sidebars)) {
    const json = JSON.stringify(items);
    const safe = name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'sidebar';
    const file = fixedNames
      ? `assets/sidebars/${safe}.json`
      : `assets/sidebars/${safe}-${createHash('sha256').update(name).update('\0').update(json).digest('hex').slice(0, 10)}.json`;
    files.set(file, json);
    byName.set(name, { index: indexSidebar(items), file });
  }
  return {
    files,
    forPage(name, path) {
      const found = byName.get(name);
      return found ? { sidebar: sidebarBranch(found.index, path), sidebarFile: found.file } : undefined;
    },
  };
}
