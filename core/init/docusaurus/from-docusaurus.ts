import { constants, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { schemaHeader } from '../../config/schema-header.ts';
import { CONFIG_FILE_NAMES } from '../../config/load-config.ts';
import { PortalError, type Diagnostic } from '../../../model/diagnostics.ts';
import { displayPath } from '../../util/files.ts';
import { checkInitTarget } from '../target.ts';
import { convertConfig, type ApiSource, type DocsSource } from './convert-config.ts';
import { versionFiles } from '../../load/docs-versions.ts';
import { convertSidebars } from '../../load/docusaurus-sidebars.ts';
import { readModuleValue } from './read-module.ts';
import { planCopies } from './plan-copies.ts';
import { primaryColors } from './convert-css.ts';
import { Unresolved } from './static-eval.ts';
import { ordered, writeConfig } from './write-config.ts';

const CONFIG_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];
const SIDEBAR_NAMES = ['sidebars.ts', 'sidebars.mts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

export interface FromDocusaurusOptions {
  /** The Docusaurus site folder. */
  source: string;
  /** Where the portal site goes; the Docusaurus folder itself when absent. */
  out?: string | undefined;
  /** Replace an existing portal.config.yaml in the Docusaurus folder. */
  force?: boolean;
  cwd?: string;
  /** The staging folder while the new site is being written, for a Ctrl+C handler to remove. */
  progress?: { staging?: string | undefined };
}

export interface FromDocusaurusResult {
  siteDir: string;
  configFile: string;
  /** Folders copied into a separate site folder (empty when written in place). */
  copied: string[];
  /** What could not be carried over, one line each. */
  notes: string[];
  /** Problems the written config still has, from portal's own config check. */
  diagnostics: Diagnostic[];
}

/**
 * `portal init --from-docusaurus`: reads a Docusaurus site's config and sidebars without running
 * them, writes portal.config.yaml (in place, or into a new folder with the content copied), and
 * returns what it could not map.
 */
export async function initFromDocusaurus({
  source,
  out,
  force = false,
  cwd = process.cwd(),
  progress,
}: FromDocusaurusOptions): Promise<FromDocusaurusResult> {
  const src = path.resolve(cwd, source);
  const configName = CONFIG_NAMES.find((name) => existsSync(path.join(src, name)));
  if (!configName) {
    throw new PortalError({
      code: 'docusaurus-missing',
      message: `no docusaurus.config.js (or .ts, .mjs) in ${displayPath(src, cwd)}`,
      hint: 'pass the folder of the Docusaurus site, the one holding docusaurus.config.js',
    });
  }
  const configPath = path.join(src, configName);
  const converted = convertConfig(await withLocalModules(await readModuleValue(configPath), src, await readFile(configPath, 'utf8')));
  const notes = [...converted.notes];
  const note = (key: string, message: string) => notes.push(`${key}: ${message}`);

  const sidebarFiles: string[] = [];
  const docsEntries = [];
  for (const instance of converted.docsInstances) {
    const where = instance.id === 'default' ? 'sidebarPath' : `docs[${instance.id}].sidebarPath`;
    const found = await instanceSidebars(src, instance, (key, message) => note(key === 'sidebarPath' ? where : key, message));
    if (found.file) sidebarFiles.push(found.file);
    docsEntries.push({ ...instance.config, sidebars: found.sidebars });
  }
  const sidebarName = sidebarFiles.join(', ') || undefined;

  const apis = await Promise.all(converted.apis.map((api) => withTitle(src, api, note)));
  const inPlace = out === undefined || path.resolve(cwd, out) === src;
  const siteDir = inPlace ? src : await checkInitTarget(out, cwd);
  if (inPlace) {
    const existing = CONFIG_FILE_NAMES.find((n) => existsSync(path.join(src, n)));
    if (existing && !force) {
      throw new PortalError({
        code: 'init-refused',
        message: `${displayPath(path.join(src, existing), cwd)} already exists`,
        hint: 'pass --force to replace it, or --out NEW_FOLDER to write a separate site',
      });
    }
    for (const d of converted.docsInstances) {
      if (d.sourcePath !== d.path)
        note(
          `docs${d.id === 'default' ? '' : `[${d.id}]`}.path`,
          `is ${d.sourcePath}, outside the site folder; portal reads content only inside it: run with --out (it copies the folder to ${d.path}/) or move it there`,
        );
    }
    const { pages } = converted.folders;
    if (pages !== 'src/pages') note('pages.path', `is ${pages}; portal reads src/pages/ and pages/`);
  }
  // Everything decided before anything is written: the files, the notes, the config.
  // Docs and blog folders keep their names (the config says where they are); so do the versions' and the translations' files.
  const docsFolders = converted.docsInstances.map((d) => ({ from: d.sourcePath, to: d.path }));
  const versioned = converted.docsInstances.flatMap((d) => {
    const prefix = d.id === 'default' ? '' : `${d.id}_`;
    return [versionFiles(d.id).list, `${prefix}versioned_docs`, `${prefix}versioned_sidebars`];
  });
  const asIs = [...versioned, ...(converted.i18nPath ? [converted.i18nPath] : [])];
  const plan = await planCopies({
    src,
    folders: inPlace
      ? { docs: [], blog: false, pages: 'src/pages' }
      : { docs: docsFolders, blog: converted.folders.blog, pages: converted.folders.pages },
    asIs: inPlace ? [] : asIs,
    apis,
    customCss: converted.customCss,
    inPlace,
  });
  notes.push(...plan.notes);
  const theme = await themeFrom(src, converted.customCss, note);
  const config = ordered({
    ...converted.config,
    docs: docsEntries.length === 1 ? docsEntries[0] : docsEntries,
    ...(apis.length > 0 ? { apis } : {}),
    ...(plan.iframeHosts.length > 0 ? { allowedIframeHosts: plan.iframeHosts } : {}),
    ...(theme ? { theme } : {}),
  });
  const header = `${schemaHeader(siteDir)}# Written by \`portal init --from-docusaurus\` from ${configName}${sidebarName ? ` and ${sidebarName}` : ''}.\n# Every key is described in portal's docs, "Configuration".\n`;
  // In place only the config is written (atomically); otherwise the whole new site is staged beside
  // its folder and moved in at the end, so a failure or Ctrl+C leaves nothing half-written.
  const staging = inPlace ? siteDir : `${siteDir.replace(/[\\/]+$/, '')}.tmp-${process.pid}`;
  if (progress) progress.staging = inPlace ? undefined : staging;
  try {
    if (!inPlace) {
      await mkdir(staging, { recursive: true });
      for (const [dest, from] of plan.files) {
        await mkdir(path.dirname(path.join(staging, dest)), { recursive: true });
        await copyFile(from, path.join(staging, dest), constants.COPYFILE_EXCL);
      }
    }
    const diagnostics = await writeConfig(staging, header, config, note, inPlace);
    if (!inPlace) await moveInto(staging, siteDir);
    return {
      siteDir,
      configFile: path.join(siteDir, 'portal.config.yaml'),
      copied: inPlace ? [] : plan.copied,
      notes: [...new Set(notes)],
      diagnostics,
    };
  } catch (error) {
    if (!inPlace) await rm(staging, { recursive: true, force: true });
    throw new PortalError(
      {
        code: 'init-failed',
        message: `could not write the new site ${displayPath(siteDir, cwd)}: ${(error as Error).message}`,
        hint: 'nothing was written; check the folder and the disk, and run the command again',
      },
      { cause: error },
    );
  } finally {
    if (progress) progress.staging = undefined;
  }
}

/**
 * Writes portal.config.yaml into `dir` and checks it with portal's own config loader. A key this
 * portal version does not read is dropped (and noted) rather than failing the config.
 */
/** The staged site into its folder: one rename when the folder is new or empty, else entry by entry (each new there). */
async function moveInto(staging: string, target: string): Promise<void> {
  const existing = existsSync(target) ? await readdir(target) : [];
  if (existing.length === 0) {
    if (existsSync(target)) await rm(target, { recursive: true });
    await rename(staging, target);
    return;
  }
  const moved: string[] = [];
  try {
    for (const name of await readdir(staging)) {
      if (existing.includes(name)) throw new Error(`${name} already exists in the target folder`);
      await rename(path.join(staging, name), path.join(target, name));
      moved.push(name);
    }
  } catch (error) {
    for (const name of moved) await rename(path.join(target, name), path.join(staging, name)).catch(() => undefined);
    throw error;
  }
  await rm(staging, { recursive: true, force: true });
}

/** The brand colours from the site's custom.css, which is kept as the site's own stylesheet. */
async function themeFrom(
  src: string,
  customCss: readonly string[],
  note: (key: string, message: string) => void,
): Promise<Record<string, unknown> | undefined> {
  const theme: Record<string, unknown> = {};
  for (const css of customCss) {
    let text: string;
    try {
      text = await readFile(path.join(src, css), 'utf8');
    } catch {
      // A package's own stylesheet (react-lite-youtube-embed's): portal's stand-in is styled by the theme.
      if (!css.startsWith('react-lite-youtube-embed/')) note('theme.customCss', `names ${css}, which does not exist`);
      continue;
    }
    const colors = primaryColors(text);
    if (colors.light && theme.primaryColor === undefined) theme.primaryColor = colors.light;
    if (colors.dark && theme.primaryColorDark === undefined) theme.primaryColorDark = colors.dark;
  }
  const kept = customCss.filter((c) => existsSync(path.join(src, c)));
  if (kept.length > 0) theme.customCss = kept.length === 1 ? kept[0] : kept;
  return Object.keys(theme).length > 0 ? theme : undefined;
}

/** `require('./i18n')`-style values of the config's own files (Jest's `i18n`), read the same way: statically, never run. */
const LOCAL_REQUIRE = /^require\((['"])(\.{1,2}\/[^'"]+)\1\)$/;
const MODULE_SUFFIXES = ['', '.js', '.cjs', '.mjs', '.ts', '.json', '/index.js'];

/** The relative module a name is imported from by default (`import i18n from './i18n.mjs'`), found in the config's text. */
function importedFrom(text: string, name: string): string | undefined {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) return undefined;
  return new RegExp(`^\\s*import\\s+${name.replace(/\$/g, '\\$')}\\s+from\\s+(['"])(\\.{1,2}/[^'"]+)\\1`, 'm').exec(text)?.[2];
}

async function withLocalModules(value: unknown, src: string, configText: string): Promise<unknown> {
  if (typeof value !== 'object' || value === null) return value;
  const config = value as Record<string, unknown>;
  for (const key of ['i18n']) {
    const v = config[key];
    const spec = v instanceof Unresolved ? (LOCAL_REQUIRE.exec(v.source)?.[2] ?? importedFrom(configText, v.source)) : undefined;
    if (!spec) continue;
    const base = path.resolve(src, spec);
    const candidates = MODULE_SUFFIXES.map((suffix) => base + suffix).filter((f) => f.startsWith(`${src}${path.sep}`) && existsSync(f));
    let file: string | undefined;
    for (const f of candidates) if (!file && (await stat(f)).isFile()) file = f;
    if (!file) continue;
    config[key] = file.endsWith('.json') ? JSON.parse(await readFile(file, 'utf8')) : await readModuleValue(file);
  }
  return config;
}

/** One docs instance's sidebars, converted from its sidebars file (Docusaurus's default lookup for the main instance). */
async function instanceSidebars(
  src: string,
  instance: DocsSource,
  note: (key: string, message: string) => void,
): Promise<{ sidebars: Record<string, unknown>; file?: string }> {
  if (instance.sidebarPath === false) return { sidebars: {} };
  const name = instance.sidebarPath ?? (instance.id === 'default' ? SIDEBAR_NAMES.find((n) => existsSync(path.join(src, n))) : undefined);
  if (name && existsSync(path.join(src, name))) {
    const file = path.join(src, name);
    const value: unknown = name.endsWith('.json') ? JSON.parse(await readFile(file, 'utf8')) : await readModuleValue(file);
    return { sidebars: convertSidebars(value, note), file: name };
  }
  if (name) note('sidebarPath', `names ${name}, which does not exist; portal uses one autogenerated sidebar`);
  return { sidebars: { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] } };
}

/** The API's title from its spec (`info.title`), so the API page and navbar read as before. */
async function withTitle(src: string, api: ApiSource, note: (key: string, message: string) => void): Promise<ApiSource> {
  const file = path.join(src, api.spec);
  try {
    const spec = parseYaml(await readFile(file, 'utf8')) as { info?: { title?: unknown } } | undefined;
    const title = spec?.info?.title;
    return typeof title === 'string' ? { ...api, title } : api;
  } catch (error) {
    note(
      `apis.${api.id}`,
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? `the spec ${api.spec} does not exist in the site folder`
        : `the spec ${api.spec} could not be read as YAML or JSON`,
    );
    return api;
  }
}
