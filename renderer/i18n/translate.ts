/**
 * The theme's UI strings. Each is written where it is shown with its id and its English text
 * (`t('theme.common.editThisPage', 'Edit this page')`), so an English site carries no table of
 * strings; a translated site's page data holds only the strings that differ (`site.strings`).
 * Ids are Docusaurus's where the theme shows the same thing, so a Docusaurus site's
 * `i18n/<locale>/code.json` applies as it is; portal's own strings start with `portal.`.
 */
export type Translate = (id: string, english: string, values?: Readonly<Record<string, string | number>>) => string;

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * `One doc|{count} docs`: one form per plural category the language has, in CLDR order (for
 * English one and other, for Hebrew one, two and other), as Docusaurus's plural messages are.
 */
export function pluralForm(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return message;
  let rules: Intl.PluralRules;
  try {
    rules = new Intl.PluralRules(locale);
  } catch {
    rules = new Intl.PluralRules('en');
  }
  const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  if (forms.length === categories.length) return forms[categories.indexOf(rules.select(count) as (typeof PLURAL_ORDER)[number])] ?? message;
  // A message written for another language's categories: the first form for one, the last for the rest.
  return (count === 1 ? forms[0] : forms[forms.length - 1]) ?? message;
}

export function interpolate(message: string, values: Readonly<Record<string, string | number>> | undefined): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The strings as written in the code: what an English site shows. */
export const ENGLISH: Translate = (_id, english, values) => interpolate(values && typeof values.count === 'number' ? pluralForm(english, values.count, 'en') : english, values);

export function createTranslate(locale: string, strings: Readonly<Record<string, string>> | undefined): Translate {
  return (id, english, values) => {
    const message = strings?.[id] ?? english;
    const counted = values && typeof values.count === 'number' ? pluralForm(message, values.count, locale) : message;
    return interpolate(counted, values);
  };
}
