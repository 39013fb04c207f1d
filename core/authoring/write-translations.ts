import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PortalError, type Diagnostic } from '../../model/diagnostics.ts';
import { CATALOG } from '../../renderer/i18n/catalog.ts';
import { builtInStrings } from '../../renderer/i18n/built-in.ts';
import { validConfig } from './valid-config.ts';
import type { LocaleConfig, SidebarItemConfig, SiteConfig } from '../config/types.ts';
import { readDocsVersions } from '../load/docs-versions.ts';
import { PLUGIN_FOLDERS } from '../load/locale-layer.ts';
import type { DocsVersion } from '../load/types.ts';
import { listSiteFiles } from '../util/files.ts';

export interface WriteTranslationsOptions {
  siteDir: string;
  /** One locale; every locale but the default one when absent. */
  locale?: string;
  /** Replace messages already translated (Docusaurus's `--override`); by default they are kept. */
  override?: boolean;
}

export interface WriteTranslationsResult {
  /** Per file written (site-relative): how many messages it holds and how many were new. */
  files: { file: string; messages: number; added: number }[];
  diagnostics: Diagnostic[];
}

type Entry = { message: string; description: string };
type MessageFile = Record<string, Entry>;

/**
 * `portal write-translations`: the JSON files Docusaurus's `write-translations` writes, for
 * translators to fill in: `code.json` (every string the theme shows, in the locale's language
 * when portal ships it, else in English), `docusaurus-theme-classic/navbar.json` and `footer.json`,
 * each docs version's `<plugin folder>/<version>.json` (its label and sidebar labels) and the blog's
 * `options.json`. A message already in a file is kept unless `override` is set.
 */
export async function writeTranslations({ siteDir, locale, override = false }: WriteTranslationsOptions): Promise<WriteTranslationsResult> {
  const { config, diagnostics } = await validConfig(siteDir);
  const locales = chosenLocales(config, locale);
  const { files } = await listSiteFiles(config.siteDir);
  const versions = await readDocsVersions({ config, files, diagnostics });
  const out: WriteTranslationsResult['files'] = [];
  for (const l of locales) {
    const dir = `${config.i18n.path}/${l.path}`;
    for (const [rel, messages] of Object.entries(localeFiles(config, l, versions))) {
      out.push(await mergeInto(config.siteDir, `${dir}/${rel}`, messages, override));
    }
  }
  return { files: out, diagnostics };
}

function chosenLocales(config: SiteConfig, asked: string | undefined): LocaleConfig[] {
  if (asked === undefined) {
    const others = config.i18n.locales.filter((l) => l.code !== config.i18n.defaultLocale);
    // A site with one locale translates nothing, but its default locale may still be given its code.json.
    return others.length > 0 ? others : config.i18n.locales;
  }
  const found = config.i18n.locales.find((l) => l.code === asked);
  if (!found)
    throw new PortalError({
      code: 'locale-unknown',
      message: `the locale "${asked}" is not in i18n.locales`,
      file: config.configFile,
      hint: `add it to i18n.locales, or use one of ${config.i18n.locales.map((l) => l.code).join(', ')}`,
    });
  return [found];
}

/** What each file of one locale holds: file (below the locale's folder) -> messages. */
function localeFiles(config: SiteConfig, locale: LocaleConfig, versions: readonly DocsVersion[]): Record<string, MessageFile> {
  const shipped = builtInStrings(locale.code);
  const code: MessageFile = {};
  for (const [id, entry] of Object.entries(CATALOG)) code[id] = { message: shipped[id] ?? entry.message, description: entry.description };
  const navbar: MessageFile = { title: { message: config.navbar.title, description: 'The title in the navbar' } };
  for (const item of config.navbar.items) {
    if (!('label' in item)) continue;
    navbar[`item.label.${item.label}`] = { message: item.label, description: `Navbar item with label ${item.label}` };
  }
  const footer: MessageFile = {};
  for (const group of config.footer.links) {
    footer[`link.title.${group.title}`] = {
      message: group.title,
      description: `The title of the footer links column with title=${group.title}`,
    };
    for (const item of group.items)
      footer[`link.item.label.${item.label}`] = { message: item.label, description: `The label of footer link with label=${item.label}` };
  }
  if (config.footer.copyright) footer.copyright = { message: config.footer.copyright, description: 'The footer copyright' };
  const files: Record<string, MessageFile> = {
    'code.json': code,
    'docusaurus-theme-classic/navbar.json': navbar,
    'docusaurus-theme-classic/footer.json': footer,
  };
  files[`${PLUGIN_FOLDERS.blog}/options.json`] = {
    title: { message: config.blog.title, description: 'The title for the blog used in SEO' },
    description: { message: config.blog.description, description: 'The description for the blog used in SEO' },
    'sidebar.title': { message: config.blog.sidebarTitle, description: 'The label for the left sidebar' },
  };
  for (const version of versions) files[`${version.i18nDir}.json`] = versionMessages(version);
  return files;
}

/** A version's label and its sidebars' category and link labels, keyed as the build reads them (core/graph/sidebar-labels.ts). */
function versionMessages(version: DocsVersion): MessageFile {
  const out: MessageFile = { 'version.label': { message: version.label, description: `The label for version ${version.name}` } };
  const walk = (sidebar: string, items: readonly SidebarItemConfig[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        out[`sidebar.${sidebar}.category.${item.label}`] = {
          message: item.label,
          description: `The label for category ${item.label} in sidebar ${sidebar}`,
        };
        walk(sidebar, item.items);
      } else if (item.type === 'link')
        out[`sidebar.${sidebar}.link.${item.label}`] = {
          message: item.label,
          description: `The label for link ${item.label} in sidebar ${sidebar}, linking to ${item.href}`,
        };
      else if (item.type === 'doc' && item.label !== undefined)
        out[`sidebar.${sidebar}.doc.${item.label}`] = {
          message: item.label,
          description: `The label for the doc item ${item.label} in sidebar ${sidebar}, linking to the doc ${item.id}`,
        };
    }
  };
  for (const [name, items] of Object.entries(version.sidebars)) walk(name, items);
  return out;
}

/** Writes `messages` into the file, keeping what a translator already wrote there (unless `override`). */
async function mergeInto(
  siteDir: string,
  rel: string,
  messages: MessageFile,
  override: boolean,
): Promise<{ file: string; messages: number; added: number }> {
  const abs = path.join(siteDir, rel);
  let existing: Record<string, unknown> = {};
  if (existsSync(abs)) {
    const text = await readFile(abs, 'utf8');
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) existing = parsed as Record<string, unknown>;
    } catch (error) {
      throw new PortalError(
        {
          code: 'translations-syntax',
          message: `${rel} is not valid JSON, so it was left as it is`,
          file: rel,
          hint: 'fix the file (each entry is "id": {"message": "..."}), then run write-translations again',
        },
        { cause: error },
      );
    }
  }
  const merged: Record<string, unknown> = override ? {} : { ...existing };
  let added = 0;
  for (const [id, entry] of Object.entries(messages)) {
    if (!override && id in existing) continue;
    merged[id] = entry;
    if (!(id in existing)) added++;
  }
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]]),
  );
  await mkdir(path.dirname(abs), { recursive: true });
  await writeFile(abs, `${JSON.stringify(sorted, null, 2)}\n`);
  return { file: rel, messages: Object.keys(sorted).length, added };
}
