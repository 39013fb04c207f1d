import { createElement } from 'react';
import { indexSidebar, sidebarBranch } from '../../../../model/sidebar-branch.ts';
import { DocsSidebarIsland, type SidebarData, type SidebarIslandProps } from '../../../islands/SidebarIsland.tsx';
import type { IslandModule } from '../island-module.ts';

/**
 * The docs sidebar. It hydrates from the whole tree (fetched once for every page of the sidebar):
 * the page's branch computed from it by the same function the build used is exactly what the page
 * shows, so no page carries its branch a second time as data.
 * @public: the registry imports it lazily.
 */
export const island: IslandModule = {
  element: (props, data) => createElement(DocsSidebarIsland, { ...(props as unknown as SidebarIslandProps), data: data as SidebarData }),
  async load(props, runtime, page): Promise<SidebarData> {
    const tree = await runtime.sidebarTree((props as unknown as SidebarIslandProps).file);
    return { branch: sidebarBranch(indexSidebar(tree), page.route.path), tree };
  },
};
