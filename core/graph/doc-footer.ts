import type { LastUpdate } from '../load/types.ts';
import type { DocFile, DocsVersion } from '../load/types.ts';

export interface DocFooterData {
  editUrl?: string;
  lastUpdate?: LastUpdate;
}

/**
 * The "Edit this page" link and the last-updated line of a doc. `custom_edit_url` wins over the
 * configured pattern (null hides the link); `last_update` frontmatter wins over git, field by field.
 */
export function docFooter(settings: Pick<DocsVersion, 'editUrl' | 'showLastUpdateTime' | 'showLastUpdateAuthor'>, doc: DocFile, history: ReadonlyMap<string, LastUpdate> | undefined): DocFooterData {
  const out: DocFooterData = {};
  // Edit links open the file in the default language, as Docusaurus's do (translations are often made elsewhere).
  const editUrl = doc.customEditUrl === undefined ? patternEditUrl(settings.editUrl, doc.contentPath) : doc.customEditUrl;
  if (editUrl) out.editUrl = editUrl;
  const { showLastUpdateTime, showLastUpdateAuthor } = settings;
  if (showLastUpdateTime || showLastUpdateAuthor) {
    const git = history?.get(doc.relPath);
    const date = doc.lastUpdate?.date ?? git?.date;
    const author = doc.lastUpdate?.author ?? git?.author;
    const update: LastUpdate = {};
    if (showLastUpdateTime && date) update.date = date;
    if (showLastUpdateAuthor && author) update.author = author;
    if (update.date || update.author) out.lastUpdate = update;
  }
  return out;
}

/** `{path}` in the pattern is replaced by the file's path in the site folder; else the path is appended. */
export function patternEditUrl(pattern: string | null, relPath: string): string | undefined {
  if (!pattern) return undefined;
  const encoded = relPath.split('/').map(encodeURIComponent).join('/');
  if (pattern.includes('{path}')) return pattern.replace('{path}', encoded);
  return `${pattern.replace(/\/+$/, '')}/${encoded}`;
}
