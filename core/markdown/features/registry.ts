import type { Root } from 'mdast';
import type { Pluggable } from 'unified';
import { codeTabs } from './code-tabs/index.ts';
import { npm2yarn } from './npm2yarn/index.ts';
import { siteComponents } from './site-components/index.ts';
import { embeds } from './embeds/index.ts';
import type { MarkdownFeature } from './types.ts';

/** The markdown features, in the order their plugins run. A new feature is a folder and a line here. */
export const FEATURES: readonly MarkdownFeature[] = [npm2yarn, codeTabs, siteComponents, embeds];

export function featureRemarkPlugins(features: readonly MarkdownFeature[] = FEATURES): Pluggable[] {
  return features.flatMap((f) => f.remark ?? []);
}

/** The features' hast plugins, run after remark-rehype and before the component pass and the sanitiser. */
export function featureRehypePlugins(features: readonly MarkdownFeature[] = FEATURES): Pluggable[] {
  return features.flatMap((f) => f.rehype ?? []);
}

/** The twin rules of every feature, applied to the tree as parsed before the twin is written. */
export function applyTwinRules(tree: Root, features: readonly MarkdownFeature[] = FEATURES): void {
  for (const f of features) f.twin?.(tree);
}
