import type MiniSearch from 'minisearch';
import type { BrowserSite } from '../../../model/browser-page.ts';
import { withBase } from '../../../model/url.ts';
import { loadIndex } from './search-data.ts';
import { apiMatcher, type ApiMatcher } from '../../../model/search-api-match.ts';
import { SEARCH_BOOST, type CompactIndex, type SearchDocuments, type SearchKind } from '../../../model/search.ts';

export interface SearchHit {
  id: number;
  kind: SearchKind;
  /** The section (or operation) title, and the page it is on. */
  title: string;
  page: string;
  href: string;
  /** Words of the document that matched, for highlighting. */
  terms: string[];
}

export interface SearchEngine {
  /** `versions`: search only pages of these docs versions (and pages outside versioned docs). */
  search(query: string, versions?: readonly string[]): SearchHit[];
}

/** Short words get no typo tolerance (too many false hits); longer ones one or two edits. */
function fuzziness(term: string): number | boolean {
  return term.length > 4 ? 0.2 : false;
}

/** Prefix and fuzzy matching, titles boosted; all words must match, or else any of them may. */
export function searchIndex(
  mini: MiniSearch,
  docs: SearchDocuments,
  site: Pick<BrowserSite, 'search' | 'baseUrl' | 'trailingSlash'>,
  query: string,
  versions?: readonly string[],
  api: ApiMatcher = apiMatcher(docs),
): SearchHit[] {
  if (!query.trim()) return [];
  const inScope = (id: number) => {
    const section = docs.sections[id];
    const version = section ? docs.pages[section[0]]?.[3] : undefined;
    return version === undefined || versions === undefined || versions.includes(version);
  };
  const options = {
    prefix: true,
    fuzzy: fuzziness,
    boost: SEARCH_BOOST,
    ...(versions ? { filter: (r: { id: unknown }) => inScope(r.id as number) } : {}),
  };
  let found = mini.search(query, { ...options, combineWith: 'AND' });
  if (found.length === 0) found = mini.search(query, { ...options, combineWith: 'OR' });
  // The operation the query names exactly comes first, whatever full-text scoring thinks of it.
  const exact = api.match(query).filter((id) => !versions || inScope(id));
  const first = new Set(exact);
  const results = [
    ...exact.map((id) => ({ id, terms: found.find((r) => r.id === id)?.terms ?? [] })),
    ...found.filter((r) => !first.has(r.id as number)),
  ];
  return results.slice(0, site.search.maxHits).flatMap((r) => {
    const section = docs.sections[r.id as number];
    const page = section ? docs.pages[section[0]] : undefined;
    if (!section || !page) return [];
    const [kind, pageTitle, path] = page;
    const href = withBase(site.baseUrl, section[2] ? `${path}#${section[2]}` : path, site.trailingSlash);
    return [{ id: r.id as number, kind, title: section[1], page: pageTitle, href, terms: r.terms }];
  });
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim());
  return (await response.json()) as T;
}

/** Fetches the two search files named in the site data (first use only) and loads the index. */
export async function loadSearch(site: BrowserSite): Promise<SearchEngine> {
  const { index, documents } = site.search;
  if (!index || !documents) throw new Error('this build has no search index');
  const [compact, docs] = await Promise.all([
    fetchJson<CompactIndex>(`${site.baseUrl}${index}`),
    fetchJson<SearchDocuments>(`${site.baseUrl}${documents}`),
  ]);
  const mini = loadIndex(compact, site.locale.code);
  const api = apiMatcher(docs);
  return { search: (query, versions) => searchIndex(mini, docs, site, query, versions, api) };
}
