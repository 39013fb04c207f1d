import path from 'node:path/posix';
import { diagnostic, type Diagnostic, preview } from '../../model/diagnostics.ts';
import { displayPath } from '../util/files.ts';
import { tagSlug } from '../../model/slug.ts';
import type { FrontmatterReader } from './frontmatter.ts';
import type { Frontmatter } from './frontmatter-schema.ts';
import type { Author } from './types.ts';
import { readYamlData } from './yaml-data.ts';
import { unsafeImageReason, unsafeUrlReason } from '../../model/url-policy.ts';

/**
 * Passes an author's URL on, or refuses it: `field` is where it was written (`url`, `image_url`,
 * `socials.x`), `judge` says why it may not be used.
 */
export type AuthorUrlCheck = (field: string, value: string, judge: (value: string) => string | undefined) => string | undefined;

const passAll: AuthorUrlCheck = (_field, value) => value;

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

function socials(value: unknown, check: AuthorUrlCheck): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [platform, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v !== 'string' && typeof v !== 'number') continue;
    const handle = String(v).trim();
    const base = SOCIAL_BASE[platform.toLowerCase()];
    const url = check(`socials.${platform}`, /^https?:\/\//.test(handle) || !base ? handle : `${base}${handle.replace(/^@/, '')}`, (u) =>
      unsafeUrlReason(u),
    );
    if (url !== undefined) out[platform] = url;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * One author record from authors.yml or inline frontmatter; both spellings Docusaurus accepts. Its
 * URLs go through `check` (the URL policy: a `javascript:` url is dropped with a warning).
 */
export function authorFrom(key: string, a: Record<string, unknown>, page: boolean, check: AuthorUrlCheck = passAll): Author {
  const text = (...names: string[]) =>
    names.map((n) => [n, a[n]] as const).find((e): e is readonly [string, string] => typeof e[1] === 'string');
  const url = (judge: (value: string) => string | undefined, ...names: string[]) => {
    const found = text(...names);
    return found === undefined ? undefined : check(found[0], found[1], judge);
  };
  const author: Author = { key, name: text('name')?.[1] ?? key, page };
  const optional = {
    title: text('title')?.[1],
    url: url((v) => unsafeUrlReason(v), 'url'),
    imageUrl: url(unsafeImageReason, 'image_url', 'imageURL'),
    email: text('email')?.[1],
    socials: socials(a.socials, check),
  };
  for (const [k, v] of Object.entries(optional)) if (v !== undefined) (author as unknown as Record<string, unknown>)[k] = v;
  if (!author.url && author.email) author.url = `mailto:${author.email}`;
  return author;
}

/** `authors.yml` in `folder` (the blog folder, or its translation). */
export async function readAuthors(
  siteDir: string,
  files: readonly string[],
  diagnostics: Diagnostic[],
  folder = 'blog',
): Promise<Author[]> {
  const rel = files.find((f) => f === `${folder}/authors.yml` || f === `${folder}/authors.yaml`);
  if (!rel) return [];
  const abs = path.join(siteDir.split('\\').join('/'), rel);
  const display = displayPath(abs);
  const read = await readYamlData(
    abs,
    display,
    {
      code: 'authors-syntax',
      what: 'authors file is not valid YAML',
      hint: 'each author is a key with name, title, url and image_url under it',
    },
    diagnostics,
  );
  if (!read) return [];
  const { data } = read;
  if (typeof data !== 'object' || data === null) return [];
  const locate = (path: string[]) => read.locate(path, { key: true });
  return Object.entries(data as Record<string, unknown>).map(([key, a]) => {
    const record = (typeof a === 'object' && a !== null ? a : {}) as Record<string, unknown>;
    const check: AuthorUrlCheck = (field, value, judge) => {
      const reason = judge(value);
      if (reason === undefined) return value;
      diagnostics.push(
        diagnostic(
          'warning',
          'unsafe-url',
          `the ${field} of the author "${key}" is ${preview(value)}, a URL with ${reason}, so it is left out`,
          {
            file: display,
            point: locate([key, ...field.split('.')]),
            hint: 'links may use http:, https:, mailto: or tel:, or be a path on the site',
          },
        ),
      );
      return undefined;
    };
    // `page: true` or `page: {permalink}` gives the author a page.
    return authorFrom(key, record, record.page === true || (typeof record.page === 'object' && record.page !== null), check);
  });
}

/**
 * A post's authors the ways Docusaurus accepts them: a key, a list of keys, inline objects, a mix,
 * or the older single-author keys (`author`, `author_title`, `author_url`, `author_image_url`).
 */
export function postAuthors(fm: FrontmatterReader, data: Frontmatter<'post'>, byKey: ReadonlyMap<string, Author>): Author[] {
  const inline =
    (key: string): AuthorUrlCheck =>
    (_field, value, judge) =>
      fm.checkedUrl(key, value, judge);
  const raw = data.authors;
  const list: unknown[] = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  const out: Author[] = [];
  for (const item of list) {
    if (typeof item === 'string' || typeof item === 'number') {
      const key = String(item).trim();
      const a = byKey.get(key);
      if (a) out.push(a);
      else
        fm.warn(
          'authors',
          'unknown-author',
          `the author "${key}" is not in blog/authors.yml`,
          `add it there or use one of: ${[...byKey.keys()].join(', ') || '(none declared)'}`,
        );
    } else if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const record = item as Record<string, unknown>;
      const known = typeof record.key === 'string' ? byKey.get(record.key) : undefined;
      // `{key: jane, title: Guest editor}` overrides fields of a declared author for this post.
      if (known)
        out.push({ ...known, ...withoutKey(authorFrom(known.key, { name: known.name, ...record }, known.page, inline('authors'))) });
      else if (typeof record.name === 'string' || typeof record.image_url === 'string' || typeof record.imageURL === 'string') {
        const name = typeof record.name === 'string' ? record.name : '';
        out.push({ ...authorFrom(tagSlug(name) || 'author', record, false, inline('authors')), inline: true });
      } else
        fm.bad(
          'authors',
          'has an author without `name`',
          'write `authors: { name: Jane Doe, title: Editor }` or the key of an author in blog/authors.yml',
        );
    } else
      fm.bad(
        'authors',
        `has ${preview(item)}, which is neither a key nor an author object`,
        'write a key of blog/authors.yml or `{ name: ..., title: ... }`',
      );
  }
  const legacy = data.author;
  if (legacy) {
    const record: Record<string, unknown> = {
      name: legacy,
      title: data.author_title ?? data.authorTitle,
      url: data.author_url ?? data.authorURL,
      image_url: data.author_image_url ?? data.authorImageURL,
    };
    const legacyCheck: AuthorUrlCheck = (field, value, judge) =>
      fm.checkedUrl(
        field === 'url'
          ? data.author_url != null
            ? 'author_url'
            : 'authorURL'
          : data.author_image_url != null
            ? 'author_image_url'
            : 'authorImageURL',
        value,
        judge,
      );
    out.push({ ...authorFrom(tagSlug(legacy) || 'author', record, false, legacyCheck), inline: true });
  }
  return out;
}

function withoutKey(a: Author): Omit<Author, 'key' | 'page'> {
  const { key: _key, page: _page, ...rest } = a;
  return rest;
}
