import MiniSearch, { type AsPlainObject } from 'minisearch';
import { SEARCH_FIELDS, SEARCH_INDEX_OPTIONS, type CompactIndex } from '../../../model/search.ts';
import { searchLanguage } from '../../../model/search-language.ts';


/** The compact index back into MiniSearch's serialised form. */
export function expandIndex(compact: CompactIndex): AsPlainObject {
  const n = compact.lengths.length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  const sums = SEARCH_FIELDS.map(() => 0);
  compact.lengths.forEach((lengths, id) => {
    documentIds[id] = id;
    fieldLength[id] = lengths;
    lengths.forEach((l, f) => (sums[f] = (sums[f] ?? 0) + l));
  });
  const index: AsPlainObject['index'] = compact.postings.map(([term, ...entries]) => {
    const data: Record<string, Record<string, number>> = {};
    for (let i = 0; i < entries.length; i += 3) {
      const ids = String(entries[i + 1]).split(' ');
      const freqs = String(entries[i + 2]).split(' ');
      const docs: Record<string, number> = {};
      let id = 0;
      ids.forEach((delta, k) => {
        id += Number(delta);
        docs[id] = freqs[k] ? Number(freqs[k]) : 1;
      });
      data[String(entries[i])] = docs;
    }
    return [term, data];
  });
  return {
    documentCount: n,
    nextId: n,
    documentIds,
    fieldIds: Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f, i])),
    fieldLength,
    averageFieldLength: sums.map((s) => (n ? s / n : 0)),
    storedFields: {},
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}

/** The index with the tokenizer and term rules of the locale it was built for (model/search-language.ts). */
export function loadIndex(compact: CompactIndex, locale = 'en'): MiniSearch {
  const language = searchLanguage(locale);
  return MiniSearch.loadJS(expandIndex(compact), { ...SEARCH_INDEX_OPTIONS, tokenize: language.tokenize, processTerm: language.indexTerms, searchOptions: { processTerm: language.queryTerm } });
}
