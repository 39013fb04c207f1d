import type { ApiModel } from './api.ts';
import type { HydrateWhen } from './islands.ts';

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
  /**
   * Site paths (without the base) that links in the spec's descriptions lead to and that are no
   * page or file of the site: the check stage reports them; the page marks them not to prefetch.
   */
  deadLinks?: string[];
}

export interface PageRoute extends RouteMeta {
  kind: 'page';
  html: string;
  /** The body opens with its own `# Title`, or `hide_title` is set: no separate title heading. */
  hideTitle?: boolean;
  toc: TocItem[];
  hasMermaid: boolean;
}

/** A React page of the site's `src/pages/` (site code), drawn inside the layout. */
export interface SitePageRoute extends RouteMeta {
  kind: 'site-page';
  /** The page's file, relative to the site folder: the key of its module in the site code. */
  component: string;
  /** Whether the page draws its own <main> (a Docusaurus page does); else the portal wraps it in one. */
  ownMain: boolean;
  /**
   * Set when the page is interactive (its module, or one it imports, uses state, effects, refs,
   * context or event handlers, or says `export const interactive = true`): the page is an island,
   * hydrated then (model/islands.ts). Unset: the page is static HTML.
   */
  hydrate?: HydrateWhen;
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
  | SitePageRoute
  | HomeRoute
  | NotFoundRoute;

export type RouteKind = Route['kind'];
