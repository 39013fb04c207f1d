import type { Root } from 'hast';
import { walkElements } from './walk.ts';
import type { VFile } from 'vfile';

/** Records every id the page renders and where a `<!-- truncate -->` marker splits the excerpt. */
export function rehypeCollect() {
  return (tree: Root, file: VFile) => {
    const facts = file.data.facts;
    if (!facts) return;
    walkElements(tree, (node) => {
      if (node.tagName === 'pre') return false;
      if (typeof node.properties.id === 'string') facts.ids.push(node.properties.id);
      if (node.tagName === 'a' && typeof node.properties.name === 'string') facts.ids.push(node.properties.name);
    });
    const i = tree.children.findIndex((n) => n.type === 'comment' && n.value.trim() === 'truncate');
    if (i >= 0) facts.truncateAt = i;
  };
}

/** Fills `<TOCInline />` placeholders with the page's h2-h3 headings, once the ids are known. */
export function rehypeTocInline() {
  return (tree: Root, file: VFile) => {
    if (!file.data.facts?.hasTocInline) return;
    const all = file.data.facts.headings;
    walkElements(tree, (node) => {
      if (node.tagName === 'pre') return false;
      if (node.tagName !== 'nav' || node.properties.dataTocInline === undefined) return;
      // Docusaurus's minHeadingLevel and maxHeadingLevel props, h2-h3 by default.
      const min = Number(node.properties.dataMinLevel ?? 2);
      const max = Number(node.properties.dataMaxLevel ?? 3);
      delete node.properties.dataMinLevel;
      delete node.properties.dataMaxLevel;
      const headings = all.filter((h) => h.depth >= min && h.depth <= max);
      node.children = [
        {
          type: 'element',
          tagName: 'ul',
          properties: {},
          children: headings.map((h) => ({
            type: 'element' as const,
            tagName: 'li',
            properties: { className: [`toc-depth-${h.depth}`] },
            children: [
              {
                type: 'element' as const,
                tagName: 'a',
                properties: { href: `#${h.id}` },
                children: [{ type: 'text' as const, value: h.text }],
              },
            ],
          })),
        },
      ];
    });
  };
}
