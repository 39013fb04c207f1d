import type { SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import type { CategoryMeta, DocFile, DocsVersion, LastUpdate } from '../load/types.ts';
import type { Translate } from '../../renderer/i18n/translate.ts';
import type { CategoryRoute, DocRoute, DocsHomeRoute, DocsTagRoute, DocsTagsRoute, SidebarItem } from '../../model/routes.ts';
import { docsHomeRoute, docsRoutes } from './docs-routes.ts';
import { buildSidebars, flattenSidebar } from './sidebars.ts';
import { docsTagRoutes } from './tag-routes.ts';
import { append } from '../util/append.ts';
import { translateSidebars } from './sidebar-labels.ts';

export type VersionRoute = DocRoute | CategoryRoute | DocsHomeRoute | DocsTagsRoute | DocsTagRoute;

export interface VersionPages {
  version: DocsVersion;
  routes: VersionRoute[];
  /** The version's doc routes by doc id, for its twins in other versions. */
  docIds: Map<string, string>;
  /** The page the version menu opens when the page read has no twin here. */
  mainPath: string;
}

export interface VersionRoutesInput {
  config: SiteConfig;
  /** The base URL of the locale built (links written into pages). */
  baseUrl: string;
  versions: readonly DocsVersion[];
  docs: readonly DocFile[];
  categories: readonly CategoryMeta[];
  history: ReadonlyMap<string, LastUpdate> | undefined;
  t: Translate;
  /** Each version's translated sidebar labels, by version key. */
  sidebarLabels?: ReadonlyMap<string, Readonly<Record<string, string>>> | undefined;
}

/**
 * Every docs version's pages, each version built on its own as Docusaurus builds it: its own
 * sidebars (keyed per version), category index pages, tag pages and prev/next links, all below
 * the version's route. Returns the sidebars of all versions together.
 */
export function versionRoutes({ config, baseUrl, versions, docs, categories, history, t, sidebarLabels }: VersionRoutesInput): { pages: VersionPages[]; sidebars: Record<string, SidebarItem[]>; diagnostics: Diagnostic[] } {
  const sidebars: Record<string, SidebarItem[]> = {};
  const diagnostics: Diagnostic[] = [];
  const pages = versions.map((version): VersionPages => {
    const own = docs.filter((d) => d.version === version.key);
    const raw = buildSidebars({ version, docs: own, categories: categories.filter((c) => c.version === version.key) });
    append(diagnostics, raw.diagnostics);
    const built = translateSidebars(raw.sidebars, raw.categoryIndexes, sidebarLabels?.get(version.key));
    Object.assign(sidebars, built.sidebars);
    const routes: VersionRoute[] = docsRoutes({ config, baseUrl, version, docs: own, sidebars: built.sidebars, categoryIndexes: built.indexes, history, diagnostics, t });
    // A page at the docs route itself, unless a doc is there (`docs/index.md`, or `slug: /`).
    const atRoot = own.some((d) => d.path === version.routePath);
    if (!atRoot && version.instance === 'default' && version.isLast) routes.push(docsHomeRoute(config, built.sidebars, own, version.routePath, t));
    // Tag pages where there are tags (as Docusaurus makes them); the main docs keep theirs regardless, as before versions.
    if (own.some((d) => d.tags.length > 0) || (version.instance === 'default' && version.isLast)) routes.push(...docsTagRoutes(own, `${version.routePath === '/' ? '' : version.routePath}/tags`, t));
    const docIds = new Map(own.map((d) => [d.id, d.path]));
    const firstSidebar = Object.values(built.sidebars)[0];
    const mainPath = (version.mainDoc ? docIds.get(version.mainDoc) : undefined) ?? (firstSidebar ? flattenSidebar(firstSidebar)[0]?.path : undefined) ?? own[0]?.path ?? version.routePath;
    return { version, routes, docIds, mainPath };
  });
  return { pages, sidebars, diagnostics };
}
