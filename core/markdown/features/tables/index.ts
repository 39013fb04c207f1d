import type { Element, Root } from 'hast';
import { walkElements } from '../../walk.ts';
import type { MarkdownFeature } from '../types.ts';

/** The class of the box a table scrolls sideways in (theme/content.css, renderer/client/content/scroll-regions.ts). */
export const TABLE_SCROLL_CLASS = 'table-scroll';

/**
 * Every table (GFM or raw HTML) goes in a box of its own that scrolls sideways when the table is
 * wider than the column. The table itself keeps its table role: made the scroller (`display:
 * block`), it could not also be the labelled, focusable region a keyboard reader scrolls with the
 * arrow keys, which the client makes of the box when the table overflows. A `finish` step: the
 * box is the portal's markup, made after the sanitiser, and copies nothing of the author's.
 */
function rehypeTableScroll() {
  return (tree: Root) => {
    walkElements(tree, (node, parent, index) => {
      if (node.tagName !== 'table') return undefined;
      const inBox = parent.type === 'element' && ((parent.properties.className as string[] | undefined) ?? []).includes(TABLE_SCROLL_CLASS);
      if (!inBox) {
        const box: Element = { type: 'element', tagName: 'div', properties: { className: [TABLE_SCROLL_CLASS] }, children: [node] };
        parent.children[index] = box;
      }
      // A table inside a cell scrolls with its outer table.
      return false;
    });
  };
}

export const tables: MarkdownFeature = {
  name: 'tables',
  finish: [rehypeTableScroll],
};
