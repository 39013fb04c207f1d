import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { diagnostic } from '../../model/diagnostics.ts';

/** Deeper than this, a tree from any syntax (emphasis, links, raw HTML, JSX) is flattened to its text. */
export const MAX_TREE_DEPTH = 200;

interface Parent extends Node {
  children: Node[];
}

/**
 * A safety net behind `capNesting`: the plugins after this one walk trees recursively, and a tree
 * thousands of levels deep would overflow the stack. This walk is iterative; a node at the limit
 * keeps only its text, and the first one is reported with its line.
 */
export function depthGuard() {
  return (tree: Node, file: VFile) => {
    // The markdown tree was cut at MAX_TREE_DEPTH already; HTML adds a few wrapper levels to that.
    const pruned = pruneDeep(tree, MAX_TREE_DEPTH + 50);
    const facts = file.data.facts;
    if (pruned && facts) facts.diagnostics.push(tooDeep(facts.source.display, pruned));
  };
}

export function tooDeep(file: string, pruned: Node) {
  return diagnostic(
    'warning',
    'nesting-too-deep',
    `the content here is nested more than ${MAX_TREE_DEPTH} levels deep; below that it is shown as plain text`,
    {
      file,
      point: pruned.position?.start,
      hint: 'flatten the nesting: no reader can follow it, and browsers stop indenting long before',
    },
  );
}

/** Replaces what lies deeper than the limit with its text, iteratively; returns the first node cut. */
export function pruneDeep(tree: Node, max = MAX_TREE_DEPTH): Node | undefined {
  const stack: [Node, number][] = [[tree, 0]];
  let first: Node | undefined;
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Node, number];
    if (!isParent(node)) continue;
    if (depth < max) {
      for (const child of node.children) stack.push([child, depth + 1]);
      continue;
    }
    node.children = [{ type: 'text', value: textOf(node) } as Node];
    first ??= node;
  }
  return first;
}

function isParent(node: Node): node is Parent {
  return Array.isArray((node as Partial<Parent>).children);
}

/** All the text below a node, iteratively (a recursive walk is what this guard avoids). */
function textOf(root: Node): string {
  const parts: string[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    const value = (node as { value?: unknown }).value;
    if (typeof value === 'string') parts.push(value);
    if (isParent(node)) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as Node);
  }
  return parts.join('');
}
