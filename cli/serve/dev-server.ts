import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { compile, type Compiled } from '../build/pipeline.ts';
import { countBySeverity, formatDiagnostic, PortalError, sortDiagnostics } from '../diagnostics.ts';
import { buildClientAssets, type ClientAssets } from '../emit/client-assets.ts';
import { emitSite } from '../emit/emit-site.ts';
import { memoryOutput } from '../emit/output.ts';
import { createReporter } from '../reporter.ts';
import { packageRoot } from '../util/package-root.ts';
import { serveRequest, type FileSource } from './http.ts';
import { changedRoutes, routeFingerprints } from './incremental.ts';
import { watchSources } from './watch.ts';
import { createRenderCache } from '../load/load-site.ts';
import { createTwinCache } from '../emit/emit-outputs.ts';
import { cachedApiLoader } from './api-cache.ts';
import { freshEmitter } from './ssr-reload.ts';
import { lazySearchFiles } from './search-files.ts';

export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  open: boolean;
}

/**
 * `portal serve`: the whole site in memory, rebuilt on every change. Content changes re-render
 * only the routes whose data changed; renderer and theme changes rebundle the client. Browsers
 * reload through server-sent events.
 */
export async function startDevServer({ siteDir, port, host, open }: DevServerOptions) {
  const log = createReporter({ stream: process.stderr });
  const files: { memory: Map<string, Uint8Array | string>; disk: Map<string, string> } & FileSource = { memory: new Map(), disk: new Map() };
  const clients = new Set<ServerResponse>();
  let baseUrl = '/';
  let client: ClientAssets | undefined;
  let previous: { compiled: Compiled; fingerprints: Map<string, string> } | undefined;
  let building: Promise<void> = Promise.resolve();
  let pending = false;
  let next = { client: false, renderer: false };
  const cache = createRenderCache();
  const twinCache = createTwinCache();
  const loadApiCached = cachedApiLoader();
  const search = lazySearchFiles();

  let emit = emitSite;
  let generation = 0;

  const rebuild = async (reason: { client: boolean; renderer?: boolean }) => {
    const started = performance.now();
    if (reason.client || !client) client = await buildClientAssets();
    if (reason.renderer) emit = await freshEmitter(++generation);
    const compileStarted = performance.now();
    const { compiled, diagnostics } = await compile(siteDir, createReporter({ stream: process.stderr, quiet: true }), { cache, loadApi: loadApiCached });
    for (const d of sortDiagnostics(diagnostics)) process.stderr.write(`${formatDiagnostic(d)}\n`);
    if (!compiled || countBySeverity(diagnostics).errors > 0) {
      process.stderr.write('Rebuild failed; still serving the last good build.\n');
      return;
    }
    baseUrl = compiled.config.baseUrl;
    const tail = `\n<script>new EventSource(${JSON.stringify(`${baseUrl}__portal/events`)}).addEventListener("reload",()=>location.reload())</script>`;
    const compileMs = Math.round(performance.now() - compileStarted);
    const fingerprints = routeFingerprints(compiled.graph);
    const only = previous && !reason.client && !reason.renderer ? changedRoutes(previous.fingerprints, fingerprints) : undefined;
    const out = memoryOutput();
    const memory = only ? new Map(files.memory) : new Map<string, Uint8Array | string>();
    const stats = await emit({ graph: compiled.graph, site: compiled.site, apis: compiled.apis, client, sink: out.sink, tail, searchFiles: search.names, twinCache, ...(only ? { only } : {}) });
    for (const [k, v] of out.files) memory.set(k, v);
    files.memory = memory;
    if (!only) files.disk = out.copies;
    previous = { compiled, fingerprints };
    const ms = Math.round(performance.now() - started);
    process.stderr.write(`Rebuilt ${stats.pages} of ${compiled.graph.routes.length} routes in ${ms} ms (compile ${compileMs} ms).\n`);
    for (const res of clients) res.write('event: reload\ndata: {}\n\n');
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
        process.stderr.write(`${formatDiagnostic({ severity: 'error', code: 'rebuild-failed', message: (error as Error).message })}\n`);
      }
    });
  };

  await log.stage('initial build', async () => {
    await rebuild({ client: true });
    if (!previous) throw new PortalError({ code: 'build-failed', message: 'the site could not be built', hint: 'fix the errors above, then run portal serve again' });
  });

  const server = createServer((req, res) => {
    if (req.url === `${baseUrl}__portal/events`) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new PortalError({ code: 'serve-listen', message: `could not listen on ${host}:${port}: ${error.code ?? error.message}`, hint: error.code === 'EADDRINUSE' ? 'another program uses that port: pass --port 3001' : 'check --host and --port' }, { cause: error })),
    );
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}${baseUrl}`;
  process.stderr.write(`\nServing the portal at ${url}\nWatching for changes; press Ctrl+C to stop.\n`);
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
