import type { DocFile, TagRef } from '../load/types.ts';
import type { Card, DocsTagRoute, DocsTagsRoute, TagSummary } from '../../model/routes.ts';
import type { Translate } from '../../renderer/i18n/translate.ts';

/** Groups items by tag slug, keeping the first label seen and items in input order. */
export interface TagGroup<T> {
  label: string;
  description?: string;
  /** Where the first explicit permalink for this slug was written. */
  origin?: TagRef['origin'];
  items: T[];
}

export function groupByTag<T>(items: readonly T[], tagsOf: (item: T) => readonly TagRef[]): Map<string, TagGroup<T>> {
  const groups = new Map<string, TagGroup<T>>();
  for (const item of items) {
    for (const tag of tagsOf(item)) {
      const group = groups.get(tag.slug) ?? { label: tag.label, items: [], ...(tag.description ? { description: tag.description } : {}) };
      if (!group.origin && tag.origin) group.origin = tag.origin;
      group.items.push(item);
      groups.set(tag.slug, group);
    }
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

/** The tag pages of one docs version: `<version route>/tags` and `<version route>/tags/<slug>`. */
export function docsTagRoutes(docs: readonly DocFile[], tagsPath: string, t: Translate): (DocsTagsRoute | DocsTagRoute)[] {
  // Unlisted docs keep their tags on their own page but are left out of the tag pages.
  const groups = groupByTag(docs, (d) => (d.unlisted ? [] : d.tags));
  const summaries: TagSummary[] = [...groups].map(([slug, g]) => ({ label: g.label, path: `${tagsPath}/${slug}`, count: g.items.length }));
  const index: DocsTagsRoute = { kind: 'docs-tags', path: tagsPath, title: t('theme.tags.tagsPageTitle', 'Tags'), description: t('portal.docs.tagsDescription', 'Every tag used in the documentation.'), keywords: [], tags: summaries };
  const pages = [...groups].map(([slug, g]): DocsTagRoute => ({
    kind: 'docs-tag',
    path: `${tagsPath}/${slug}`,
    title: t('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', { nDocsTagged: t('theme.docs.tagDocListPageTitle.nDocsTagged', '{count} doc tagged|{count} docs tagged', { count: g.items.length }), tagName: g.label }),
    description: g.description ?? t('portal.docs.tagDescription', 'Documentation pages tagged "{tagName}".', { tagName: g.label }),
    keywords: [g.label],
    tag: { label: g.label, path: `${tagsPath}/${slug}` },
    allTagsPath: tagsPath,
    ...originOf(g),
    docs: [...g.items]
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((d): Card => ({ title: d.title, description: d.description, path: d.path })),
  }));
  return [index, ...pages];
}

/** A tag page's source is where its permalink was written, so a bad one is reported there. */
export function originOf(group: TagGroup<unknown>): { source?: string; sourceLine?: number } {
  return group.origin ? { source: group.origin.file, sourceLine: group.origin.line } : {};
}
