import type { Root } from 'mdast';
import type { Pluggable } from 'unified';
import { admonitions } from './admonitions/index.ts';
import { codeTabs } from './code-tabs/index.ts';
import { headingIds } from './heading-ids/index.ts';
import { npm2yarn } from './npm2yarn/index.ts';
import type { BlockSyntax, MarkdownFeature, SanitizeAdditions } from './types.ts';

/** The markdown features, in the order their plugins run. A new feature is a folder and a line here. */
export const FEATURES: readonly MarkdownFeature[] = [admonitions, headingIds, npm2yarn, codeTabs];

export function featureRemarkPlugins(features: readonly MarkdownFeature[] = FEATURES): Pluggable[] {
  return features.flatMap((f) => f.remark ?? []);
}

export function featureRehypePlugins(features: readonly MarkdownFeature[] = FEATURES): Pluggable[] {
  return features.flatMap((f) => f.rehype ?? []);
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
