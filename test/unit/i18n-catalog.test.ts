import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMONITION_KINDS } from '../../core/markdown/features/admonitions/look.ts';
import { CATALOG } from '../../renderer/i18n/catalog.ts';
import { he } from '../../renderer/i18n/he.ts';
import { createTranslate, pluralForm } from '../../renderer/i18n/translate.ts';
import { searchLanguage } from '../../model/search-language.ts';
import { ROOT } from '../helpers.ts';

/** Every `t('id', 'English')` written in the renderer and the compiler. */
function callSites(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const dir of ['renderer', 'core']) {
    for (const entry of readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'((?:theme|portal)\.[\w.-]+)',\s*'((?:[^'\\]|\\.)*)'/g)) {
        const list = found.get(m[1] as string) ?? [];
        list.push((m[2] as string).replace(/\\'/g, "'"));
        found.set(m[1] as string, list);
      }
    }
  }
  return found;
}

const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('the theme strings', () => {
  it('are listed in the catalog with the English text they are written with, each id with one text', () => {
    const sites = callSites();
    const admonitions = ADMONITION_KINDS.map((k) => `theme.admonition.${k}`);
    expect([...sites.keys(), ...admonitions].sort()).toEqual(Object.keys(CATALOG).sort());
    for (const [id, messages] of sites) {
      expect(new Set(messages), id).toEqual(new Set([CATALOG[id]?.message]));
    }
  });

  it('are all translated into Hebrew, with the same placeholders and a form for each Hebrew plural', () => {
    expect(Object.keys(he).sort()).toEqual(Object.keys(CATALOG).sort());
    for (const [id, { message }] of Object.entries(CATALOG)) {
      const hebrew = he[id] as string;
      expect(hebrew, id).not.toBe('');
      expect(placeholders(hebrew.replace(/\|/g, ' ')).filter((p) => p !== 'count'), id).toEqual(placeholders(message.replace(/\|/g, ' ')).filter((p) => p !== 'count'));
      if (message.includes('|')) expect(hebrew.split('|').length, id).toBe(3);
    }
  });
});

describe('translating', () => {
  it('picks the plural form of the language: English one/other, Hebrew one/two/other', () => {
    expect(pluralForm('{count} post|{count} posts', 1, 'en')).toBe('{count} post');
    expect(pluralForm('{count} post|{count} posts', 7, 'en')).toBe('{count} posts');
    const hebrew = 'רשומה אחת|שתי רשומות|{count} רשומות';
    expect([1, 2, 5].map((n) => pluralForm(hebrew, n, 'he'))).toEqual(['רשומה אחת', 'שתי רשומות', '{count} רשומות']);
    // A message written with two forms, read in Hebrew: the first for one, the last for the rest.
    expect(pluralForm('a|b', 2, 'he')).toBe('b');
  });

  it('uses the site strings over the English ones, and fills placeholders', () => {
    const t = createTranslate('he', { 'theme.docs.versionBadge.label': 'גרסה: {versionLabel}' });
    expect(t('theme.docs.versionBadge.label', 'Version: {versionLabel}', { versionLabel: '2.0' })).toBe('גרסה: 2.0');
    expect(t('theme.common.editThisPage', 'Edit this page')).toBe('Edit this page');
    expect(createTranslate('en', undefined)('theme.blog.post.plurals', '{count} post|{count} posts', { count: 3 })).toBe('3 posts');
  });
});

describe('search words per language', () => {
  it('indexes Hebrew words also without their one-letter prefixes, and without points', () => {
    const { tokenize, indexTerms, queryTerm } = searchLanguage('he');
    expect(tokenize('והמפה נטענה.')).toEqual(['והמפה', 'נטענה', '']);
    expect(indexTerms('והמפה')).toEqual(['והמפה', 'המפה', 'מפה']);
    expect(queryTerm('שָׁלוֹם')).toBe('שלום');
    expect(indexTerms('מפה')).toBe('מפה');
  });

  it('splits languages written without spaces into words, and keeps English as MiniSearch splits it', () => {
    const ja = searchLanguage('ja');
    const words = ja.tokenize('地図を表示する方法');
    expect(words).toContain('地図');
    expect(words).toContain('方法');
    expect(ja.indexTerms('地')).toBe('地');
    expect(searchLanguage('en').tokenize('Map tiles, fast.')).toEqual(['Map', 'tiles', 'fast', '']);
    expect(searchLanguage('fr').queryTerm('Été')).toBe('ete');
  });
});
