import type { LocaleConfig, SiteConfig } from '../config/types.ts';
import { diagnostic, plural, type Diagnostic } from '../../model/diagnostics.ts';
import { readDocsVersions } from '../load/docs-versions.ts';
import { loadSite, outsideLinks, type LoadOptions } from '../load/load-site.ts';
import { localeLayer } from '../load/locale-plan.ts';
import { readTranslations, type Translations } from '../load/translations.ts';
import type { DocsVersion, LoadedSite } from '../load/types.ts';
import { listSiteFiles } from '../util/files.ts';
import { builtInStrings } from '../../renderer/i18n/built-in.ts';
import { translateConfig } from './translate-config.ts';

/** One locale after the load stage: its config (navbar, footer and blog text translated), content and UI strings. */
export interface LocaleLoad {
  locale: LocaleConfig;
  config: SiteConfig;
  site: LoadedSite;
  /** The theme's UI strings that differ from English: the built-in translation, then the site's code.json. */
  strings: Record<string, string>;
  translations: Translations;
}

/** The locales a command builds: every one of the config's (the default first), or those asked for. */
export function chooseLocales(
  config: SiteConfig,
  asked: readonly string[] | 'default' | undefined,
  diagnostics: Diagnostic[],
): LocaleConfig[] | undefined {
  const all = [...config.i18n.locales].sort(
    (a, b) => Number(b.code === config.i18n.defaultLocale) - Number(a.code === config.i18n.defaultLocale),
  );
  if (!asked) return all;
  if (asked === 'default') return all.slice(0, 1);
  const unknown = asked.filter((code) => !all.some((l) => l.code === code));
  if (unknown.length > 0) {
    diagnostics.push(
      diagnostic('error', 'locale-unknown', `the locale ${unknown.map((c) => `"${c}"`).join(', ')} is not one of the site's`, {
        file: config.configFile,
        hint: `use one of ${all.map((l) => l.code).join(', ')}, or add it to i18n.locales`,
      }),
    );
    return undefined;
  }
  return all.filter((l) => asked.includes(l.code));
}

export interface LoadLocalesInput {
  config: SiteConfig;
  locales: readonly LocaleConfig[];
  options: Omit<LoadOptions, 'config' | 'files' | 'versions' | 'layer' | 'onProgress'>;
  progress: (done: number, total: number) => void;
}

/**
 * The load stage for every locale. The file list and the docs versions are read once; each
 * locale is then loaded as a site of its own, each file from its translation when the locale
 * has one (Docusaurus builds each locale apart the same way).
 */
export async function loadLocales({
  config,
  locales,
  options,
  progress,
}: LoadLocalesInput): Promise<{ sites: LocaleLoad[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const listed = await listSiteFiles(config.siteDir);
  const { files } = listed;
  diagnostics.push(...outsideLinks(config, listed.outside));
  const fileSet = new Set(files);
  const versions = await readDocsVersions({ config, files, diagnostics });
  const sites: LocaleLoad[] = [];
  for (const [i, locale] of locales.entries()) {
    const layer = localeLayer(config, locale.code, files);
    if (!layer.isDefault && !layer.dir) {
      diagnostics.push(
        diagnostic(
          'warning',
          'locale-untranslated',
          `the locale "${locale.code}" has no translations folder (${config.i18n.path}/${locale.path}/), so its pages are built in the default language`,
          {
            file: config.configFile,
            point: locale.line ? { line: locale.line, column: 1 } : undefined,
            hint: `run \`portal write-translations --locale ${locale.code}\` to start its ${config.i18n.path}/${locale.path}/ folder, or take the locale out of i18n.locales`,
          },
        ),
      );
    }
    const translations = await readTranslations(config.siteDir, fileSet, layer, versions, diagnostics, config.allowedIframeHosts);
    const localized = translateConfig(config, translations);
    const labelled: DocsVersion[] = versions.map((v) => {
      const label = translations.docs.get(v.key)?.['version.label'];
      return label ? { ...v, label } : v;
    });
    const strings = { ...builtInStrings(locale.code), ...translations.code };
    const site = await loadSite({
      ...options,
      config: localized,
      files,
      versions: labelled,
      layer,
      strings,
      onProgress: (done, total) => progress(i * total + done, total * locales.length),
    });
    diagnostics.push(...site.diagnostics.splice(0));
    sites.push({ locale, config: localized, site, strings, translations });
  }
  return { sites, diagnostics };
}

export function loadSummary(sites: readonly LocaleLoad[]): string {
  const first = sites[0]?.site;
  if (!first) return '';
  const counts = `${plural(first.docs.length, 'doc')}, ${plural(first.posts.length, 'post')}, ${plural(first.pages.length, 'page')}`;
  return sites.length > 1 ? `${counts} in each of ${sites.length} locales` : counts;
}

/** Diagnostics equal in every field once: a file shown in several locales reports its problems once. */
export function uniqueDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = JSON.stringify([d.severity, d.code, d.message, d.file, d.line, d.column]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
