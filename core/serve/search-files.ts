import type { Route } from '../../model/routes.ts';
import { buildSearchFiles, STABLE_SEARCH_FILES } from '../search/search-files.ts';

/**
 * The dev server's search files: built on the first request after a rebuild, not during it, so a
 * content edit reaches the browser without waiting for the index (about 0.1 s for the portal).
 */
export function lazySearchFiles() {
  let built: { routes: readonly Route[]; files: Map<string, string> } | undefined;
  return {
    names: STABLE_SEARCH_FILES,
    /** The file at `rel` (a path below the base path) for these routes, or undefined when `rel` is not a search file. */
    get(rel: string, routes: readonly Route[]): string | undefined {
      if (rel !== STABLE_SEARCH_FILES.index && rel !== STABLE_SEARCH_FILES.documents) return undefined;
      if (built?.routes !== routes) built = { routes, files: buildSearchFiles(routes, { stable: true }).files };
      return built.files.get(rel);
    },
  };
}
