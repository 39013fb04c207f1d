import { realpathSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../util/package-root.ts';
import { compile, type Compiled } from '../build/pipeline.ts';
import { countBySeverity, formatDiagnostic, plural, sortDiagnostics, type Diagnostic } from '../../model/diagnostics.ts';
import { buildClientAssets, type ClientAssets } from '../emit/client-assets.ts';
import { emitSite } from '../emit/emit-site.ts';
import { memoryOutput } from '../emit/output.ts';
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
import type { SiteConfig } from '../config/types.ts';
import { siteCodePlan } from '../theme/site-code.ts';
import { hasSiteCode } from '../theme/site-bundle.ts';
import { pagePolicies } from '../../templates/csp.ts';
import { pageQueue, type PageQueue } from './page-queue.ts';
import type { Route } from '../../model/routes.ts';

export interface BuildReason {
  client: boolean;
  renderer: boolean;
}

export type BuildResult =
  | {
      ok: true;
      first: boolean;
      baseUrl: string;
      frameHosts: string[];
      /** By route path, the console origins a page's policy adds (pages of APIs with a "Try it" console only). */
      connectOrigins: ReadonlyMap<string, readonly string[]>;
      message: string;
    }
  | { ok: false; errors: Diagnostic[]; message: string };

/**
 * The dev server's builder: the whole site in memory, kept between rebuilds. It is loaded after the
 * server listens (it pulls in the whole compiler), so the address is printed at once.
 */
export function createSiteBuilder({
  siteDir,
  store,
  eventsPath,
  locale,
}: {
  siteDir: string;
  store?: OutcomeStore;
  eventsPath: (baseUrl: string) => string;
  locale?: string;
}) {
  const files: { memory: Map<string, Uint8Array | string>; disk: Map<string, string> } & FileSource = {
    memory: new Map(),
    disk: new Map(),
    roots: [siteDir, packageRoot()].map((dir) => {
      try {
        return realpathSync(dir);
      } catch {
        return path.resolve(dir);
      }
    }),
  };
  const cache = createRenderCache();
  const readerFiles = lazyReaderFiles();
  const routesOfApi = apiRoutesMemo(apiRoutes);
  const loadApiCached = cachedApiLoader();
  const search = lazySearchFiles();
  let client: ClientAssets | undefined;
  let clientKey = '';
  let previous: { compiled: Compiled } | undefined;
  let emit = emitSite;
  let generation = 0;
  let queue: PageQueue | undefined;

  const rebuild = async (reason: BuildReason): Promise<BuildResult> => {
    const started = performance.now();
    if (reason.renderer) emit = await freshEmitter(++generation);
    const compileStarted = performance.now();
    // The client bundle is made again when the portal's client or theme changed, or the site's
    // colours, fonts or stylesheets did (a site stylesheet's change is a client change too).
    let clientPromise: Promise<ClientAssets> | undefined;
    const onConfig = (config: SiteConfig) => {
      const plan = siteCodePlan(config);
      // Site code is bundled again on every rebuild (esbuild takes a few hundred ms); the rest only on change.
      const key = JSON.stringify(config.theme);
      if (!reason.client && client && key === clientKey && !hasSiteCode(plan)) return;
      clientKey = key;
      clientPromise = buildClientAssets({ siteDir: config.siteDir, theme: config.theme, siteCode: plan });
      clientPromise.catch(() => undefined);
    };
    const { compiled, diagnostics } = await compile(siteDir, silentReporter, {
      cache,
      loadApi: loadApiCached,
      apiRoutes: routesOfApi,
      twins: false,
      onConfig,
      ...(store ? { store } : {}),
      locales: locale ? [locale] : 'default',
    });
    if (compiled && compiled.siteCode.plan.components.length > 0)
      clientPromise = buildClientAssets({
        siteDir: compiled.config.siteDir,
        theme: compiled.config.theme,
        siteCode: compiled.siteCode.plan,
      });
    if (clientPromise) client = await clientPromise;
    for (const d of sortDiagnostics(diagnostics)) process.stderr.write(`${formatDiagnostic(d)}\n`);
    const { errors, warnings } = countBySeverity(diagnostics);
    if (!compiled || errors > 0) {
      return { ok: false, errors: sortDiagnostics(diagnostics).filter((d) => d.severity === 'error'), message: plural(errors, 'error') };
    }
    if (!client) throw new Error('the client bundle was not made');
    // One locale at a time, under its own base URL (`/fr/` for French), as it is deployed.
    const { baseUrl } = compiled.graph.site;
    const reload = liveReloadScript(eventsPath(baseUrl));
    const tail = `\n<script>${reload}</script>`;
    // The page's own policy must allow the reload script too: the browser applies both it and the header.
    const csp = pagePolicies(compiled.config.allowedIframeHosts, [reload], compiled.consoleOrigins);
    const connectOrigins = new Map<string, readonly string[]>();
    for (const r of compiled.graph.routes) {
      const origins = r.kind === 'api' ? compiled.consoleOrigins[r.api.part?.entry ?? r.path] : undefined;
      if (origins && origins.length > 0) connectOrigins.set(r.path, origins);
    }
    const compileMs = Math.round(performance.now() - compileStarted);
    const only =
      previous && !reason.client && !reason.renderer && !clientPromise ? changedRoutes(previous.compiled.graph, compiled.graph) : undefined;
    const out = memoryOutput();
    // Only the pages of routes that still exist carry over; every other file is written afresh by this
    // emit, so what a deleted or renamed source produced (page, twin) answers 404 at once.
    // A changed page is not carried over: it is rendered after the reload, on request or in idle time.
    const memory = new Map<string, Uint8Array | string>();
    const later: Route[] = [];
    queue?.stop();
    queue = undefined;
    if (only) {
      for (const route of compiled.graph.routes) {
        const own = [route.kind === 'not-found' ? '404.html' : routeOutputFile(route.path)];
        const kept = own.map((f) => files.memory.get(f));
        // Changed, or changed in an earlier rebuild and not rendered yet: rendered again.
        if (only.has(route.path) || kept.some((k) => k === undefined)) {
          if (route.kind !== 'not-found') later.push(route);
        } else own.forEach((f, i) => memory.set(f, kept[i] as Uint8Array | string));
      }
    }
    // The not-found page answers every unknown path: rendered at once when it changed.
    const notFoundNow = memory.has('404.html') ? [] : compiled.graph.routes.filter((r) => r.kind === 'not-found').map((r) => r.path);
    const renderer = compiled.siteCode.renderer ? { renderer: compiled.siteCode.renderer } : {};
    const stats = await emit({
      graph: compiled.graph,
      site: compiled.site,
      apis: compiled.apis,
      client,
      ...renderer,
      sink: out.sink,
      tail,
      csp,
      searchFiles: search.names,
      lazyReaderFiles: true,
      fixedSidebarNames: true,
      ...(only ? { only: new Set(notFoundNow), pagesLater: true } : {}),
    });
    for (const [k, v] of out.files) memory.set(k, v);
    files.memory = memory;
    if (only && stats.renderPages) queue = pageQueue({ routes: later, render: stats.renderPages, memory });
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
      connectOrigins,
      message: first
        ? `Ready: built ${routes} in ${ms} ms (${plural(warnings, 'warning')}).`
        : `Rebuilt ${stats.pages + later.length} of ${routes} in ${ms} ms (compile ${compileMs} ms; ${compiled.site.renderedFiles ?? 0} of ${plural(compiled.site.docs.length + compiled.site.posts.length + compiled.site.pages.length, 'markdown file')} rendered).`,
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
      // A changed page not rendered yet is rendered now; the caller then serves it from memory.
      await queue?.ensure(rel);
      return search.get(rel, previous.compiled.graph.routes) ?? (await readerFiles.get(rel, previous.compiled));
    },
  };
}

export type SiteBuilder = ReturnType<typeof createSiteBuilder>;
