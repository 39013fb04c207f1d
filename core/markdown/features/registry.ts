import type { Root } from 'mdast';
import type { Pluggable } from 'unified';
import { admonitions } from './admonitions/index.ts';
import { codeTabs } from './code-tabs/index.ts';
import { headingIds } from './heading-ids/index.ts';
import { npm2yarn } from './npm2yarn/index.ts';
import { siteComponents } from './site-components/index.ts';
import { embeds } from './embeds/index.ts';
import { mermaid } from './mermaid/index.ts';
import { codeBlocks } from './code-blocks/index.ts';
import { tables } from './tables/index.ts';
import type { BlockSyntax, MarkdownFeature, SanitizeAdditions } from './types.ts';

/** The markdown features, in the order their plugins run. A new feature is a folder and a line here. */
export const FEATURES: readonly MarkdownFeature[] = [
  admonitions,
  headingIds,
  npm2yarn,
  codeTabs,
  siteComponents,
  embeds,
  mermaid,
  codeBlocks,
  tables,
];

export function featureRemarkPlugins(features: readonly MarkdownFeature[] = FEATURES): Pluggable[] {
  return features.flatMap((f) => f.remark ?? []);
}

/** The features' hast plugins, run after the component pass and before the sanitiser. */
export function featureRehypePlugins(features: readonly MarkdownFeature[] = FEATURES): Pluggable[] {
  return features.flatMap((f) => f.rehype ?? []);
}

/** The features' last hast plugins, after the sanitiser (see `MarkdownFeature.finish`). */
export function featureFinishPlugins(features: readonly MarkdownFeature[] = FEATURES): Pluggable[] {
  return features.flatMap((f) => f.finish ?? []);
}

/** What the features' markup needs the sanitiser to keep, in registry order. */
export function featureSanitizeAdditions(features: readonly MarkdownFeature[] = FEATURES): SanitizeAdditions[] {
  return features.flatMap((f) => (f.sanitize ? [f.sanitize] : []));
}

/** Every directive name some feature turns into markup. */
export function claimedDirectives(features: readonly MarkdownFeature[] = FEATURES): string[] {
  return features.flatMap((f) => f.directives ?? []);
}

/** Block syntax of every feature that the piece scanner must not cut inside. */
export function featureBlocks(features: readonly MarkdownFeature[] = FEATURES): BlockSyntax[] {
  return features.flatMap((f) => f.blocks ?? []);
}

/** The twin rules of every feature, applied to the tree as parsed before the twin is written. */
export function applyTwinRules(tree: Root, features: readonly MarkdownFeature[] = FEATURES): void {
  for (const f of features) f.twin?.(tree);
}
