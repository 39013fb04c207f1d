import path from 'node:path/posix';
import { mapLimited, READ_LIMIT } from '../util/map-limited.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import type { FrontmatterReader } from './frontmatter.ts';
import { checkFrontmatter } from './frontmatter-schema.ts';
import { splitNumberPrefix, stripNumberPrefixes } from './number-prefix.ts';
import { firstHeading, isMarkdown, readSource, type FrontmatterMemo, type Pending } from './pending.ts';
import type { TagDefs } from './tags-file.ts';
import type { DocFile, DocsVersion, LastUpdate } from './types.ts';
import { preview } from '../../model/diagnostics.ts';
import { contentFiles, type LocaleLayer } from './locale-layer.ts';
import { unsafeImageReason } from '../../model/url-policy.ts';

export interface DocsInput {
  siteDir: string;
  files: readonly string[];
  fileSet: ReadonlySet<string>;
  diagnostics: Diagnostic[];
  /** The docs version whose folder is read. */
  version: DocsVersion;
  /** The locale built, and where its translations are. */
  layer: LocaleLayer;
  /** The version's `tags.yml`, when it has one. */
  tagDefs?: TagDefs | undefined;
  /** Drafts are left out of builds; the dev server may show them. */
  includeDrafts?: boolean;
  memo?: FrontmatterMemo;
}

/**
 * First pass over one docs version's folder: frontmatter, ids and routes, no rendering yet. A doc
 * the locale has translated is read from its translation; its id and route are the original's.
 */
export async function readDocs({
  siteDir,
  files,
  fileSet,
  diagnostics,
  version,
  layer,
  tagDefs,
  includeDrafts = false,
  memo,
}: DocsInput): Promise<Pending<DocFile>[]> {
  const out: Pending<DocFile>[] = [];
  await mapLimited(
    contentFiles(files, fileSet, version.contentDir, version.i18nDir, layer).filter((f) => isMarkdown(f.inFolder)),
    READ_LIMIT,
    async ({ relPath, contentPath, inFolder: inDocs, untranslated }) => {
      const { source, text, fm } = await readSource(siteDir, relPath, diagnostics, memo);
      const data = checkFrontmatter(fm, 'doc');
      if (data.draft === true && !includeDrafts) return;
      const sourceDir = path.dirname(inDocs) === '.' ? '' : path.dirname(inDocs);
      const parse = data.parse_number_prefixes ?? true;
      const dir = parse ? stripNumberPrefixes(sourceDir) : sourceDir;
      const fileName = path.basename(inDocs).replace(/\.mdx?$/i, '');
      const prefixed = parse ? splitNumberPrefix(fileName) : { name: fileName };
      const idPart = data.id ?? prefixed.name;
      if (idPart.includes('/') || idPart === '.' || idPart === '..')
        fm.bad('id', `must not contain "/" or be "." or ".." (got "${idPart}")`, 'use `slug` to change the URL path');
      const id = dir ? `${dir}/${idPart}` : idPart;
      const categoryIndex = isCategoryIndex(prefixed.name, dir);
      const docPath = docRoute(version.routePath, {
        dir,
        idPart,
        slug: fm.slug(data.slug),
        categoryIndex: categoryIndex && data.id == null,
      });
      const title = data.title ?? firstHeading(text) ?? idPart;
      const tags = fm.tags(data.tags, tagDefs);
      out.push({
        source,
        contentPath,
        text,
        path: docPath,
        finish: (content) => {
          const doc: DocFile = {
            ...source,
            version: version.key,
            contentPath,
            untranslated,
            id,
            dir,
            sourceDir,
            categoryIndex,
            path: docPath,
            explicitSlug: data.slug != null,
            title,
            description: data.description ?? firstSentence(content.text),
            tags,
            keywords: data.keywords ?? [],
            hideTitle: data.hide_title ?? false,
            hideTableOfContents: data.hide_table_of_contents ?? false,
            unlisted: data.unlisted ?? false,
            content,
          };
          const optional = {
            image: fm.url('image', data.image, unsafeImageReason),
            sidebarLabel: data.sidebar_label ?? undefined,
            sidebarPosition: data.sidebar_position ?? prefixed.position,
            sidebarClassName: data.sidebar_class_name ?? undefined,
            displayedSidebar: data.displayed_sidebar ?? undefined,
            paginationLabel: data.pagination_label ?? undefined,
            paginationPrev: data.pagination_prev,
            paginationNext: data.pagination_next,
            customEditUrl: nullableUrl(fm, data.custom_edit_url),
            lastUpdate: readLastUpdate(fm, data.last_update),
            tocMin: data.toc_min_heading_level ?? undefined,
            tocMax: data.toc_max_heading_level ?? undefined,
          };
          for (const [k, v] of Object.entries(optional)) if (v !== undefined) (doc as unknown as Record<string, unknown>)[k] = v;
          return doc;
        },
      });
    },
  );
  return out.sort((a, b) => a.source.relPath.localeCompare(b.source.relPath));
}

/** Docusaurus's convention: `index`, `README` or a file named like its folder is the folder's page. */
export function isCategoryIndex(name: string, dir: string): boolean {
  const folder = dir.split('/').pop() ?? '';
  return /^(index|readme)$/i.test(name) || (folder !== '' && name.toLowerCase() === folder.toLowerCase());
}

/**
 * Docusaurus rules, below the version's route (`/docs`, `/docs/next`): an absolute slug replaces
 * the path, a relative one replaces the last part, a folder's index page is the folder's path.
 */
export function docRoute(base: string, doc: { dir: string; idPart: string; slug: string | undefined; categoryIndex: boolean }): string {
  const under = (rest: string) => {
    const joined = `${base === '/' ? '' : base}/${rest}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
    return joined === '' ? '/' : joined;
  };
  const { dir, idPart, slug, categoryIndex } = doc;
  if (slug !== undefined) {
    if (slug.startsWith('/')) return under(slug.slice(1));
    return under(`${dir ? `${dir}/` : ''}${slug}`);
  }
  if (categoryIndex) return under(dir);
  return under(`${dir ? `${dir}/` : ''}${idPart}`);
}

/** A URL that may be `null` (Docusaurus's way to turn the edit link off for one page); a refused URL is left out with a warning. */
export function nullableUrl(fm: FrontmatterReader, value: string | null | undefined, key = 'custom_edit_url'): string | null | undefined {
  return value === null ? null : fm.url(key, value);
}

/** `last_update: {date, author}`; either part may be missing. */
export function readLastUpdate(fm: FrontmatterReader, raw: unknown): LastUpdate | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    fm.bad('last_update', 'must be a mapping with `date` and/or `author`', 'write `last_update: { date: 2024-01-15, author: Jane }`');
    return undefined;
  }
  const { date, author } = raw as { date?: unknown; author?: unknown };
  const out: LastUpdate = {};
  if (date instanceof Date) out.date = date.toISOString().slice(0, 10);
  else if (typeof date === 'string' && !Number.isNaN(Date.parse(date))) out.date = date;
  else if (date !== undefined) fm.bad('last_update', `has the date ${preview(date)}, which is not a date`, 'write it as YYYY-MM-DD');
  if (typeof author === 'string') out.author = author;
  return out;
}

function firstSentence(text: string): string {
  const m = /^(.{20,200}?[.!?])(\s|$)/.exec(text);
  return (m?.[1] ?? text.slice(0, 160)).trim();
}
