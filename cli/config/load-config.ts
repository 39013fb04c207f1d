import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { displayPath } from '../util/files.ts';
import type { SiteConfig } from './types.ts';
import { readApis, readFooterLinks, readNavbarItems, readSidebarItems } from './sections.ts';
import {
  readBoolean, readEnum, readInt, readList, readRecord, readRequiredString, readString, report, type ConfigReader,
} from './reader.ts';

export const CONFIG_FILE_NAMES = ['portal.config.yaml', 'portal.config.yml', 'portal.config.json'];

export interface ConfigResult {
  config: SiteConfig | undefined;
  diagnostics: Diagnostic[];
}

/** `${NAME}` and `${NAME:-default}` read the environment, so CI can point links at each deployment. */
export function substituteEnv(text: string, env: Record<string, string | undefined>): string {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)(?::-([^}]*))?\}/g, (_m, name: string, fallback?: string) => env[name] ?? fallback ?? '');
}

export async function loadConfig(siteDir: string, env: Record<string, string | undefined> = process.env): Promise<ConfigResult> {
  const absSite = path.resolve(siteDir);
  let file: string | undefined;
  let text = '';
  for (const name of CONFIG_FILE_NAMES) {
    try {
      text = await readFile(path.join(absSite, name), 'utf8');
      file = path.join(absSite, name);
      break;
    } catch {
      // try the next name
    }
  }
  if (file === undefined) {
    return {
      config: undefined,
      diagnostics: [
        diagnostic('error', 'config-missing', `no portal.config.yaml in ${displayPath(absSite)}`, {
          file: displayPath(absSite),
          hint: 'pass the site folder (`portal build path/to/site`) or create portal.config.yaml in it',
        }),
      ],
    };
  }
  const shown = displayPath(file);
  const source = substituteEnv(text, env);
  let data: unknown;
  try {
    data = file.endsWith('.json') ? JSON.parse(source) : parseYaml(source);
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    return {
      config: undefined,
      diagnostics: [
        diagnostic('error', 'config-syntax', `the config file is not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${reason}`, {
          file: shown,
          point: mark ? { line: mark.line + 1, column: mark.column + 1 } : undefined,
          hint: 'check the indentation and quoting around that place',
        }),
      ],
    };
  }
  const r: ConfigReader = { file: shown, text: source, diagnostics: [] };
  const config = readConfig(r, readRecord(r, data, []), absSite, shown);
  return { config: r.diagnostics.length > 0 ? undefined : config, diagnostics: r.diagnostics };
}

const KNOWN_KEYS = new Set([
  'title', 'tagline', 'favicon', 'url', 'baseUrl', 'productSegment', 'trailingSlash', 'i18n', 'docs', 'navbar', 'footer',
  'announcementBar', 'search', 'colorMode', 'toc', 'blog', 'apis', 'markdown',
]);

function readConfig(r: ConfigReader, root: Record<string, unknown>, siteDir: string, configFile: string): SiteConfig {
  for (const key of Object.keys(root)) {
    if (!KNOWN_KEYS.has(key)) report(r, [key], 'is not a config key', `known keys: ${[...KNOWN_KEYS].join(', ')}`);
  }
  let baseUrl = readString(r, root.baseUrl, ['baseUrl'], '/');
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    report(r, ['baseUrl'], `must start and end with "/", got "${baseUrl}"`, `write "/${baseUrl.replace(/^\/|\/$/g, '')}/"`);
    baseUrl = '/';
  }
  const url = readString(r, root.url, ['url'], 'http://localhost').replace(/\/$/, '');
  if (!/^https?:\/\/[^/]+$/.test(url)) report(r, ['url'], `must be an origin like https://example.com, got "${url}"`, 'leave the path out: it goes in baseUrl');

  const i18n = readRecord(r, root.i18n, ['i18n']);
  const locales = readList(r, i18n.locales, ['i18n', 'locales']).map((raw, i) => {
    const l = readRecord(r, raw, ['i18n', 'locales', i]);
    return {
      code: readRequiredString(r, l.code, ['i18n', 'locales', i, 'code']),
      label: readString(r, l.label, ['i18n', 'locales', i, 'label'], languageName(String(l.code ?? ''))),
      direction: readEnum(r, l.direction, ['i18n', 'locales', i, 'direction'], ['ltr', 'rtl'] as const, 'ltr'),
    };
  });
  const defaultLocale = readString(r, i18n.defaultLocale, ['i18n', 'defaultLocale'], 'en');
  if (locales.length === 0) locales.push({ code: defaultLocale, label: languageName(defaultLocale), direction: 'ltr' });
  if (!locales.some((l) => l.code === defaultLocale)) {
    report(r, ['i18n', 'defaultLocale'], `is "${defaultLocale}", which is not in i18n.locales`, 'add it to the locales list');
  }

  const docs = readRecord(r, root.docs, ['docs']);
  const sidebarsRaw = readRecord(r, docs.sidebars, ['docs', 'sidebars']);
  const sidebars = Object.fromEntries(
    Object.entries(sidebarsRaw).map(([name, items]) => [name, readSidebarItems(r, items, ['docs', 'sidebars', name])]),
  );

  const navbar = readRecord(r, root.navbar, ['navbar']);
  const footer = readRecord(r, root.footer, ['footer']);
  const bar = root.announcementBar === undefined || root.announcementBar === null ? null : readRecord(r, root.announcementBar, ['announcementBar']);
  const search = readRecord(r, root.search, ['search']);
  const colorMode = readRecord(r, root.colorMode, ['colorMode']);
  const toc = readRecord(r, root.toc, ['toc']);
  const markdown = readRecord(r, root.markdown, ['markdown']);
  const blog = readRecord(r, root.blog, ['blog']);
  const minHeadingLevel = readInt(r, toc.minHeadingLevel, ['toc', 'minHeadingLevel'], 2, 2, 6);
  const maxHeadingLevel = readInt(r, toc.maxHeadingLevel, ['toc', 'maxHeadingLevel'], 3, 2, 6);
  if (maxHeadingLevel < minHeadingLevel) report(r, ['toc', 'maxHeadingLevel'], 'is smaller than toc.minHeadingLevel', 'make it at least as large');
  const sidebarCount = blog.sidebarCount === 'ALL' ? 'ALL' : readInt(r, blog.sidebarCount, ['blog', 'sidebarCount'], 5, 0, 1000);

  return {
    siteDir,
    configFile,
    title: readRequiredString(r, root.title, ['title']),
    tagline: readString(r, root.tagline, ['tagline'], ''),
    favicon: root.favicon === undefined || root.favicon === null ? null : readString(r, root.favicon, ['favicon'], ''),
    url,
    baseUrl,
    productSegment: readString(r, root.productSegment, ['productSegment'], ''),
    trailingSlash: root.trailingSlash === null || root.trailingSlash === undefined ? null : readBoolean(r, root.trailingSlash, ['trailingSlash'], false),
    i18n: { defaultLocale, locales },
    docs: {
      versionLabel: readString(r, docs.versionLabel, ['docs', 'versionLabel'], 'Next'),
      mainDoc: docs.mainDoc === undefined ? null : readString(r, docs.mainDoc, ['docs', 'mainDoc'], ''),
      sidebars,
    },
    navbar: {
      title: readString(r, navbar.title, ['navbar', 'title'], String(root.title ?? '')),
      items: readNavbarItems(r, navbar.items, ['navbar', 'items'], Object.keys(sidebars)),
    },
    footer: { links: readFooterLinks(r, footer.links, ['footer', 'links']), copyright: readString(r, footer.copyright, ['footer', 'copyright'], '') },
    announcementBar: bar && {
      id: readRequiredString(r, bar.id, ['announcementBar', 'id']),
      content: readRequiredString(r, bar.content, ['announcementBar', 'content']),
      dismissible: readBoolean(r, bar.dismissible, ['announcementBar', 'dismissible'], true),
    },
    search: { maxHits: readInt(r, search.maxHits, ['search', 'maxHits'], 8, 1, 100) },
    colorMode: {
      defaultMode: readEnum(r, colorMode.defaultMode, ['colorMode', 'defaultMode'], ['light', 'dark'] as const, 'light'),
      disableSwitch: readBoolean(r, colorMode.disableSwitch, ['colorMode', 'disableSwitch'], false),
      respectPrefersColorScheme: readBoolean(r, colorMode.respectPrefersColorScheme, ['colorMode', 'respectPrefersColorScheme'], false),
    },
    toc: { minHeadingLevel, maxHeadingLevel },
    // Docusaurus 3 reads every file as MDX unless told otherwise; `detect` keeps .md as CommonMark.
    markdown: { format: readEnum(r, markdown.format, ['markdown', 'format'], ['mdx', 'md', 'detect'] as const, 'mdx') },
    blog: {
      title: readString(r, blog.title, ['blog', 'title'], 'Blog'),
      description: readString(r, blog.description, ['blog', 'description'], ''),
      showReadingTime: readBoolean(r, blog.showReadingTime, ['blog', 'showReadingTime'], true),
      postsPerPage: readInt(r, blog.postsPerPage, ['blog', 'postsPerPage'], 10, 1, 1000),
      sidebarTitle: readString(r, blog.sidebarTitle, ['blog', 'sidebarTitle'], 'Recent posts'),
      sidebarCount,
      groupByYear: readBoolean(r, blog.groupByYear, ['blog', 'groupByYear'], true),
    },
    apis: readApis(r, root.apis, ['apis']),
  };
}

/** The language's own name in English ("en" -> "English"), for locales configured without a label. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
