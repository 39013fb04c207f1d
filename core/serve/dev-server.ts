import { createServer } from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { causeChain, formatDiagnostic, PortalError, type Diagnostic } from '../../model/diagnostics.ts';
import { CONFIG_FILE_NAMES, loadConfig } from '../config/load-config.ts';
import { existsSync, statSync } from 'node:fs';
import type { OutcomeStore } from '../load/outcome-store.ts';
import { packageRoot } from '../util/package-root.ts';
import { contentType, serveRequest } from './http.ts';
import { listen } from './listen.ts';
import { buildErrorEvent, createLiveReload, liveReloadScript } from './live-reload.ts';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../../templates/csp.ts';
import type { BuildReason, SiteBuilder } from './site-builder.ts';
import { statusPage } from './status-page.ts';
import { watchSources } from './watch.ts';
import { localeBaseUrl } from '../../renderer/locale-url.ts';
import { normalizeRoutePath } from '../../model/url.ts';

export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  open: boolean;
  /** Rendered markdown kept on disk between runs (shared with build and check-links), for a fast first build. */
  store?: OutcomeStore;
  /** The locale to preview (one at a time, under its own base URL); the default locale when absent. */
  locale?: string;
}

const eventsPath = (baseUrl: string) => `${baseUrl}__portal/events`;
/** JSON about the server itself (open live-reload streams, build state), for tests and tools. */
const statusPath = (baseUrl: string) => `${baseUrl}__portal/status`;

/**
 * `portal serve`: the whole site in memory, rebuilt on every change. It listens first and builds in
 * the background (a 503 page that reloads itself answers until the first build is done or shows why
 * it failed). Content changes re-render only the routes whose data changed; renderer and theme
 * changes rebundle the client. Browsers reload through server-sent events.
 */
/** The path part of a request below the base path, decoded; undefined when it cannot be. */
function decodePath(rel: string): string | undefined {
  try {
    return decodeURIComponent(rel.split(/[?#]/)[0] ?? '');
  } catch {
    return undefined;
  }
}

export async function startDevServer({ siteDir, port, host, open, store, locale }: DevServerOptions) {
  // A missing folder, or one without a config, is a mistake in the command, not a site to wait for:
  // the server would only ever show an error page. A config with errors is served (and shown) as usual.
  if (!existsSync(siteDir) || !statSync(siteDir).isDirectory()) {
    throw new PortalError({
      code: 'site-missing',
      message: `cannot serve ${siteDir}: there is no such folder`,
      hint: 'pass the folder that holds portal.config.yaml, or start a site with `portal init`',
    });
  }
  if (!CONFIG_FILE_NAMES.some((name) => existsSync(path.join(siteDir, name)))) {
    throw new PortalError({
      code: 'config-missing',
      message: `cannot serve ${siteDir}: it has no portal.config.yaml`,
      hint: 'pass the site folder (the one with portal.config.yaml), or start a site there with `portal init`',
    });
  }
  const live = createLiveReload();
  // Read the config alone first (milliseconds) for the base path the address needs; the build reports its errors.
  const initial = (await loadConfig(siteDir)).config;
  let baseUrl = initial ? localeBaseUrl(initial.baseUrl, locale ?? initial.i18n.defaultLocale, initial.i18n.defaultLocale) : '/';
  // The preview runs under the deployed site's policy (plus its own live-reload script), so a
  // page that would break under it breaks here first.
  let frameHosts = initial?.allowedIframeHosts ?? [];
  let connectOrigins: ReadonlyMap<string, readonly string[]> = new Map();
  const policies = new Map<string, string>();
  // The header of a page of an API with a console adds that API's servers, as its <meta> does; every other answer has the base policy.
  const csp = (url: string | undefined) => {
    const rel = url?.startsWith(baseUrl) ? decodePath(url.slice(baseUrl.length)) : undefined;
    const origins = rel === undefined ? [] : (connectOrigins.get(normalizeRoutePath(`/${rel}`)) ?? []);
    const key = `${baseUrl}\n${frameHosts.join(' ')}\n${origins.join(' ')}`;
    let value = policies.get(key);
    if (value === undefined) {
      if (policies.size > 64) policies.clear();
      value = contentSecurityPolicy(frameHosts, [liveReloadScript(eventsPath(baseUrl))], origins);
      policies.set(key, value);
    }
    return value;
  };
  let builder: SiteBuilder | undefined;
  let served = false;
  let failure: Diagnostic[] | undefined;
  let building: Promise<void> = Promise.resolve();
  let pending = false;
  let next: BuildReason = { client: false, renderer: false };
  const reloadBrowsers = () => live.reload();

  const rebuild = async (reason: BuildReason) => {
    builder ??= (await import('./site-builder.ts')).createSiteBuilder({
      siteDir,
      eventsPath,
      ...(store ? { store } : {}),
      ...(locale ? { locale } : {}),
    });
    const result = await builder.rebuild(reason);
    if (result.ok) {
      baseUrl = result.baseUrl;
      frameHosts = result.frameHosts;
      connectOrigins = result.connectOrigins;
      served = true;
      failure = undefined;
      process.stderr.write(`${result.message}\n`);
      reloadBrowsers();
    } else if (served) {
      process.stderr.write(`Rebuild failed (${result.message}); still serving the last good build.\n`);
      live.showError(buildErrorEvent(result.message, result.errors));
    } else {
      failure = result.errors;
      process.stderr.write(`Build failed (${result.message}); the preview shows them until they are fixed.\n`);
      reloadBrowsers();
    }
  };

  // Changes that arrive during a build coalesce into one more build after it.
  const schedule = (reason: BuildReason) => {
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
        if (!served) {
          failure = [d];
          reloadBrowsers();
        } else live.showError(buildErrorEvent('1 error', [d]));
      }
    });
  };

  const server = createServer((req, res) => {
    res.setHeader('content-security-policy', csp(req.url));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.url === eventsPath(baseUrl)) {
      live.connect(req, res);
      return;
    }
    if (req.url === statusPath(baseUrl)) {
      const status = { liveReloadClients: live.count, built: served };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' }).end(JSON.stringify(status));
      return;
    }
    if (!served || !builder) {
      const retry = failure ? '10' : '1';
      res
        .writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'retry-after': retry })
        .end(statusPage(baseUrl, failure));
      return;
    }
    const files = builder;
    const rel = req.url?.startsWith(baseUrl) ? decodePath(req.url.slice(baseUrl.length)) : undefined;
    (rel === undefined ? Promise.resolve(undefined) : files.lazyFile(rel))
      .then(async (lazy) => {
        if (lazy !== undefined && rel !== undefined)
          res.writeHead(200, { 'content-type': contentType(rel), 'cache-control': 'no-cache' }).end(lazy);
        else await serveRequest(req, res, baseUrl, files.files);
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`Internal error: ${(error as Error).message}`);
      });
  });
  const actualPort = await listen(server, port, host);
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}${baseUrl}`;
  process.stderr.write(`Serving the portal at ${url}\nBuilding the site; watching for changes; press Ctrl+C to stop.\n`);
  schedule({ client: true, renderer: false });
  if (open)
    spawn(process.platform === 'darwin' ? 'open' : 'xdg-open', [url], { stdio: 'ignore', detached: true })
      .on('error', () => undefined)
      .unref();

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
      live.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
