import type { SearchDocuments } from './search.ts';

/**
 * Exact matches of a query against the API operations of the search documents, which full-text
 * search ranks poorly: "Create issue" is in the title of eight Jira operations, and a path is
 * split into words that hundreds share. An operation is found by its operationId (any case,
 * spaces or none: "create issue" finds `createIssue`), its summary, or its method and path,
 * written with `{param}` or a value (`/issue/ABC-1`), with or without the server's base path in
 * front (`/v1/chat/completions` finds `/chat/completions`).
 * Hit sections come back best first: operationId, summary and method + path (tier 0), then the
 * path as the spec writes it (1; after a base path, 1.5), then the path with values in place of
 * its parameters (2, the most literal template first).
 */
export interface ApiMatcher {
  match(query: string): number[];
}

interface OperationEntry {
  section: number;
  id: string;
  summary: string;
  method: string;
  path: string;
  template: RegExp;
  /** The template's literal length: the more of a path is literal, the better it matches a value. */
  literal: number;
}

const METHOD = /^(get|put|post|delete|options|head|patch|trace)\s+/i;
/** `Summary (METHOD /path)` or `METHOD /path`, as openapi/search-documents.ts titles an operation. */
const TITLE = /^(?:(.*) \()?(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) (\S+?)\)?$/;

const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function templateOf(path: string): RegExp {
  const source = path
    .split(/(\{[^}]*\})/)
    .map((part, i) => (i % 2 === 1 ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  // Any base path in front: one or more whole segments.
  return new RegExp(`^(?:/[^/]+)*?${source}/?$`, 'i');
}

export function apiMatcher(docs: SearchDocuments): ApiMatcher {
  const entries: OperationEntry[] = [];
  docs.sections.forEach(([page, title, anchor], section) => {
    if (docs.pages[page]?.[0] !== 'api' || !anchor) return;
    const m = TITLE.exec(title);
    if (!m) return;
    const path = m[3] as string;
    entries.push({
      section,
      id: anchor.startsWith('operation/') ? compact(decodeURIComponent(anchor.slice('operation/'.length))) : '',
      summary: (m[1] ?? '').trim().toLowerCase(),
      method: (m[2] as string).toLowerCase(),
      path: path.toLowerCase(),
      template: templateOf(path),
      literal: path.replace(/\{[^}]*\}/g, '').length,
    });
  });
  return {
    match(query) {
      const q = query.trim().replace(/\s+/g, ' ');
      if (!q || entries.length === 0) return [];
      const method = METHOD.exec(q)?.[1]?.toLowerCase();
      let path = (method ? q.slice(q.indexOf(' ') + 1) : q).trim();
      const pathLike = /^\/|^[\w.~-]+\/[\w{}.~/-]*$/.test(path) && !/\s/.test(path);
      if (pathLike && !path.startsWith('/')) path = `/${path}`;
      path = path.split(/[?#]/)[0] ?? path;
      const lower = path.toLowerCase();
      const key = compact(q);
      const summary = q.toLowerCase();
      const scored: { section: number; score: number }[] = [];
      for (const e of entries) {
        let score = -1;
        if ((e.id && e.id === key) || (e.summary && e.summary === summary)) score = 0;
        else if (pathLike && (!method || method === e.method)) {
          if (e.path === lower) score = method ? 0 : 1;
          else if (lower.endsWith(e.path)) score = method ? 0.5 : 1.5;
          else if (e.template.test(path)) score = (method ? 1 : 2) + 1 / (1 + e.literal);
        }
        if (score >= 0) scored.push({ section: e.section, score });
      }
      // Several operations of one path: GET before others comes from the spec's order (stable sort).
      return scored.sort((a, b) => a.score - b.score).map((s) => s.section);
    },
  };
}
