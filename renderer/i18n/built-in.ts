import { he } from './he.ts';

/** The theme's translations portal ships, by language. English is the strings as written in the code. */
const BUILT_IN: Readonly<Record<string, Readonly<Record<string, string>>>> = { he };

/** The built-in translation of a locale (`he`, `he-IL`), or none. */
export function builtInStrings(locale: string): Record<string, string> {
  const exact = BUILT_IN[locale] ?? BUILT_IN[locale.split('-')[0]?.toLowerCase() ?? ''];
  return exact ? { ...exact } : {};
}
