import { useMemo } from 'react';
import { useBrowserPageOrNull } from '../context.tsx';
import { createTranslate, type Translate } from './translate.ts';

/**
 * The translate function of the page's locale (the site's strings over the English ones). Outside a
 * page (an island's crash view, drawn when its page context is what failed) the built-in English.
 */
export function useT(): Translate {
  const site = useBrowserPageOrNull()?.site;
  const code = site?.locale.code ?? 'en';
  const strings = site?.strings;
  return useMemo(() => createTranslate(code, strings), [code, strings]);
}
