import { readFile } from 'node:fs/promises';
import { mapLimited, READ_LIMIT } from '../util/map-limited.ts';
import path from 'node:path/posix';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { displayPath } from '../util/files.ts';
import { decodeText } from '../util/text.ts';
import type { CategoryMeta } from './types.ts';
import { readYaml, type YamlSource } from '../../model/yaml-source.ts';
import { checkCategory, type CategoryFile } from './category-schema.ts';

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
      let text: string;
      try {
        text = decodeText(await readFile(abs)).text;
      } catch (error) {
        throw new Error(`could not read ${display}`, { cause: error });
      }
      if (text.trim() === '') return undefined;
      // A .json file must be JSON, as Docusaurus reads it; the YAML reader then gives the places.
      const read = readYaml(text, { strictJson: relPath.endsWith('.json') });
      if (!read.ok) {
        diagnostics.push(
          diagnostic('error', 'category-syntax', `could not parse the category file: ${read.message}`, {
            file: display,
            point: read.point ?? { line: 1, column: 1 },
            hint: relPath.endsWith('.json')
              ? 'keys and strings need double quotes, and a trailing comma is not allowed'
              : 'check the indentation and quoting there',
          }),
        );
        return undefined;
      }
      const { data } = read.source;
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
      const file = checkCategory(data as Record<string, unknown>, read.source, display, diagnostics);
      return categoryMeta(file, { version: version.key, dir: dir === '.' ? '' : dir, display }, read.source);
    },
  );
  return metas.filter((m): m is CategoryMeta => m !== undefined);
}

/** What the graph stage needs of a category file. */
function categoryMeta(file: CategoryFile, at: { version: string; dir: string; display: string }, source: YamlSource): CategoryMeta {
  const meta: CategoryMeta = { ...at };
  if (file.label !== undefined) meta.label = file.label;
  if (file.position !== undefined) meta.position = file.position;
  if (file.collapsed !== undefined) meta.collapsed = file.collapsed;
  // A category that cannot collapse is shown open.
  if (file.collapsible === false) meta.collapsed = false;
  if (file.description !== undefined) meta.description = file.description;
  if (file.className !== undefined) meta.className = file.className;
  const { link } = file;
  if (link === null) meta.link = null;
  else if (link?.type === 'doc') meta.link = { type: 'doc', id: link.id };
  else if (link) {
    const { slug, title, description } = link;
    meta.link = {
      type: 'generated-index',
      ...(slug === undefined ? {} : { slug }),
      ...(title === undefined ? {} : { title }),
      ...(description === undefined ? {} : { description }),
    };
    if (slug !== undefined) meta.slugLine = source.locate(['link', 'slug'], { key: true })?.line ?? 1;
  }
  return meta;
}
