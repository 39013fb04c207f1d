import { useEffect, useMemo, useState } from 'react';
import type { SidebarItem } from '../../model/routes.ts';
import type { PageContext } from '../context.tsx';

/**
 * The page with its whole sidebar once the browser has it. A page carries only its own branch of
 * the sidebar (so its size does not grow with the site); the tree is one content-hashed file,
 * fetched once after hydration and kept for every later page of that sidebar. Until it arrives,
 * or if it cannot be fetched, the branch is shown: every category still links to its page.
 */
export function useWholeSidebar(page: PageContext): PageContext {
  const [trees, setTrees] = useState<Readonly<Record<string, SidebarItem[]>>>({});
  const file = page.sidebarFile;
  const tree = file ? trees[file] : undefined;
  useEffect(() => {
    if (!file || tree) return undefined;
    let live = true;
    fetch(`${page.site.baseUrl}${file}`, { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
      .then((items) => {
        if (live && Array.isArray(items)) setTrees((t) => ({ ...t, [file]: items as SidebarItem[] }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [file, tree, page.site.baseUrl]);
  return useMemo(() => (tree ? { ...page, sidebar: tree } : page), [page, tree]);
}
