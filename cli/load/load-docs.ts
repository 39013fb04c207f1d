import { readFile } from 'node:fs/promises';
import path from 'node:path/posix';
import { load as parseYaml } from 'js-yaml';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { displayPath } from '../util/files.ts';
import { readDocEditMeta } from './doc-meta.ts';
import { firstHeading, isMarkdown, readSource, type Pending } from './pending.ts';
import type { CategoryMeta, DocFile } from './types.ts';

const CATEGORY_FILE = /(^|\/)_category_\.(json|ya?ml)$/;

/** First pass over docs/: frontmatter, ids and routes, no rendering yet. */
export async function readDocs(siteDir: string, files: readonly string[], diagnostics: Diagnostic[]): Promise<Pending<DocFile>[]> {
  const out: Pending<DocFile>[] = [];
  await Promise.all(
    files
      .filter((f) => f.startsWith('docs/') && isMarkdown(f))
      .map(async (relPath) => {
        const { source, text, fm } = await readSource(siteDir, relPath, diagnostics);
        if (fm.boolean('draft') === true) return;
        const inDocs = relPath.slice('docs/'.length);
        const dir = path.dirname(inDocs) === '.' ? '' : path.dirname(inDocs);
        const name = path.basename(inDocs).replace(/\.mdx?$/i, '');
        const idPart = fm.string('id') ?? name;
        if (idPart.includes('/')) fm.bad('id', `must not contain "/" (got "${idPart}")`, 'use `slug` to change the URL path');
        const id = dir ? `${dir}/${idPart}` : idPart;
        const docPath = docRoute(dir, idPart, fm.string('slug'), fm.has('id'));
        const title = fm.string('title') ?? firstHeading(text) ?? idPart;
        const tocMin = fm.number('toc_min_heading_level');
        const tocMax = fm.number('toc_max_heading_level');
        const editMeta = readDocEditMeta(fm);
        out.push({
          source,
          text,
          path: docPath,
          finish: (content) => {
            const doc: DocFile = {
              ...source,
              id,
              dir,
              path: docPath,
              explicitSlug: fm.has('slug'),
              title,
              description: fm.string('description') ?? firstSentence(content.text),
              tags: fm.tags(),
              keywords: fm.strings('keywords'),
              hideTableOfContents: fm.boolean('hide_table_of_contents') ?? false,
              content,
            };
            const optional = {
              image: fm.string('image'),
              sidebarLabel: fm.string('sidebar_label'),
              sidebarPosition: fm.number('sidebar_position'),
              displayedSidebar: fm.string('displayed_sidebar'),
              tocMin,
              tocMax,
              ...editMeta,
            };
            for (const [k, v] of Object.entries(optional)) if (v !== undefined) (doc as unknown as Record<string, unknown>)[k] = v;
            return doc;
          },
        });
      }),
  );
  return out.sort((a, b) => a.source.relPath.localeCompare(b.source.relPath));
}

/** Docusaurus rules: an absolute slug replaces the path, a relative one replaces the last part. */
export function docRoute(dir: string, idPart: string, slug: string | undefined, explicitId: boolean): string {
  if (slug !== undefined) {
    if (slug.startsWith('/')) return slug === '/' ? '/docs' : `/docs${slug.replace(/\/$/, '')}`;
    return `/docs/${dir ? `${dir}/` : ''}${slug}`;
  }
  if (!explicitId && /^(index|readme)$/i.test(idPart)) return dir ? `/docs/${dir}` : '/docs';
  return `/docs/${dir ? `${dir}/` : ''}${idPart}`;
}

function firstSentence(text: string): string {
  const m = /^(.{20,200}?[.!?])(\s|$)/.exec(text);
  return (m?.[1] ?? text.slice(0, 160)).trim();
}

/** `_category_.json` (or .yml) files: label, position, collapsed state and link of each folder. */
export async function readCategories(siteDir: string, files: readonly string[], diagnostics: Diagnostic[]): Promise<CategoryMeta[]> {
  const metas = await Promise.all(
    files
      .filter((f) => f.startsWith('docs/') && CATEGORY_FILE.test(f))
      .map(async (relPath): Promise<CategoryMeta | undefined> => {
        const abs = path.join(siteDir.split('\\').join('/'), relPath);
        const display = displayPath(abs);
        const dir = path.dirname(relPath.slice('docs/'.length));
        let data: unknown;
        let text = '';
        try {
          text = await readFile(abs, 'utf8');
          data = relPath.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
        } catch (error) {
          const mark = (error as { mark?: { line: number; column: number } }).mark;
          const position = /at position (\d+)/.exec((error as Error).message);
          const point = mark ? { line: mark.line + 1, column: mark.column + 1 } : position ? pointAt(text, Number(position[1])) : { line: 1, column: 1 };
          const message = (error as Error).message.replace(/ in JSON at position \d+.*$/, '');
          diagnostics.push(diagnostic('error', 'category-syntax', `could not parse the category file: ${message}`, { file: display, point, hint: 'keys and strings need double quotes, and a trailing comma is not allowed' }));
          return undefined;
        }
        if (typeof data !== 'object' || data === null || Array.isArray(data)) {
          diagnostics.push(diagnostic('error', 'category-invalid', 'a category file must hold an object', { file: display, point: { line: 1, column: 1 }, hint: 'write {"label": "...", "position": 1}' }));
          return undefined;
        }
        return readCategory(data as Record<string, unknown>, dir === '.' ? '' : dir, display, diagnostics);
      }),
  );
  return metas.filter((m): m is CategoryMeta => m !== undefined);
}

function readCategory(data: Record<string, unknown>, dir: string, display: string, diagnostics: Diagnostic[]): CategoryMeta {
  const bad = (key: string, message: string, hint: string) =>
    diagnostics.push(diagnostic('error', 'category-invalid', `\`${key}\` ${message}`, { file: display, point: { line: 1, column: 1 }, hint }));
  const meta: CategoryMeta = { dir, display };
  if (typeof data.label === 'string') meta.label = data.label;
  else if (data.label !== undefined) bad('label', 'must be text', 'write "label": "Guides"');
  if (typeof data.position === 'number') meta.position = data.position;
  else if (data.position !== undefined) bad('position', 'must be a number', 'write "position": 2');
  if (typeof data.collapsed === 'boolean') meta.collapsed = data.collapsed;
  if (typeof data.description === 'string') meta.description = data.description;
  const link = data.link as Record<string, unknown> | null | undefined;
  if (link && typeof link === 'object') {
    if (link.type === 'generated-index') {
      const l: NonNullable<CategoryMeta['link']> = { type: 'generated-index' };
      for (const key of ['slug', 'title', 'description'] as const) if (typeof link[key] === 'string') l[key] = link[key];
      meta.link = l;
    } else if (link.type === 'doc' && typeof link.id === 'string') meta.link = { type: 'doc', id: link.id };
    else bad('link', 'must be {"type": "generated-index"} or {"type": "doc", "id": "..."}', 'fix the link type');
  }
  return meta;
}

/** Line and column (1-based) of a character offset, for parsers that report only the offset. */
export function pointAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}
