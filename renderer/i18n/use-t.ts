import { useMemo } from 'react';
import { usePageOrNull } from '../context.tsx';
import { createTranslate, type Translate } from './translate.ts';

/**
 * The translate function of the page's locale (the site's strings over the English ones). Outside a
 * page (the crash view that stands in for a shell whose data broke it) the built-in English.
 */
export function useT(): Translate {
  const site = usePageOrNull()?.site;
  const code = site?.locale.code ?? 'en';
  const strings = site?.strings;
  return useMemo(() => createTranslate(code, strings), [code, strings]);
}
