import type { LogoConfig, NavbarItemConfig, NavbarLinkConfig, SiteConfig } from '../config/types.ts';
import type { NavbarItem, NavbarLink, NavbarLogo } from '../../model/graph.ts';
import { isExternalUrl } from '../../model/url.ts';

export interface NavbarContext {
  config: SiteConfig;
  /** The first page of a sidebar, which its navbar link opens. */
  firstPage: (sidebarId: string) => string;
  /** How many docs versions and locales the site has: their menus show only when there is a choice. */
  versions: number;
  locales: number;
}

/**
 * The navbar as the renderer draws it. The version and locale menus are added on the right when
 * the site has more than one version or locale and the config does not place them itself; a
 * config item for them is kept as written.
 */
export function navbarData(ctx: NavbarContext): { title: string; logo?: NavbarLogo; items: NavbarItem[] } {
  const { config } = ctx;
  const items = config.navbar.items.map((item) => navbarItem(item, ctx));
  const has = (type: NavbarItem['type']) => items.some((i) => i.type === type);
  if (ctx.versions > 1 && !has('docsVersionDropdown')) items.push({ type: 'docsVersionDropdown', position: 'right' });
  if (ctx.locales > 1 && !has('localeDropdown')) items.push({ type: 'localeDropdown', position: 'right' });
  const logo = config.navbar.logo ? logoData(config.navbar.logo) : undefined;
  return { title: config.navbar.title, ...(logo ? { logo } : {}), items };
}

function navbarItem(item: NavbarItemConfig, ctx: NavbarContext): NavbarItem {
  const { position } = item;
  switch (item.kind) {
    case 'dropdown':
      return { type: 'dropdown', label: item.label, items: item.items.map((i) => navbarLink(i, ctx)), position };
    case 'docsVersionDropdown':
    case 'localeDropdown':
    case 'search':
      return { type: item.kind, position };
    default:
      return { ...navbarLink(item, ctx), position };
  }
}

function navbarLink(item: NavbarLinkConfig, ctx: NavbarContext): NavbarLink {
  switch (item.kind) {
    case 'sidebar':
      return { type: 'link', label: item.label, href: ctx.firstPage(item.sidebarId), external: false, sidebarId: item.sidebarId };
    case 'internal':
      return { type: 'link', label: item.label, href: item.to, external: false, activePrefix: item.to };
    case 'external':
      return { type: 'link', label: item.label, href: item.href, external: true };
    case 'html':
      return { type: 'html', value: item.value };
  }
}

/** A logo path under static/ becomes a route path (`img/logo.svg` -> `/img/logo.svg`); URLs stay. */
function logoData(logo: LogoConfig): NavbarLogo {
  const src = (p: string) => (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(p) ? p : `/${p.replace(/^\/+/, '')}`);
  const out: NavbarLogo = {
    src: src(logo.src),
    alt: logo.alt,
    href: logo.href ? (isExternalUrl(logo.href) ? logo.href : `/${logo.href.replace(/^\/+/, '')}`) : '/',
  };
  if (logo.srcDark) out.srcDark = src(logo.srcDark);
  if (logo.width !== null) out.width = logo.width;
  if (logo.height !== null) out.height = logo.height;
  return out;
}
