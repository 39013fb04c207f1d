import type { ReactNode } from 'react';
import { usePage } from '../context.tsx';

/**
 * Content shown in the default language on a page of another locale (not translated yet): marked
 * with that language and its direction, so screen readers pronounce it right and an English page
 * inside a Hebrew site still reads left to right.
 */
export function OriginalLanguage({ untranslated, children }: { untranslated?: boolean | undefined; children: ReactNode }) {
  const { site } = usePage();
  if (!untranslated) return <>{children}</>;
  const original = site.locales.find((l) => l.code === site.i18n.defaultLocale);
  if (!original) return <>{children}</>;
  return (
    <div lang={original.htmlLang ?? original.code} dir={original.direction}>
      {children}
    </div>
  );
}
