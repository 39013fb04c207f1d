import type { Diagnostic } from '../../model/diagnostics.ts';
import type { SidebarItemConfig } from '../config/types.ts';

/** What the load stage hands to the graph stage: every source file parsed and rendered to HTML. */

export interface Heading {
  depth: number;
  text: string;
  id: string;
}

export type LinkTarget =
  /** An in-site route (without the base path), possibly with a hash. */
  | { kind: 'route'; path: string; hash?: string }
  /** A markdown file link whose file does not exist (relative to the site folder). */
  | { kind: 'missing-file'; file: string; hash?: string }
  /** A file under static/ or next to the page. */
  | { kind: 'asset'; path: string; exists: boolean }
  | { kind: 'external' };

export interface OutLink {
  url: string;
  target: LinkTarget;
  line: number;
  column: number;
}

/**
 * What a file's links were resolved from: each question asked of the site's file and route lists
 * (`r:<file>`: the route of a markdown file; `f:<file>`: whether a file exists) with its answer.
 * A rendered file stays valid after files are added, deleted or renamed as long as every question
 * still gets the same answer, so a structural edit renders again only the files that link to it
 * (core/load/link-resolver.ts).
 */
export type LinkDeps = [question: string, answer: string | null][];

/** A twin without its title: what the markdown workers compute (and the cache keeps) per file. */
export interface TwinBody {
  markdown: string;
  /** True when the file starts with its own `#` heading (then no title is added). */
  titled: boolean;
  /** CPU milliseconds making it took (the build reports what twins cost; a cached twin cost nothing this time). */
  ms?: number;
}

export interface RenderedMarkdown {
  html: string;
  /** HTML above the `<!-- truncate -->` marker, when there is one. */
  excerptHtml?: string;
  headings: Heading[];
  /** Every id the page renders: anchors are checked against these. */
  ids: string[];
  links: OutLink[];
  /** Absolute paths of files next to the page that the page embeds, copied into the build. */
  assets: string[];
  hasMermaid: boolean;
  /** Plain text of the body: search documents and reading time come from it. */
  text: string;
  /** A doc's markdown twin (for llms.txt), made from the same text in the same worker. */
  twin?: TwinBody;
  /** What its links were resolved from (see link-resolver.ts): the result is reused while these hold. */
  linkDeps?: LinkDeps;
}

import type { SourceInfo } from '../../model/markdown.ts';
export type { SourceInfo };

export interface TagRef {
  label: string;
  slug: string;
  /** From the tags file, shown on the tag's page. */
  description?: string;
  /** Where an explicit permalink was written, so a bad one is reported there. */
  origin?: { file: string; line: number };
}

/**
 * One set of docs pages: a version of a docs instance (Docusaurus builds each apart: its own
 * folder, URL, sidebars and tags). A site without versions has one, `current` of `default`.
 */
export interface DocsVersion {
  /** Unique in the site: the instance id and version name (`default@1.0`). */
  key: string;
  /** The docs instance: `default`, or the `id` of another docs folder. */
  instance: string;
  /** `current` (the working copy) or a name from versions.json. */
  name: string;
  label: string;
  /** The route the version's docs are under (`/docs`, `/docs/next`, `/docs/1.0`, `/community`); `/` for the site root. */
  routePath: string;
  /** The folder of its files, relative to the site folder (`docs`, `versioned_docs/version-1.0`). */
  contentDir: string;
  /** Its folder inside a locale's translations (`docusaurus-plugin-content-docs/current`). */
  i18nDir: string;
  sidebars: Record<string, SidebarItemConfig[]>;
  /** Where the sidebars are written, for diagnostics (the config file, or a versioned sidebars file). */
  sidebarsFile: string;
  /** The version served at the instance's route itself. */
  isLast: boolean;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  /** The doc the version menu opens when the page read has no twin in this version (a doc id). */
  mainDoc: string | null;
  /** Edit links and last-update lines, as the instance's config says. */
  editUrl: string | null;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

export interface DocFile extends SourceInfo {
  /** The version (and docs instance) the doc belongs to: its `key`. */
  version: string;
  /** The file in the default language (`relPath` is the translation when the locale has one): edit links name it. */
  contentPath: string;
  /** Built for a locale that has no translation of it: shown in the default language. */
  untranslated: boolean;
  /** `MapColonies/Raster/overview`: folder path plus the frontmatter id or the file name. */
  id: string;
  /** Folder of the doc inside its version's folder (`MapColonies/Raster`), '' at the root; number prefixes left out. */
  dir: string;
  /** The folder as it is on disk (`02-Raster`), which autogenerated sidebars and category files name. */
  sourceDir: string;
  /** `README.md`, `index.md` or a file named like its folder: the folder's category page. */
  categoryIndex: boolean;
  /** Route without the base path: `/docs/MapColonies/Raster/overview`. */
  path: string;
  /** True when a `slug` in the frontmatter chose the route (it loses a clash with a file path). */
  explicitSlug: boolean;
  title: string;
  description: string;
  tags: TagRef[];
  keywords: string[];
  image?: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  displayedSidebar?: string;
  sidebarClassName?: string;
  hideTitle: boolean;
  hideTableOfContents: boolean;
  /** Built, but left out of sidebars, search, tag pages and the sitemap. */
  unlisted: boolean;
  /** A doc id, or null for no link; absent means the sidebar order decides. */
  paginationPrev?: string | null;
  paginationNext?: string | null;
  paginationLabel?: string;
  /** `custom_edit_url`: a URL, or null to hide the edit link. */
  customEditUrl?: string | null;
  /** `last_update` frontmatter, which wins over git. */
  lastUpdate?: LastUpdate;
  tocMin?: number;
  tocMax?: number;
  content: RenderedMarkdown;
}

export interface LastUpdate {
  /** ISO date (YYYY-MM-DD or a full timestamp). */
  date?: string;
  author?: string;
}

export interface Author {
  /** The authors.yml key; inline authors get one made from their name. */
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** `socials` of Docusaurus 3.5: platform -> URL (handles are expanded to URLs). */
  socials?: Record<string, string>;
  page: boolean;
  /** Written in a post's frontmatter rather than authors.yml: it has no page or list entry. */
  inline?: boolean;
}

export interface BlogPostFile extends SourceInfo {
  /** The file in the default language (`relPath` is the translation when the locale has one). */
  contentPath: string;
  /** Built for a locale that has no translation of it: shown in the default language. */
  untranslated: boolean;
  slug: string;
  path: string;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  authors: Author[];
  tags: TagRef[];
  keywords: string[];
  image?: string;
  readingMinutes: number;
  unlisted: boolean;
  hideTableOfContents: boolean;
  customEditUrl?: string | null;
  lastUpdate?: LastUpdate;
  content: RenderedMarkdown;
}

export interface HomeHero {
  title: string;
  tagline: string;
  actions: { text: string; link: string }[];
}

export interface HomeFeature {
  title: string;
  details: string;
  link?: string;
}

export interface PageFile extends SourceInfo {
  /** The file in the default language (`relPath` is the translation when the locale has one). */
  contentPath: string;
  /** Built for a locale that has no translation of it: shown in the default language. */
  untranslated: boolean;
  path: string;
  title: string;
  description: string;
  keywords: string[];
  hero?: HomeHero;
  features: HomeFeature[];
  hideTableOfContents: boolean;
  hideTitle: boolean;
  unlisted: boolean;
  content: RenderedMarkdown;
}

export interface CategoryMeta {
  /** The version whose folder holds the file: its `key`. */
  version: string;
  /** Folder inside the version's folder the file describes, as on disk (number prefixes kept). */
  dir: string;
  display: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  /** null: the file turned the link off, so no index doc is picked by convention either. */
  link?: { type: 'generated-index'; slug?: string; title?: string; description?: string } | { type: 'doc'; id: string } | null;
  /** Line of the link's `slug`, so a bad one is reported there. */
  slugLine?: number;
  description?: string;
  className?: string;
}

export interface StaticFile {
  /** Path under static/ with forward slashes, which is also its URL below the base path. */
  relPath: string;
  absPath: string;
}

export interface LoadedSite {
  /** Absolute path of the site folder. */
  siteDir: string;
  /** Every docs version built, of every docs instance, in the order of the config (newest first). */
  versions: DocsVersion[];
  docs: DocFile[];
  categories: CategoryMeta[];
  posts: BlogPostFile[];
  authors: Author[];
  pages: PageFile[];
  /** The files of static/ that are published (active content is left out, see published-files.ts). */
  staticFiles: StaticFile[];
  /** Files next to pages (`/_files/...`) that pages link to but that are not published: a browser would run them. */
  refusedAssets: ReadonlySet<string>;
  /** Last change of each file from git (site-relative path), empty outside git or when not shown. */
  history?: ReadonlyMap<string, LastUpdate>;
  diagnostics: Diagnostic[];
  /** CPU milliseconds spent making the markdown twins of the files rendered in this run (all threads). */
  twinMs?: number;
  /** How many markdown files this run rendered (the others came from a cache). */
  renderedFiles?: number;
}
