import type { ApiModel } from './api.ts';
import type { FeedLink, FeedMeta } from './feeds.ts';

/**
 * The route graph: one discriminated union of every page kind, each carrying the serialisable data
 * its page renders from. The renderer reads only these objects, on the server and in the browser.
 * Paths here are route paths without the base path (`/docs/x`); the renderer adds the base.
 */

export interface NavLink {
  title: string;
  path: string;
}

export interface Crumb {
  title: string;
  path?: string;
}

export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

export interface TagLink {
  label: string;
  path: string;
}

/** `className` comes from `sidebar_class_name` and `_category_.json`, for site styles to hook on. */
export type SidebarItem =
  | { type: 'doc'; label: string; path: string; docId: string; className?: string }
  | { type: 'link'; label: string; href: string }
  | {
      type: 'category';
      label: string;
      path?: string;
      collapsed: boolean;
      items: SidebarItem[];
      className?: string;
      /**
       * Set when `items` were left out (the sidebar a page carries shows only the branch of the
       * current page): the page the category opens, its index page or else its first doc.
       */
      entry?: string;
    };

export interface Card {
  title: string;
  description: string;
  path: string;
  /** Number of pages inside, for category cards. */
  count?: number;
}

/** One version of a docs instance as a page links to it: this page in that version, else the version's main page. */
export interface VersionLink {
  name: string;
  label: string;
  path: string;
  /** The page read has a twin in that version (else `path` is the version's main page). */
  same?: boolean;
}

/**
 * The docs version a page belongs to, for the version menu, badge and banner. Only pages of a
 * docs instance with more than one version carry it.
 */
export interface DocsVersionInfo {
  /** `default@1.0`: the instance and version. */
  key: string;
  instance: string;
  name: string;
  label: string;
  badge: boolean;
  banner?: 'unreleased' | 'unmaintained';
  /** A class on the page for site styles (`docs-version-1.0`). */
  className: string;
  /** Every version of the instance, newest first (this page's own included). */
  versions: VersionLink[];
  /** Where the banner sends the reader: the last version's twin of this page, else its main page. */
  latest?: VersionLink;
}

export interface RouteMeta {
  path: string;
  /** Page title without the site title; '' for pages that show only the site title. */
  title: string;
  description: string;
  keywords: string[];
  image?: string;
  /** Source file, for messages and the "edit" trail; not shown. */
  source?: string;
  /** Line in `source` that set the route's path, when one line did. */
  sourceLine?: number;
  /** Excluded from the sitemap and from search. */
  noindex?: boolean;
  /**
   * The page search engines should index instead (absolute path below the base): an older or
   * newer docs version's page names its twin in the last version. Such a page is not in the sitemap.
   */
  canonical?: string;
  /** Built for a locale that has no translation of it: shown in the default language. */
  untranslated?: boolean;
  /** The docs version the page belongs to (pages of a docs instance with several versions). */
  docsVersion?: DocsVersionInfo;
}

export interface DocRoute extends RouteMeta {
  kind: 'doc';
  docId: string;
  html: string;
  toc: TocItem[];
  tags: TagLink[];
  sidebar?: string;
  breadcrumbs: Crumb[];
  prev?: NavLink;
  next?: NavLink;
  hasMermaid: boolean;
  /** "Edit this page" target, from `docs.editUrl` or `custom_edit_url`. */
  editUrl?: string;
  /** Last change (ISO date and/or author), from `last_update` or git. */
  lastUpdate?: { date?: string; author?: string };
  /** `hide_title`, or a body that opens with its own `# Title`: no separate title heading. */
  hideTitle?: boolean;
}

export interface CategoryRoute extends RouteMeta {
  kind: 'category';
  sidebar: string;
  cards: Card[];
  breadcrumbs: Crumb[];
  prev?: NavLink;
  next?: NavLink;
}

export interface DocsHomeRoute extends RouteMeta {
  kind: 'docs-home';
  sections: { label: string; path: string; cards: Card[] }[];
}

export interface TagSummary {
  label: string;
  path: string;
  count: number;
}

export interface DocsTagsRoute extends RouteMeta {
  kind: 'docs-tags';
  tags: TagSummary[];
}

export interface DocsTagRoute extends RouteMeta {
  kind: 'docs-tag';
  tag: TagLink;
  allTagsPath: string;
  docs: Card[];
}

export interface AuthorRef {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Only authors with `page: true` have a page. */
  path?: string;
}

export interface PostSummary {
  title: string;
  path: string;
  date: string;
  authors: AuthorRef[];
  tags: TagLink[];
  readingMinutes: number;
  excerptHtml: string;
  /** True when the excerpt is shorter than the post (a truncate marker was used). */
  truncated: boolean;
}

export interface BlogListRoute extends RouteMeta {
  kind: 'blog-list';
  posts: PostSummary[];
  page: number;
  totalPages: number;
  newerPath?: string;
  olderPath?: string;
}

export interface BlogPostRoute extends RouteMeta {
  kind: 'blog-post';
  post: PostSummary;
  html: string;
  toc: TocItem[];
  hasMermaid: boolean;
  newer?: NavLink;
  older?: NavLink;
}

export interface BlogArchiveRoute extends RouteMeta {
  kind: 'blog-archive';
  years: { year: string; posts: { title: string; path: string; date: string }[] }[];
}

export interface BlogAuthorsRoute extends RouteMeta {
  kind: 'blog-authors';
  authors: (AuthorRef & { count: number })[];
}

export interface BlogAuthorRoute extends RouteMeta {
  kind: 'blog-author';
  author: AuthorRef;
  posts: PostSummary[];
}

export interface BlogTagsRoute extends RouteMeta {
  kind: 'blog-tags';
  tags: TagSummary[];
}

export interface BlogTagRoute extends RouteMeta {
  kind: 'blog-tag';
  tag: TagLink;
  allTagsPath: string;
  posts: PostSummary[];
}

export interface ApiRoute extends RouteMeta {
  kind: 'api';
  api: ApiModel;
  /** Where the spec file is published for download (route path of the file). */
  specPath: string;
}

export interface PageRoute extends RouteMeta {
  kind: 'page';
  html: string;
  /** The body opens with its own `# Title`, or `hide_title` is set: no separate title heading. */
  hideTitle?: boolean;
  toc: TocItem[];
  hasMermaid: boolean;
}

export interface HomeRoute extends RouteMeta {
  kind: 'home';
  hero: { title: string; tagline: string; actions: { text: string; path: string }[] };
  features: { title: string; details: string; path?: string }[];
  html: string;
}

export interface NotFoundRoute extends RouteMeta {
  kind: 'not-found';
}

export type Route =
  | DocRoute
  | CategoryRoute
  | DocsHomeRoute
  | DocsTagsRoute
  | DocsTagRoute
  | BlogListRoute
  | BlogPostRoute
  | BlogArchiveRoute
  | BlogAuthorsRoute
  | BlogAuthorRoute
  | BlogTagsRoute
  | BlogTagRoute
  | ApiRoute
  | PageRoute
  | HomeRoute
  | NotFoundRoute;

export type RouteKind = Route['kind'];

export interface NavbarItem {
  label: string;
  /** In-site route path, or an external URL when `external` is true. */
  href: string;
  external: boolean;
  position: 'left' | 'right';
  /** The sidebar whose pages make this item active. */
  sidebarId?: string;
  /** Route prefix that makes this item active (for `/blog`). */
  activePrefix?: string;
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
  navbar: { title: string; items: NavbarItem[] };
  footer: { links: { title: string; items: { label: string; href: string; external: boolean }[] }[]; copyright: string };
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

export interface RouteGraph {
  site: SiteData;
  routes: Route[];
  sidebars: Record<string, SidebarItem[]>;
  /** Every id each route renders, for the anchor check. */
  anchors: Map<string, ReadonlySet<string>>;
  /** The blog feeds to write, when there are any. */
  feed?: FeedMeta;
}
