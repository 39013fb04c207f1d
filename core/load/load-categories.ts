import { readFile } from 'node:fs/promises';
import { mapLimited, READ_LIMIT } from '../util/map-limited.ts';
import path from 'node:path/posix';
import { load as parseYaml } from 'js-yaml';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { displayPath } from '../util/files.ts';
import { decodeText } from '../util/text.ts';
import type { CategoryMeta } from './types.ts';

const CATEGORY_FILE = /(^|\/)_category_\.(json|ya?ml)$/;

/**
 * `_category_.json` (or .yml) files: label, position, collapsed state and link of each folder.
 * An empty file (or one holding only whitespace or `{}`) is ignored, as Docusaurus ignores it.
 */
export async function readCategories(
  siteDir: string,
  files: readonly string[],
  version: { key: string; contentDir: string },
  diagnostics: Diagnostic[],
): Promise<CategoryMeta[]> {
  const folder = `${version.contentDir}/`;
  const metas = await mapLimited(
    files.filter((f) => f.startsWith(folder) && CATEGORY_FILE.test(f)),
    READ_LIMIT,
    async (relPath): Promise<CategoryMeta | undefined> => {
      const abs = path.join(siteDir.split('\\').join('/'), relPath);
      const display = displayPath(abs);
      const dir = path.dirname(relPath.slice(folder.length));
      let data: unknown;
      let text = '';
      try {
        text = decodeText(await readFile(abs)).text;
        if (text.trim() === '') return undefined;
        data = relPath.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
      } catch (error) {
        const mark = (error as { mark?: { line: number; column: number } }).mark;
        const position = /at position (\d+)/.exec((error as Error).message);
        const point = mark
          ? { line: mark.line + 1, column: mark.column + 1 }
          : position
            ? pointAt(text, Number(position[1]))
            : { line: 1, column: 1 };
        const message = (error as Error).message.replace(/ in JSON at position \d+.*$/, '');
        diagnostics.push(
          diagnostic('error', 'category-syntax', `could not parse the category file: ${message}`, {
            file: display,
            point,
            hint: 'keys and strings need double quotes, and a trailing comma is not allowed',
          }),
        );
        return undefined;
      }
      if (data === null || data === undefined) return undefined;
      if (typeof data !== 'object' || Array.isArray(data)) {
        diagnostics.push(
          diagnostic('error', 'category-invalid', 'a category file must hold an object', {
            file: display,
            point: { line: 1, column: 1 },
            hint: 'write {"label": "...", "position": 1}',
          }),
        );
        return undefined;
      }
      return readCategory(
        data as Record<string, unknown>,
        { version: version.key, dir: dir === '.' ? '' : dir, display },
        text,
        diagnostics,
      );
    },
  );
  return metas.filter((m): m is CategoryMeta => m !== undefined);
}

const KNOWN = new Set(['label', 'position', 'collapsed', 'collapsible', 'className', 'link', 'customProps', 'key', 'description', 'image']);

function readCategory(
  data: Record<string, unknown>,
  at: { version: string; dir: string; display: string },
  text: string,
  diagnostics: Diagnostic[],
): CategoryMeta {
  const { display } = at;
  const bad = (key: string, message: string, hint: string) =>
    diagnostics.push(diagnostic('error', 'category-invalid', `\`${key}\` ${message}`, { file: display, point: keyPoint(text, key), hint }));
  const meta: CategoryMeta = { ...at };
  for (const key of Object.keys(data)) {
    if (!KNOWN.has(key))
      diagnostics.push(
        diagnostic('warning', 'category-unknown-key', `\`${key}\` is not a category key, so it has no effect`, {
          file: display,
          point: keyPoint(text, key),
          hint: `known keys: ${[...KNOWN].join(', ')}`,
        }),
      );
  }
  if (typeof data.label === 'string') meta.label = data.label;
  else if (data.label !== undefined) bad('label', 'must be text', 'write "label": "Guides"');
  if (typeof data.position === 'number') meta.position = data.position;
  else if (typeof data.position === 'string' && Number.isFinite(Number(data.position))) meta.position = Number(data.position);
  else if (data.position !== undefined) bad('position', 'must be a number', 'write "position": 2');
  if (typeof data.collapsed === 'boolean') meta.collapsed = data.collapsed;
  // A category that cannot collapse is shown open.
  if (data.collapsible === false) meta.collapsed = false;
  if (typeof data.description === 'string') meta.description = data.description;
  if (typeof data.className === 'string') meta.className = data.className;
  const link = data.link as Record<string, unknown> | null | undefined;
  if (link === null) meta.link = null;
  else if (link && typeof link === 'object') {
    if (link.type === 'generated-index') {
      const l: { type: 'generated-index'; slug?: string; title?: string; description?: string } = { type: 'generated-index' };
      for (const key of ['slug', 'title', 'description'] as const) if (typeof link[key] === 'string') l[key] = link[key];
      meta.link = l;
      if (l.slug !== undefined) meta.slugLine = keyPoint(text, 'slug').line;
    } else if (link.type === 'doc' && typeof link.id === 'string') meta.link = { type: 'doc', id: link.id };
    else bad('link', 'must be {"type": "generated-index"} or {"type": "doc", "id": "..."}', 'fix the link type');
  }
  return meta;
}

/** Where a key is written (`"label":` in JSON, `label:` in YAML), else the file's start. */
function keyPoint(text: string, key: string): { line: number; column: number } {
  const lines = text.split('\n');
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(\\s*)(?:"${escaped}"|'${escaped}'|${escaped})\\s*:`);
  for (let i = 0; i < lines.length; i++) {
    const m = pattern.exec(lines[i] as string) ?? new RegExp(`[{,]\\s*"${escaped}"\\s*:`).exec(lines[i] as string);
    if (!m) continue;
    const line = lines[i] as string;
    const quoted = line.indexOf(`"${key}"`);
    return { line: i + 1, column: (quoted >= 0 ? quoted : line.indexOf(key)) + 1 };
  }
  return { line: 1, column: 1 };
}

/** Line and column (1-based) of a character offset, for parsers that report only the offset. */
export function pointAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}
