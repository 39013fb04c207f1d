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
