import type { DocFile, TagRef } from '../load/types.ts';
import type { Card, DocsTagRoute, DocsTagsRoute, TagSummary } from './types.ts';

/** Groups items by tag slug, keeping the first label seen and items in input order. */
export function groupByTag<T>(items: readonly T[], tagsOf: (item: T) => readonly TagRef[]): Map<string, { label: string; description?: string; items: T[] }> {
  const groups = new Map<string, { label: string; description?: string; items: T[] }>();
  for (const item of items) {
    for (const tag of tagsOf(item)) {
      const group = groups.get(tag.slug) ?? { label: tag.label, items: [], ...(tag.description ? { description: tag.description } : {}) };
      group.items.push(item);
      groups.set(tag.slug, group);
    }
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

export function docsTagRoutes(docs: readonly DocFile[]): (DocsTagsRoute | DocsTagRoute)[] {
  // Unlisted docs keep their tags on their own page but are left out of the tag pages.
  const groups = groupByTag(docs, (d) => (d.unlisted ? [] : d.tags));
  const summaries: TagSummary[] = [...groups].map(([slug, g]) => ({ label: g.label, path: `/docs/tags/${slug}`, count: g.items.length }));
  const index: DocsTagsRoute = { kind: 'docs-tags', path: '/docs/tags', title: 'Tags', description: 'Every tag used in the documentation.', keywords: [], tags: summaries };
  const pages = [...groups].map(([slug, g]): DocsTagRoute => ({
    kind: 'docs-tag',
    path: `/docs/tags/${slug}`,
    title: `${g.items.length} ${g.items.length === 1 ? 'doc' : 'docs'} tagged with "${g.label}"`,
    description: g.description ?? `Documentation pages tagged "${g.label}".`,
    keywords: [g.label],
    tag: { label: g.label, path: `/docs/tags/${slug}` },
    allTagsPath: '/docs/tags',
    docs: [...g.items]
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((d): Card => ({ title: d.title, description: d.description, path: d.path })),
  }));
  return [index, ...pages];
}
