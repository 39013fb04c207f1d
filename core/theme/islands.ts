import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeRaw from 'rehype-raw';
import { unified } from 'unified';
import { causeChain, diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import type { Route } from '../../model/routes.ts';
import type { RouteGraph } from '../../model/graph.ts';
import type { SiteRenderer } from './site-bundle.ts';

/**
 * The islands stage: each site component that MDX content uses (an island marker, see
 * core/markdown/features/site-components) is prerendered into the page's HTML with the site's
 * server bundle. A component that is interactive (it uses state or effects, or handles events)
 * is marked to hydrate in the browser; any other stays plain HTML and costs the page no script.
 */
export function renderIslands(
  graph: RouteGraph,
  renderer: SiteRenderer | undefined,
  siteDir: string,
): { graph: RouteGraph; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  if (!renderer) return { graph, diagnostics };
  const interactive = new Map<string, boolean>();
  const isInteractive = (module: string) => {
    let known = interactive.get(module);
    if (known === undefined) {
      known = renderer.declaredInteractive(module) ?? usesInteraction(path.join(siteDir, module));
      interactive.set(module, known);
    }
    return known;
  };
  const routes = graph.routes.map((route): Route => {
    if (!('html' in route) || !route.html.includes('data-island=')) return route;
    const tree = parseHtml(route.html);
    // Innermost first: a component inside another's children is rendered into them.
    for (const node of islandsInnermostFirst(tree)) {
      const ref = String(node.properties.dataIsland ?? '');
      const props = islandProps(typeof node.properties.dataIslandProps === 'string' ? node.properties.dataIslandProps : undefined);
      try {
        const html = renderer.renderIsland({ site: graph.site, route }, ref, props, toHtml(node.children, { allowDangerousHtml: true }));
        node.children = [{ type: 'raw', value: html } as unknown as ElementContent];
        if (isInteractive(ref.split('#')[0] ?? '')) node.properties.dataIslandHydrate = '';
      } catch (error) {
        diagnostics.push(
          diagnostic(
            'error',
            'site-component-failed',
            `the component ${ref} failed to render on ${route.path}: ${causeChain(error).join(' Cause: ')}`,
            {
              file: route.source ?? ref,
              hint: 'fix the component (it renders at build time, where there is no window or document), or the props the page gives it',
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

/** The island markers of a tree, each after the markers inside it. */
function islandsInnermostFirst(tree: Root | Element, out: Element[] = []): Element[] {
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    islandsInnermostFirst(child, out);
    if (child.properties.dataIsland !== undefined) out.push(child);
  }
  return out;
}

const INTERACTION = /\buse(?!Context\b|Id\b|Page\b|Href\b|BaseUrl\b|DocusaurusContext\b)[A-Z]\w*\s*\(|\bon[A-Z][A-Za-z]+\s*=\s*\{/;

/**
 * Whether a module of site code (or a site module it imports) uses React state or effects, or
 * handles events: then it needs hydrating. A module states it itself with `export const interactive`.
 */
export function usesInteraction(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return true;
  }
  if (INTERACTION.test(text)) return true;
  for (const m of text.matchAll(/\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = path.resolve(path.dirname(file), m[1]!);
    const found = ['', '.tsx', '.jsx', '.ts', '.js', '/index.tsx', '/index.jsx', '/index.ts', '/index.js']
      .map((e) => base + e)
      .find((f) => /\.[jt]sx?$/.test(f) && canRead(f));
    if (found && usesInteraction(found, seen)) return true;
  }
  return false;
}

function canRead(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

/** The props MDX gave a component, as the markdown stage wrote them; unreadable ones give none. */
function islandProps(json: string | undefined): Record<string, unknown> {
  try {
    return JSON.parse(json ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}
