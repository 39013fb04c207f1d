import type { FeedLink, FeedMeta } from './feeds.ts';
import type { NavLink, Route, SidebarItem, VersionLink } from './routes.ts';

/** A link of the navbar or of a navbar dropdown, or site markup (config is site code, trusted). */
export type NavbarLink =
  | {
      type: 'link';
      label: string;
      /** In-site route path, or an external URL when `external` is true. */
      href: string;
      external: boolean;
      /** The sidebar whose pages make this item active. */
      sidebarId?: string;
      /** Route prefix that makes this item active (for `/blog`). */
      activePrefix?: string;
    }
  | { type: 'html'; value: string };

/** An item of the navbar, in the kinds Docusaurus's navbar has. */
export type NavbarItem = (
  | NavbarLink
  | { type: 'dropdown'; label: string; items: NavbarLink[] }
  | { type: 'docsVersionDropdown' }
  | { type: 'localeDropdown' }
  | { type: 'search' }
) & { position: 'left' | 'right' };

export interface NavbarLogo {
  /** A route path under the base URL (`/img/logo.svg`) or an absolute URL. */
  src: string;
  srcDark?: string;
  alt: string;
  /** Where the logo links: a route path or an external URL. */
  href: string;
  width?: number | string;
  height?: number | string;
}

/** Everything the page shell needs that is the same on every page. */
export interface SiteData {
  title: string;
  tagline: string;
  favicon: string | null;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | null;
  locale: { code: string; label: string; direction: 'ltr' | 'rtl'; htmlLang?: string };
  locales: { code: string; label: string; direction: 'ltr' | 'rtl'; htmlLang?: string }[];
  /** The default locale (served at the site's root) and that root: other locales are under `<root><code>/`. */
  i18n: { defaultLocale: string; rootBaseUrl: string };
  /**
   * The versions of the main docs instance, newest first, when it has more than one: the version
   * menu of pages outside it (each entry opens its version's main page). `last` names the version
   * served at the docs route.
   */
  docsVersions?: { versions: VersionLink[]; last: string };
  /** The site's UI strings that differ from the built-in English ones (a translation), by id. */
  strings?: Record<string, string>;
  navbar: { title: string; logo?: NavbarLogo; items: NavbarItem[] };
  footer: {
    style: 'light' | 'dark';
    links: { title: string; items: { label: string; href: string; external: boolean }[] }[];
    copyright: string;
  };
  announcementBar: { id: string; content: string; dismissible: boolean } | null;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /**
   * `index` and `documents`: the search files (paths below the base path), added by the emit stage.
   * `latest`: the last version of each docs instance that has several (`default@2.0`): search
   * looks in these (or in the version being read) unless the reader asks for all versions.
   */
  search: { maxHits: number; index?: string; documents?: string; latest?: string[] };
  blog: { title: string; showReadingTime: boolean; sidebar: { title: string; groups: { year: string; posts: NavLink[] }[] } };
  /** The blog feeds every page links to in its head (none when the blog has none). */
  feeds?: FeedLink[];
}

/** The route graph: the data every page shares, and every route with its own. */
export interface RouteGraph {
  site: SiteData;
  routes: Route[];
  sidebars: Record<string, SidebarItem[]>;
  /** Every id each route renders, for the anchor check. */
  anchors: Map<string, ReadonlySet<string>>;
  /** The blog feeds to write, when there are any. */
  feed?: FeedMeta;
}
