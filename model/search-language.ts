import { searchTerm } from './search.ts';

/**
 * How search splits and normalises words in a locale's language, the same at build time (the
 * index) and in the browser (the query). English keeps MiniSearch's own splitting on spaces and
 * punctuation. Languages written without spaces between words (Chinese, Japanese, Thai, ...) are
 * split into words by the runtime's word segmenter. Other languages also fold marks (accents,
 * Hebrew points, Arabic vowel signs), so a word matches with or without them; in Hebrew, whose
 * words take one-letter prefixes ("and", "the", "in"...), each word is also indexed without them,
 * so "מפה" (map) finds "והמפה" (and the map).
 */
export interface SearchLanguage {
  tokenize(text: string): string[];
  /** The terms a token of an indexed text adds to the index. */
  indexTerms(token: string): string | string[] | null;
  /** The term a token of a query looks up. */
  queryTerm(token: string): string | null;
}

const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
const UNSPACED = /^(ja|zh|th|lo|km|my|bo)(-|$)/i;
const HEBREW = /^(he|iw|yi)(-|$)/i;
const HEBREW_PREFIX = /^[והבכלמש]{1,2}/;
const MARKS = /\p{M}+/gu;

function splitWords(text: string): string[] {
  return text.split(SPACE_OR_PUNCTUATION);
}

export function searchLanguage(locale: string): SearchLanguage {
  if (/^en(-|$)/i.test(locale)) return { tokenize: splitWords, indexTerms: searchTerm, queryTerm: searchTerm };
  const unspaced = UNSPACED.test(locale);
  // In a language without spaces one character is often a word (地, 图); elsewhere it is noise.
  const fold = (token: string) => {
    const plain = token.normalize('NFD').replace(MARKS, '').normalize('NFC');
    return unspaced && plain.length === 1 && !/[a-z0-9]/i.test(plain) ? plain.toLowerCase() : searchTerm(plain);
  };
  const tokenize = unspaced ? segmenter(locale) : splitWords;
  if (!HEBREW.test(locale)) return { tokenize, indexTerms: fold, queryTerm: fold };
  return {
    tokenize,
    indexTerms(token) {
      const term = fold(token);
      if (!term || !/^[\u05D0-\u05EA]/.test(term)) return term;
      const forms = [term];
      const prefix = HEBREW_PREFIX.exec(term)?.[0] ?? '';
      // Each shorter form that still leaves a word of three letters or more.
      for (let n = 1; n <= prefix.length; n++) if (term.length - n >= 3) forms.push(term.slice(n));
      return forms.length === 1 ? term : forms;
    },
    queryTerm: fold,
  };
}

/** Words by the runtime's segmenter (every current browser and Node have one), else by spaces. */
function segmenter(locale: string): (text: string) => string[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Segmenter) return splitWords;
  let words: Intl.Segmenter;
  try {
    words = new Segmenter(locale, { granularity: 'word' });
  } catch {
    return splitWords;
  }
  return (text) => {
    const out: string[] = [];
    for (const s of words.segment(text)) if (s.isWordLike) out.push(s.segment);
    return out;
  };
}
