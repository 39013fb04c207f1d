import type { LoadedApi } from '../../model/api.ts';
import type { Route } from '../../model/routes.ts';
import type { ClientAssets } from './client-assets.ts';

/** The class of the box each ```mermaid block becomes (core/markdown/features/mermaid/). */
const DIAGRAM_MARK = 'mermaid-diagram';

/**
 * Whether any page draws a diagram: a doc, post or page that has one, or an API description that
 * does (the OpenAPI stage renders descriptions with the same markdown features).
 */
export function usesMermaid(routes: Iterable<Route>, apis: readonly LoadedApi[]): boolean {
  for (const route of routes) if ('hasMermaid' in route && route.hasMermaid) return true;
  return apis.some((api) => JSON.stringify(api.model).includes(DIAGRAM_MARK));
}

/**
 * The client files a site needs: mermaid's 3.4 MB of modules only when some page has a diagram
 * (the bundle names them by path and loads them only on such a page, so leaving them out changes
 * nothing else).
 */
export function clientForSite(client: ClientAssets, mermaid: boolean): ClientAssets {
  if (mermaid) return client;
  const files = new Map(client.files);
  for (const rel of client.mermaidFiles) files.delete(rel);
  return { ...client, files, mermaidFiles: [] };
}
