/**
 * The portal's own islands, by the name the page carries (`data-island`): the server renders them
 * (renderer/islands/shell-islands.tsx), the browser finds their code by it
 * (renderer/client/islands/registry.ts).
 */
export const PORTAL_ISLANDS = {
  search: 'portal:search',
  sidebar: 'portal:sidebar',
  menuSidebar: 'portal:menu-sidebar',
} as const;

export type PortalIslandName = (typeof PORTAL_ISLANDS)[keyof typeof PORTAL_ISLANDS];
