import type { Element } from 'hast';
import type { Diagnostic } from './diagnostics.ts';

/**
 * The markdown services the compiler core offers to stages that render text of their own (OpenAPI
 * descriptions). Declared here so those stages depend on the contract, not on the core's pipeline.
 */

export interface SourceInfo {
  /** Absolute path. */
  absPath: string;
  /** Path relative to the site folder, with forward slashes (`docs/x/y.md`). */
  relPath: string;
  /** Path shown in diagnostics (relative to the current directory). */
  display: string;
}

export interface HighlightOptions {
  lang: string;
  highlightLines: ReadonlySet<number>;
}

/** Build-time syntax highlighting: highlight.js class names, coloured by the theme in both modes. */
export interface Highlighter {
  highlight(code: string, options: HighlightOptions): Element;
  /** The language as the highlighter knows it, or undefined when it has no grammar for it. */
  resolve(lang: string): string | undefined;
}

/** Where a link written in content leads, as the markdown pipeline resolved it. */
export type ContentLinkTarget =
  /** An in-site route (without the base path), possibly with a hash. */
  | { kind: 'route'; path: string; hash?: string }
  /** A markdown file link whose file does not exist (relative to the site folder). */
  | { kind: 'missing-file'; file: string; hash?: string }
  /** A file under static/ or next to the page. */
  | { kind: 'asset'; path: string; exists: boolean }
  | { kind: 'external' };

/** A link written in content, with its line and column in the text that holds it. */
export interface ContentLink {
  url: string;
  target: ContentLinkTarget;
  line: number;
  column: number;
}

/** What a rendered description gives back: its HTML, its plain text, the ids it renders and its links. */
export interface DescriptionRender {
  html: string;
  text: string;
  ids: readonly string[];
  links: readonly ContentLink[];
}

export interface DescriptionMarkdown {
  render(text: string, source: SourceInfo, diagnostics: Diagnostic[]): Promise<DescriptionRender>;
  highlighter: Highlighter;
}

export interface DescriptionMarkdownOptions {
  baseUrl: string;
  trailingSlash: boolean | null;
  /** False leaves code unhighlighted (link checking does not need colours). */
  highlight: boolean;
  allowedIframeHosts: readonly string[];
}

/** Made by the core (the docs pipeline, CommonMark mode); called once per spec that is rendered. */
export type DescriptionMarkdownFactory = (options: DescriptionMarkdownOptions) => Promise<DescriptionMarkdown>;
