import type { NavbarItem as Item, NavbarLink } from '../../model/graph.ts';
import { usePage, useHref } from '../context.tsx';
import { Dropdown, type DropdownItem } from '../components/Dropdown.tsx';
import { ExternalIcon } from '../components/icons.tsx';
import { LocaleDropdown, localeLinks } from '../components/LocaleDropdown.tsx';
import { VersionDropdown } from '../components/VersionDropdown.tsx';
import { useT } from '../i18n/use-t.ts';
import { SearchIsland } from '../islands/shell-islands.tsx';
import { safeUrl } from '../../model/url-policy.ts';

export interface NavbarItemProps {
  item: Item;
  /** Drawn in the mobile menu: dropdowns become labelled groups of links. */
  mobile?: boolean;
}

function isActive(item: Extract<NavbarLink, { type: 'link' }>, routePath: string, sidebar: string | undefined): boolean {
  if (item.external) return false;
  if (item.sidebarId) return item.sidebarId === sidebar;
  if (item.activePrefix) return routePath === item.activePrefix || routePath.startsWith(`${item.activePrefix.replace(/\/$/, '')}/`);
  return false;
}

/** The version and language menus' entries for the mobile menu (the desktop bar draws VersionDropdown and LocaleDropdown). */
function useMenus(): { versions: DropdownItem[]; locales: (DropdownItem & { lang: string })[] } {
  const { site, route } = usePage();
  const href = useHref();
  const main = site.docsVersions;
  const own = main && route.docsVersion && main.versions.some((v) => v.name === route.docsVersion?.name) ? route.docsVersion : undefined;
  const active = own?.name ?? main?.last;
  const versions = (own?.versions ?? main?.versions ?? []).map((v) => ({
    label: v.label,
    href: href(v.path),
    ...(v.name === active ? { current: true } : {}),
  }));
  const locales = localeLinks({ site, route });
  return { versions, locales };
}

function Link({ item }: { item: NavbarLink }) {
  const { route } = usePage();
  const t = useT();
  const href = useHref();
  if (item.type === 'html') return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.value }} />;
  if (item.external) {
    return (
      <a className="navbar-link" href={safeUrl(item.href)} target="_blank" rel="noopener noreferrer">
        {item.label}
        <ExternalIcon />
        <span className="visually-hidden">{t('portal.common.opensInNewTab', ' (opens in a new tab)')}</span>
      </a>
    );
  }
  const active = isActive(item, route.path, 'sidebar' in route ? route.sidebar : undefined);
  return (
    <a className={active ? 'navbar-link active' : 'navbar-link'} href={href(item.href)} aria-current={active ? 'page' : undefined}>
      {item.label}
    </a>
  );
}

/** A group of links under a heading: what a dropdown is in the mobile menu. */
function MobileGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="navbar-mobile-group" role="group" aria-label={label}>
      <p className="navbar-mobile-group-label">{label}</p>
      <ul className="navbar-mobile-items">{children}</ul>
    </div>
  );
}

/**
 * One navbar item, of any kind the config has: a link, markup, a dropdown of links, the docs
 * version menu, the language menu or the search box. Dropdowns are <details> menus, so they open
 * without JavaScript.
 */
export default function NavbarItem({ item, mobile = false }: NavbarItemProps) {
  const menus = useMenus();
  const t = useT();
  const href = useHref();
  switch (item.type) {
    case 'link':
    case 'html':
      return <Link item={item} />;
    case 'search':
      return mobile ? null : <SearchIsland />;
    case 'dropdown': {
      if (mobile) {
        return (
          <MobileGroup label={item.label}>
            {item.items.map((sub, i) => (
              <li key={i}>
                <Link item={sub} />
              </li>
            ))}
          </MobileGroup>
        );
      }
      const entries = item.items.map((sub): DropdownItem | { html: string } =>
        sub.type === 'html'
          ? { html: sub.value }
          : { label: sub.label, href: sub.external ? sub.href : href(sub.href), external: sub.external },
      );
      return <Dropdown label={item.label} title={item.label} items={entries} align={item.position} />;
    }
    case 'docsVersionDropdown':
      // One version (or none) is no choice: no group under a heading in the menu, as no menu in the bar.
      if (mobile && menus.versions.length < 2) return null;
      return mobile ? (
        <MobileGroup label={t('portal.navbar.versionMenu', 'Docs version')}>
          {menus.versions.map((v) => (
            <li key={v.label}>
              <a className={v.current ? 'navbar-link active' : 'navbar-link'} href={v.href} aria-current={v.current ? 'true' : undefined}>
                {v.label}
              </a>
            </li>
          ))}
        </MobileGroup>
      ) : (
        <VersionDropdown align={item.position} />
      );
    case 'localeDropdown':
      if (mobile && menus.locales.length < 2) return null;
      return mobile ? (
        <MobileGroup label={t('portal.navbar.localeMenu', 'Language')}>
          {menus.locales.map((l) => (
            <li key={l.lang}>
              <a
                className={l.current ? 'navbar-link active' : 'navbar-link'}
                href={l.href}
                lang={l.lang}
                hrefLang={l.lang}
                aria-current={l.current ? 'true' : undefined}
              >
                {l.label}
              </a>
            </li>
          ))}
        </MobileGroup>
      ) : (
        <LocaleDropdown align={item.position} />
      );
  }
}
