import { readFile } from 'node:fs/promises';
import path from 'node:path/posix';
import { load as parseYaml } from 'js-yaml';
import { diagnostic, type Diagnostic, preview } from '../../model/diagnostics.ts';
import { displayPath } from '../util/files.ts';
import { tagSlug } from '../../model/slug.ts';
import type { FrontmatterReader } from './frontmatter.ts';
import type { Author } from './types.ts';

/** Where a social handle (not a URL) points, for the platforms Docusaurus 3.5 knows. */
const SOCIAL_BASE: Record<string, string> = {
  x: 'https://x.com/',
  twitter: 'https://twitter.com/',
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  instagram: 'https://www.instagram.com/',
  threads: 'https://www.threads.net/@',
  mastodon: 'https://mastodon.social/@',
  youtube: 'https://youtube.com/@',
  twitch: 'https://twitch.tv/',
};

function socials(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [platform, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v !== 'string' && typeof v !== 'number') continue;
    const handle = String(v).trim();
    const base = SOCIAL_BASE[platform.toLowerCase()];
    out[platform] = /^https?:\/\//.test(handle) || !base ? handle : `${base}${handle.replace(/^@/, '')}`;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** One author record from authors.yml or inline frontmatter; both spellings Docusaurus accepts. */
export function authorFrom(key: string, a: Record<string, unknown>, page: boolean): Author {
  const text = (...names: string[]) => names.map((n) => a[n]).find((v): v is string => typeof v === 'string');
  const author: Author = { key, name: text('name') ?? key, page };
  const optional = {
    title: text('title'),
    url: text('url'),
    imageUrl: text('image_url', 'imageURL'),
    email: text('email'),
    socials: socials(a.socials),
  };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) (author as unknown as Record<string, unknown>)[k] = v;
  if (!author.url && author.email) author.url = `mailto:${author.email}`;
  return author;
}

/** `authors.yml` in `folder` (the blog folder, or its translation). */
export async function readAuthors(siteDir: string, files: readonly string[], diagnostics: Diagnostic[], folder = 'blog'): Promise<Author[]> {
  const rel = files.find((f) => f === `${folder}/authors.yml` || f === `${folder}/authors.yaml`);
  if (!rel) return [];
  const abs = path.join(siteDir.split('\\').join('/'), rel);
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
  return Object.entries(data as Record<string, unknown>).map(([key, a]) => {
    const record = (typeof a === 'object' && a !== null ? a : {}) as Record<string, unknown>;
    // `page: true` or `page: {permalink}` gives the author a page.
    return authorFrom(key, record, record.page === true || (typeof record.page === 'object' && record.page !== null));
  });
}

/**
 * A post's authors the ways Docusaurus accepts them: a key, a list of keys, inline objects, a mix,
 * or the older single-author keys (`author`, `author_title`, `author_url`, `author_image_url`).
 */
export function postAuthors(fm: FrontmatterReader, byKey: ReadonlyMap<string, Author>): Author[] {
  const raw = fm.raw('authors');
  const list: unknown[] = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  const out: Author[] = [];
  for (const item of list) {
    if (typeof item === 'string' || typeof item === 'number') {
      const key = String(item).trim();
      const a = byKey.get(key);
      if (a) out.push(a);
      else fm.warn('authors', 'unknown-author', `the author "${key}" is not in blog/authors.yml`, `add it there or use one of: ${[...byKey.keys()].join(', ') || '(none declared)'}`);
    } else if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const record = item as Record<string, unknown>;
      const known = typeof record.key === 'string' ? byKey.get(record.key) : undefined;
      // `{key: jane, title: Guest editor}` overrides fields of a declared author for this post.
      if (known) out.push({ ...known, ...withoutKey(authorFrom(known.key, { name: known.name, ...record }, known.page)) });
      else if (typeof record.name === 'string' || typeof record.image_url === 'string' || typeof record.imageURL === 'string') {
        const name = typeof record.name === 'string' ? record.name : '';
        out.push({ ...authorFrom(tagSlug(name) || 'author', record, false), inline: true });
      } else fm.bad('authors', 'has an author without `name`', 'write `authors: { name: Jane Doe, title: Editor }` or the key of an author in blog/authors.yml');
    } else fm.bad('authors', `has ${preview(item)}, which is neither a key nor an author object`, 'write a key of blog/authors.yml or `{ name: ..., title: ... }`');
  }
  const legacy = fm.string('author');
  if (legacy) {
    const record: Record<string, unknown> = { name: legacy, title: fm.raw('author_title') ?? fm.raw('authorTitle'), url: fm.raw('author_url') ?? fm.raw('authorURL'), image_url: fm.raw('author_image_url') ?? fm.raw('authorImageURL') };
    out.push({ ...authorFrom(tagSlug(legacy) || 'author', record, false), inline: true });
  }
  return out;
}

function withoutKey(a: Author): Omit<Author, 'key' | 'page'> {
  const { key: _key, page: _page, ...rest } = a;
  return rest;
}
