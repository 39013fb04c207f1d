import { useMemo } from 'react';
import { usePage } from '../context.tsx';
import { createTranslate, type Translate } from './translate.ts';

/** The translate function of the page's locale (the site's strings over the English ones). */
export function useT(): Translate {
  const { site } = usePage();
  return useMemo(() => createTranslate(site.locale.code, site.strings), [site.locale.code, site.strings]);
}
