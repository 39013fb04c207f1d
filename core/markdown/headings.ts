import type { Element, Root } from 'hast';
import { walkElements } from './walk.ts';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { createSlugger } from '../../model/slug.ts';
import { isReservedId } from '../../model/reserved.ts';
import { reservedIdWarning } from './reserved-names.ts';
import { ENGLISH } from '../../renderer/i18n/translate.ts';
import type { MarkdownContext } from './context.ts';

/** GitHub-style ids for every heading without one, and the heading list the TOC is built from. */
export function rehypeHeadings(ctx?: Pick<MarkdownContext, 't'>) {
  const t = ctx?.t ?? ENGLISH;
  return (tree: Root, file: VFile) => {
    const facts = file.data.facts;
    const slugger = createSlugger();
    walkElements(tree, (node: Element) => {
      if (node.tagName === 'pre') return false;
      const m = /^h([1-6])$/.exec(node.tagName);
      if (!m) return;
      const text = toString(node).trim();
      let id = node.properties.id === undefined ? undefined : String(node.properties.id);
      if (id === undefined) {
        id = slugger.slug(text);
        // A heading titled `__portal-data` would make a shell id: it is prefixed like a written one.
        if (isReservedId(id)) id = reservedIdWarning(facts, id, node.position?.start);
      } else slugger.slug(id);
      node.properties.id = id;
      facts?.headings.push({ depth: Number(m[1]), text, id });
      // A visible anchor link, so readers can copy a link to the section.
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: t('theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: text }) },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
