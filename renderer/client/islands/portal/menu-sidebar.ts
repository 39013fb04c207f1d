import { createElement } from 'react';
import { MenuSidebarIsland, type SidebarData, type SidebarIslandProps } from '../../../islands/SidebarIsland.tsx';
import type { IslandModule } from '../island-module.ts';

/** The docs sidebar in the mobile menu, drawn from the whole tree when the menu opens. @public: the registry imports it lazily. */
export const island: IslandModule = {
  element: (props, data) => createElement(MenuSidebarIsland, { ...(props as unknown as SidebarIslandProps), data: data as SidebarData }),
  async load(props, runtime): Promise<SidebarData> {
    return { tree: await runtime.sidebarTree((props as unknown as SidebarIslandProps).file) };
  },
};
