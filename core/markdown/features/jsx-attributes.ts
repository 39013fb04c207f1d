import type { Nodes } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function isJsxElement(node: Nodes): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The string attributes of a JSX element as written, for a twin rule (expressions are never read here). */
export function stringAttributes(node: JsxElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of node.attributes) if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string') out[a.name] = a.value;
  return out;
}
