import type { Options } from 'minisearch';

/**
 * The two search files, shared by the compiler that writes them and the browser that reads them.
 * The index is MiniSearch's inverted index in a compact form (delta-coded ids, frequencies left out
 * where all are 1): a third the size of MiniSearch's own JSON, and built without MiniSearch's
 * radix tree, which made builds slow. The browser expands it and loads it with `MiniSearch.loadJS`.
 */

export type SearchKind = 'doc' | 'page' | 'blog' | 'api';

/** `version`: the docs version of a page of versioned docs (`default@1.0`), which search may be limited to. */
export type SearchPage = [kind: SearchKind, title: string, path: string, version?: string];

/** One hit target: a section of a page (or an API operation): [page number, title, anchor ('' for the page top)]. */
export type SearchSection = [page: number, title: string, anchor: string];

/** The documents file: arrays, not objects, and each page named once: the file is half the size. */
export interface SearchDocuments {
  pages: SearchPage[];
  sections: SearchSection[];
}

/** What the compiler indexes for one section: its page, title and anchor, and text that is indexed but not shipped. */
export interface SearchSource {
  page: SearchPage;
  title: string;
  anchor: string;
  text: string;
}

export const SEARCH_FIELDS = ['title', 'page', 'text'] as const;

/** Per term: the term, then for each field it occurs in: field id, delta-coded document ids, frequencies ('' when all are 1). */
export type CompactPosting = [term: string, ...entries: (number | string)[]];

export interface CompactIndex {
  version: 1;
  /** Per document, the number of distinct tokens in each field (what MiniSearch's BM25 normalises by). */
  lengths: number[][];
  postings: CompactPosting[];
}

/** Words so common that they only add weight to the index. */
const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how if in into is it its may more must no not of on one only or other our should so some such than that the their then there these this to use used using was we were what when which who will with you your'.split(' '),
);

/** Lower case, without stop words and one-letter tokens: the same at build time and query time. */
export function searchTerm(term: string): string | null {
  const t = term.toLowerCase();
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
}

export const SEARCH_INDEX_OPTIONS: Options = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  processTerm: searchTerm,
};

/** Title words weigh most, then the page a section belongs to, then the text. */
export const SEARCH_BOOST = { title: 4, page: 2, text: 1 };
