import { createHash } from 'node:crypto';
import type { Route } from '../../model/routes.ts';
import type { CompactIndex, CompactPosting, SearchSource } from '../../model/search.ts';
import { searchLanguage } from '../../model/search-language.ts';
import { searchDocuments, searchSources } from './search-documents.ts';

export interface SearchFiles {
  /** Output path (relative to the site output) -> contents. */
  files: Map<string, string>;
  /** The same paths, for the site data the client reads them from. */
  index: string;
  documents: string;
}

/** Ids and frequencies of one term in one field, appended in id order so ids delta-code on the fly. */
interface FieldPostings {
  ids: number[];
  freqs: number[];
  last: number;
}

/**
 * MiniSearch's inverted index, computed directly: the same tokenizer and term processing, the same
 * field lengths, so `MiniSearch.loadJS` in the browser gets exactly what `addAll` would have built
 * (a test compares them), at a fraction of the time.
 */
export function compactIndex(sources: readonly SearchSource[], locale = 'en'): CompactIndex {
  const { tokenize, indexTerms } = searchLanguage(locale);
  const postings = new Map<string, (FieldPostings | undefined)[]>();
  const lengths = sources.map(({ title, page, text }, id) =>
    [title, page[1], text].map((value, field) => {
      const tokens = tokenize(value);
      const counts = new Map<string, number>();
      for (const token of tokens) {
        const terms = indexTerms(token);
        if (typeof terms === 'string') counts.set(terms, (counts.get(terms) ?? 0) + 1);
        else if (terms) for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      for (const [term, freq] of counts) {
        let fields = postings.get(term);
        if (!fields) postings.set(term, (fields = []));
        const p = (fields[field] ??= { ids: [], freqs: [], last: 0 });
        p.ids.push(id - p.last);
        p.freqs.push(freq);
        p.last = id;
      }
      return new Set(tokens).size;
    }),
  );
  const compact: CompactPosting[] = [];
  for (const [term, fields] of postings) {
    const entry: CompactPosting = [term];
    fields.forEach((p, field) => {
      if (p) entry.push(field, p.ids.join(' '), p.freqs.every((f) => f === 1) ? '' : p.freqs.join(' '));
    });
    compact.push(entry);
  }
  return { version: 1, lengths, postings: compact };
}

/** The names the dev server uses: pages it did not re-render keep pointing at the current files. */
export const STABLE_SEARCH_FILES = { index: 'assets/search/search-index.json', documents: 'assets/search/search-documents.json' } as const;

/**
 * The search stage's output: the index and the documents its hits show, each named by a hash of
 * its contents so hosts can cache them forever (or by the stable names, for the dev server).
 */
export function buildSearchFiles(routes: readonly Route[], options: { stable?: boolean; locale?: string } = {}): SearchFiles {
  const sources = searchSources(routes);
  const index = JSON.stringify(compactIndex(sources, options.locale));
  const documents = JSON.stringify(searchDocuments(sources));
  const hashed = (base: string, data: string) => `assets/search/${base}-${createHash('sha256').update(data).digest('hex').slice(0, 10)}.json`;
  const indexPath = options.stable ? STABLE_SEARCH_FILES.index : hashed('search-index', index);
  const documentsPath = options.stable ? STABLE_SEARCH_FILES.documents : hashed('search-documents', documents);
  return { files: new Map([[indexPath, index], [documentsPath, documents]]), index: indexPath, documents: documentsPath };
}
