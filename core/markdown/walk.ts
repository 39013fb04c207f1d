import type { Element, Root, RootContent } from 'hast';

/**
 * A plain depth-first walk over hast elements. unist-util-visit keeps an ancestor stack and
 * supports every node test; the compiler's passes only need elements, and the walk runs over
 * tens of thousands of nodes a build, so the lean version matters. Returning `false` skips the
 * element's children (highlighted code has thousands of token spans and no links or headings).
 */
export function walkElements(tree: Root | Element, visit: (node: Element, parent: Root | Element, index: number) => boolean | void): void {
  const children = tree.children as RootContent[];
  for (let i = 0; i < children.length; i++) {
    const node = children[i];
    if (node === undefined || node.type !== 'element') continue;
    if (visit(node, tree, i) === false) continue;
    walkElements(node, visit);
  }
}

interface AnyNode {
  type: string;
  children?: AnyNode[];
}

/**
 * The first node (in document order) that passes `test`, in any unist tree. Iterative and without
 * unist-util-visit's ancestor lists: run over every node of a megabyte page, those cost a tenth of a second.
 */
export function firstNode<T extends AnyNode>(tree: AnyNode, test: (node: AnyNode) => node is T): T | undefined {
  const stack: AnyNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    if (test(node)) return node;
    const children = node.children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as AnyNode);
  }
  return undefined;
}

/** Calls `visit` for every node of any unist tree, parents before children (order otherwise unspecified). */
export function eachNode(tree: AnyNode, visit: (node: AnyNode) => void): void {
  const stack: AnyNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode;
    visit(node);
    const children = node.children;
    if (children) for (let i = 0; i < children.length; i++) stack.push(children[i] as AnyNode);
  }
}
