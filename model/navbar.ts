import type { NavbarItem, NavbarLink } from './graph.ts';

export type NavbarLinkItem = Extract<NavbarLink, { type: 'link' }>;

/** Every link of the navbar, those inside dropdowns included, in the order readers meet them. */
export function navbarLinks(items: readonly NavbarItem[]): NavbarLinkItem[] {
  return items.flatMap((item): NavbarLinkItem[] => {
    if (item.type === 'link') return [item];
    if (item.type === 'dropdown') return item.items.filter((i): i is NavbarLinkItem => i.type === 'link');
    return [];
  });
}
