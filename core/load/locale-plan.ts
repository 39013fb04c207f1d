import type { SiteConfig } from '../config/types.ts';
import type { LocaleLayer } from './locale-layer.ts';

/** The layer of one locale: its translations folder when the site has one (`i18n/fr`). */
export function localeLayer(config: SiteConfig, code: string, files: readonly string[]): LocaleLayer {
  const locale = config.i18n.locales.find((l) => l.code === code);
  const dir = `${config.i18n.path}/${locale?.path ?? code}`;
  return { locale: code, isDefault: code === config.i18n.defaultLocale, dir: files.some((f) => f.startsWith(`${dir}/`)) ? dir : undefined };
}
