import { PORTAL_ISLANDS, type PortalIslandName } from '../../islands/names.ts';
import { exportedComponent } from '../../site/exported-component.ts';
import { siteComponents, sitePages } from '../../site/site-code.ts';
import { siteIslandElement } from '../../site/site-island.tsx';
import type { IslandModule } from './island-module.ts';

/** The portal's islands, each its own chunk (paths literal, so the bundler sees them). */
const PORTAL: Record<PortalIslandName, () => Promise<{ island: IslandModule }>> = {
  [PORTAL_ISLANDS.search]: () => import('./portal/search.ts'),
  [PORTAL_ISLANDS.sidebar]: () => import('./portal/sidebar.ts'),
  [PORTAL_ISLANDS.menuSidebar]: () => import('./portal/menu-sidebar.ts'),
};

function isPortalIsland(name: string): name is PortalIslandName {
  return Object.hasOwn(PORTAL, name);
}

/**
 * The island a page names: a portal island, or `<module>#<export>` of the site's code (a component
 * of MDX content or a React page of src/pages), each loaded as its own chunk. Undefined when the
 * name is unknown to this build.
 */
export async function islandModule(name: string): Promise<IslandModule | undefined> {
  if (isPortalIsland(name)) return (await PORTAL[name]()).island;
  const [module = '', exportName = 'default'] = name.split('#');
  const ref = siteComponents[module] ?? sitePages[module];
  if (!ref) return undefined;
  await ref.load();
  const Component = exportedComponent(ref, exportName);
  if (!Component) return undefined;
  return {
    // The children, rendered from markdown, are in the page already: given back as they are.
    element: (props, _data, el) => siteIslandElement(Component, props, el.querySelector('.island-children')?.innerHTML),
  };
}
