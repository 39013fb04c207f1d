import type { MarkdownConfig } from '../config/types.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import type { RenderedMarkdown, SourceInfo } from '../load/types.ts';
import { createLinkResolver, type ContentRoot } from '../load/link-resolver.ts';
import { isUnder } from './doc-roots.ts';
import type { MarkdownFeature } from './features/types.ts';
import { createCodeHighlighter, plainHighlighter } from './highlighter.ts';
import { createMarkdownRenderer, type MarkdownRenderer, type ParsedTree } from './processor.ts';
import { errorPoint } from './error-point.ts';
import { twinBody } from '../emit/markdown-twin.ts';
import { twinUrlResolver } from '../emit/twin-links.ts';
import { unified } from 'unified';
import { loadSitePlugins, NO_PLUGINS, type SitePlugins } from './site-plugins.ts';
import { createTranslate } from '../../renderer/i18n/translate.ts';
import { threadCpuMs } from '../util/thread-cpu.ts';

/** What a renderer needs to know about the whole site: plain data, so it can cross to a worker. */
export interface RenderSetup {
  baseUrl: string;
  /** The config's `markdown`, as it is (its plugins are loaded by each thread that renders). */
  markdown: MarkdownConfig;
  trailingSlash: boolean | null;
  highlight: boolean;
  allowedIframeHosts?: string[];
  fileRoutes: [string, string][];
  siteFiles: readonly string[];
  /** The site's public origin: docs also get their markdown twin, with absolute links. */
  siteUrl?: string;
  /** The language of the pages and the theme strings they show that differ from English. */
  locale?: string;
  strings?: Record<string, string>;
  /** The content folders and translation folders, for links between files (see ReadContent). */
  roots?: ContentRoot[];
  /** The folders of docs (every version, and their translations): their files get a markdown twin. */
  docRoots?: string[];
  /** Changes when a plugin's code changes, so cached pages are rendered again. */
  pluginsKey?: string;
}

export interface RenderJob {
  id: number;
  text: string;
  source: SourceInfo;
}

export type RenderOutcome =
  | { id: number; ok: true; content: RenderedMarkdown; diagnostics: Diagnostic[] }
  | { id: number; ok: false; message: string; line?: number; column?: number; diagnostics: Diagnostic[] };

/** The site's file and route lists a reused renderer resolves links against; the caller replaces them on each run. */
export interface SiteIndex {
  fileRoutes: ReadonlyMap<string, string>;
  siteFiles: ReadonlySet<string>;
}

export interface RendererOptions {
  /** False skips the markdown twins even when the site has a URL (the dev server makes them on request). */
  twins?: boolean;
  /** Keep parsed pieces for files rendered again (the dev server). */
  incremental?: boolean;
  /** Resolve links against these lists, read at each render, instead of the setup's. */
  index?: SiteIndex;
  /** The site's own plugins, loaded. */
  plugins?: SitePlugins;
  /** Markdown features other than the registry's (tests of a feature not yet registered). */
  features?: readonly MarkdownFeature[];
}

/** rendererFor with the site's plugins loaded first (they are modules of the site's own). */
export async function loadRenderer(setup: RenderSetup, options: Omit<RendererOptions, 'plugins'> = {}): Promise<MarkdownRenderer> {
  return rendererFor(setup, { ...options, plugins: await loadSitePlugins(setup.markdown) });
}

/** A renderer for `setup`; each file's outcome records what its links were resolved from (`linkDeps`). */
export function rendererFor(
  setup: RenderSetup,
  { twins = true, incremental = false, index, plugins = NO_PLUGINS, features }: RendererOptions = {},
): MarkdownRenderer {
  const asked = new Map<string, Map<string, string | null>>();
  const lists = index ?? { fileRoutes: new Map(setup.fileRoutes), siteFiles: new Set(setup.siteFiles) };
  const renderer = createMarkdownRenderer({
    baseUrl: setup.baseUrl,
    markdown: setup.markdown,
    trailingSlash: setup.trailingSlash,
    allowedIframeHosts: setup.allowedIframeHosts ?? [],
    highlighter: setup.highlight ? createCodeHighlighter() : plainHighlighter(),
    // The lists are read at each resolution: a reused renderer's caller replaces them between runs.
    resolveLink: createLinkResolver({
      baseUrl: setup.baseUrl,
      get fileRoutes() {
        return lists.fileRoutes;
      },
      get siteFiles() {
        return lists.siteFiles;
      },
      roots: setup.roots ?? [],
      record: (from, question, answer) => asked.get(from)?.set(question, answer),
    }),
    incremental,
    sitePlugins: plugins,
    ...(setup.locale ? { t: createTranslate(setup.locale, setup.strings) } : {}),
    ...(features ? { features } : {}),
  });
  const { siteUrl } = setup;
  const site = siteUrl === undefined || !twins ? undefined : { url: siteUrl, baseUrl: setup.baseUrl, trailingSlash: setup.trailingSlash };
  return {
    async render(text, source, diagnostics) {
      const doc = site !== undefined && isUnder(source.relPath, setup.docRoots ?? ['docs']);
      let parsed: ParsedTree | undefined;
      const questions = new Map<string, string | null>();
      asked.set(source.relPath, questions);
      let content;
      try {
        content = await renderer.render(text, source, diagnostics, doc ? (p) => void (parsed = p) : undefined);
      } finally {
        asked.delete(source.relPath);
      }
      content.linkDeps = [...questions];
      if (doc && site) {
        const started = threadCpuMs();
        // The site's remark plugins change the twin as they change the page.
        if (parsed && plugins.remark.length > 0) {
          const tree = (await unified().use(plugins.remark).run(parsed.tree)) as ParsedTree['tree'];
          // A plugin may change any block, so none is copied from the source as written.
          for (const node of tree.children) delete node.position;
          parsed = { ...parsed, tree };
        }
        try {
          // The twin reads the file as the page was read: MDX per markdown.format, unless MDX failed on a .md file.
          const mdx =
            /\.mdx$/i.test(source.relPath) || (setup.markdown.format === 'mdx' && !diagnostics.some((d) => d.code === 'mdx-syntax'));
          const twin = twinBody({
            text,
            mdx,
            resolveUrl: twinUrlResolver(content.links, site),
            ...(parsed ? { parsed } : {}),
            ...(features ? { features } : {}),
          });
          content.twin = { ...twin, ms: threadCpuMs() - started };
        } catch {
          // The emit stage makes the twin itself (or falls back to the page's words).
        }
      }
      return content;
    },
  };
}

/** Renders one file; a parse failure becomes data (with its place) instead of a thrown error. */
export async function runJob(renderer: MarkdownRenderer, job: RenderJob): Promise<RenderOutcome> {
  const diagnostics: Diagnostic[] = [];
  try {
    const content = await renderer.render(job.text, job.source, diagnostics);
    return { id: job.id, ok: true, content, diagnostics };
  } catch (error) {
    const point = errorPoint(error);
    const outcome: RenderOutcome = {
      id: job.id,
      ok: false,
      message: String((error as { message?: string }).message ?? error),
      diagnostics,
    };
    if (point) {
      outcome.line = point.line;
      outcome.column = point.column;
    }
    return outcome;
  }
}
