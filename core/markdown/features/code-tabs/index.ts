import type { Code, Root, RootContent } from 'mdast';
import type { MarkdownFeature, TwinRule } from '../types.ts';
import { codeNode, metaWithout, tabsNode } from '../tab-nodes.ts';

/**
 * Consecutive code blocks marked `tab` become one group of tabs (docusaurus-remark-plugin-tab-blocks,
 * which Jest's site uses): ```` ```js tab ```` then ```` ```ts tab ````. A label comes from
 * `tab={"label":"..."}` or the language's name. Every group shares `code-examples`, so choosing
 * TypeScript once shows TypeScript everywhere.
 */
const FLAG = /(^|\s)tab(=\{[^}]*\})?(?=\s|$)/;
const LANGUAGE_NAMES: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JSX',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TSX',
  sh: 'Shell',
  bash: 'Bash',
  shell: 'Shell',
  json: 'JSON',
  yaml: 'YAML',
  yml: 'YAML',
  py: 'Python',
  python: 'Python',
  java: 'Java',
  go: 'Go',
  rust: 'Rust',
  kotlin: 'Kotlin',
};

function isTab(node: RootContent): node is Code {
  return node.type === 'code' && FLAG.test(node.meta ?? '');
}

function label(node: Code): string {
  const raw = FLAG.exec(node.meta ?? '')?.[2];
  if (raw) {
    try {
      const parsed = JSON.parse(raw.slice(1)) as { label?: unknown };
      if (typeof parsed.label === 'string' && parsed.label.trim()) return parsed.label.trim();
    } catch {
      // A label that is not JSON falls back to the language's name.
    }
  }
  const lang = node.lang ?? 'text';
  return LANGUAGE_NAMES[lang.toLowerCase()] ?? lang;
}

/** Runs of tab blocks among a parent's children, each as [start, end). */
function runs(children: readonly RootContent[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < children.length; i++) {
    if (!isTab(children[i] as RootContent)) continue;
    let end = i + 1;
    while (end < children.length && isTab(children[end] as RootContent)) end++;
    out.push([i, end]);
    i = end - 1;
  }
  return out;
}

function eachParent(tree: Root, visit: (children: RootContent[]) => void): void {
  const stack: { children?: RootContent[] }[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as { children?: RootContent[] };
    if (!Array.isArray(node.children)) continue;
    visit(node.children);
    for (const child of node.children) stack.push(child as { children?: RootContent[] });
  }
}

function remarkCodeTabs() {
  return (tree: Root) => {
    eachParent(tree, (children) => {
      for (const [start, end] of runs(children).reverse()) {
        const blocks = children.slice(start, end) as Code[];
        const tabs = blocks.map((b) => ({
          value: label(b).toLowerCase(),
          label: label(b),
          children: [codeNode(b.lang, metaWithout(b.meta, FLAG), b.value)],
        }));
        children.splice(start, end - start, tabsNode('code-examples', tabs, blocks[0]?.position?.start.line));
      }
    });
  };
}

/** In the twin, each block of a group under its label. */
const twinCodeTabs: TwinRule = {
  claims: (node) => node.type === 'code' && FLAG.test(node.meta ?? ''),
  write(node) {
    if (node.type !== 'code') return [];
    return [
      { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label(node) }] }] },
      codeNode(node.lang, metaWithout(node.meta, FLAG), node.value),
    ];
  },
};

export const codeTabs: MarkdownFeature = { name: 'code-tabs', remark: [remarkCodeTabs], twin: twinCodeTabs };
