import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { readYaml } from '../../model/yaml-source.ts';
import { displayPath } from '../util/files.ts';
import { cleanMessage, type MessageRule } from './translation-content.ts';
import type { LocaleLayer } from './locale-layer.ts';
import { PLUGIN_FOLDERS } from './locale-layer.ts';
import type { DocsVersion } from './types.ts';

/** A translation file's messages by key: `{"key": {"message": "...", "description": "..."}}`. */
export type Messages = Record<string, string>;

/**
 * The JSON translation files of a locale, in Docusaurus's layout: `code.json` (the theme's UI
 * strings), `docusaurus-theme-classic/navbar.json` and `footer.json` (the config's navbar and
 * footer text), each docs version's `<plugin folder>/<version>.json` (its label and sidebar
 * labels) and the blog's `options.json` (its title, description and sidebar title).
 */
export interface Translations {
  code: Messages;
  navbar: Messages;
  footer: Messages;
  /** By docs version key. */
  docs: Map<string, Messages>;
  blog: Messages;
}

export const NO_TRANSLATIONS: Translations = { code: {}, navbar: {}, footer: {}, docs: new Map(), blog: {} };

export async function readTranslations(
  siteDir: string,
  files: ReadonlySet<string>,
  layer: LocaleLayer,
  versions: readonly DocsVersion[],
  diagnostics: Diagnostic[],
  allowedIframeHosts: readonly string[] = [],
): Promise<Translations> {
  const { dir } = layer;
  if (!dir) return NO_TRANSLATIONS;
  const read = (rel: string) =>
    files.has(`${dir}/${rel}`) ? readMessages(siteDir, `${dir}/${rel}`, diagnostics, { allowedIframeHosts }) : Promise.resolve({});
  const [code, navbar, footer, blog, ...docs] = await Promise.all([
    read('code.json'),
    read('docusaurus-theme-classic/navbar.json'),
    read('docusaurus-theme-classic/footer.json'),
    read(`${PLUGIN_FOLDERS.blog}/options.json`),
    ...versions.map((v) => read(`${v.i18nDir}.json`)),
  ]);
  return { code, navbar, footer, blog, docs: new Map(versions.map((v, i) => [v.key, docs[i] ?? {}])) };
}

/**
 * Which messages of a translation file hold HTML: only the footer's copyright line, whose English
 * value (the config's `footer.copyright`) is HTML too. Every other message is text.
 */
function ruleOf(rel: string, key: string): MessageRule {
  return rel.endsWith('docusaurus-theme-classic/footer.json') && key === 'copyright' ? 'html' : 'text';
}

/**
 * One translation file; a message may also be written as a plain string. Translations are content
 * (a translator's pull request is reviewed like a page): each message is cleaned by its rule, and
 * what is removed is a warning naming the file and the key (translation-content.ts).
 */
export async function readMessages(
  siteDir: string,
  rel: string,
  diagnostics: Diagnostic[],
  { allowedIframeHosts = [] }: { allowedIframeHosts?: readonly string[] } = {},
): Promise<Messages> {
  const abs = path.join(siteDir, rel);
  const file = displayPath(abs);
  const parsed = readYaml(await readFile(abs, 'utf8'));
  if (!parsed.ok) {
    diagnostics.push(
      diagnostic('error', 'translations-syntax', `the translation file is not valid JSON: ${parsed.message}`, {
        file,
        point: parsed.point,
        hint: 'each entry is "id": {"message": "..."}',
      }),
    );
    return {};
  }
  const data = parsed.source.data;
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(
      diagnostic('error', 'translations-invalid', 'a translation file must hold an object of messages', {
        file,
        point: { line: 1, column: 1 },
        hint: 'write {"theme.common.editThisPage": {"message": "..."}}',
      }),
    );
    return {};
  }
  const out: Messages = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const message =
      typeof value === 'string'
        ? value
        : typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string'
          ? (value as { message: string }).message
          : undefined;
    if (message === undefined)
      diagnostics.push(
        diagnostic('warning', 'translations-invalid', `the entry "${key}" has no message, so it is not used`, {
          file,
          point: parsed.source.locate([key]),
          hint: `write "${key}": {"message": "..."}`,
        }),
      );
    else
      out[key] = cleanMessage(message, {
        key,
        rule: ruleOf(rel, key),
        file,
        point: parsed.source.locate([key]),
        allowedIframeHosts,
        diagnostics,
      });
  }
  return out;
}
