import type { Root } from 'mdast';
import type { Pluggable } from 'unified';
import { codeTabs } from './code-tabs/index.ts';
import { npm2yarn } from './npm2yarn/index.ts';
import type { MarkdownFeature } from './types.ts';

/** The markdown features, in the order their plugins run. A new feature is a folder and a line here. */
export const FEATURES: readonly MarkdownFeature[] = [npm2yarn, codeTabs];

export function featureRemarkPlugins(features: readonly MarkdownFeature[] = FEATURES): Pluggable[] {
  return features.flatMap((f) => f.remark ?? []);
}

/** The twin rules of every feature, applied to the tree as parsed before the twin is written. */
export function applyTwinRules(tree: Root, features: readonly MarkdownFeature[] = FEATURES): void {
  for (const f of features) f.twin?.(tree);
}
