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
  /** mdast plugins, run in registry order after parsing (both `.md` and MDX). */
  remark?: readonly Pluggable[];
  /**
   * hast plugins that make the feature's markup. They run before the sanitiser, so what they make
   * is checked like any other content: a feature whose markup needs more than the base schema
   * allows says so in `sanitize`.
   */
  rehype?: readonly Pluggable[];
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

export interface SanitizeAdditions {
  tagNames?: readonly string[];
  /** Per element (`*` for all), attribute names as hast property names or `[name, ...allowed values]`. */
  attributes?: Readonly<Record<string, readonly (string | [string, ...(string | number | boolean | RegExp)[]])[]>>;
}

/** A container that opens on one line and closes on a later one (`:::name` ... `:::`). */
export interface BlockSyntax {
  opens: RegExp;
  closes: RegExp;
}
