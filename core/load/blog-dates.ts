/**
 * Where a blog post's date and slug come from its path inside blog/, as Docusaurus reads them:
 * `2024-01-15-post.md`, `2024/01/15/post.md`, `2024-01-15-post/index.md`, `2024/01/15-post.md`,
 * with any folder before the date kept in the slug.
 */
const DATED = /^(.*?)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(?:\/index)?\.mdx?$/i;

export interface PostName {
  /** ISO date, when the path holds one. */
  date?: string;
  /** The slug the path gives (without the date): `post`, `nested/post`. */
  slug: string;
}

export function postName(inBlog: string): PostName {
  const m = DATED.exec(inBlog);
  if (m) {
    const [, folder = '', y, mo, d, text = ''] = m;
    const date = `${y}-${mo?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
    if (!Number.isNaN(Date.parse(date))) {
      const slug = `${folder}${text}`.replace(/\/+$/, '') || date.replaceAll('-', '/');
      return { date, slug };
    }
  }
  return { slug: inBlog.replace(/(?:\/index)?\.mdx?$/i, '') };
}

/** A frontmatter date: a YAML date, `2024-01-15`, or a full timestamp. */
export function frontmatterDate(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value.slice(0, 10))))
    return value.slice(0, 10);
  return undefined;
}
