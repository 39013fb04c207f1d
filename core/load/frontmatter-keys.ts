import type { FrontmatterReader } from './frontmatter.ts';
import { closest } from '../../model/slug.ts';

export type ContentKind = 'doc' | 'post' | 'page';

/** Keys Docusaurus 3.5 accepts on every kind of markdown file. */
const COMMON = [
  'title', 'description', 'keywords', 'image', 'slug', 'draft', 'unlisted', 'hide_table_of_contents',
  'toc_min_heading_level', 'toc_max_heading_level', 'last_update', 'tags', 'custom_edit_url',
];

const KNOWN: Record<ContentKind, ReadonlySet<string>> = {
  doc: new Set([
    ...COMMON, 'id', 'sidebar_label', 'sidebar_position', 'sidebar_class_name', 'sidebar_custom_props', 'sidebar_key',
    'displayed_sidebar', 'hide_title', 'pagination_label', 'pagination_prev', 'pagination_next', 'parse_number_prefixes',
  ]),
  post: new Set([
    ...COMMON, 'authors', 'date', 'title_meta', 'sidebar_label', 'hide_title',
    // Docusaurus 1-2 single-author keys, still accepted by 3.5.
    'author', 'author_title', 'author_url', 'author_image_url', 'authorURL', 'authorTitle', 'authorImageURL', 'authorFBID',
  ]),
  // `hero` and `features` are the portal's own home page keys.
  page: new Set([...COMMON, 'wrapperClassName', 'hide_title', 'hero', 'features']),
};

/**
 * Docusaurus ignores frontmatter keys it does not know, so an unknown key is a warning (often a
 * typo of a known one), never an error.
 */
export function warnUnknownKeys(fm: FrontmatterReader, kind: ContentKind): void {
  const known = KNOWN[kind];
  for (const key of fm.keys()) {
    if (known.has(key)) continue;
    const near = closest(key, known);
    fm.warn(key, 'frontmatter-unknown-key', `frontmatter \`${key}\` is not a ${kind === 'post' ? 'blog post' : kind} key Docusaurus or portal read, so it has no effect`,
      near ? `did you mean \`${near}\`?` : 'remove it, or keep it if another tool reads it');
  }
}
