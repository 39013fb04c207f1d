import type { SchemaAdditions } from '../sanitize-schema.ts';
import type { Nodes } from 'mdast';
import type { Pluggable } from 'unified';

/**
 * A markdown feature: everything one piece of syntax needs, in one folder. The pipeline is built
 * from the registry (registry.ts) for pages and for markdown twins alike, so adding a feature is a
 * folder and one line there.
 */
export interface MarkdownFeature {
  /** The folder's name, for messages and the docs. */
  name: string;
  /**
   * The `:::name` containers (and `::name`, `:name`) this feature turns into markup. A directive
   * no feature claims is given back as text, and an unknown container is a warning naming these.
   */
  directives?: readonly string[];
  /**
   * The MDX components (`<Name>`, also written as HTML in a `.md` file) this feature turns into
   * markup: the component pass leaves their markers to the feature's `rehype` steps, and they are
   * not reported as unknown.
   */
  components?: readonly string[];
  /** mdast plugins, run in registry order after parsing (both `.md` and MDX). */
  remark?: readonly Pluggable[];
  /**
   * hast plugins that make the feature's markup. They run before the sanitiser, so what they make
   * is checked like any other content: a feature whose markup needs more than the base schema
   * allows says so in `sanitize`.
   */
  rehype?: readonly Pluggable[];
  /**
   * hast plugins run last, after the sanitiser, heading ids and links, on content already checked:
   * for markup made from the text itself that the sanitiser would not keep (highlighting spans,
   * a diagram's source). A `finish` step must never copy author attributes into what it makes.
   * They find the build's context (highlighter, base URL) with `contextOf(this)`.
   */
  finish?: readonly Pluggable[];
  /** Elements and attributes the feature's markup needs the sanitiser to keep. */
  sanitize?: SanitizeAdditions;
  /** The feature in the markdown twin: what each node it claims stands for in plain markdown. */
  twin?: TwinRule;
  /** Block syntax the piece scanner must never cut inside (pieces.ts). */
  blocks?: readonly BlockSyntax[];
}

/** Elements and attributes (hast property names, `*` for all elements) the feature's markup needs. */
export type SanitizeAdditions = SchemaAdditions;

/** A container that opens on one line and closes on a later one (`:::name` ... `:::`). */
export interface BlockSyntax {
  opens: RegExp;
  closes: RegExp;
}

/**
 * How a feature writes its syntax into a page's markdown twin. The twin writer asks every
 * feature's rule about each node of the tree as parsed (before any plugin ran); a block holding a
 * node some rule claims is always written afresh, never copied from the source as written.
 */
export interface TwinRule {
  /**
   * The nodes this rule rewrites. Without it: the directives (`:::name`, `::name`, `:name`) and
   * components (`<Name>`) the feature lists in `directives` and `components`.
   */
  claims?: (node: Nodes) => boolean;
  /** What a claimed node stands for: nodes the markdown writer knows (mdast, GFM). */
  write: (node: Nodes, twin: TwinWriter) => Nodes[];
}

/** What a twin rule is given besides its node. */
export interface TwinWriter {
  /** `flow` where the node stands for blocks, `phrasing` inside a paragraph, heading or link. */
  mode: 'flow' | 'phrasing';
  /** Cleans nodes (a claimed node's children) the way the rest of the twin is cleaned, other features' rules included. */
  clean: (nodes: readonly Nodes[], mode?: 'flow' | 'phrasing') => Nodes[];
}
