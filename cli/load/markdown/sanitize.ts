import type { Root } from 'hast';
import { walkElements } from './walk.ts';

const DROPPED = new Set(['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link']);
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formAction', 'poster', 'cite', 'xLinkHref'];

/**
 * Markdown may carry raw HTML, and OpenAPI descriptions come from specs nobody here wrote. The
 * layout HTML authors use (details, spans, tables, images) passes; what runs code does not:
 * script-like elements, `on*` handlers and `javascript:` (or `data:` HTML) URLs.
 */
export function rehypeSanitize() {
  return (tree: Root) => {
    walkElements(tree, (node, parent, index) => {
      if (DROPPED.has(node.tagName)) {
        parent.children.splice(index, 1, { type: 'comment', value: ` ${node.tagName} removed ` });
        return false;
      }
      for (const key of Object.keys(node.properties)) {
        if (/^on[A-Z]/.test(key) || /^on[a-z]+$/.test(key)) delete node.properties[key];
      }
      for (const key of URL_ATTRIBUTES) {
        const value = node.properties[key];
        if (typeof value === 'string' && /^\s*(javascript|vbscript|data:text\/html)/i.test(value.replace(/[\u0000-\u001f]/g, ''))) delete node.properties[key];
      }
      return undefined;
    });
  };
}
