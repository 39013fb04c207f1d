import type { Link, Paragraph, PhrasingContent, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

const NAMES = new Set(['YouTube', 'LiteYouTubeEmbed', 'LinkCard', 'Iframe']);

/** The string attributes of a JSX element (expressions are never read here). */
function attributes(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of node.attributes) if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string') out[a.name] = a.value;
  return out;
}

/** The link an embed stands for in the twin: a reader of plain markdown follows it instead. */
function linkOf(name: string, attrs: Record<string, string>): { url: string; label: string; after?: string } | undefined {
  if (name === 'LinkCard') {
    const url = attrs.href ?? attrs.url;
    return url ? { url, label: attrs.title ?? url, ...(attrs.description ? { after: `: ${attrs.description}` } : {}) } : undefined;
  }
  if (name === 'Iframe') return attrs.src ? { url: attrs.src, label: attrs.title ?? attrs.src } : undefined;
  const id = attrs.id ?? attrs.videoId;
  return id && /^[A-Za-z0-9_-]{6,20}$/.test(id)
    ? { url: `https://www.youtube.com/watch?v=${id}`, label: `${attrs.title ?? 'Video'} (video)` }
    : undefined;
}

/** In the markdown twin, each embed is a link to what it shows. */
export function twinEmbeds(tree: Root): void {
  visit(tree, (node, index, parent) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !parent || index === undefined) return undefined;
    if (!node.name || !NAMES.has(node.name)) return undefined;
    const link = linkOf(node.name, attributes(node));
    if (!link) return undefined;
    const phrasing: PhrasingContent[] = [
      { type: 'link', url: link.url, children: [{ type: 'text', value: link.label }] } satisfies Link,
      ...(link.after ? [{ type: 'text' as const, value: link.after }] : []),
    ];
    // New nodes have no position, so the twin writer writes them afresh instead of copying the source.
    const replacement = node.type === 'mdxJsxFlowElement' ? [{ type: 'paragraph', children: phrasing } satisfies Paragraph] : phrasing;
    parent.children.splice(index, 1, ...(replacement as never[]));
    return index + replacement.length;
  });
}
