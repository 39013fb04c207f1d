import { compile, type Compiled } from '../build/pipeline.ts';
import { countBySeverity, formatDiagnostic, plural, sortDiagnostics, type Diagnostic } from '../../model/diagnostics.ts';
import { buildClientAssets, type ClientAssets } from '../emit/client-assets.ts';
import { emitSite } from '../emit/emit-site.ts';
import { memoryOutput } from '../emit/output.ts';
import { pageDataFile } from '../../model/url.ts';
import { createRenderCache, refreshHistory } from '../load/load-site.ts';
import type { OutcomeStore } from '../load/outcome-store.ts';
import { silentReporter } from '../reporter.ts';
import { routeOutputFile } from '../../model/url.ts';
import { cachedApiLoader } from './api-cache.ts';
import type { FileSource } from './http.ts';
import { apiRoutes } from '../../openapi/pages.ts';
import { apiRoutesMemo, changedRoutes } from './incremental.ts';
import { lazyReaderFiles } from './reader-files.ts';
import { liveReloadScript } from './live-reload.ts';
import { lazySearchFiles } from './search-files.ts';
import { freshEmitter } from './ssr-reload.ts';
import { metaContentSecurityPolicy } from '../../templates/csp.ts';

export interface BuildReason {
  client: boolean;
  renderer: boolean;
}

export type BuildResult =
  | { ok: true; first: boolean; baseUrl: string; frameHosts: string[]; message: string }
  | { ok: false; errors: Diagnostic[]; message: string };

/**
 * The dev server's builder: the whole site in memory, kept between rebuilds. It is loaded after the
 * server listens (it pulls in the whole compiler), so the address is printed at once.
 */
export function createSiteBuilder({ siteDir, store, eventsPath, locale }: { siteDir: string; store?: OutcomeStore; eventsPath: (baseUrl: string) => string; locale?: string }) {
  const files: { memory: Map<string, Uint8Array | string>; disk: Map<string, string> } & FileSource = { memory: new Map(), disk: new Map() };
  const cache = createRenderCache();
  const readerFiles = lazyReaderFiles();
  const routesOfApi = apiRoutesMemo(apiRoutes);
  const loadApiCached = cachedApiLoader();
  const search = lazySearchFiles();
  let client: ClientAssets | undefined;
  let previous: { compiled: Compiled } | undefined;
  let emit = emitSite;
  let generation = 0;

  const rebuild = async (reason: BuildReason): Promise<BuildResult> => {
    const started = performance.now();
    if (reason.client || !client) client = await buildClientAssets();
    if (reason.renderer) emit = await freshEmitter(++generation);
    const compileStarted = performance.now();
    const { compiled, diagnostics } = await compile(siteDir, silentReporter, { cache, loadApi: loadApiCached, apiRoutes: routesOfApi, twins: false, ...(store ? { store } : {}), locales: locale ? [locale] : 'default' });
    for (const d of sortDiagnostics(diagnostics)) process.stderr.write(`${formatDiagnostic(d)}\n`);
    const { errors, warnings } = countBySeverity(diagnostics);
    if (!compiled || errors > 0) {
      return { ok: false, errors: sortDiagnostics(diagnostics).filter((d) => d.severity === 'error'), message: plural(errors, 'error') };
    }
    // One locale at a time, under its own base URL (`/fr/` for French), as it is deployed.
    const { baseUrl } = compiled.graph.site;
    const reload = liveReloadScript(eventsPath(baseUrl));
    const tail = `\n<script>${reload}</script>`;
    // The page's own policy must allow the reload script too: the browser applies both it and the header.
    const csp = metaContentSecurityPolicy(compiled.config.allowedIframeHosts, [reload]);
    const compileMs = Math.round(performance.now() - compileStarted);
    const only = previous && !reason.client && !reason.renderer ? changedRoutes(previous.compiled.graph, compiled.graph) : undefined;
    const out = memoryOutput();
    // Only the pages of routes that still exist carry over; every other file is written afresh by this
    // emit, so what a deleted or renamed source produced (page, data chunk, twin) answers 404 at once.
    const memory = new Map<string, Uint8Array | string>();
    if (only) {
      for (const file of ['404.html', ...compiled.graph.routes.flatMap(({ path: p }) => [routeOutputFile(p), pageDataFile(p)])]) {
        const kept = files.memory.get(file);
        if (kept !== undefined) memory.set(file, kept);
      }
    }
    const stats = await emit({ graph: compiled.graph, site: compiled.site, apis: compiled.apis, client, sink: out.sink, tail, csp, searchFiles: search.names, lazyReaderFiles: true, ...(only ? { only } : {}) });
    for (const [k, v] of out.files) memory.set(k, v);
    files.memory = memory;
    // Static files, spec copies and assets are listed on every build, so added and deleted ones show at once.
    files.disk = out.copies;
    const first = !previous;
    previous = { compiled };
    // After the caller has sent the reload (its continuation runs before this).
    setImmediate(() => void refreshHistory(cache, siteDir).catch(() => undefined));
    const ms = Math.round(performance.now() - started);
    const routes = plural(compiled.graph.routes.length, 'route');
    return {
      ok: true,
      first,
      baseUrl,
      frameHosts: compiled.config.allowedIframeHosts,
      message: first ? `Ready: built ${routes} in ${ms} ms (${plural(warnings, 'warning')}).` : `Rebuilt ${stats.pages} of ${routes} in ${ms} ms (compile ${compileMs} ms).`,
    };
  };

  return {
    files,
    rebuild,
    /**
     * A file made on first request after a rebuild (the search files, the markdown twins and the
     * llms files) at `rel` (below the base path); undefined for other paths.
     */
    async lazyFile(rel: string): Promise<string | undefined> {
      if (!previous) return undefined;
      return search.get(rel, previous.compiled.graph.routes) ?? (await readerFiles.get(rel, previous.compiled));
    },
  };
}

export type SiteBuilder = ReturnType<typeof createSiteBuilder>;
