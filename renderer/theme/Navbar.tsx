import type { NavbarItem as Item, SiteData } from '../../model/graph.ts';
import { usePage, useHref } from '../context.tsx';
import { ColorModeToggle } from '../components/ColorModeToggle.tsx';
import { MobileMenu } from '../components/MobileMenu.tsx';
import { SearchIsland } from '../islands/shell-islands.tsx';
import Logo from './Logo.tsx';
import NavbarItem from './NavbarItem.tsx';
import { useT } from '../i18n/use-t.ts';

function Items({ items, className }: { items: Item[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className}>
      {items.map((item, i) => (
        <li key={i} className={item.type === 'search' ? 'navbar-item navbar-search-item' : 'navbar-item'}>
          <NavbarItem item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether an item has anything to show in the mobile menu: a version or language group with one
 * choice (or none) would be a heading over nothing, and the search box stays in the bar.
 */
function inMobileMenu(item: Item, site: SiteData): boolean {
  if (item.type === 'search') return false;
  if (item.type === 'docsVersionDropdown') return (site.docsVersions?.versions.length ?? 0) > 1;
  if (item.type === 'localeDropdown') return site.locales.length > 1;
  if (item.type === 'dropdown') return item.items.length > 0;
  return true;
}

/**
 * The top bar, laid out as the config says: the logo and title, the `left` items after them, the
 * `right` items at the end, at every width from the desktop breakpoint (996 px) up. Below it every
 * item moves into the mobile menu (a <details>, so it opens without JavaScript; the client adds
 * Escape, outside click and focus handling); the search box (an island) stays in the bar.
 */
export default function Navbar() {
  const { site } = usePage();
  const href = useHref();
  const t = useT();
  const { items, logo } = site.navbar;
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position === 'right');
  const hasSearch = items.some((i) => i.type === 'search');
  const brandHref = logo?.href ?? '/';
  const external = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(brandHref);
  return (
    <header className="navbar" data-navbar="">
      <nav className="navbar-inner" aria-label={t('theme.navbar.ariaLabel', 'Main')}>
        <MobileMenu>
          <ul className="navbar-mobile-items">
            {[...left, ...right].map((item, i) =>
              inMobileMenu(item, site) ? (
                <li key={i}>
                  <NavbarItem item={item} mobile />
                </li>
              ) : null,
            )}
          </ul>
        </MobileMenu>
        <a
          className="navbar-brand"
          href={external ? brandHref : href(brandHref)}
          // Without a title or alt text the link would have no name.
          aria-label={!site.navbar.title && !logo?.alt ? site.title : undefined}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <Logo />
          {site.navbar.title ? <span className="navbar-title">{site.navbar.title}</span> : null}
        </a>
        <Items items={left} className="navbar-items navbar-items-left" />
        <div className="navbar-end">
          <Items items={right} className="navbar-items navbar-items-right" />
          {site.colorMode.disableSwitch ? null : <ColorModeToggle />}
          {hasSearch ? null : <SearchIsland />}
        </div>
      </nav>
    </header>
  );
}
