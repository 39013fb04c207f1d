import type { SiteConfig } from '../config/types.ts';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import type { Route, SitePageRoute } from '../../model/routes.ts';
import type { RouteGraph } from '../../model/graph.ts';
import { causeChain } from '../../model/diagnostics.ts';
import { packageRoot } from '../util/package-root.ts';
import { displayPath } from '../util/files.ts';
import { bundleSiteRenderer, hasSiteCode, type SiteCodePlan, type SiteRenderer } from './site-bundle.ts';
import { sitePageFiles, siteThemeOverrides } from './site-code-files.ts';
import { siteModuleHydrate } from './islands.ts';

export interface SiteCode {
  plan: SiteCodePlan;
  /** The server renderer with the site's code; absent when the site has none (the portal's own renders). */
  renderer?: SiteRenderer;
}

/** What site code the site has: theme replacements, React pages, and the modules MDX content imports. */
export function siteCodePlan(config: SiteConfig, components: readonly string[] = []): SiteCodePlan {
  return {
    siteDir: config.siteDir,
    baseUrl: config.baseUrl,
    overrides: siteThemeOverrides(config.siteDir),
    pages: sitePageFiles(config.siteDir),
    components: [...components],
  };
}

/** The site-code stage: bundles the site's code with the server renderer when it has any. */
export async function loadSiteCode(plan: SiteCodePlan): Promise<{ siteCode: SiteCode; diagnostics: Diagnostic[] }> {
  if (!hasSiteCode(plan)) return { siteCode: { plan }, diagnostics: [] };
  const { renderer, diagnostics } = await bundleSiteRenderer(plan, packageRoot());
  return { siteCode: renderer ? { plan, renderer } : { plan }, diagnostics: [...diagnostics, ...staticThemeWarnings(plan, renderer)] };
}

/**
 * A theme component the site replaces is rendered at build time into every page and never
 * hydrated (it draws the shell, from data the browser does not have): one whose code would need the
 * browser (state, effects, handlers) is a warning, since that part of it would do nothing.
 */
function staticThemeWarnings(plan: SiteCodePlan, renderer: SiteRenderer | undefined): Diagnostic[] {
  if (!renderer) return [];
  return Object.entries(plan.overrides).flatMap(([name, file]) => {
    const verdict = renderer.judge.judge(file);
    if (!verdict.interactive) return [];
    return [
      diagnostic(
        'warning',
        'theme-component-static',
        `the theme component ${name} is rendered at build time only, but ${verdict.reason}: that part does nothing in the browser`,
        {
          file: displayPath(file),
          hint: `move what must be interactive into a component of src/components and use it from MDX or a React page (those are hydrated), or keep ${name} to what HTML can do`,
        },
      ),
    ];
  });
}

/**
 * Each React page rendered once with the site data: its title and description (from
 * `@theme/Layout`'s props or an exported `meta`), whether it draws its own <main>, and whether it
 * is interactive (then the page is an island, core/theme/islands.ts). A page that throws is an
 * error naming its file and the error.
 */
export function finishSitePages(
  graph: RouteGraph,
  renderer: SiteRenderer | undefined,
  siteDir: string,
): { graph: RouteGraph; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  if (!renderer || !graph.routes.some((r) => r.kind === 'site-page')) return { graph, diagnostics };
  const routes = graph.routes.map((route): Route => {
    if (route.kind !== 'site-page') return route;
    try {
      const facts = renderer.probeSitePage({ site: graph.site, route });
      const next: SitePageRoute = { ...route, ownMain: facts.ownMain };
      const hydrate = siteModuleHydrate(renderer, siteDir, route.component);
      if (hydrate) {
        // As the island it will be: with only what the browser has (useBrowserPage, not usePage).
        renderer.renderIsland({ site: graph.site, route: next }, `${route.component}#default`, {}, '', 'p-');
        next.hydrate = hydrate;
      }
      if (facts.title) next.title = facts.title;
      if (facts.description) next.description = facts.description;
      return next;
    } catch (error) {
      diagnostics.push(
        diagnostic(
          'error',
          'site-page-failed',
          `the React page ${route.component} failed to render: ${causeChain(error).join(' Cause: ')}`,
          {
            file: route.component,
            hint: 'fix the page component (it renders at build time, where there is no window or document; an interactive page reads the page with useBrowserPage(), not usePage())',
          },
        ),
      );
      return route;
    }
  });
  return { graph: { ...graph, routes }, diagnostics };
}
