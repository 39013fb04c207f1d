import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { walkElements } from '../../walk.ts';
import type { MarkdownFeature } from '../types.ts';

/**
 * ```` ```mermaid ```` fences stay as their source text in a `.mermaid-diagram`: the client draws
 * them when they scroll into view (renderer/client/content/), and without JavaScript the reader
 * still sees the diagram's source. The page is marked so the client loads mermaid only where used.
 */
function rehypeMermaid() {
  return (tree: Root, file: VFile) => {
    walkElements(tree, (node, parent, index) => {
      if (node.tagName !== 'pre') return undefined;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      const classes = (code?.properties.className as string[] | undefined) ?? [];
      if (!code || !classes.includes('language-mermaid')) return undefined;
      if (file.data.facts) file.data.facts.hasMermaid = true;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['mermaid-diagram'] },
        children: [
          {
            type: 'element',
            tagName: 'pre',
            properties: { className: ['mermaid-source'] },
            children: [{ type: 'text', value: toString(code).replace(/\n$/, '') }],
          },
        ],
      };
      return false;
    });
  };
}

export const mermaid: MarkdownFeature = {
  name: 'mermaid',
  // Before code blocks (registry order), which would otherwise highlight the diagram's source.
  finish: [rehypeMermaid],
};
