import type { SchemaAdditions } from '../sanitize-schema.ts';
import type { Root } from 'mdast';
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
  /**
   * The feature in the markdown twin: a change to the tree as parsed (before any plugin ran),
   * made before the twin is written. New nodes have no position, so they are written afresh.
   */
  twin?: (tree: Root) => void;
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
