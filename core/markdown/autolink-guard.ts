import type { Nodes, Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { Processor } from 'unified';
import { append } from '../util/append.ts';

type Transform = (tree: Root) => Root | undefined | void;
interface FromMarkdownExtension {
  transforms?: Transform[];
}

/** What every autolink literal GFM finds in text starts with or holds. */
const CANDIDATE = /@|https?:\/\/|www\./i;

/**
 * remark-gfm finds autolink literals (`www.example.com`, `https://...`, emails) in text after
 * parsing, by walking the whole tree four times, once per pattern: a sixteenth of a large site's
 * markdown time. This runs that step only when some text outside links could hold one, which one
 * walk tells. Use after remark-gfm.
 */
export function remarkAutolinkGuard(this: Processor): void {
  const [original] = gfmAutolinkLiteralFromMarkdown().transforms ?? [];
  const extensions = (this.data('fromMarkdownExtensions') ?? []) as (FromMarkdownExtension | FromMarkdownExtension[])[];
  for (const extension of extensions.flat()) {
    extension.transforms = extension.transforms?.map((transform) =>
      transform === original ? (tree: Root) => (mayHoldLiteral(tree) ? transform(tree) : undefined) : transform,
    );
  }
}

function mayHoldLiteral(tree: Root): boolean {
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as Nodes;
    if (node.type === 'text') {
      if (CANDIDATE.test(node.value)) return true;
    } else if (node.type !== 'link' && node.type !== 'linkReference' && 'children' in node) append(stack, node.children as Nodes[]);
  }
  return false;
}
