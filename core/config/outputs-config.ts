import { isRecord, readBoolean, readInt, readString, report, type ConfigReader } from './reader.ts';
import { preview } from '../../model/diagnostics.ts';

import type { FeedType } from '../../model/feeds.ts';

/** Which blog feeds are written: `all` is RSS, Atom and JSON Feed; an empty list writes none. */
export type { FeedType };

export interface FeedConfig {
  types: FeedType[];
  /** The most recent posts a feed holds. */
  limit: number;
  /** Override the feed's title and description (default: the blog's, else the site's). */
  title?: string;
  description?: string;
  copyright?: string;
}

export interface DocsOutputConfig {
  /**
   * Base of "Edit this page" links: the doc's path inside the site folder (`docs/x.md`) is
   * appended, or put where `{path}` is written. null: no edit links unless a doc sets its own.
   */
  editUrl: string | null;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

const FEED_TYPES: readonly FeedType[] = ['rss', 'atom', 'json'];

/** `blog.feedOptions`, in the shape Docusaurus's blog plugin takes (`type` as a word, a list or null). */
export function readFeedOptions(r: ConfigReader, value: unknown): FeedConfig {
  const path = ['blog', 'feedOptions'];
  if (value === undefined) return { types: [...FEED_TYPES], limit: 20 };
  if (value === null) return { types: [], limit: 20 };
  if (!isRecord(value)) {
    report(r, path, 'must be a mapping (type, limit, title, description, copyright)', 'write `feedOptions: {type: all}` or `feedOptions: null` for no feeds');
    return { types: [...FEED_TYPES], limit: 20 };
  }
  const out: FeedConfig = { types: readFeedTypes(r, value.type, [...path, 'type']), limit: value.limit === false || value.limit === null ? 1000 : readInt(r, value.limit, [...path, 'limit'], 20, 1, 1000) };
  for (const key of ['title', 'description', 'copyright'] as const) {
    if (value[key] !== undefined && value[key] !== null) out[key] = readString(r, value[key], [...path, key], '');
  }
  return out;
}

function readFeedTypes(r: ConfigReader, value: unknown, path: string[]): FeedType[] {
  if (value === undefined || value === 'all') return [...FEED_TYPES];
  if (value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  const out: FeedType[] = [];
  for (const item of list) {
    if (typeof item === 'string' && (FEED_TYPES as readonly string[]).includes(item)) {
      if (!out.includes(item as FeedType)) out.push(item as FeedType);
    } else {
      report(r, path, `must be all, rss, atom, json, a list of those, or null; got ${preview(item)}`, 'write `type: all`');
    }
  }
  return out;
}

/** `docs.editUrl`, `docs.showLastUpdateTime`, `docs.showLastUpdateAuthor`. */
export function readDocsOutput(r: ConfigReader, docs: Record<string, unknown>): DocsOutputConfig {
  let editUrl: string | null = null;
  if (docs.editUrl !== undefined && docs.editUrl !== null) {
    const raw = readString(r, docs.editUrl, ['docs', 'editUrl'], '').trim();
    // An empty value is what `${PORTAL_EDIT_URL:-}` gives when the variable is not set: no links.
    if (raw !== '' && !/^https?:\/\//.test(raw)) {
      report(r, ['docs', 'editUrl'], `must be an http(s) URL, got "${raw}"`, 'write the URL of the site folder in your repository, e.g. https://github.com/org/repo/edit/main/site/');
    } else if (raw !== '') editUrl = raw;
  }
  return {
    editUrl,
    showLastUpdateTime: readBoolean(r, docs.showLastUpdateTime, ['docs', 'showLastUpdateTime'], false),
    showLastUpdateAuthor: readBoolean(r, docs.showLastUpdateAuthor, ['docs', 'showLastUpdateAuthor'], false),
  };
}
