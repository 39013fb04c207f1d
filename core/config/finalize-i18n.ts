import type { ParsedConfig } from './schema/site.ts';
import type { LocaleConfig } from './types.ts';

type Problem = (path: PropertyKey[], message: string, hint: string) => void;

/**
 * `i18n` in one form: every locale with its label, direction, `lang` and folder. Locales may be
 * written as codes (Docusaurus) or as mappings (portal's older form); `localeConfigs` adds to
 * either. A site that lists no locale has its default one.
 */
export function finalizeLocales(parsed: ParsedConfig['i18n'], problem: Problem, warn: Problem, lineOf: (path: PropertyKey[]) => number | undefined): LocaleConfig[] {
  const configs = parsed.localeConfigs ?? {};
  const seen = new Set<string>();
  const locales: LocaleConfig[] = [];
  parsed.locales.forEach((entry, i) => {
    const own = typeof entry === 'string' ? { code: entry } : entry;
    if (seen.has(own.code)) problem(['i18n', 'locales', i], `lists the locale "${own.code}" twice`, 'list each locale once');
    seen.add(own.code);
    const extra = configs[own.code] ?? {};
    const line = lineOf(['i18n', 'locales', i]);
    locales.push({
      ...(line ? { line } : {}),
      code: own.code,
      label: extra.label ?? ('label' in own ? own.label : undefined) ?? languageName(own.code),
      direction: extra.direction ?? ('direction' in own ? own.direction : undefined) ?? textDirection(own.code),
      htmlLang: extra.htmlLang ?? own.code,
      path: extra.path ?? own.code,
    });
  });
  if (locales.length === 0) {
    const code = parsed.defaultLocale;
    const extra = configs[code] ?? {};
    locales.push({ code, label: extra.label ?? languageName(code), direction: extra.direction ?? textDirection(code), htmlLang: extra.htmlLang ?? code, path: extra.path ?? code });
  }
  if (!locales.some((l) => l.code === parsed.defaultLocale)) problem(['i18n', 'defaultLocale'], `is "${parsed.defaultLocale}", which is not in i18n.locales`, 'add it to the locales list');
  for (const code of Object.keys(configs)) {
    if (!locales.some((l) => l.code === code)) warn(['i18n', 'localeConfigs', code], `configures the locale "${code}", which is not in i18n.locales, so it is not built`, `add ${code} to i18n.locales, or remove its entry`);
  }
  return locales;
}

/** The language's own name, capitalised ("fr" -> "Français"), for locales configured without a label. */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/** Right to left for the languages written that way, from the runtime's locale data. */
export function textDirection(code: string): 'ltr' | 'rtl' {
  try {
    const locale = new Intl.Locale(code) as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } };
    const info = locale.getTextInfo?.() ?? locale.textInfo;
    if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
  } catch {
    // an unknown tag: fall through to the list
  }
  return /^(ar|arc|ckb|dv|fa|he|ks|ku|ps|sd|syr|ug|ur|yi)(-|$)/i.test(code) ? 'rtl' : 'ltr';
}
