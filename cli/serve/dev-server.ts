import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { compile, type Compiled } from '../build/pipeline.ts';
import { causeChain, countBySeverity, formatDiagnostic, plural, sortDiagnostics, type Diagnostic } from '../diagnostics.ts';
import { buildClientAssets, type ClientAssets } from '../emit/client-assets.ts';
import { emitSite } from '../emit/emit-site.ts';
import { memoryOutput } from '../emit/output.ts';
import { createReporter } from '../reporter.ts';
import { loadConfig } from '../config/load-config.ts';
import { pageDataFile } from '../emit/site-files.ts';
import { routeOutputFile } from '../util/url.ts';
import { listen } from './listen.ts';
import { statusPage } from './status-page.ts';
import { packageRoot } from '../util/package-root.ts';
import { serveRequest, type FileSource } from './http.ts';
import { changedRoutes, routeFingerprints } from './incremental.ts';
import { watchSources } from './watch.ts';
import { createRenderCache } from '../load/load-site.ts';
import type { OutcomeStore } from '../load/outcome-store.ts';
import { createTwinCache } from '../emit/emit-outputs.ts';
import { cachedApiLoader } from './api-cache.ts';
import { freshEmitter } from './ssr-reload.ts';
import { lazySearchFiles } from './search-files.ts';

export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  open: boolean;
  /** Rendered markdown kept on disk between runs (shared with build and check-links), for a fast first build. */
  store?: OutcomeStore;
}

/**
 * `portal serve`: the whole site in memory, rebuilt on every change. It listens first and builds in
 * the background (a 503 page that reloads itself answers until the first build is done or shows why
 * it failed). Content changes re-render only the routes whose data changed; renderer and theme
 * changes rebundle the client. Browsers reload through server-sent events.
 */
export async function startDevServer({ siteDir, port, host, open, store }: DevServerOptions) {
  const files: { memory: Map<string, Uint8Array | string>; disk: Map<string, string> } & FileSource = { memory: new Map(), disk: new Map() };
  const clients = new Set<ServerResponse>();
  // Read the config alone first (milliseconds) for the base path the address needs; the build reports its errors.
  let baseUrl = (await loadConfig(siteDir)).config?.baseUrl ?? '/';
  let client: ClientAssets | undefined;
  let previous: { compiled: Compiled; fingerprints: Map<string, string> } | undefined;
  let failure: Diagnostic[] | undefined;
  let building: Promise<void> = Promise.resolve();
  let pending = false;
  let next = { client: false, renderer: false };
  const cache = createRenderCache();
  const twinCache = createTwinCache();
  const loadApiCached = cachedApiLoader();
  const search = lazySearchFiles();
  const reloadBrowsers = () => {
    for (const res of clients) res.write('event: reload\ndata: {}\n\n');
  };

  let emit = emitSite;
  let generation = 0;

  const rebuild = async (reason: { client: boolean; renderer?: boolean }) => {
    const started = performance.now();
    if (reason.client || !client) client = await buildClientAssets();
    if (reason.renderer) emit = await freshEmitter(++generation);
    const compileStarted = performance.now();
    const { compiled, diagnostics } = await compile(siteDir, createReporter({ stream: process.stderr, quiet: true }), { cache, loadApi: loadApiCached, ...(store ? { store } : {}) });
    for (const d of sortDiagnostics(diagnostics)) process.stderr.write(`${formatDiagnostic(d)}\n`);
    if (!compiled || countBySeverity(diagnostics).errors > 0) {
      const errors = plural(countBySeverity(diagnostics).errors, 'error');
      if (previous) process.stderr.write(`Rebuild failed (${errors}); still serving the last good build.\n`);
      else {
        failure = sortDiagnostics(diagnostics).filter((d) => d.severity === 'error');
        process.stderr.write(`Build failed (${errors}); the preview shows them until they are fixed.\n`);
        reloadBrowsers();
      }
      return;
    }
    baseUrl = compiled.config.baseUrl;
    const tail = `\n<script>new EventSource(${JSON.stringify(`${baseUrl}__portal/events`)}).addEventListener("reload",()=>location.reload())</script>`;
    const compileMs = Math.round(performance.now() - compileStarted);
    const fingerprints = routeFingerprints(compiled.graph);
    const only = previous && !reason.client && !reason.renderer ? changedRoutes(previous.fingerprints, fingerprints) : undefined;
    const out = memoryOutput();
    // Only the pages of routes that still exist carry over; every other file is written afresh by this
    // emit, so what a deleted or renamed source produced (page, data chunk, twin) answers 404 at once.
    const memory = new Map<string, Uint8Array | string>();
    if (only) {
      for (const file of ['404.html', ...[...fingerprints.keys()].flatMap((p) => [routeOutputFile(p), pageDataFile(p)])]) {
        const kept = files.memory.get(file);
        if (kept !== undefined) memory.set(file, kept);
      }
    }
    const stats = await emit({ graph: compiled.graph, site: compiled.site, apis: compiled.apis, client, sink: out.sink, tail, searchFiles: search.names, twinCache, ...(only ? { only } : {}) });
    for (const [k, v] of out.files) memory.set(k, v);
    files.memory = memory;
    // Static files, spec copies and assets are listed on every build, so added and deleted ones show at once.
    files.disk = out.copies;
    const first = !previous;
    previous = { compiled, fingerprints };
    failure = undefined;
    const ms = Math.round(performance.now() - started);
    const { warnings } = countBySeverity(diagnostics);
    process.stderr.write(
      first
        ? `Ready: built ${plural(compiled.graph.routes.length, 'route')} in ${ms} ms (${plural(warnings, 'warning')}).\n`
        : `Rebuilt ${stats.pages} of ${plural(compiled.graph.routes.length, 'route')} in ${ms} ms (compile ${compileMs} ms).\n`,
    );
    reloadBrowsers();
  };

  // Changes that arrive during a build coalesce into one more build after it.
  const schedule = (reason: { client: boolean; renderer: boolean }) => {
    next.client ||= reason.client;
    next.renderer ||= reason.renderer;
    if (pending) return;
    pending = true;
    building = building.then(async () => {
      pending = false;
      const now = next;
      next = { client: false, renderer: false };
      try {
        await rebuild(now);
      } catch (error) {
        const d: Diagnostic = { severity: 'error', code: 'rebuild-failed', message: causeChain(error).join(' Cause: ') };
        process.stderr.write(`${formatDiagnostic(d)}\n`);
        if (!previous) {
          failure = [d];
          reloadBrowsers();
        }
      }
    });
  };

  const server = createServer((req, res) => {
    if (req.url === `${baseUrl}__portal/events`) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (!previous) {
      const retry = failure ? '10' : '1';
      res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'retry-after': retry }).end(statusPage(baseUrl, failure));
      return;
    }
    const searchFile = previous && req.url?.startsWith(baseUrl) ? search.get(req.url.slice(baseUrl.length), previous.compiled.graph.routes) : undefined;
    if (searchFile !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }).end(searchFile);
      return;
    }
    serveRequest(req, res, baseUrl, files).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`Internal error: ${(error as Error).message}`);
    });
  });
  const actualPort = await listen(server, port, host);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}${baseUrl}`;
  process.stderr.write(`Serving the portal at ${url}\nBuilding the site; watching for changes; press Ctrl+C to stop.\n`);
  schedule({ client: true, renderer: false });
  if (open) spawn(process.platform === 'darwin' ? 'open' : 'xdg-open', [url], { stdio: 'ignore', detached: true }).on('error', () => undefined).unref();

  const root = packageRoot();
  const watcher = watchSources({
    paths: [path.resolve(siteDir), path.join(root, 'theme'), path.join(root, 'renderer'), path.join(root, 'templates')],
    onChange: (changed) => {
      const outside = changed.filter((f) => !f.startsWith(path.resolve(siteDir)));
      schedule({ client: outside.length > 0, renderer: outside.some((f) => /[/\\](renderer|templates)[/\\]/.test(f)) });
    },
  });
  return {
    url,
    server,
    async close() {
      await watcher.close();
      for (const res of clients) res.end();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
