import type { NavbarItem } from '../../model/routes.ts';
import { usePage, useHref } from '../context.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { Dropdown } from './Dropdown.tsx';
import { ExternalIcon, GlobeIcon } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { localeUrl } from '../locale-url.ts';
import { SearchBox } from './SearchBox.tsx';
import { safeUrl } from '../../model/url-policy.ts';

function isActive(item: NavbarItem, routePath: string, sidebar: string | undefined): boolean {
  if (item.sidebarId) return item.sidebarId === sidebar;
  if (item.activePrefix) return routePath === item.activePrefix || routePath.startsWith(`${item.activePrefix}/`);
  return false;
}

function NavItems({ items, className }: { items: NavbarItem[]; className: string }) {
  const { route } = usePage();
  const href = useHref();
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
                <span className="visually-hidden"> (opens in a new tab)</span>
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
  const { site, route } = usePage();
  const href = useHref();
  const left = site.navbar.items.filter((i) => i.position === 'left');
  const right = site.navbar.items.filter((i) => i.position === 'right');
  // Each language links to this page in that language (the site's default locale has no URL segment).
  const locales = site.locales.map((l) => ({
    label: l.label,
    href: localeUrl({ baseUrl: site.baseUrl, locale: l.code, defaultLocale: site.locale.code, path: route.kind === 'not-found' ? '/' : route.path, trailingSlash: site.trailingSlash }),
    current: l.code === site.locale.code,
    lang: l.code,
  }));
  return (
    <header className="navbar" data-navbar="">
      <nav className="navbar-inner" aria-label="Main">
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
              <Dropdown label="Apps" title="Applications" items={right.map((i) => ({ label: i.label, href: i.external ? i.href : href(i.href), external: i.external }))} />
            </div>
          ) : null}
          <Dropdown label={site.version.label} title="Docs version" items={[{ label: site.version.label, href: href(site.version.path), current: true }]} storageKey="docs-preferred-version" />
          <Dropdown label={site.locale.label} title="Language" icon={<GlobeIcon />} items={locales} />
          {site.colorMode.disableSwitch ? null : <ColorModeToggle />}
          <SearchBox />
        </div>
      </nav>
    </header>
  );
}
