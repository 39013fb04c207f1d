import type { NavbarLinkConfig, SiteConfig } from '../config/types.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import type { DocFile, DocsVersion, Heading } from '../load/types.ts';
import type { Translate } from '../../renderer/i18n/translate.ts';
import { docCardItems, fillDocCardList } from './doc-card-list.ts';
import { docFooter } from './doc-footer.ts';
import type { LastUpdate } from '../load/types.ts';
import { flattenSidebar, sidebarTrails, type CategoryIndex, type Crumb } from './sidebars.ts';
import { indexSidebar } from '../../model/sidebar-branch.ts';
import type { Card, CategoryRoute, DocRoute, DocsHomeRoute, NavLink, SidebarItem, TocItem } from '../../model/routes.ts';
import { append } from '../util/append.ts';

export interface DocsRoutesInput {
  config: SiteConfig;
  /** The base URL of the locale built (links written into pages). */
  baseUrl: string;
  /** The docs version whose pages these are. */
  version: DocsVersion;
  docs: readonly DocFile[];
  sidebars: Record<string, SidebarItem[]>;
  categoryIndexes: readonly CategoryIndex[];
  /** Last change of each file from git, for the doc footer. */
  history?: ReadonlyMap<string, LastUpdate> | undefined;
  /** Receives what the pages' content gets wrong that only the sidebars reveal. */
  diagnostics: Diagnostic[];
  t: Translate;
}

/**
 * A body that opens with `# Title` shows that heading as the page title, as Docusaurus does, so the
 * page does not print the title twice.
 */
export function startsWithH1(html: string): boolean {
  return /^\s*<h1[\s>]/.test(html);
}

export function tocFrom(headings: readonly Heading[], min: number, max: number): TocItem[] {
  return headings.filter((h) => h.depth >= min && h.depth <= max).map((h) => ({ id: h.id, text: h.text, depth: h.depth }));
}

/** Doc pages and category index pages, with their sidebar, breadcrumbs and prev/next. */
export function docsRoutes({
  config,
  baseUrl,
  version,
  docs,
  sidebars,
  categoryIndexes,
  history,
  diagnostics,
  t,
}: DocsRoutesInput): (DocRoute | CategoryRoute)[] {
  const tagsPath = `${version.routePath === '/' ? '' : version.routePath}/tags`;
  const docsByPath = new Map(docs.map((d) => [d.path, d]));
  const sidebarOfPath = new Map<string, string>();
  // Each sidebar is indexed once, so a page's trail and neighbours cost the same in a site of any size.
  const orders = new Map<string, { pages: { title: string; path: string }[]; at: Map<string, number> }>();
  const trails = new Map<string, (path: string) => Crumb[] | undefined>();
  for (const [name, items] of Object.entries(sidebars)) {
    const pages = flattenSidebar(items);
    const at = new Map<string, number>();
    pages.forEach((page, i) => {
      if (!at.has(page.path)) at.set(page.path, i);
      if (!sidebarOfPath.has(page.path)) sidebarOfPath.set(page.path, name);
    });
    orders.set(name, { pages, at });
    trails.set(name, sidebarTrails(indexSidebar(items)));
  }
  const trailOf = (sidebar: string, path: string): Crumb[] => trails.get(sidebar)?.(path) ?? [];
  const neighbours = (sidebar: string | undefined, path: string): { prev?: NavLink; next?: NavLink } => {
    const found = sidebar ? orders.get(sidebar) : undefined;
    const i = found?.at.get(path) ?? -1;
    const order = found?.pages;
    if (!order || i < 0) return {};
    const out: { prev?: NavLink; next?: NavLink } = {};
    const prev = order[i - 1];
    const next = order[i + 1];
    if (prev) out.prev = { title: prev.title, path: prev.path };
    if (next) out.next = { title: next.title, path: next.path };
    return out;
  };
  const cardOf = (item: SidebarItem): Card | undefined => {
    if (item.type === 'doc') {
      const doc = docsByPath.get(item.path);
      return { title: item.label, description: doc?.description ?? '', path: item.path };
    }
    if (item.type === 'category') {
      const pages = flattenSidebar(item.items);
      const first = item.path ?? pages[0]?.path;
      return first
        ? {
            title: item.label,
            description: t('theme.docs.DocCard.categoryDescription.plurals', '1 page|{count} pages', { count: pages.length }),
            path: first,
            count: pages.length,
          }
        : undefined;
    }
    return undefined;
  };

  const docsById = new Map(docs.map((d) => [d.id, d]));
  // `pagination_prev`/`_next` name a doc id (the page's own folder is tried too), or null for none.
  const pick = (doc: DocFile, value: string | null | undefined, fallback: NavLink | undefined): NavLink | undefined => {
    if (value === undefined) return fallback;
    if (value === null) return undefined;
    const target = docsById.get(value) ?? docsById.get(doc.dir ? `${doc.dir}/${value}` : value);
    return target ? { title: target.paginationLabel ?? target.sidebarLabel ?? target.title, path: target.path } : fallback;
  };
  const labelled = (link: NavLink | undefined): NavLink | undefined => {
    const label = link && docsByPath.get(link.path)?.paginationLabel;
    return link && label ? { ...link, title: label } : link;
  };

  const cardListed = (doc: DocFile, sidebar: string | undefined): string => {
    const items = docCardItems(sidebar ? (sidebars[sidebar] ?? []) : [], doc.path);
    const filled = fillDocCardList(
      doc.content.html,
      items?.map(cardOf).filter((c): c is Card => c !== undefined),
      { baseUrl, trailingSlash: config.trailingSlash },
      doc.display,
    );
    append(diagnostics, filled.diagnostics);
    return filled.html;
  };

  const routes: (DocRoute | CategoryRoute)[] = docs.map((doc) => {
    const sidebar = doc.displayedSidebar && sidebars[doc.displayedSidebar] ? doc.displayedSidebar : sidebarOfPath.get(doc.path);
    const trail = sidebar ? trailOf(sidebar, doc.path) : [];
    const route: DocRoute = {
      kind: 'doc',
      path: doc.path,
      title: doc.title,
      description: doc.description,
      keywords: doc.keywords,
      source: doc.display,
      docId: doc.id,
      html: doc.content.html.includes('data-doc-card-list') ? cardListed(doc, sidebar) : doc.content.html,
      toc: doc.hideTableOfContents
        ? []
        : tocFrom(doc.content.headings, doc.tocMin ?? config.toc.minHeadingLevel, doc.tocMax ?? config.toc.maxHeadingLevel),
      tags: doc.tags.map((tag) => ({ label: tag.label, path: `${tagsPath}/${tag.slug}` })),
      breadcrumbs: trail,
      hasMermaid: doc.content.hasMermaid,
      ...docFooter(version, doc, history),
    };
    const around = neighbours(sidebar, doc.path);
    const prev = pick(doc, doc.paginationPrev, labelled(around.prev));
    const next = pick(doc, doc.paginationNext, labelled(around.next));
    if (prev) route.prev = prev;
    if (next) route.next = next;
    if (doc.unlisted || version.noIndex) route.noindex = true;
    if (doc.untranslated) route.untranslated = true;
    if (doc.hideTitle || startsWithH1(doc.content.html)) route.hideTitle = true;
    if (sidebar) route.sidebar = sidebar;
    if (doc.image) route.image = doc.image;
    return route;
  });

  for (const index of categoryIndexes) {
    const trail = trailOf(index.sidebar, index.path);
    routes.push({
      kind: 'category',
      path: index.path,
      title: index.title,
      description: index.description || t('portal.docs.categoryDescription', 'Pages in {label}.', { label: index.label }),
      keywords: [],
      sidebar: index.sidebar,
      cards: index.items.map(cardOf).filter((c): c is Card => c !== undefined),
      breadcrumbs: trail,
      ...neighbours(index.sidebar, index.path),
      ...(index.source ? { source: index.source } : {}),
      ...(index.sourceLine ? { sourceLine: index.sourceLine } : {}),
      ...(version.noIndex ? { noindex: true } : {}),
    });
  }
  return routes;
}

/** The docs landing page at /docs: one section per sidebar the navbar shows, its top level as cards. */
export function docsHomeRoute(
  config: SiteConfig,
  sidebars: Record<string, SidebarItem[]>,
  docs: readonly DocFile[],
  path: string,
  t: Translate,
): DocsHomeRoute {
  const docsByPath = new Map(docs.map((d) => [d.path, d]));
  const sidebarLinks: NavbarLinkConfig[] = config.navbar.items.flatMap((item) =>
    item.kind === 'dropdown' ? item.items : item.kind === 'sidebar' ? [item] : [],
  );
  const sections = sidebarLinks.flatMap((item) => {
    if (item.kind !== 'sidebar') return [];
    const items = sidebars[item.sidebarId] ?? [];
    const first = flattenSidebar(items)[0];
    if (!first) return [];
    const cards = items.flatMap((i): Card[] => {
      if (i.type === 'doc') return [{ title: i.label, description: docsByPath.get(i.path)?.description ?? '', path: i.path }];
      if (i.type !== 'category') return [];
      const pages = flattenSidebar(i.items);
      const path = i.path ?? pages[0]?.path;
      return path
        ? [
            {
              title: i.label,
              description: pages
                .slice(0, 4)
                .map((p) => p.title)
                .join(' · '),
              path,
              count: pages.length,
            },
          ]
        : [];
    });
    return [{ label: item.label, path: first.path, cards }];
  });
  return {
    kind: 'docs-home',
    path,
    title: t('portal.docs.homeTitle', 'Documentation'),
    description: t('portal.docs.homeDescription', 'Every guide and service reference of the {siteTitle}.', { siteTitle: config.title }),
    keywords: [],
    sections,
  };
}
