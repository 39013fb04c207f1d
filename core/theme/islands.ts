import path from 'node:path';
import * as cheerio from 'cheerio';
import { causeChain, diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { ISLAND, SITE_CODE_HYDRATE, type HydrateWhen } from '../../model/islands.ts';
import type { Route } from '../../model/routes.ts';
import type { RouteGraph } from '../../model/graph.ts';
import type { SiteRenderer } from './site-bundle.ts';

/**
 * The islands stage: each site component that MDX content uses (an island marker, see
 * core/markdown/features/site-components) is prerendered into the page's HTML with the site's
 * server bundle, as a React root of its own (`identifierPrefix` `c<n>-`, n its place on the
 * page). A component that is interactive (it, or a module it imports, npm packages included,
 * uses state, effects, refs, context or event handlers: core/theme/interaction.ts) is marked to
 * hydrate in the browser; any other stays plain HTML and costs the page no script. A module's
 * `export const interactive = true | false` overrides the judgement, and `export const hydrate =
 * 'load' | 'idle' | 'visible' | 'interaction'` says when (default: when visible).
 */
export function renderIslands(
  graph: RouteGraph,
  renderer: SiteRenderer | undefined,
  siteDir: string,
): { graph: RouteGraph; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  if (!renderer) return { graph, diagnostics };
  const decided = new Map<string, HydrateWhen | null>();
  const when = (module: string) => {
    let known = decided.get(module);
    if (known === undefined) {
      known = siteModuleHydrate(renderer, siteDir, module) ?? null;
      decided.set(module, known);
    }
    return known ?? undefined;
  };
  const routes = graph.routes.map((route): Route => {
    if (!('html' in route) || !route.html.includes('data-island=')) return route;
    const $ = cheerio.load(route.html, null, false);
    const all = $(`[${ISLAND.name}]`).toArray();
    // Innermost first: a component inside another's children is rendered into them.
    for (const [i, el] of [...all.entries()].reverse()) {
      const node = $(el);
      const ref = node.attr(ISLAND.name) ?? '';
      const props = islandProps(node.attr(ISLAND.props));
      const prefix = `c${i}-`;
      try {
        node.html(renderer.renderIsland({ site: graph.site, route }, ref, props, node.html() ?? '', prefix));
        const hydrate = when(ref.split('#')[0] ?? '');
        if (hydrate) node.attr(ISLAND.hydrate, hydrate).attr(ISLAND.id, prefix);
      } catch (error) {
        diagnostics.push(
          diagnostic(
            'error',
            'site-component-failed',
            `the component ${ref} failed to render on ${route.path}: ${causeChain(error).join(' Cause: ')}`,
            {
              file: route.source ?? ref,
              hint: 'fix the component (it renders at build time, where there is no window or document; an interactive one reads the page with useBrowserPage(), not usePage()), or the props the page gives it',
            },
          ),
        );
      }
    }
    return { ...route, html: $.html() } as Route;
  });
  return { graph: { ...graph, routes }, diagnostics };
}

/**
 * When a module of the site's code is hydrated, or undefined when it stays static: its own
 * `interactive` and `hydrate` exports first, else the build's judgement of its module graph.
 */
export function siteModuleHydrate(renderer: SiteRenderer, siteDir: string, module: string): HydrateWhen | undefined {
  const declared = renderer.declaredIsland(module);
  const interactive = declared.interactive ?? renderer.judge.judge(path.join(siteDir, module)).interactive;
  return interactive ? (declared.hydrate ?? SITE_CODE_HYDRATE) : undefined;
}

/** The props MDX gave a component, as the markdown stage wrote them; unreadable ones give none. */
function islandProps(json: string | undefined): Record<string, unknown> {
  try {
    return JSON.parse(json ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}
