import { loadApi, type LoadedApi } from '../../openapi/load-api.ts';
import { checkLinks } from '../check/check-links.ts';
import { loadConfig } from '../config/load-config.ts';
import type { SiteConfig } from '../config/types.ts';
import { countBySeverity, type Diagnostic } from '../diagnostics.ts';
import { buildGraph } from '../graph/build-graph.ts';
import type { RouteGraph } from '../graph/types.ts';
import { loadSite, type RenderCache } from '../load/load-site.ts';
import type { OutcomeStore } from '../load/outcome-store.ts';
import type { LoadedSite } from '../load/types.ts';
import type { Reporter } from '../reporter.ts';

/** Everything the stages before rendering produce: what `check-links` needs and `build` renders. */
export interface Compiled {
  config: SiteConfig;
  site: LoadedSite;
  apis: LoadedApi[];
  graph: RouteGraph;
  diagnostics: Diagnostic[];
}

export interface CompileResult {
  compiled?: Compiled;
  diagnostics: Diagnostic[];
}

/**
 * config -> load (+ openapi) -> graph -> check. Stops after a stage that produced errors, so later
 * stages never see broken data, and returns every diagnostic found so far.
 */
export interface CompileOptions {
  /** Syntax highlighting costs most of the load time; link checking does not need it. */
  highlight?: boolean;
  /** The dev server's memory of rendered files between rebuilds. */
  cache?: RenderCache;
  /** Rendered files kept on disk between runs. */
  store?: OutcomeStore;
  /** Replaces the spec loader (the dev server caches specs by content). */
  loadApi?: typeof loadApi;
}

export async function compile(siteDir: string, reporter: Reporter, options: CompileOptions = {}): Promise<CompileResult> {
  const { config, diagnostics } = await reporter.stage('config', async () => loadConfig(siteDir), (r) => (r.config ? r.config.configFile : 'failed'));
  if (!config) return { diagnostics };

  const [site, apiResults] = await Promise.all([
    reporter.stage('load', (progress) => loadSite({ config, onProgress: progress, highlight: options.highlight ?? true, ...(options.cache ? { cache: options.cache } : {}), ...(options.store ? { store: options.store } : {}) }), (s) => `${s.docs.length} docs, ${s.posts.length} posts, ${s.pages.length} pages`),
    reporter.stage('openapi', () => Promise.all(config.apis.map((a) => (options.loadApi ?? loadApi)(config.siteDir, a, { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, highlight: options.highlight ?? true, allowedIframeHosts: config.allowedIframeHosts }))), (r) => `${r.filter((x) => x.api).length} specs`),
  ]);
  const apis = apiResults.flatMap((r) => (r.api ? [r.api] : []));
  diagnostics.push(...site.diagnostics, ...apiResults.flatMap((r) => r.diagnostics));
  if (countBySeverity(diagnostics).errors > 0) return { diagnostics };

  const { graph, diagnostics: graphDiagnostics } = await reporter.stage('graph', async () => buildGraph({ config, site, apis }), (r) => `${r.graph.routes.length} routes`);
  diagnostics.push(...graphDiagnostics);
  const specPaths = new Set(apis.map((a) => `${a.config.route}/${a.config.spec.split('/').pop() ?? ''}`));
  const linkDiagnostics = await reporter.stage('check', async () => checkLinks({ site, graph, extraPaths: specPaths }), (d) => `${d.length} problems`);
  diagnostics.push(...linkDiagnostics);
  return { compiled: { config, site, apis, graph, diagnostics }, diagnostics };
}
