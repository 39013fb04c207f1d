import type { FrontmatterReader } from './frontmatter.ts';

/** A page's last change: ISO timestamp and who made it; either may be unknown. */
export interface LastUpdate {
  date?: string;
  author?: string;
}

export interface DocEditMeta {
  /** `custom_edit_url`: a URL replaces the configured pattern, null hides the link. */
  customEditUrl?: string | null;
  /** `last_update` frontmatter, which wins over git. */
  lastUpdate?: LastUpdate;
}

/** Reads `custom_edit_url` and `last_update` the way Docusaurus 3 documents them. */
export function readDocEditMeta(fm: FrontmatterReader): DocEditMeta {
  const out: DocEditMeta = {};
  const custom = fm.raw('custom_edit_url');
  if (custom === null) out.customEditUrl = null;
  else if (custom !== undefined) {
    const url = fm.string('custom_edit_url');
    if (url !== undefined && url !== '') {
      if (/^https?:\/\//.test(url)) out.customEditUrl = url;
      else fm.bad('custom_edit_url', `must be an http(s) URL or null, got "${url}"`, 'write the full URL of the file in your repository, or `custom_edit_url: null` to hide the link');
    } else if (url === '') out.customEditUrl = null;
  }
  const raw = fm.raw('last_update');
  if (raw !== undefined && raw !== null) {
    if (typeof raw !== 'object' || Array.isArray(raw)) {
      fm.bad('last_update', 'must be a mapping with `date` and/or `author`', 'write `last_update: {date: 2024-05-01, author: Jane Doe}`');
      return out;
    }
    const { date, author } = raw as Record<string, unknown>;
    const update: LastUpdate = {};
    if (date !== undefined && date !== null) {
      const parsed = date instanceof Date ? date : typeof date === 'string' || typeof date === 'number' ? new Date(date) : undefined;
      if (parsed && !Number.isNaN(parsed.getTime())) update.date = parsed.toISOString();
      else fm.bad('last_update', `has a date that cannot be read: ${JSON.stringify(date)}`, 'write the date as YYYY-MM-DD');
    }
    if (typeof author === 'string' && author.trim() !== '') update.author = author.trim();
    else if (author !== undefined && author !== null) fm.bad('last_update', '`author` must be text', 'write `author: Jane Doe`');
    if (update.date || update.author) out.lastUpdate = update;
  }
  return out;
}
