import { isRecord, text } from './plugins.ts';
import { Unresolved } from './static-eval.ts';

const VERSION_KEYS = ['label', 'path', 'banner', 'badge', 'noIndex', 'className'];

/** `lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion`, `disableVersioning` and per-version options, as portal names them too. */
export function readVersioning(
  opts: Record<string, unknown>,
  where: string,
  out: Record<string, unknown>,
  note: (key: string, message: string) => void,
): void {
  const last = text(opts.lastVersion);
  if (last !== undefined) out.lastVersion = last;
  if (Array.isArray(opts.onlyIncludeVersions)) out.onlyIncludeVersions = opts.onlyIncludeVersions.map(String);
  for (const key of ['includeCurrentVersion', 'disableVersioning'] as const) if (typeof opts[key] === 'boolean') out[key] = opts[key];
  for (const key of ['lastVersion', 'onlyIncludeVersions', 'versions'] as const)
    if (opts[key] instanceof Unresolved) note(`${where}.${key}`, `is computed (${(opts[key] as Unresolved).source}); set it by hand`);
  if (!isRecord(opts.versions)) return;
  const versions: Record<string, unknown> = {};
  for (const [name, options] of Object.entries(opts.versions)) {
    if (!isRecord(options)) continue;
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(options)) {
      if (VERSION_KEYS.includes(key) && !(value instanceof Unresolved))
        kept[key] = key === 'path' && typeof value === 'string' ? value.replace(/^\/+|\/+$/g, '') : value;
      else note(`${where}.versions.${name}.${key}`, 'has no portal equivalent and was left out');
    }
    versions[name] = kept;
  }
  out.versions = versions;
}

/** Every locale with its label, direction, htmlLang and folder; returns the translations folder when there is more than one locale. */
export function convertI18n(
  value: unknown,
  config: Record<string, unknown>,
  note: (key: string, message: string) => void,
): string | undefined {
  if (value instanceof Unresolved) note('i18n', `is computed (${value.source}); only the default locale en is set: write i18n by hand`);
  const i18n = isRecord(value) ? value : {};
  const defaultLocale = text(i18n.defaultLocale) ?? 'en';
  if (i18n.locales instanceof Unresolved) note('i18n.locales', `is computed (${i18n.locales.source}); write the list by hand`);
  const listed = Array.isArray(i18n.locales) ? i18n.locales.filter((l): l is string => typeof l === 'string') : [];
  const locales = listed.includes(defaultLocale) ? listed : [defaultLocale, ...listed];
  const out: Record<string, unknown> = { defaultLocale, locales };
  const configs = isRecord(i18n.localeConfigs) ? i18n.localeConfigs : {};
  const localeConfigs: Record<string, unknown> = {};
  for (const [code, c] of Object.entries(configs)) {
    if (!isRecord(c) || !locales.includes(code)) continue;
    const kept: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(c)) {
      if (['label', 'direction', 'htmlLang', 'path'].includes(key) && typeof v === 'string') kept[key] = v;
      else note(`i18n.localeConfigs.${code}.${key}`, 'has no portal equivalent and was left out');
    }
    if (Object.keys(kept).length > 0) localeConfigs[code] = kept;
  }
  if (Object.keys(localeConfigs).length > 0) out.localeConfigs = localeConfigs;
  const i18nPath = text(i18n.path)?.replace(/^\.\/|\/$/g, '');
  if (i18nPath !== undefined && i18nPath !== 'i18n') out.path = i18nPath;
  for (const key of Object.keys(i18n))
    if (!['defaultLocale', 'locales', 'localeConfigs', 'path'].includes(key))
      note(`i18n.${key}`, 'has no portal equivalent and was left out');
  config.i18n = out;
  return locales.length > 1 ? (i18nPath ?? 'i18n') : undefined;
}
