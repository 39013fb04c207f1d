import { readFile } from 'node:fs/promises';
import path from 'node:path/posix';
import { load as parseYaml } from 'js-yaml';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { displayPath } from '../util/files.ts';
import { firstHeading, isMarkdown, readingMinutes, readSource, type Pending } from './pending.ts';
import type { Author, BlogPostFile } from './types.ts';

const DATED = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

export async function readAuthors(siteDir: string, files: readonly string[], diagnostics: Diagnostic[]): Promise<Author[]> {
  const rel = files.find((f) => /^blog\/authors\.ya?ml$/.test(f));
  if (!rel) return [];
  const abs = path.join(siteDir, rel);
  const display = displayPath(abs);
  let data: unknown;
  try {
    data = parseYaml(await readFile(abs, 'utf8'));
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    diagnostics.push(diagnostic('error', 'authors-syntax', `authors file is not valid YAML: ${(error as { reason?: string }).reason ?? (error as Error).message}`, { file: display, point: mark ? { line: mark.line + 1, column: mark.column + 1 } : undefined, hint: 'each author is a key with name, title, url and image_url under it' }));
    return [];
  }
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data as Record<string, Record<string, unknown>>).map(([key, a]) => {
    const author: Author = { key, name: typeof a?.name === 'string' ? a.name : key, page: a?.page === true };
    if (typeof a?.title === 'string') author.title = a.title;
    if (typeof a?.url === 'string') author.url = a.url;
    if (typeof a?.image_url === 'string') author.imageUrl = a.image_url;
    return author;
  });
}

/** First pass over blog/: dates, slugs and authors from file names and frontmatter. */
export async function readPosts(siteDir: string, files: readonly string[], authors: readonly Author[], diagnostics: Diagnostic[]): Promise<Pending<BlogPostFile>[]> {
  const byKey = new Map(authors.map((a) => [a.key, a]));
  const out = await Promise.all(
    files
      .filter((f) => f.startsWith('blog/') && isMarkdown(f))
      .map(async (relPath): Promise<Pending<BlogPostFile> | undefined> => {
        const { source, text, fm } = await readSource(siteDir, relPath, diagnostics);
        if (fm.boolean('draft') === true) return undefined;
        // `blog/2023-03-29-2023-q1.md` or `blog/2023-03-29-2023-q1/index.md`
        const base = path.basename(relPath).replace(/\.mdx?$/i, '');
        const name = /^index$/i.test(base) ? path.basename(path.dirname(relPath)) : base;
        const dated = DATED.exec(name);
        const date = normaliseDate(fm.raw('date')) ?? (dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : undefined);
        if (date === undefined) {
          fm.bad('date', 'is missing and the file name does not start with a date', 'name the file YYYY-MM-DD-slug.md or add `date: 2023-03-29`');
        }
        const slug = (fm.string('slug') ?? dated?.[4] ?? name).replace(/^\/+|\/+$/g, '');
        const postAuthors = fm.strings('authors').flatMap((key) => {
          const a = byKey.get(key);
          if (!a) fm.warn('authors', 'unknown-author', `the author "${key}" is not in blog/authors.yml`, `add it there or use one of: ${[...byKey.keys()].join(', ') || '(none declared)'}`);
          return a ? [a] : [];
        });
        const postPath = `/blog/${slug}`;
        return {
          source,
          text,
          path: postPath,
          finish: (content) => {
            const post: BlogPostFile = {
              ...source,
              slug,
              path: postPath,
              title: fm.string('title') ?? firstHeading(text) ?? slug,
              description: fm.string('description') ?? content.text.slice(0, 160),
              date: date ?? '1970-01-01',
              authors: postAuthors,
              tags: fm.tags(),
              keywords: fm.strings('keywords'),
              readingMinutes: readingMinutes(content.text),
              content,
            };
            const image = fm.string('image');
            if (image !== undefined) post.image = image;
            return post;
          },
        };
      }),
  );
  return out.filter((p): p is Pending<BlogPostFile> => p !== undefined);
}

function normaliseDate(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return undefined;
}
