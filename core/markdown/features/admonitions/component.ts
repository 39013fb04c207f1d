import type { Element, Root } from 'hast';
import type { Processor } from 'unified';
import { markerProps } from '../../components.ts';
import { walkElements } from '../../walk.ts';
import { translateOf } from '../translate.ts';
import { admonitionLook } from './look.ts';

/** `<Admonition type="tip" title="...">` (its marker from the component pass) as the same markup as `:::tip`. */
export function rehypeAdmonitionComponent(this: Processor) {
  const t = translateOf(this);
  return (tree: Root) => {
    const found: { node: Element; parent: Root | Element; index: number }[] = [];
    walkElements(tree, (node, parent, index) => {
      if (node.tagName === 'pre') return false;
      if (node.properties.dataMdx === 'Admonition') found.push({ node, parent, index });
      return undefined;
    });
    // Inner ones first, so an admonition inside another is found in its place.
    for (const { node, parent, index } of found.reverse()) {
      const props = markerProps(node);
      const look = admonitionLook(props.type === undefined || props.type === null ? 'note' : String(props.type), t);
      const title = props.title === undefined || props.title === null ? look.title : String(props.title);
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: look.className },
        children: [
          { type: 'element', tagName: 'p', properties: { className: ['admonition-heading'] }, children: [{ type: 'text', value: title }] },
          { type: 'element', tagName: 'div', properties: { className: ['admonition-content'] }, children: node.children },
        ],
        ...(node.position ? { position: node.position } : {}),
      };
    }
  };
}
