import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dump, load as parseYaml } from 'js-yaml';
import { schemaHeader } from '../../config/schema-header.ts';
import { CONFIG_FILE_NAMES, loadConfig } from '../../config/load-config.ts';
import { PortalError, type Diagnostic } from '../../../model/diagnostics.ts';
import { displayPath } from '../../util/files.ts';
import { checkInitTarget } from '../target.ts';
import { convertConfig, type ApiSource, type DocsSource } from './convert-config.ts';
import { versionFiles } from '../../load/docs-versions.ts';
import { convertSidebars } from '../../load/docusaurus-sidebars.ts';
import { readModuleValue } from './read-module.ts';
import { Unresolved } from './static-eval.ts';

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
  const config = ordered({
    ...converted.config,
    docs: docsEntries.length === 1 ? docsEntries[0] : docsEntries,
    ...(apis.length > 0 ? { apis } : {}),
  });

  const inPlace = out === undefined || path.resolve(cwd, out) === src;
  const siteDir = inPlace ? src : await checkInitTarget(out, cwd);
  const copied: string[] = [];
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
      if (d.sourcePath !== d.path) note(`docs${d.id === 'default' ? '' : `[${d.id}]`}.path`, `is ${d.sourcePath}, outside the site folder; portal reads content only inside it: run with --out (it copies the folder to ${d.path}/) or move it there`);
    }
    const { pages } = converted.folders;
    if (pages !== 'src/pages') note('pages.path', `is ${pages}; portal reads src/pages/ and pages/`);
  } else {
    const { blog, pages } = converted.folders;
    // Docs and blog folders keep their names (the config says where they are); so do the versions' and the translations' files.
    const same = (p: string): [string, string] => [p, p];
    const versioned = converted.docsInstances.flatMap((d): [string, string][] => {
      const files = versionFiles(d.id);
      const prefix = d.id === 'default' ? '' : `${d.id}_`;
      return [[d.sourcePath, d.path], same(files.list), same(`${prefix}versioned_docs`), same(`${prefix}versioned_sidebars`)];
    });
    const plan: [string, string][] = [
      ...versioned,
      [pages, 'src/pages'],
      same('static'),
      ...(blog ? [same(blog)] : []),
      ...(converted.i18nPath ? [same(converted.i18nPath)] : []),
      ...apis.map((a) => same(a.spec)),
    ];
    for (const [from, to] of plan) {
      if (!existsSync(path.join(src, from)) || copied.includes(to)) continue;
      await cp(path.join(src, from), path.join(siteDir, to), { recursive: true, errorOnExist: true, force: false });
      copied.push(to);
    }
  }
  notes.push(...(await reactPages(src, converted.folders.pages)));

  const configFile = path.join(siteDir, 'portal.config.yaml');
  // A site with no content folder to copy has had nothing create its folder yet.
  await mkdir(siteDir, { recursive: true });
  const header = `${schemaHeader(siteDir)}# Written by \`portal init --from-docusaurus\` from ${configName}${sidebarName ? ` and ${sidebarName}` : ''}.\n# Every key is described in portal's docs, "Configuration".\n`;
  // A key this portal version does not read yet is dropped (and noted) rather than failing the config.
  let diagnostics: Diagnostic[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await writeFile(configFile, header + dump(config, { lineWidth: 120, noRefs: true }));
    diagnostics = (await loadConfig(siteDir, {})).diagnostics;
    const unknown = diagnostics.flatMap((d) => /^`(\w+)` is not a config key/.exec(d.message)?.[1] ?? []).filter((k) => k in config);
    if (unknown.length === 0) break;
    for (const key of unknown) {
      note(key, `this portal version does not read \`${key}\`, so it was left out`);
      delete config[key];
    }
  }
  return { siteDir, configFile, copied, notes, diagnostics };
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

/** React pages (`.js`, `.tsx`) are code, which portal does not run; markdown pages build as they are. */
async function reactPages(src: string, pagesDir: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(path.join(src, pagesDir), { recursive: true })).map(String);
  } catch {
    return [];
  }
  return files
    .filter((f) => /\.(jsx?|tsx?)$/.test(f) && !f.split(/[\\/]/).some((p) => p.startsWith('_')))
    .map(
      (f) =>
        `${pagesDir}/${f.split(path.sep).join('/')}: is a React page, which portal does not run; write it as markdown (${f.replace(/\.(jsx?|tsx?)$/, '.md')})${/^index\./.test(f) ? " or let portal's home page (title, tagline, hero frontmatter) stand in" : ''}`,
    );
}

const ORDER = [
  'title',
  'tagline',
  'favicon',
  'url',
  'baseUrl',
  'trailingSlash',
  'i18n',
  'markdown',
  'docs',
  'navbar',
  'footer',
  'announcementBar',
  'colorMode',
  'toc',
  'blog',
  'apis',
];

function ordered(config: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ORDER) if (config[key] !== undefined) out[key] = plain(config[key]);
  for (const [key, v] of Object.entries(config)) if (!(key in out) && v !== undefined) out[key] = plain(v);
  return out;
}

/** Plain data only: a value the converter could not read (already noted) is left out of the file. */
function plain(value: unknown): unknown {
  if (value instanceof Unresolved) return undefined;
  if (Array.isArray(value)) return value.map(plain).filter((v) => v !== undefined);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).flatMap(([k, v]) => {
        const p = plain(v);
        return p === undefined ? [] : [[k, p]];
      }),
    );
  }
  return value;
}
