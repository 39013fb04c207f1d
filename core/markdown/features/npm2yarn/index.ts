import type { Code, Root } from 'mdast';
import npmToYarn from 'npm-to-yarn';
import { visit } from 'unist-util-visit';
import type { MarkdownFeature, TwinRule } from '../types.ts';
import { codeNode, metaWithout, tabsNode } from '../tab-nodes.ts';

/**
 * ```` ```bash npm2yarn ```` (Docusaurus's remark-plugin-npm2yarn): one npm command shown as tabs
 * for npm, Yarn, pnpm and Bun, converted by npm-to-yarn. The tabs share the group `npm2yarn`, so a
 * reader's choice holds on every such block of the site.
 */
const FLAG = /(^|\s)npm2yarn(?=\s|$)/;

// The package's types describe its CommonJS build; the ESM build imported here exports the function itself.
const convert = npmToYarn as unknown as (command: string, to: 'yarn' | 'pnpm' | 'bun') => string;
const MANAGERS = [
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
  { value: 'bun', label: 'Bun' },
] as const;

function variants(node: Code): { value: string; label: string; code: string }[] {
  return [{ value: 'npm', label: 'npm', code: node.value }, ...MANAGERS.map((m) => ({ ...m, code: convert(node.value, m.value) }))];
}

function isNpm2yarn(node: Code): boolean {
  return FLAG.test(node.meta ?? '');
}

function remarkNpm2yarn() {
  return (tree: Root) => {
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined || !isNpm2yarn(node)) return;
      const meta = metaWithout(node.meta, FLAG);
      const tabs = variants(node).map((v) => ({ value: v.value, label: v.label, children: [codeNode(node.lang, meta, v.code)] }));
      parent.children[index] = tabsNode('npm2yarn', tabs, node.position?.start.line) as never;
    });
  };
}

/** In the twin, each package manager's command under its name. */
const twinNpm2yarn: TwinRule = {
  claims: (node) => node.type === 'code' && isNpm2yarn(node),
  write(node) {
    if (node.type !== 'code') return [];
    const meta = metaWithout(node.meta, FLAG);
    return variants(node).flatMap((v) => [
      { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: v.label }] }] },
      codeNode(node.lang, meta, v.code),
    ]);
  },
};

export const npm2yarn: MarkdownFeature = { name: 'npm2yarn', remark: [remarkNpm2yarn], twin: twinNpm2yarn };
