import { describe, expect, it } from 'vitest';
import { searchLanguage } from '../../model/search-language.ts';

const terms = (locale: string, text: string) => {
  const lang = searchLanguage(locale);
  return lang.tokenize(text).flatMap((t) => lang.indexTerms(t) ?? []);
};

describe('search words per language', () => {
  it('Hebrew: a word is found without its one-letter prefixes and without vowel points', () => {
    const he = searchLanguage('he');
    const indexed = terms('he', 'והמפה מוצגת בשכבות.');
    // "and the map" is indexed as the map too; the query "map" looks that term up.
    expect(indexed).toContain(he.queryTerm('מפה'));
    expect(he.queryTerm('מַפָּה')).toBe(he.queryTerm('מפה'));
  });

  it('Japanese: text without spaces is split into words', () => {
    const words = searchLanguage('ja').tokenize('東京の地図を表示する');
    expect(words.length).toBeGreaterThan(2);
    expect(words).toContain('地図');
  });

  it('English keeps its words as they are', () => {
    expect(searchLanguage('en').tokenize('Raster tiles, vector tiles')).toEqual(['Raster', 'tiles', 'vector', 'tiles']);
  });
});
