import type { Heading, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { MarkdownFeature } from '../types.ts';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** `## Title {#custom-id}` sets the heading's id, as in Docusaurus; the marker is not shown. */
function remarkCustomHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children[node.children.length - 1];
      if (last?.type !== 'text') return;
      const m = CUSTOM_ID.exec((last as Text).value);
      if (!m) return;
      (last as Text).value = (last as Text).value.slice(0, m.index);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: m[1] } };
    });
  };
}

export const headingIds: MarkdownFeature = {
  name: 'heading-ids',
  // The twin drops the marker from the source before parsing (emit/markdown-twin.ts), as MDX must.
  remark: [remarkCustomHeadingIds],
};
