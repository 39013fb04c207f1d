import { renderPage, type RenderAssets } from '../../renderer/server/render-page.tsx';
import type { Route, SidebarItem } from '../../model/routes.ts';
import type { SiteData } from '../../model/graph.ts';
import { inFlight } from '../util/in-flight.ts';
import { routeOutputFile } from '../../model/url.ts';
import { buildSidebarFiles, type SidebarFiles } from './sidebar-files.ts';

/** Everything rendering a share of the pages needs: plain data, so it can cross to a worker. */
export interface PageShare {
  routes: readonly Route[];
  site: SiteData;
  sidebars: Readonly<Record<string, SidebarItem[]>>;
  /** The entry script and stylesheet, under the base URL the client bundle is served from (a locale's pages share the root's). */
  assets: RenderAssets;
  /** Markup added before </body> of every page (the dev server's reload client). */
  tail?: string;
  /** The Content-Security-Policy every page carries in a <meta>. */
  csp?: string;
  /** The server renderer with the site's own code (a file URL), when the site has any. */
  rendererModule?: string;
}

export type RenderPage = typeof renderPage;

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
  const { site, assets, tail, csp } = share;
  const writes = inFlight(8);
  let pages = 0;
  for (const route of share.routes) {
    const branch = 'sidebar' in route && route.sidebar ? sidebarFiles.forPage(route.sidebar, route.path) : undefined;
    const page = branch ? { site, route, ...branch } : { site, route };
    const html = render({ page, assets, ...(tail ? { tail } : {}), ...(csp ? { csp } : {}) });
    await writes.add(write(route.kind === 'not-found' ? '404.html' : routeOutputFile(route.path), html));
    pages++;
    onPage?.();
  }
  await writes.drain();
  return pages;
}
