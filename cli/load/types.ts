import type { Diagnostic } from '../diagnostics.ts';
import type { DocEditMeta, LastUpdate } from './doc-meta.ts';

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
}

export interface SourceInfo {
  /** Absolute path. */
  absPath: string;
  /** Path relative to the site folder, with forward slashes (`docs/x/y.md`). */
  relPath: string;
  /** Path shown in diagnostics (relative to the current directory). */
  display: string;
}

export interface TagRef {
  label: string;
  slug: string;
}

export interface DocFile extends SourceInfo, DocEditMeta {
  /** `MapColonies/Raster/overview`: folder path plus the frontmatter id or the file name. */
  id: string;
  /** Folder of the doc inside docs/ (`MapColonies/Raster`), '' at the root. */
  dir: string;
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
  hideTableOfContents: boolean;
  tocMin?: number;
  tocMax?: number;
  content: RenderedMarkdown;
}

export interface Author {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  page: boolean;
}

export interface BlogPostFile extends SourceInfo {
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
  path: string;
  title: string;
  description: string;
  keywords: string[];
  hero?: HomeHero;
  features: HomeFeature[];
  hideTableOfContents: boolean;
  content: RenderedMarkdown;
}

export interface CategoryMeta {
  /** Folder inside docs/ the file describes. */
  dir: string;
  display: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  link?: { type: 'generated-index'; slug?: string; title?: string; description?: string } | { type: 'doc'; id: string };
  description?: string;
}

export interface StaticFile {
  /** Path under static/ with forward slashes, which is also its URL below the base path. */
  relPath: string;
  absPath: string;
}

export interface LoadedSite {
  /** Absolute path of the site folder. */
  siteDir: string;
  docs: DocFile[];
  categories: CategoryMeta[];
  posts: BlogPostFile[];
  authors: Author[];
  pages: PageFile[];
  staticFiles: StaticFile[];
  /** Last change of each file from git (site-relative path), empty outside git or when not shown. */
  history?: ReadonlyMap<string, LastUpdate>;
  diagnostics: Diagnostic[];
}
