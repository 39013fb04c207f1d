import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeRaw from 'rehype-raw';
import { unified } from 'unified';
import { causeChain, diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { SITE_CODE_HYDRATE, type HydrateWhen } from '../../model/islands.ts';
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
    const tree = parseHtml(route.html);
    const all = islandsInOrder(tree);
    // Innermost first (the reverse of document order): a component inside another's children is rendered into them.
    for (const [i, node] of [...all.entries()].reverse()) {
      const ref = String(node.properties.dataIsland ?? '');
      const props = islandProps(typeof node.properties.dataIslandProps === 'string' ? node.properties.dataIslandProps : undefined);
      const prefix = `c${i}-`;
      try {
        const html = renderer.renderIsland(
          { site: graph.site, route },
          ref,
          props,
          toHtml(node.children, { allowDangerousHtml: true }),
          prefix,
        );
        node.children = [{ type: 'raw', value: html } as unknown as ElementContent];
        const hydrate = when(ref.split('#')[0] ?? '');
        // hast's names of ISLAND.hydrate and ISLAND.id (model/islands.ts).
        if (hydrate) Object.assign(node.properties, { dataIslandHydrate: hydrate, dataIslandId: prefix });
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
    return { ...route, html: toHtml(tree, { allowDangerousHtml: true }) } as Route;
  });
  return { graph: { ...graph, routes }, diagnostics };
}

/** A page's HTML as a hast tree: the markdown pipeline's own trees, parsed as its raw HTML is (rehype-raw). */
function parseHtml(html: string): Root {
  return unified()
    .use(rehypeRaw)
    .runSync({ type: 'root', children: [{ type: 'raw', value: html } as unknown as ElementContent] }) as Root;
}

/** The island markers (`data-island`, ISLAND.name) of a tree, in document order. */
function islandsInOrder(tree: Root | Element, out: Element[] = []): Element[] {
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    if (child.properties.dataIsland !== undefined) out.push(child);
    islandsInOrder(child, out);
  }
  return out;
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
