import type { loadApi } from '../../openapi/load-api.ts';
import type { LoadedApi } from '../../model/api.ts';

/** Loads one spec: the OpenAPI stage itself, or a cache in front of it. */
export type ApiLoader = typeof loadApi;
import type { apiRoutes } from '../../openapi/pages.ts';
import { createValidators } from '../../openapi/validate.ts';
import { descriptionMarkdown } from '../markdown/description-markdown.ts';
import { checkLinks } from '../check/check-links.ts';
import { loadConfig } from '../config/load-config.ts';
import type { LocaleConfig, SiteConfig } from '../config/types.ts';
import { chooseLocales, loadLocales, loadSummary, uniqueDiagnostics } from './locales.ts';
import { countBySeverity, plural, type Diagnostic } from '../../model/diagnostics.ts';
import { buildGraph } from '../graph/build-graph.ts';
import type { RouteGraph } from '../../model/graph.ts';
import type { RenderCache } from '../load/load-site.ts';
import type { OutcomeStore } from '../load/outcome-store.ts';
import type { LoadedSite } from '../load/types.ts';
import type { Reporter } from '../reporter.ts';
import { append } from '../util/append.ts';
import { finishSitePages, loadSiteCode, siteCodePlan, type SiteCode } from '../theme/site-code.ts';
import { hasSiteCode } from '../theme/site-bundle.ts';
import { renderIslands } from '../theme/islands.ts';
import { checkSpecPaths } from './spec-guard.ts';
import { shadowedOutputs } from '../check/shadowed-outputs.ts';
import { consoleOrigins } from './console-origins.ts';

/** One locale's content and routes. */
export interface LocaleCompiled {
  locale: LocaleConfig;
  site: LoadedSite;
  graph: RouteGraph;
}

/** Everything the stages before rendering produce: what `check-links` needs and `build` renders. */
export interface Compiled {
  config: SiteConfig;
  /** The site's own React code and the server renderer that includes it. */
  siteCode: SiteCode;
  /** Every locale built, the default one first (each is a whole site under its own base URL). */
  locales: LocaleCompiled[];
  /** The first locale's content and routes (the default locale's, unless only others were asked for). */
  site: LoadedSite;
  apis: LoadedApi[];
  /** By API route, the origins of its "Try it" console's servers: its pages' policy allows them (templates/csp.ts). */
  consoleOrigins: Record<string, string[]>;
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
  /** Makes a spec's routes (the dev server keeps them between rebuilds). */
  apiRoutes?: typeof apiRoutes;
  /** False: markdown rendered in this process gets no twin (the dev server makes twins on request). */
  twins?: boolean;
  /** Build only these locales (codes), or only the default one; all of the config's when absent. */
  locales?: readonly string[] | 'default';
  /** Hears the config as soon as it is read: the client bundle (the site's palette and stylesheets) starts then, beside the load stage. */
  onConfig?: (config: SiteConfig) => void;
}

export async function compile(siteDir: string, reporter: Reporter, options: CompileOptions = {}): Promise<CompileResult> {
  const { config, diagnostics } = await reporter.stage(
    'config',
    async () => loadConfig(siteDir),
    (r) => (r.config ? r.config.configFile : plural(countBySeverity(r.diagnostics).errors, 'error')),
    (r) => !r.config,
  );
  if (!config) return { diagnostics };
  options.onConfig?.(config);
  const specs = await checkSpecPaths(config);
  append(diagnostics, specs.diagnostics);

  const chosen = chooseLocales(config, options.locales, diagnostics);
  if (!chosen) return { diagnostics };
  // One compiled OpenAPI schema per version for all specs: compiling it costs more than validating one.
  const validators = createValidators();
  const loadOptions = {
    highlight: options.highlight ?? true,
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.store ? { store: options.store } : {}),
    ...(options.twins === false ? { twins: false } : {}),
  };
  const [loaded, apiResults] = await Promise.all([
    reporter.stage(
      'load',
      (progress) => loadLocales({ config, locales: chosen, options: loadOptions, progress }),
      (r) => loadSummary(r.sites),
      (r) => hasErrors(r.diagnostics),
    ),
    reporter.stage(
      'openapi',
      async () =>
        Promise.all(
          specs.allowed.map(async (a) =>
            (options.loadApi ?? (await import('../../openapi/load-api.ts')).loadApi)(config.siteDir, a, {
              baseUrl: config.baseUrl,
              trailingSlash: config.trailingSlash,
              highlight: options.highlight ?? true,
              allowedIframeHosts: config.allowedIframeHosts,
              validators,
              markdown: descriptionMarkdown,
            }),
          ),
        ),
      (r) => plural(r.filter((x) => x.api).length, 'spec'),
      (r) => r.some((x) => hasErrors(x.diagnostics)),
    ),
  ]);
  const apis = apiResults.flatMap((r) => (r.api ? [r.api] : []));
  append(
    append(diagnostics, loaded.diagnostics),
    apiResults.flatMap((r) => r.diagnostics),
  );
  const consoles = await consoleOrigins(apis);
  append(diagnostics, consoles.diagnostics);
  if (countBySeverity(diagnostics).errors > 0) return { diagnostics: uniqueDiagnostics(diagnostics) };

  // Site code (src/theme, src/pages): trusted like the config, bundled and loaded here, never by content.
  const used = new Set<string>();
  for (const { site } of loaded.sites)
    for (const item of [...site.docs, ...site.posts, ...site.pages]) for (const m of item.content.siteComponents ?? []) used.add(m);
  const plan = siteCodePlan(config, [...used].sort());
  const loadedCode = hasSiteCode(plan)
    ? await reporter.stage(
        'site code',
        () => loadSiteCode(plan),
        (r) => plural(r.siteCode.plan.pages.length + Object.keys(r.siteCode.plan.overrides).length, 'module'),
        (r) => hasErrors(r.diagnostics),
      )
    : { siteCode: { plan }, diagnostics: [] };
  append(diagnostics, loadedCode.diagnostics);
  if (countBySeverity(diagnostics).errors > 0) return { diagnostics: uniqueDiagnostics(diagnostics) };
  const { siteCode } = loadedCode;

  const built = await reporter.stage(
    'graph',
    async () =>
      loaded.sites.map((l) => ({
        ...l,
        ...buildGraph({
          config: l.config,
          site: l.site,
          apis,
          locale: l.locale,
          strings: l.strings,
          sidebarLabels: l.translations.docs,
          sitePages: plan.pages,
          ...(options.apiRoutes ? { apiRoutes: options.apiRoutes } : {}),
        }),
      })),
    (r) =>
      plural(
        r.reduce((n, g) => n + g.graph.routes.length, 0),
        'route',
      ),
    (r) => r.some((g) => hasErrors(g.diagnostics)),
  );
  for (const g of built) append(diagnostics, g.diagnostics);
  // Each locale's React pages and islands are rendered with the site's own code.
  const graphs = built.map((g) => {
    const finished = finishSitePages(g.graph, siteCode.renderer, config.siteDir);
    const withIslands = renderIslands(finished.graph, siteCode.renderer, config.siteDir);
    append(append(diagnostics, finished.diagnostics), withIslands.diagnostics);
    return { ...g, graph: withIslands.graph };
  });
  // A static file may not take the place of a file the build writes (page data, assets, sitemap, feeds...).
  for (const g of graphs) append(diagnostics, shadowedOutputs({ site: g.site, graph: g.graph, apis }));
  if (countBySeverity(diagnostics).errors > 0) return { diagnostics: uniqueDiagnostics(diagnostics) };
  const specPaths = new Set(apis.map((a) => `${a.config.route}/${a.config.spec.split('/').pop() ?? ''}`));
  const linkDiagnostics = await reporter.stage(
    'check',
    async () => graphs.flatMap((g) => checkLinks({ site: g.site, graph: g.graph, extraPaths: specPaths, apis })),
    (d) => plural(uniqueDiagnostics(d).length, 'problem'),
  );
  append(diagnostics, linkDiagnostics);
  const locales = graphs.map(({ locale, site, graph }) => ({ locale, site, graph }));
  const first = locales[0] as LocaleCompiled;
  // A file shown in several locales (not translated yet) gives the same diagnostics in each: once is enough.
  const unique = uniqueDiagnostics(diagnostics);
  return {
    compiled: {
      config,
      siteCode,
      locales,
      site: first.site,
      graph: first.graph,
      apis,
      consoleOrigins: consoles.byApi,
      diagnostics: unique,
    },
    diagnostics: unique,
  };
}

function hasErrors(list: readonly Diagnostic[]): boolean {
  return list.some((d) => d.severity === 'error');
}
