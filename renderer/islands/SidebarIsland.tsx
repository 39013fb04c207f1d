import { useEffect, useState } from 'react';
import type { SidebarItem } from '../../model/routes.ts';
import { useClient } from '../client-context.tsx';
import { useBrowserPage } from '../context.tsx';
import { Sidebar } from '../components/Sidebar.tsx';
import { useT } from '../i18n/use-t.ts';

/**
 * The docs sidebar as islands. A page's HTML holds only its branch of the sidebar
 * (model/sidebar-branch.ts); the browser fetches the whole tree once (`file`) and computes the
 * same branch from it to hydrate (renderer/client/islands/registry.ts), so no page carries its
 * sidebar a second time as data. Once live, the island shows the whole tree and the categories as
 * the reader left them, and stays across navigation: the page it marks current is the page shown
 * (`useBrowserPage()`), not a prop, so its HTML is the same on every page of the sidebar.
 */
export interface SidebarData {
  /** The page's branch: what the server rendered, so what hydration must render. */
  branch?: SidebarItem[];
  /** The whole tree, in the browser. */
  tree?: SidebarItem[];
}

export interface SidebarIslandProps {
  /** The whole tree's file (a path below the base URL). */
  file: string;
  data?: SidebarData;
}

/** True from the first effect on: the render before it is the hydration, which must match the server's. */
function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}

/** The sidebar beside the docs. */
export function DocsSidebarIsland({ data }: SidebarIslandProps) {
  const active = useBrowserPage().route.path;
  const live = useLive();
  const client = useClient();
  const items = (live ? data?.tree : undefined) ?? data?.branch ?? [];
  return <Sidebar items={items} active={active} memory={live ? (client ?? undefined) : undefined} />;
}

/**
 * The sidebar inside the mobile menu: nothing in the HTML (a page does not carry its sidebar
 * twice); drawn in the browser when the menu is opened.
 */
export function MenuSidebarIsland({ data }: SidebarIslandProps) {
  const active = useBrowserPage().route.path;
  const live = useLive();
  const client = useClient();
  const t = useT();
  if (!live || !data?.tree) return null;
  return (
    <Sidebar items={data.tree} active={active} label={t('portal.sidebar.menuLabel', 'Docs sidebar (menu)')} memory={client ?? undefined} />
  );
}
