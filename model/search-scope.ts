import type { Route } from './routes.ts';
import type { SiteData } from './graph.ts';

/**
 * Which docs versions search looks in while a page is read: the page's own version for its docs
 * instance, the last version for every other versioned instance (as Docusaurus's contextual
 * search does). Pages outside versioned docs (blog, API, pages, docs with one version) are always
 * searched. Undefined when the site has no versioned docs: nothing to scope.
 */
export interface SearchScope {
  /** Version keys (`default@1.0`) searched. */
  versions: string[];
  /** The label of the version the page belongs to (or of the last one), for the "this version only" switch. */
  label: string;
}

export function searchScope(site: Pick<SiteData, 'search' | 'docsVersions'>, route: Pick<Route, 'docsVersion'>): SearchScope | undefined {
  const latest = site.search.latest;
  if (!latest || latest.length === 0) return undefined;
  const own = route.docsVersion;
  const versions = latest.map((key) => (own && key.slice(0, key.indexOf('@')) === own.instance ? own.key : key));
  const lastName = site.docsVersions?.last;
  const label = own?.label ?? site.docsVersions?.versions.find((v) => v.name === lastName)?.label ?? '';
  return { versions, label };
}
