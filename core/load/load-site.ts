import type { SiteConfig } from '../config/types.ts';
import { diagnostic, type Diagnostic, type SourcePoint } from '../../model/diagnostics.ts';
import { displayPath, listSiteFiles } from '../util/files.ts';
import { readContent } from './read-content.ts';
import { readDocsVersions } from './docs-versions.ts';
import { localeLayer } from './locale-plan.ts';
import { localeBaseUrl } from '../../renderer/locale-url.ts';
import type { LocaleLayer } from './locale-layer.ts';
import { isUnder } from '../markdown/doc-roots.ts';
import { gitStateStamp, readGitHistory, type GitHistory } from './git-history.ts';
import { createHash } from 'node:crypto';
import { createRenderPool } from '../markdown/pool.ts';
import type { RenderOutcome, RenderSetup } from '../markdown/render-job.ts';
import type { SitePluginRefs } from '../markdown/site-plugins.ts';
import { readFile } from 'node:fs/promises';
import { partialsKey } from '../markdown/partials.ts';
import type { MarkdownRenderer } from '../markdown/processor.ts';
import type { SiteIndex } from '../markdown/render-job.ts';
import { linkDepsHold } from './link-resolver.ts';
import type { OutcomeStore } from './outcome-store.ts';
import type { FrontmatterMemo, Pending } from './pending.ts';
import type { DocsVersion, LoadedSite } from './types.ts';
import { append } from '../util/append.ts';
import { publishedStatic, refusedAssets } from './published-files.ts';
import { mapLimited, READ_LIMIT } from '../util/map-limited.ts';

export interface LoadOptions {
  config: SiteConfig;
  /** Called as each file is rendered, for progress output. */
  onProgress?: (done: number, total: number) => void;
  /** False leaves code unhighlighted (for link checking). */
  highlight?: boolean;
  /** Rendered files from an earlier run (the dev server keeps one), reused when nothing they depend on changed. */
  cache?: RenderCache;
  /** Rendered files kept on disk between builds. */
  store?: OutcomeStore;
  /** The site's files (the caller lists them once for every locale); listed here when absent. */
  files?: readonly string[];
  /** The docs versions to read (the caller reads them once for every locale); read here when absent. */
  versions?: readonly DocsVersion[];
  /** The locale to load and its translations folder; the default locale when absent. */
  layer?: LocaleLayer;
  /** The theme's translated strings of that locale (the markdown shows a few: admonition titles, link labels). */
  strings?: Readonly<Record<string, string>>;
  /**
   * False: files rendered in this process get no markdown twin (the dev server makes twins only when
   * one is asked for). Such outcomes stay out of the store, which `portal build` reads too.
   */
  twins?: boolean;
}

/**
 * Rendered markdown by file, valid while the file's text and the settings are the same and every
 * question its links asked of the site's file and route lists gets the same answer (`linkDeps`).
 */
export interface RenderCache {
  files: Map<string, { key: string; outcome: RenderOutcome }>;
  /** The in-process renderer of the last run, reused while the settings stay the same. */
  renderer?: { key: string; renderer: MarkdownRenderer };
  /** The file and route lists that renderer resolves links against, replaced on each run. */
  index?: SiteIndex;
  /**
   * The git history of the last run. A content edit does not change it (only a commit does), so the
   * dev server reuses it and reads it again after the rebuild, off the path to the browser's reload.
   */
  history?: Promise<GitHistory>;
  /** The repository's state when `history` was read (gitStateStamp). */
  historyStamp?: Promise<string | undefined>;
  /** Parsed frontmatter of the last run. */
  frontmatter?: FrontmatterMemo;
  /** The store was pruned in an earlier run with this cache (once per dev-server session is enough). */
  pruned?: boolean;
}

export function createRenderCache(): RenderCache {
  return { files: new Map() };
}

/** Reads the git history again for the next run, if the last one used it and the repository changed since. */
export async function refreshHistory(cache: RenderCache, siteDir: string): Promise<void> {
  if (!cache.history) return;
  const [before, now] = await Promise.all([cache.historyStamp, gitStateStamp(siteDir)]);
  // Equal stamps, or still no repository: what git would say is what it said.
  if (before === now) return;
  cache.historyStamp = Promise.resolve(now);
  cache.history = readGitHistory(siteDir);
}

/**
 * The load stage. Two passes: the first reads every file's frontmatter and fixes its route, so the
 * second can turn `[x](../y.md)` into the route of y while rendering each body to HTML.
 */
export async function loadSite(options: LoadOptions): Promise<LoadedSite> {
  const { config, onProgress, highlight = true, cache, store, twins = true } = options;
  const diagnostics: Diagnostic[] = [];
  // Git runs beside the reading and rendering, and only when a page shows what it finds.
  let history: Promise<GitHistory> | undefined;
  if (config.docsInstances.some((d) => d.showLastUpdateTime || d.showLastUpdateAuthor)) {
    if (cache && !cache.history) cache.historyStamp = gitStateStamp(config.siteDir);
    history = cache?.history ?? readGitHistory(config.siteDir);
    if (cache) cache.history = history;
  }
  let files = options.files;
  if (!files) {
    const listed = await listSiteFiles(config.siteDir);
    files = listed.files;
    append(diagnostics, outsideLinks(config, listed.outside));
  }
  const memo = cache ? (cache.frontmatter ??= new Map()) : undefined;
  const versions = options.versions ?? (await readDocsVersions({ config, files, diagnostics }));
  const layer = options.layer ?? localeLayer(config, config.i18n.defaultLocale, files);
  const { siteDir } = config;
  const read = await readContent({ config, files, versions, layer, diagnostics, memo });
  const { docs, posts, pages } = read;

  const all: Pending<unknown>[] = [...docs, ...posts, ...pages];
  // A translated file answers to its own path and to the original's: links are written to either.
  const fileRoutes = new Map(
    all.flatMap((p): [string, string][] =>
      p.contentPath && p.contentPath !== p.source.relPath
        ? [
            [p.source.relPath, p.path],
            [p.contentPath, p.path],
          ]
        : [[p.source.relPath, p.path]],
    ),
  );
  const docRoots = read.roots.filter((r) => versions.some((v) => v.contentDir === (r.translationOf ?? r.dir))).map((r) => r.dir);
  const { markdown } = config;
  const settings: Omit<RenderSetup, 'fileRoutes' | 'siteFiles'> = {
    baseUrl: localeBaseUrl(config.baseUrl, layer.locale, config.i18n.defaultLocale),
    markdown,
    trailingSlash: config.trailingSlash,
    highlight,
    allowedIframeHosts: config.allowedIframeHosts,
    siteUrl: config.url,
    roots: read.roots,
    docRoots,
  };
  if (markdown.remarkPlugins.length + markdown.rehypePlugins.length > 0) settings.pluginsKey = await pluginsKey(markdown);
  const shown = markdownStrings(options.strings);
  if (shown) Object.assign(settings, { locale: layer.locale, strings: shown });
  const setup: RenderSetup = { ...settings, fileRoutes: [...fileRoutes], siteFiles: files };
  // The file and route lists are not part of the key: what a file's links asked of them is kept with
  // its outcome, so adding, deleting or renaming a file renders again only the files whose links it changes.
  const setupKey = hash(JSON.stringify(settings));
  const siteFiles = new Set(files);
  const holds = (outcome: RenderOutcome | undefined): outcome is RenderOutcome =>
    outcome !== undefined &&
    (!outcome.ok || (outcome.content.linkDeps !== undefined && linkDepsHold(outcome.content.linkDeps, fileRoutes, siteFiles)));
  // Imported partials are part of what a page shows, so their texts are part of its key.
  const partials = new Map(
    await mapLimited(all, READ_LIMIT, async (p) => [p.source.relPath, await partialsKey(p.text, p.source.relPath, siteDir)] as const),
  );
  // Diagnostics inside an outcome name the file as shown from the current folder, so that is part of the key.
  const keys = new Map(all.map((p) => [p, `${setupKey}:${p.source.display}:${hash(p.text + (partials.get(p.source.relPath) ?? ''))}`]));
  const keyOf = (p: Pending<unknown>) => keys.get(p) as string;
  const kept = (p: Pending<unknown>): RenderOutcome | undefined => {
    const entry = cache?.files.get(p.source.relPath);
    return entry?.key === keyOf(p) && holds(entry.outcome) ? entry.outcome : undefined;
  };
  const stored = new Map<string, RenderOutcome>();
  if (store) {
    await mapLimited(all, READ_LIMIT, async (p) => {
      if (kept(p)) return;
      const key = keyOf(p);
      const hit = await store.get(key);
      if (holds(hit)) stored.set(key, hit);
    });
  }
  const stale = all.filter((p) => !kept(p) && !stored.has(keyOf(p))).length;
  let reuse: MarkdownRenderer | undefined;
  if (cache) {
    const index = (cache.index ??= { fileRoutes: new Map(), siteFiles: new Set() });
    index.fileRoutes = fileRoutes;
    index.siteFiles = siteFiles;
    if (cache.renderer?.key !== setupKey)
      cache.renderer = {
        key: setupKey,
        renderer: await (await import('../markdown/render-job.ts')).loadRenderer(setup, { twins, incremental: true, index }),
      };
    reuse = cache.renderer.renderer;
  }
  const pool = createRenderPool(setup, { files: stale, inProcess: reuse });

  let done = 0;
  let twinMs = 0;
  const finishAll = <T>(list: Pending<T>[]) =>
    Promise.all(
      list.map(async (p) => {
        const key = keyOf(p);
        let outcome = kept(p) ?? stored.get(key);
        if (!outcome) {
          outcome = await pool.render({ text: p.text, source: p.source });
          if (outcome.ok) twinMs += outcome.content.twin?.ms ?? 0;
          if (twins || !outcome.ok || outcome.content.twin !== undefined || !isUnder(p.source.relPath, docRoots))
            await store?.set(key, outcome);
        }
        cache?.files.set(p.source.relPath, { key, outcome });
        append(diagnostics, outcome.diagnostics);
        onProgress?.(++done, all.length);
        if (!outcome.ok) {
          // A file the parser cannot handle stops only that file, with its place named.
          const point = outcome.line ? { line: outcome.line, column: outcome.column ?? 1 } : undefined;
          diagnostics.push(parseFailure(outcome.message, p.source.display, point));
          return undefined;
        }
        return p.finish(outcome.content);
      }),
    ).then((items) => items.filter((x): x is Awaited<T> => x !== undefined));

  const [loadedDocs, loadedPosts, loadedPages] = await Promise.all([finishAll(docs), finishAll(posts), finishAll(pages)]).finally(() =>
    pool.close(),
  );
  const allowActive = config.allowedActiveFiles;
  const [staticFiles, refused] = await Promise.all([
    publishedStatic(config.siteDir, files, allowActive, diagnostics),
    refusedAssets(config.siteDir, [...loadedDocs, ...loadedPosts, ...loadedPages], allowActive, diagnostics),
  ]);
  if (store && !cache?.pruned) {
    await store.prune();
    if (cache) cache.pruned = true;
  }
  return {
    siteDir: config.siteDir,
    versions: [...versions],
    docs: loadedDocs,
    categories: read.categories,
    authors: read.authors,
    posts: loadedPosts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)),
    pages: loadedPages,
    ...(history ? { history: (await history).files } : {}),
    staticFiles,
    refusedAssets: refused,
    diagnostics,
    twinMs,
    renderedFiles: stale,
  };
}

/** Folders whose files become pages, posts or published files. */
/** The translated strings the markdown shows, when there are any (so an English site's cache keys stay as they were). */
function markdownStrings(strings: Readonly<Record<string, string>> | undefined): Record<string, string> | undefined {
  const shown = Object.entries(strings ?? {}).filter(([id]) =>
    /^theme\.(admonition\.|Details\.|TOCInline\.|common\.headingLinkTitle$)/.test(id),
  );
  return shown.length > 0 ? Object.fromEntries(shown) : undefined;
}

/** Symbolic links in the content folders (docs and their versions, the blog, pages, static files, translations) that lead out of the site folder. */
export function outsideLinks(config: SiteConfig, outside: readonly string[]): Diagnostic[] {
  const folders = [
    ...config.docsInstances.flatMap((d) => [d.path, `${d.id === 'default' ? '' : `${d.id}_`}versioned_docs`]),
    config.blog.path,
    config.i18n.path,
    'static',
    'src',
    'pages',
  ];
  return outside.filter((link) => folders.some((f) => link.startsWith(`${f}/`))).map((link) => linkOutside(config.siteDir, link));
}

/** A symbolic link in a content folder that leads out of the site folder: content never reads there. */
function linkOutside(siteDir: string, rel: string): Diagnostic {
  return diagnostic(
    'error',
    'symlink-outside',
    `${rel} is a symbolic link to a place outside the site folder, so it is not read or published`,
    {
      file: displayPath(`${siteDir}/${rel}`),
      hint: 'copy the file into the site folder, or make the link lead to a file inside it',
    },
  );
}

/** The site plugins' code, so an edit to a plugin renders every page again (its options are in the setup already). */
async function pluginsKey(plugins: SitePluginRefs): Promise<string> {
  const texts = await Promise.all(
    [...plugins.remarkPlugins, ...plugins.rehypePlugins].map((p) => readFile(p.file, 'utf8').catch(() => '')),
  );
  return hash(texts.join('\0'));
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

/** A file the parser gave up on; running out of stack means nesting no guard caught, said plainly. */
function parseFailure(message: string, file: string, point: SourcePoint | undefined): Diagnostic {
  if (/Maximum call stack/i.test(message)) {
    return diagnostic('error', 'nesting-too-deep', 'could not parse: the file nests elements, lists or quotes too deeply', {
      file,
      point,
      hint: 'flatten the deepest nesting in this file',
    });
  }
  return diagnostic('error', 'markdown-syntax', `could not parse: ${message}`, {
    file,
    point,
    hint: 'fix the syntax at that place (in .mdx, `<` and `{` start JSX and expressions)',
  });
}
