import type { Paragraph, PhrasingContent, Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { translateOf } from '../translate.ts';
import { visit } from 'unist-util-visit';
import { isDirective, warnUnusedAttributes } from '../../directives.ts';
import type { MarkdownFeature } from '../types.ts';
import { ADMONITION_KINDS, admonitionLook, isAdmonitionKind } from './look.ts';
import { rehypeAdmonitionComponent } from './component.ts';
import { admonitionTwin } from './twin.ts';

/** `:::kind [title]` ... `:::` containers become admonition blocks, as in Docusaurus. */
function remarkAdmonitions(this: Processor) {
  const t = translateOf(this);
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (!isDirective(node) || node.type !== 'containerDirective' || !isAdmonitionKind(node.name)) return;
      warnUnusedAttributes(node, file);
      const look = admonitionLook(node.name, t);
      const first = node.children[0];
      let title: PhrasingContent[] | undefined;
      if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        title = first.children;
        node.children.shift();
      }
      const titleNode: Paragraph = {
        type: 'paragraph',
        children: title ?? [{ type: 'text', value: look.title }],
        data: { hProperties: { className: ['admonition-heading'] } },
      };
      node.data = { hName: 'div', hProperties: { className: look.className } };
      node.children = [
        titleNode,
        {
          type: 'blockquote',
          children: node.children as never,
          data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
        },
      ] as never;
    });
  };
}

export const admonitions: MarkdownFeature = {
  name: 'admonitions',
  directives: ADMONITION_KINDS,
  components: ['Admonition'],
  remark: [remarkAdmonitions],
  rehype: [rehypeAdmonitionComponent],
  twin: admonitionTwin,
};
