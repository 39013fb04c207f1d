import { renderPage, type RenderAssets } from '../../renderer/server/render-page.tsx';
import type { Route, SidebarItem } from '../../model/routes.ts';
import { PAGE_KINDS, type PageGroup } from '../../renderer/pages/page-groups.ts';
import type { SiteData } from '../../model/graph.ts';
import type { PagePolicies } from '../../templates/csp.ts';
import type { PageContext } from '../../renderer/context.tsx';
import { inFlight } from '../util/in-flight.ts';
import { routeOutputFile } from '../../model/url.ts';
import { buildSidebarFiles, type SidebarFiles } from './sidebar-files.ts';
import { markDeadLinks } from './dead-links.ts';

/** Everything rendering a share of the pages needs: plain data, so it can cross to a worker. */
export interface PageShare {
  routes: readonly Route[];
  site: SiteData;
  sidebars: Readonly<Record<string, SidebarItem[]>>;
  /** The entry script and stylesheet, under the base URL the client bundle is served from (a locale's pages share the root's). */
  assets: RenderAssets;
  /** Per page group, the CSS its pages carry inline (core/theme/page-css.ts), ready for the page. */
  inlineCss?: Record<PageGroup, string>;
  /** Markup added before </body> of every page (the dev server's reload client). */
  tail?: string;
  /** The Content-Security-Policy each page carries in a <meta>: the base one, or its API's. */
  csp?: PagePolicies;
  /** The server renderer with the site's own code (a file URL), when the site has any. */
  rendererModule?: string;
}

export type RenderPage = typeof renderPage;

/** A page's policy: its API's when it is a page of an API with a console (a split API's parts share it), else the base one. */
export function policyOf(policies: PagePolicies, route: Route): string {
  if (route.kind !== 'api') return policies.base;
  return policies.byApi[route.api.part?.entry ?? route.path] ?? policies.base;
}

/** What one route's page is rendered from: its page data (with its branch of its sidebar), its assets and its policy. */
export function pageInput(
  share: Omit<PageShare, 'routes'>,
  route: Route,
  sidebarFiles: SidebarFiles,
): { page: PageContext; assets: RenderAssets; csp?: string } {
  const { site } = share;
  const branch = 'sidebar' in route && route.sidebar ? sidebarFiles.forPage(route.sidebar, route.path) : undefined;
  const page = branch ? { site, route, ...branch } : { site, route };
  const inlineCss = share.inlineCss?.[PAGE_KINDS[route.kind]];
  const csp = share.csp ? policyOf(share.csp, route) : undefined;
  return { page, assets: { ...share.assets, ...(inlineCss ? { inlineCss } : {}) }, ...(csp ? { csp } : {}) };
}

/** The one file a route's page is written to (client navigation fetches the same file: there is no page-data file). */
export function pageFile(route: Route): string {
  return route.kind === 'not-found' ? '404.html' : routeOutputFile(route.path);
}

/**
 * Renders each route to its index.html (the client navigates by fetching the same file, so a page
 * is written once). Rendering goes on while earlier pages
 * are written: awaited one by one, the writes left the thread idle for most of the emit stage (a
 * 1,000-page site: 3.3 of 5 s). A few in flight are enough; 64 held more rendered pages in the
 * young generation and cost more garbage collection.
 */
export async function emitPages(
  share: PageShare,
  write: (rel: string, data: string) => Promise<void>,
  onPage?: () => void,
  sidebarFiles: SidebarFiles = buildSidebarFiles(share.sidebars),
  render: RenderPage = renderPage,
): Promise<number> {
  const { tail } = share;
  const writes = inFlight(8);
  let pages = 0;
  for (const route of share.routes) {
    const { page, assets, csp } = pageInput(share, route, sidebarFiles);
    const rendered = render({ page, assets, ...(tail ? { tail } : {}), ...(csp ? { csp } : {}) });
    const html = route.kind === 'api' && route.deadLinks ? markDeadLinks(rendered, route.deadLinks, share.site.baseUrl) : rendered;
    await writes.add(write(pageFile(route), html));
    pages++;
    // Writes may be synchronous (see OutputSink.writeSync): the thread still answers its messages (the page worker's) between pages.
    if (pages % 8 === 0) await new Promise((resolve) => setImmediate(resolve));
    onPage?.();
  }
  await writes.drain();
  return pages;
}
