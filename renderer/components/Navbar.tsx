import type { NavbarItem } from '../../model/routes.ts';
import { usePage, useHref } from '../context.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { Dropdown } from './Dropdown.tsx';
import { ExternalIcon } from './icons.tsx';
import { LocaleDropdown } from './LocaleDropdown.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchBox } from './SearchBox.tsx';
import { useT } from '../i18n/use-t.ts';
import { safeUrl } from '../../model/url-policy.ts';

function isActive(item: NavbarItem, routePath: string, sidebar: string | undefined): boolean {
  if (item.sidebarId) return item.sidebarId === sidebar;
  if (item.activePrefix) return routePath === item.activePrefix || routePath.startsWith(`${item.activePrefix}/`);
  return false;
}

function NavItems({ items, className }: { items: NavbarItem[]; className: string }) {
  const { route } = usePage();
  const href = useHref();
  const t = useT();
  const sidebar = 'sidebar' in route ? route.sidebar : undefined;
  return (
    <ul className={className}>
      {items.map((item) => {
        const active = !item.external && isActive(item, route.path, sidebar);
        return (
          <li key={item.label}>
            {item.external ? (
              <a className="navbar-link" href={safeUrl(item.href)} target="_blank" rel="noopener noreferrer">
                {item.label}
                <ExternalIcon />
                <span className="visually-hidden">{t('portal.common.opensInNewTab', ' (opens in a new tab)')}</span>
              </a>
            ) : (
              <a className={active ? 'navbar-link active' : 'navbar-link'} href={href(item.href)} aria-current={active ? 'page' : undefined}>
                {item.label}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The top bar. Under 996 px the items move into a <details> menu, so the menu opens and closes
 * even before (or without) JavaScript; the client adds Escape, outside click and focus handling.
 */
export function Navbar() {
  const { site } = usePage();
  const href = useHref();
  const t = useT();
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  return (
    <header className="navbar" data-navbar="">
      <nav className="navbar-inner" aria-label={t('theme.navbar.ariaLabel', 'Main')}>
        <MobileMenu>
          <NavItems items={left} className="navbar-mobile-items" />
          <NavItems items={right} className="navbar-mobile-items" />
        </MobileMenu>
        <a className="navbar-brand" href={href('/')}>
          <Logo />
          <span className="navbar-title">{site.navbar.title}</span>
        </a>
        <NavItems items={left} className="navbar-items" />
        <div className="navbar-end">
          <NavItems items={right} className="navbar-items navbar-items-right" />
          {right.length > 0 ? (
            <div className="navbar-apps">
              <Dropdown label={t('portal.navbar.apps', 'Apps')} title={t('portal.navbar.appsTitle', 'Applications')} items={right.map((i) => ({ label: i.label, href: i.external ? i.href : href(i.href), external: i.external }))} />
            </div>
          ) : null}
          <VersionDropdown />
          <LocaleDropdown />
          {site.colorMode.disableSwitch ? null : <ColorModeToggle />}
          <SearchBox />
        </div>
      </nav>
    </header>
  );
}
