import type { RenderAssets } from '../../renderer/server/render-page.tsx';
import type { PagePolicies } from '../../templates/csp.ts';
import type { LoadedApi } from '../../model/api.ts';
import type { ApiRoute, Route } from '../../model/routes.ts';
import type { RouteGraph } from '../../model/graph.ts';
import { ANCHOR_INDEX_FILE, anchorIndex } from '../../openapi/anchor-index.ts';
import { consoleData } from '../../openapi/console-data.ts';
import { CONSOLE_DATA_FILE } from '../../model/api-console.ts';
import type { LoadedSite } from '../load/types.ts';
import { withBase } from '../../model/url.ts';
import { buildSearchFiles } from '../search/search-files.ts';
import { threadCpuMs } from '../util/thread-cpu.ts';
import type { ClientAssets } from './client-assets.ts';
import type { SiteRenderer } from '../theme/site-bundle.ts';
import type { OutputSink } from './output.ts';
import { robotsTxt, sitemapXml } from './site-files.ts';
import { emitFeeds, emitReaderFiles } from './emit-outputs.ts';
import { buildSidebarFiles } from './sidebar-files.ts';
import { emitPages } from './page-loop.ts';
import { inlineCssForPage } from '../theme/page-css.ts';
import type { PageGroup } from '../../renderer/pages/page-groups.ts';
import { reusePages, type PageReuse } from './page-reuse.ts';
import { PARALLEL_PAGES_FROM, pageWorkerScript, renderOnWorker } from './parallel-pages.ts';

export interface EmitInput {
  graph: RouteGraph;
  site: LoadedSite;
  apis: readonly LoadedApi[];
  client: ClientAssets;
  sink: OutputSink;
  /** The server renderer with the site's own React code, when it has any. */
  renderer?: SiteRenderer;
  /** Markup added before </body> of every page (the dev server's reload client). */
  tail?: string;
  /** The Content-Security-Policy each page carries in a <meta> (templates/csp.ts). */
  csp?: PagePolicies;
  /** Only these routes are rendered again (the dev server's incremental rebuild). */
  only?: ReadonlySet<string>;
  onProgress?: (done: number, total: number) => void;
  /**
   * Search files served by the caller (the dev server builds them on first request, off the
   * rebuild path): pages only name them. Without it they are built and written here.
   */
  searchFiles?: { index: string; documents: string };
  /**
   * Where the client bundle is served (the site's root base URL): each locale is a site of its own
   * under its base URL, and all of them share one bundle. Default: the graph's base URL.
   */
  clientBaseUrl?: string;
  /** False: the bundle, the copied client files and robots.txt are written by another locale's emit. */
  writeClient?: boolean;
  /** Every locale's sitemap (absolute URLs), for robots.txt; default: this site's. */
  sitemaps?: readonly string[];
  /**
   * The markdown twins, llms.txt and llms-full.txt are served by the caller (the dev server makes
   * them on request, off the rebuild path): they are not written here.
   */
  lazyReaderFiles?: boolean;
  /** Sidebar files named by sidebar, not by content (the dev server; see buildSidebarFiles). */
  fixedSidebarNames?: boolean;
  /**
   * Render no page now but those in `only`; the result's `renderPages` renders the others when asked
   * (the dev server renders changed pages on request and in idle time, so its reload does not wait).
   */
  pagesLater?: boolean;
  /** A warm build's previous keys: pages whose inputs are the same are linked from the previous output, not rendered. */
  reuse?: PageReuse;
}

export interface EmitStats {
  pages: number;
  files: number;
  bytes: number;
  /** CPU milliseconds building the search index and documents (0 when the caller serves them). */
  searchMs: number;
  /** CPU milliseconds of this thread writing the markdown twins, llms.txt and llms-full.txt (0 when the caller serves them). */
  readerFilesMs: number;
  /** With `pagesLater`: renders the pages of these routes into `write`, as this emit would have. */
  renderPages?: (paths: ReadonlySet<string>, write: (rel: string, data: string) => Promise<void>) => Promise<number>;
}

/** What every locale shares, written once at the site's root: the client bundle, its copied files and robots.txt. */
export async function emitClientFiles(
  client: ClientAssets,
  sink: OutputSink,
  sitemaps: readonly string[],
): Promise<{ files: number; bytes: number }> {
  const robots = robotsTxt(sitemaps);
  await Promise.all([
    ...[...client.files].map(([rel, data]) => sink.write(rel, data)),
    sink.write('robots.txt', robots),
    ...[...client.copies].map(([rel, abs]) => sink.copy(rel, abs)),
  ]);
  const bytes = [...client.files.values()].reduce(
    (n, d) => n + (typeof d === 'string' ? Buffer.byteLength(d) : d.byteLength),
    Buffer.byteLength(robots),
  );
  return { files: client.files.size + client.copies.size + 1, bytes };
}

/**
 * The render and emit stages: each route becomes its index.html, written as soon as it is
 * rendered so memory stays flat however large the site is.
 */
export async function emitSite({
  graph,
  site,
  apis,
  client,
  sink,
  renderer,
  tail,
  csp,
  only,
  onProgress,
  searchFiles,
  lazyReaderFiles = false,
  clientBaseUrl,
  writeClient = true,
  sitemaps,
  fixedSidebarNames = false,
  pagesLater = false,
  reuse,
}: EmitInput): Promise<EmitStats> {
  const stats: EmitStats = { pages: 0, files: 0, bytes: 0, searchMs: 0, readerFilesMs: 0 };
  const write = async (rel: string, data: string | Uint8Array) => {
    await sink.write(rel, data);
    stats.files++;
    stats.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  };
  // Rendered pages are written at once where the sink can (see OutputSink.writeSync).
  const writePage = sink.writeSync
    ? async (rel: string, data: string) => {
        (sink.writeSync as NonNullable<OutputSink['writeSync']>)(rel, data);
        stats.files++;
        stats.bytes += Buffer.byteLength(data);
      }
    : write;
  const assetBase = clientBaseUrl ?? graph.site.baseUrl;
  const assets: RenderAssets = { css: withBase(assetBase, `/${client.css}`), js: withBase(assetBase, `/${client.entry}`) };

  if (writeClient) {
    const shared = await emitClientFiles(client, sink, sitemaps ?? [`${graph.site.url}${graph.site.baseUrl}sitemap.xml`]);
    stats.files += shared.files;
    stats.bytes += shared.bytes;
  }
  let search = searchFiles;
  if (!search) {
    const started = threadCpuMs();
    const built = buildSearchFiles(graph.routes, { locale: graph.site.locale.code });
    stats.searchMs = threadCpuMs() - started;
    await Promise.all([...built.files].map(([rel, data]) => write(rel, data)));
    search = built;
  }
  const siteData = { ...graph.site, search: { ...graph.site.search, index: search.index, documents: search.documents } };
  // Written on incremental rebuilds too: a re-rendered page names the file of the current tree.
  const sidebars = buildSidebarFiles(graph.sidebars, { fixedNames: fixedSidebarNames });
  await Promise.all([...sidebars.files].map(([rel, data]) => write(rel, data)));
  const share = {
    site: siteData,
    sidebars: graph.sidebars,
    assets,
    inlineCss: Object.fromEntries(
      Object.entries(client.inlineCss).map(([group, css]) => [group, inlineCssForPage(css, assetBase)]),
    ) as Record<PageGroup, string>,
    ...(tail ? { tail } : {}),
    ...(csp ? { csp } : {}),
    ...(renderer ? { rendererModule: renderer.module } : {}),
  };
  if (pagesLater)
    stats.renderPages = (paths, into) =>
      emitPages({ ...share, routes: graph.routes.filter((r) => paths.has(r.path)) }, into, undefined, sidebars, renderer?.renderPage);
  const all = only ? graph.routes.filter((r) => only.has(r.path)) : pagesLater ? [] : graph.routes;
  let done = 0;
  const onPages = (n: number) => {
    done += n;
    onProgress?.(done, all.length);
  };
  let routes: readonly Route[] = all;
  if (reuse) {
    const reused = await reusePages({ reuse, share, routes: all, sidebarFiles: sidebars, sink });
    routes = reused.render;
    stats.pages += reused.pages;
    stats.files += reused.files;
    stats.bytes += reused.bytes;
    onPages(reused.pages);
  }
  const script = routes.length >= PARALLEL_PAGES_FROM && sink.dir ? pageWorkerScript() : undefined;
  if (script && sink.dir) {
    const [mine, theirs] = [routes.filter((_, i) => i % 2 === 0), routes.filter((_, i) => i % 2 === 1)];
    const job = renderOnWorker(script, { ...share, routes: theirs }, sink.dir, onPages);
    const here = emitPages({ ...share, routes: mine }, writePage, () => onPages(1), sidebars, renderer?.renderPage).catch(
      async (error: unknown) => {
        await job.stop();
        throw error;
      },
    );
    // Both shares settle before the stage ends, so a failed build's folder is removed after the last write.
    const [worker, main] = await Promise.allSettled([job.done, here]);
    if (main.status === 'rejected') throw main.reason;
    if (worker.status === 'rejected') throw worker.reason;
    stats.pages += main.value + worker.value.pages;
    stats.files += worker.value.files;
    stats.bytes += worker.value.bytes;
  } else stats.pages += await emitPages({ ...share, routes }, writePage, () => onPages(1), sidebars, renderer?.renderPage);
  // Feeds, llms.txt and the markdown twins follow every content change (the dev server's twins on request). Even
  // when only some routes are rendered again, the site-wide files and the list of copied files are
  // redone (they cost next to nothing in memory), so added and deleted static files show at once.
  await emitFeeds({ graph, write });
  if (!lazyReaderFiles) {
    const started = threadCpuMs();
    await emitReaderFiles({ graph, site, write });
    stats.readerFilesMs = threadCpuMs() - started;
  }

  await write('sitemap.xml', sitemapXml(graph.site, graph.routes));
  const copies: Promise<void>[] = [];
  for (const f of site.staticFiles) copies.push(sink.copy(f.relPath, f.absPath).then(() => void stats.files++));
  for (const api of apis) {
    const name = api.config.spec.split('/').pop() ?? 'openapi.yaml';
    const rel = `${api.config.route.slice(1)}/${name}`;
    const routes = graph.routes.filter((r): r is ApiRoute => r.kind === 'api' && (r.api.part?.entry ?? r.path) === api.config.route);
    if (routes.length > 0) {
      // Pages as the browser asks for them (base path and trailing-slash rule applied).
      const index = anchorIndex(routes, (p) => withBase(graph.site.baseUrl, p, graph.site.trailingSlash));
      copies.push(write(`${api.config.route.slice(1)}/${ANCHOR_INDEX_FILE}`, JSON.stringify(index)).then(() => void stats.files++));
      // The console's requests, fetched when a reader first opens one (model/api-console.ts).
      if (api.config.tryIt)
        copies.push(
          write(`${api.config.route.slice(1)}/${CONSOLE_DATA_FILE}`, JSON.stringify(consoleData(routes.map((r) => r.api)))).then(
            () => void stats.files++,
          ),
        );
    }
    // A multi-file spec is served bundled: its `$ref`s to other files would dangle on their own.
    copies.push((api.bundle !== undefined ? sink.write(rel, api.bundle) : sink.copy(rel, api.specFile)).then(() => void stats.files++));
  }
  const assetsToCopy = new Set<string>();
  for (const item of [...site.docs, ...site.posts, ...site.pages])
    for (const a of item.content.assets) if (!site.refusedAssets.has(a)) assetsToCopy.add(a);
  for (const a of assetsToCopy)
    copies.push(sink.copy(a.slice(1), `${site.siteDir}/${a.slice('/_files/'.length)}`).then(() => void stats.files++));
  await Promise.all(copies);
  return stats;
}
