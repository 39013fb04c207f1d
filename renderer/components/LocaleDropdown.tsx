import { usePage, type PageContext } from '../context.tsx';
import { useT } from '../i18n/use-t.ts';
import { localeUrl } from '../locale-url.ts';
import { Dropdown } from './Dropdown.tsx';
import { GlobeIcon } from './icons.tsx';

/** This page in every locale (the menu's entries, and the mobile menu's). */
export function localeLinks({
  site,
  route,
}: Pick<PageContext, 'site' | 'route'>): { label: string; href: string; lang: string; current?: boolean }[] {
  const path = route.kind === 'not-found' ? '/' : route.path;
  return site.locales.map((l) => ({
    label: l.label,
    href: localeUrl({
      baseUrl: site.i18n.rootBaseUrl,
      locale: l.code,
      defaultLocale: site.i18n.defaultLocale,
      path,
      trailingSlash: site.trailingSlash,
    }),
    lang: l.htmlLang ?? l.code,
    ...(l.code === site.locale.code ? { current: true } : {}),
  }));
}

/**
 * The language menu, shown only when the site has more than one locale. Every locale builds every
 * page (untranslated ones in the default language), so each entry opens this page in that locale.
 */
export function LocaleDropdown({ align = 'right' }: { align?: 'left' | 'right' } = {}) {
  const { site } = usePage();
  const t = useT();
  if (site.locales.length < 2) return null;
  const items = localeLinks(usePage());
  return (
    <Dropdown
      label={site.locale.label}
      title={t('portal.navbar.localeMenu', 'Language')}
      icon={<GlobeIcon />}
      items={items}
      align={align}
    />
  );
}
