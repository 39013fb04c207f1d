import { z } from 'zod';
import { preview } from '../../model/diagnostics.ts';
import { closest } from '../../model/slug.ts';
import type { FrontmatterReader } from './frontmatter.ts';

/**
 * The frontmatter each kind of markdown file may carry: Docusaurus 3.5's keys (and the portal's own
 * home-page `hero` and `features`), in one schema per kind. Values are coerced as Docusaurus's
 * schema coerces them (`sidebar_position: "2"` is 2, `draft: "true"` is true); a key of the
 * wrong type is an error at its line, an unknown key a warning (Docusaurus ignores those), with
 * the known key it most resembles.
 */
export type ContentKind = 'doc' | 'post' | 'page';

const text = z
  .union([z.string(), z.number(), z.date()], { error: 'must be text' })
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).trim()));
const num = z.unknown().transform((v, ctx) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  if (Number.isFinite(n)) return n;
  ctx.addIssue({ code: 'custom', message: 'must be a number' });
  return z.NEVER;
});
const bool = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'must be true or false' })
  .transform((v) => v === true || v === 'true');
const textList = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: 'must be a list of text values' })
  .transform((v) => (typeof v === 'string' ? v.split(',') : v).map((x) => String(x).trim()).filter(Boolean));
/** Tags and authors keep their forms (a key, an object, a list of either): the loaders read them with the tags file and authors.yml. */
const any = z.unknown();
const date = z.union([z.string(), z.date()], { error: 'must be a date such as 2024-01-15' });

const opt = <T extends z.ZodType>(schema: T) => schema.nullish();

const COMMON = {
  title: opt(text),
  description: opt(text),
  keywords: opt(textList),
  image: opt(text),
  slug: opt(text),
  draft: opt(bool),
  unlisted: opt(bool),
  hide_table_of_contents: opt(bool),
  toc_min_heading_level: opt(num),
  toc_max_heading_level: opt(num),
  last_update: any,
  tags: any,
  custom_edit_url: opt(text),
};

const FRONTMATTER = {
  doc: z.strictObject({
    ...COMMON,
    id: opt(text),
    sidebar_label: opt(text),
    sidebar_position: opt(num),
    sidebar_class_name: opt(text),
    sidebar_custom_props: any,
    sidebar_key: opt(text),
    displayed_sidebar: opt(text),
    hide_title: opt(bool),
    pagination_label: opt(text),
    pagination_prev: opt(text),
    pagination_next: opt(text),
    parse_number_prefixes: opt(bool),
  }),
  post: z.strictObject({
    ...COMMON,
    authors: any,
    date: opt(date),
    title_meta: opt(text),
    sidebar_label: opt(text),
    hide_title: opt(bool),
    // Docusaurus 1-2 single-author keys, still accepted by 3.5.
    author: opt(text),
    author_title: opt(text),
    author_url: opt(text),
    author_image_url: opt(text),
    authorURL: opt(text),
    authorTitle: opt(text),
    authorImageURL: opt(text),
    authorFBID: opt(text),
  }),
  // `hero` and `features` are the portal's own home page keys.
  page: z.strictObject({ ...COMMON, wrapperClassName: opt(text), hide_title: opt(bool), hero: any, features: any }),
} satisfies Record<ContentKind, z.ZodObject>;

/**
 * A file's frontmatter as its kind's schema reads it: each key typed (coerced as Docusaurus
 * coerces), a key whose value is of the wrong type left out. `null` stays null: for some keys
 * (`pagination_next`, `custom_edit_url`) it means "none".
 */
export type Frontmatter<K extends ContentKind> = Partial<z.output<(typeof FRONTMATTER)[K]>>;

const NOUN: Record<ContentKind, string> = { doc: 'doc', post: 'blog post', page: 'page' };

/**
 * Reads a file's frontmatter with its kind's schema, key by key, so one bad value costs only its
 * own key: a value of the wrong type is an error at its line and the key is left out; a value the
 * schema coerces (`"3"` for a number) comes out coerced, so the loaders read typed values; an
 * unknown key is a warning with the known key it most resembles (Docusaurus ignores those).
 */
export function checkFrontmatter<K extends ContentKind>(fm: FrontmatterReader, kind: K): Frontmatter<K> {
  const shape = FRONTMATTER[kind].shape as Record<string, z.ZodType>;
  const known = Object.keys(shape);
  const out: Record<string, unknown> = {};
  for (const [key, value] of fm.entries()) {
    const schema = shape[key];
    if (!schema) {
      const near = closest(key, known);
      fm.warn(
        key,
        'frontmatter-unknown-key',
        `frontmatter \`${key}\` is not a ${NOUN[kind]} key Docusaurus or portal read, so it has no effect`,
        near ? `did you mean \`${near}\`?` : 'remove it, or keep it if another tool reads it',
      );
      continue;
    }
    const result = schema.safeParse(value);
    if (result.success) {
      if (result.data !== undefined) out[key] = result.data;
      continue;
    }
    const message = result.error.issues[0]?.message ?? 'has a value of the wrong type';
    fm.bad(key, `${message}, got ${preview(value)}`, HINTS[message]?.(key) ?? `see the frontmatter reference for \`${key}\``);
  }
  return out as Frontmatter<K>;
}

const HINTS: Record<string, (key: string) => string> = {
  'must be text': (key) => `write \`${key}: some text\``,
  'must be a number': (key) => `write \`${key}: 3\``,
  'must be true or false': (key) => `write \`${key}: true\``,
  'must be a list of text values': (key) => `write \`${key}: [one, two]\``,
  'must be a date such as 2024-01-15': (key) => `write \`${key}: 2024-01-15\``,
};
