import type { Link, PhrasingContent } from 'mdast';
import { isJsxElement, stringAttributes } from '../jsx-attributes.ts';
import type { TwinRule } from '../types.ts';

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

/** In the markdown twin, each embed (the components the feature claims) is a link to what it shows, or else its content. */
export const embedTwin: TwinRule = {
  write(node, twin) {
    if (!isJsxElement(node)) return [];
    const link = linkOf(node.name ?? '', stringAttributes(node));
    if (!link) return twin.clean(node.children);
    const phrasing: PhrasingContent[] = [
      { type: 'link', url: link.url, children: [{ type: 'text', value: link.label }] } satisfies Link,
      ...(link.after ? [{ type: 'text' as const, value: link.after }] : []),
    ];
    return twin.mode === 'flow' ? [{ type: 'paragraph', children: phrasing }] : phrasing;
  },
};
