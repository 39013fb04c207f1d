import type { Nodes } from 'mdast';
import type { Pluggable } from 'unified';
import { isDirective } from '../directives.ts';
import { admonitions } from './admonitions/index.ts';
import { codeTabs } from './code-tabs/index.ts';
import { headingIds } from './heading-ids/index.ts';
import { npm2yarn } from './npm2yarn/index.ts';
import { siteComponents } from './site-components/index.ts';
import { embeds } from './embeds/index.ts';
import { mermaid } from './mermaid/index.ts';
import { codeBlocks } from './code-blocks/index.ts';
import { tables } from './tables/index.ts';
import type { BlockSyntax, MarkdownFeature, SanitizeAdditions, TwinRule } from './types.ts';

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

/** Every MDX component some feature turns into markup (the component pass leaves them to it). */
export function claimedComponents(features: readonly MarkdownFeature[] = FEATURES): string[] {
  return features.flatMap((f) => f.components ?? []);
}

/** The features' twin rules, as the twin writer asks them (core/emit/twin-nodes.ts). */
export interface TwinRules {
  /** How the node is written in the twin, when a feature claims it. */
  ruleFor(node: Nodes): TwinRule['write'] | undefined;
  /** Directive names some feature claims: any other is given back as text, in the twin as on the page. */
  directives: ReadonlySet<string>;
}

export function twinRules(features: readonly MarkdownFeature[] = FEATURES): TwinRules {
  const rules = features.flatMap((f) => (f.twin ? [{ claims: f.twin.claims ?? claimsByName(f), write: f.twin.write }] : []));
  return {
    ruleFor: (node) => rules.find((r) => r.claims(node))?.write,
    directives: new Set(claimedDirectives(features)),
  };
}

/** The directives and components the feature lists. */
function claimsByName(feature: MarkdownFeature): (node: Nodes) => boolean {
  const directives = new Set(feature.directives ?? []);
  const components = new Set(feature.components ?? []);
  return (node) => {
    if (isDirective(node)) return directives.has(node.name);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') return components.has(node.name ?? '');
    return false;
  };
}
