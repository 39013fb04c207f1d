import type { Blockquote, Nodes, PhrasingContent } from 'mdast';
import { isDirective } from '../../directives.ts';
import { isJsxElement, stringAttributes } from '../jsx-attributes.ts';
import type { TwinRule } from '../types.ts';
import { admonitionLook } from './look.ts';

/**
 * In the twin, `:::tip[Title]` and `<Admonition type="tip" title="Title">` are a quoted block
 * under a bold "Tip: Title", the default title being the page's (in English).
 */
export const admonitionTwin: TwinRule = {
  write(node, twin) {
    let kind = 'note';
    let title: PhrasingContent[] | undefined;
    let body: readonly Nodes[] = 'children' in node ? (node.children as Nodes[]) : [];
    if (isDirective(node)) {
      kind = node.name;
      const first = node.children[0];
      if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        title = first.children;
        body = node.children.slice(1) as Nodes[];
      }
    } else if (isJsxElement(node)) {
      const attrs = stringAttributes(node);
      kind = attrs.type ?? kind;
      if (attrs.title) title = [{ type: 'text', value: attrs.title }];
    }
    const kindTitle = admonitionLook(kind).title;
    const heading: PhrasingContent[] = title?.length
      ? [{ type: 'text', value: `${kindTitle}: ` }, ...title]
      : [{ type: 'text', value: kindTitle }];
    // A directive's body is blocks; an element's is what its place allows.
    const cleaned = twin.clean(body, isDirective(node) ? 'flow' : twin.mode);
    if (twin.mode === 'phrasing') return [{ type: 'strong', children: heading }, { type: 'text', value: ' ' }, ...cleaned];
    const quote: Blockquote = {
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [{ type: 'strong', children: heading }] }, ...(cleaned as Blockquote['children'])],
    };
    return [quote];
  },
};
