import type { MarkdownFeature } from './features/types.ts';
import type { MarkdownConfig } from '../config/types.ts';
import type { Highlighter } from './highlighter.ts';
import type { SitePlugins } from './site-plugins.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import type { Heading, LinkTarget, OutLink, SourceInfo } from '../load/types.ts';
import type { Translate } from '../../renderer/i18n/translate.ts';

/** What every markdown file of one build shares. */
export interface MarkdownContext {
  baseUrl: string;
  /**
   * The config's `markdown` as it is: `format` (Docusaurus's, which files are parsed as MDX) and any
   * key added to its schema, for the feature that reads it (`contextOf(this).markdown`).
   */
  markdown: MarkdownConfig;
  trailingSlash: boolean | null;
  highlighter: Highlighter;
  /** Hosts whose pages raw `<iframe>`s may embed (config `allowedIframeHosts`). */
  allowedIframeHosts: readonly string[];
  /** The theme's strings the markdown itself shows (admonition titles, heading link labels) in the page's language. */
  t?: Translate;
  /** Resolves a link written in `fromRel` (a path relative to the site folder). */
  resolveLink: (url: string, fromRel: string) => LinkTarget;
  /** Renders the same files again and again (the dev server): keep parsed pieces to reuse. */
  incremental?: boolean;
  /** The markdown features (features/registry.ts); tests pass others. */
  features?: readonly MarkdownFeature[];
  /** The site's own plugins (site code), loaded. */
  sitePlugins?: SitePlugins;
}

/** What the plugins learn about one file while it is processed. */
export interface FileFacts {
  source: SourceInfo;
  diagnostics: Diagnostic[];
  headings: Heading[];
  ids: string[];
  links: OutLink[];
  assets: string[];
  hasMermaid: boolean;
  /** Set by the MDX step when a <TOCInline /> needs filling. */
  hasTocInline?: boolean;
  /** Modules of the site's own code (site-relative) whose components the file uses. */
  siteComponents?: string[];
  /**
   * A random value the compiler's island markers carry while the file is rendered: an island
   * attribute on an element without it was written by the author, and is removed (sanitize.ts).
   */
  islandKey?: string;
  /** Index of the top-level `<!-- truncate -->` comment in the hast root, if any. */
  truncateAt?: number;
}

declare module 'vfile' {
  interface DataMap {
    facts: FileFacts;
  }
}
