import type { NavbarItem as Item, NavbarLink } from '../../model/routes.ts';
import { usePage, useHref } from '../context.tsx';
import { Dropdown, type DropdownItem } from '../components/Dropdown.tsx';
import { ExternalIcon, GlobeIcon } from '../components/icons.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { localeUrl } from '../locale-url.ts';
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

function useMenus(): { versions: DropdownItem[]; locales: (DropdownItem & { lang: string })[]; versionLabel: string; localeLabel: string } {
  const { site, route } = usePage();
  const href = useHref();
  const versions = (site.versions ?? [site.version]).map((v) => ({ label: v.label, href: href(v.path), current: v.label === site.version.label }));
  // Each language links to this page in that language (the site's default locale has no URL segment).
  const locales = site.locales.map((l) => ({
    label: l.label,
    href: localeUrl({ baseUrl: site.baseUrl, locale: l.code, defaultLocale: site.locale.code, path: route.kind === 'not-found' ? '/' : route.path, trailingSlash: site.trailingSlash }),
    current: l.code === site.locale.code,
    lang: l.code,
  }));
  return { versions, locales, versionLabel: site.version.label, localeLabel: site.locale.label };
}

function Link({ item }: { item: NavbarLink }) {
  const { route } = usePage();
  const href = useHref();
  if (item.type === 'html') return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.value }} />;
  if (item.external) {
    return (
      <a className="navbar-link" href={safeUrl(item.href)} target="_blank" rel="noopener noreferrer">
        {item.label}
        <ExternalIcon />
        <span className="visually-hidden"> (opens in a new tab)</span>
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
  const href = useHref();
  switch (item.type) {
    case 'link':
    case 'html':
      return <Link item={item} />;
    case 'search':
      return mobile ? null : <SearchBox />;
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
      const entries = item.items.map((sub): DropdownItem | { html: string } => (sub.type === 'html' ? { html: sub.value } : { label: sub.label, href: sub.external ? sub.href : href(sub.href), external: sub.external }));
      return <Dropdown label={item.label} title={item.label} items={entries} align={item.position} />;
    }
    case 'docsVersionDropdown':
      return mobile ? (
        <MobileGroup label="Docs version">
          {menus.versions.map((v) => (
            <li key={v.label}>
              <a className={v.current ? 'navbar-link active' : 'navbar-link'} href={v.href} aria-current={v.current ? 'true' : undefined}>
                {v.label}
              </a>
            </li>
          ))}
        </MobileGroup>
      ) : (
        <Dropdown label={menus.versionLabel} title="Docs version" items={menus.versions} storageKey="docs-preferred-version" align={item.position} />
      );
    case 'localeDropdown':
      return mobile ? (
        <MobileGroup label="Language">
          {menus.locales.map((l) => (
            <li key={l.lang}>
              <a className={l.current ? 'navbar-link active' : 'navbar-link'} href={l.href} lang={l.lang} hrefLang={l.lang} aria-current={l.current ? 'true' : undefined}>
                {l.label}
              </a>
            </li>
          ))}
        </MobileGroup>
      ) : (
        <Dropdown label={menus.localeLabel} title="Language" icon={<GlobeIcon />} items={menus.locales} align={item.position} />
      );
  }
}
