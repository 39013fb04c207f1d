import { markDeadApiLinks } from './dead-api-links.ts';
import type { LoadedApi } from '../../model/api.ts';
import { apiRoutes } from '../../openapi/pages.ts';
import type { LocaleConfig, SiteConfig } from '../config/types.ts';
import { diagnostic, type Diagnostic, preview } from '../../model/diagnostics.ts';
import type { DocFile, LoadedSite } from '../load/types.ts';
import { isExternalUrl } from '../../model/url.ts';
import { blogRoutes, blogSidebar } from './blog-routes.ts';
import { startsWithH1, tocFrom } from './docs-routes.ts';
import { flattenSidebar } from './sidebars.ts';
import { versionRoutes, type VersionPages } from './version-routes.ts';
import { withVersionLinks } from './version-links.ts';
import { createTranslate } from '../../renderer/i18n/translate.ts';
import { localeBaseUrl } from '../../renderer/locale-url.ts';
import { feedMeta } from './feed-meta.ts';
import { navbarData } from './navbar-data.ts';
import type { HomeRoute, PageRoute, Route, SidebarItem, SitePageRoute } from '../../model/routes.ts';
import type { RouteGraph } from '../../model/graph.ts';
import type { SiteData } from '../../model/graph.ts';
import type { SitePageFile } from '../theme/site-code-files.ts';
import { spliceIn } from '../util/append.ts';

export interface GraphInput {
  config: SiteConfig;
  site: LoadedSite;
  /** The locale built (the default when absent) and its translated UI strings. */
  locale?: LocaleConfig;
  strings?: Readonly<Record<string, string>>;
  /** Each docs version's translated sidebar labels, by version key. */
  sidebarLabels?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  apis: readonly LoadedApi[];
  /** Makes a spec's routes; the dev server passes one that keeps them while the spec is unchanged. */
  apiRoutes?: typeof apiRoutes;
  /** React pages of the site's src/pages/ (site code). */
  sitePages?: readonly SitePageFile[];
}

export interface GraphResult {
  graph: RouteGraph;
  diagnostics: Diagnostic[];
}

/**
 * The graph stage: a pure function of the config and the loaded content. Every route the site
 * serves is decided here, once; a second route at the same path is a warning and the first wins.
 */
export function buildGraph({
  config,
  site: loaded,
  apis,
  locale,
  strings,
  sidebarLabels,
  apiRoutes: routesOfApi = apiRoutes,
  sitePages = [],
}: GraphInput): GraphResult {
  const { docs, diagnostics: docDiagnostics } = uniqueDocs(loaded.docs);
  const site = { ...loaded, docs };
  const t = createTranslate(locale?.code ?? config.i18n.defaultLocale, strings);
  const baseUrl = localeBaseUrl(config.baseUrl, locale?.code ?? config.i18n.defaultLocale, config.i18n.defaultLocale);
  const built = versionRoutes({
    config,
    baseUrl,
    versions: site.versions,
    docs: site.docs,
    categories: site.categories,
    history: site.history,
    t,
    sidebarLabels,
  });
  const { sidebars, diagnostics } = built;
  spliceIn(diagnostics, 0, 0, docDiagnostics);
  // One route per spec, or several for a spec split into pages (openapi/pages.ts).
  const apiRoutesOf = apis.flatMap((api) => routesOfApi(api));
  const candidates: Route[] = [
    // A React page at / is the home page; its title and description come from rendering it (core/theme/site-pages.ts).
    ...sitePages.map((p): SitePageRoute => ({
      kind: 'site-page',
      path: p.route,
      title: p.route === '/' ? '' : titleFromFile(p.relPath),
      description: p.route === '/' ? config.tagline : '',
      keywords: [],
      source: p.relPath,
      component: p.relPath,
      ownMain: false,
    })),
    ...homeAndPages(config, site).filter((r) => !(r.kind === 'home' && sitePages.some((p) => p.route === '/'))),
    ...withVersionLinks(built.pages),
    ...blogRoutes(config, site.posts, site.authors, t),
    ...apiRoutesOf,
    {
      kind: 'not-found',
      path: '/404',
      title: t('theme.NotFound.title', 'Page Not Found'),
      description: t('portal.NotFound.description', 'We could not find what you were looking for.'),
      keywords: [],
      noindex: true,
    },
  ];

  const routes: Route[] = [];
  const byPath = new Map<string, Route>();
  for (const route of candidates) {
    // Route paths become file paths in the output: one that could lead out of it is never written.
    if (!safeRoutePath(route.path)) {
      diagnostics.push(
        diagnostic(
          'error',
          'route-invalid',
          `the route ${preview(route.path)} (${describe(route)}) has "." or ".." segments, a backslash or a control character`,
          {
            file: route.source ?? config.configFile,
            point: route.sourceLine ? { line: route.sourceLine, column: 1 } : undefined,
            hint: 'check the slug, permalink or route that makes it: a plain URL path like /docs/my-page',
          },
        ),
      );
      continue;
    }
    // A browser reads `?` and `#` as the start of the query and the fragment, and `%` as an escape:
    // the page is written, but no URL as written reaches it.
    if (/[?#%]/.test(route.path)) {
      diagnostics.push(
        diagnostic(
          'warning',
          'route-unreachable',
          `the route ${preview(route.path)} (${describe(route)}) has "?", "#" or "%", which a URL cannot carry as written: the page is built, but links to it lead elsewhere`,
          {
            file: route.source ?? config.configFile,
            point: route.sourceLine ? { line: route.sourceLine, column: 1 } : undefined,
            hint: 'rename the file, or give it a `slug` without ?, # or %',
          },
        ),
      );
    }
    const first = byPath.get(route.path);
    if (first) {
      diagnostics.push(
        diagnostic(
          'warning',
          'duplicate-route',
          `the route ${route.path} is produced twice (${describe(first)} and ${describe(route)}); the first is kept`,
          {
            file: route.source ?? first.source ?? config.configFile,
            hint: 'change the slug, id or file name of one of them',
          },
        ),
      );
      continue;
    }
    byPath.set(route.path, route);
    routes.push(route);
  }

  const anchors = new Map<string, ReadonlySet<string>>();
  for (const d of site.docs) anchors.set(d.path, new Set(d.content.ids));
  for (const p of site.posts) anchors.set(p.path, new Set(p.content.ids));
  for (const p of site.pages) anchors.set(p.path, new Set(p.content.ids));
  for (const r of apiRoutesOf) anchors.set(r.path, new Set(r.api.anchors));

  const feed = feedMeta(config, site.posts.length);
  const data = siteData({ config, sidebars, site, pages: built.pages, ...(locale ? { locale } : {}), ...(strings ? { strings } : {}) });
  if (feed) data.feeds = feed.links;
  const files = new Set([
    ...site.staticFiles.map((f) => `/${f.relPath}`),
    ...apis.map((a) => `${a.config.route}/${a.config.spec.split('/').pop() ?? ''}`),
  ]);
  const shown = markDeadApiLinks(routes, apis, files);
  return { graph: { site: data, routes: shown, sidebars, anchors, ...(feed ? { feed } : {}) }, diagnostics };
}

/**
 * Two docs at one route: the one whose route comes from its file path is kept (links to it are
 * what readers expect); the one whose `slug` claimed the route is left out, with a warning.
 */
function uniqueDocs(all: readonly DocFile[]): { docs: DocFile[]; diagnostics: Diagnostic[] } {
  const ordered = [...all].sort((a, b) => Number(a.explicitSlug) - Number(b.explicitSlug) || a.relPath.localeCompare(b.relPath));
  const kept = new Map<string, DocFile>();
  const diagnostics: Diagnostic[] = [];
  for (const doc of ordered) {
    const first = kept.get(doc.path);
    if (!first) {
      kept.set(doc.path, doc);
      continue;
    }
    diagnostics.push(
      diagnostic(
        'warning',
        'duplicate-route',
        `the route ${doc.path} is produced twice (by ${first.display} and by this file); ${first.display} is kept`,
        {
          file: doc.display,
          point: { line: 1, column: 1 },
          hint: 'change the slug, id or file name of one of them',
        },
      ),
    );
  }
  return { docs: all.filter((d) => kept.get(d.path) === d), diagnostics };
}

function describe(route: Route): string {
  return route.source ? `${route.kind} from ${route.source}` : `the ${route.kind} page`;
}

function homeAndPages(config: SiteConfig, site: LoadedSite): (HomeRoute | PageRoute)[] {
  const out: (HomeRoute | PageRoute)[] = [];
  const home = site.pages.find((p) => p.path === '/');
  out.push({
    kind: 'home',
    path: '/',
    title: '',
    description: home?.description || config.tagline,
    keywords: home?.keywords ?? [],
    ...(home ? { source: home.display } : {}),
    hero: {
      title: home?.hero?.title || config.title,
      tagline: home?.hero?.tagline || config.tagline,
      actions: (home?.hero?.actions ?? []).map((a) => ({ text: a.text, path: a.link })),
    },
    features: (home?.features ?? []).map((f) => ({ title: f.title, details: f.details, ...(f.link ? { path: f.link } : {}) })),
    html: home?.content.html ?? '',
  });
  for (const p of site.pages) {
    if (p.path === '/') continue;
    out.push({
      kind: 'page',
      path: p.path,
      title: p.title,
      description: p.description,
      keywords: p.keywords,
      source: p.display,
      html: p.content.html,
      toc: p.hideTableOfContents ? [] : tocFrom(p.content.headings, config.toc.minHeadingLevel, config.toc.maxHeadingLevel),
      hasMermaid: p.content.hasMermaid,
      ...(p.unlisted ? { noindex: true } : {}),
      ...(p.untranslated ? { untranslated: true } : {}),
      ...(p.hideTitle || startsWithH1(p.content.html) ? { hideTitle: true } : {}),
    });
  }
  return out;
}

interface SiteDataInput {
  config: SiteConfig;
  sidebars: Record<string, SidebarItem[]>;
  site: LoadedSite;
  pages: readonly VersionPages[];
  locale?: LocaleConfig;
  strings?: Readonly<Record<string, string>>;
}

function siteData({ config, sidebars, site, pages, locale: built, strings }: SiteDataInput): SiteData {
  const locale = built ??
    config.i18n.locales.find((l) => l.code === config.i18n.defaultLocale) ?? {
      code: 'en',
      label: 'English',
      direction: 'ltr' as const,
      htmlLang: 'en',
      path: 'en',
    };
  // A navbar sidebar item opens the first page of that sidebar in the version served at the docs route.
  const firstPage = (id: string) => flattenSidebar(sidebars[id] ?? [])[0]?.path ?? pages[0]?.mainPath ?? '/docs';
  const main = pages.filter((p) => p.version.instance === config.docs.id);
  // The last version of every docs instance that has more than one: what search looks in by default.
  const latestVersions = pages
    .filter((p) => p.version.isLast && pages.some((o) => o !== p && o.version.instance === p.version.instance))
    .map((p) => p.version.key);
  return {
    title: config.title,
    tagline: config.tagline,
    favicon: config.favicon,
    url: config.url,
    baseUrl: localeBaseUrl(config.baseUrl, locale.code, config.i18n.defaultLocale),
    trailingSlash: config.trailingSlash,
    locale: {
      code: locale.code,
      label: locale.label,
      direction: locale.direction,
      ...(locale.htmlLang !== locale.code ? { htmlLang: locale.htmlLang } : {}),
    },
    locales: config.i18n.locales.map((l) => ({
      code: l.code,
      label: l.label,
      direction: l.direction,
      ...(l.htmlLang !== l.code ? { htmlLang: l.htmlLang } : {}),
    })),
    i18n: { defaultLocale: config.i18n.defaultLocale, rootBaseUrl: config.baseUrl },
    ...(main.length > 1
      ? {
          docsVersions: {
            versions: main.map((p) => ({ name: p.version.name, label: p.version.label, path: p.mainPath })),
            last: main.find((p) => p.version.isLast)?.version.name ?? main[0]?.version.name ?? '',
          },
        }
      : {}),
    ...(strings && Object.keys(strings).length > 0 ? { strings: { ...strings } } : {}),
    navbar: navbarData({ config, firstPage, versions: main.length, locales: config.i18n.locales.length }),
    footer: {
      style: config.footer.style,
      links: config.footer.links.map((g) => ({
        title: g.title,
        items: g.items.map((i) =>
          'to' in i ? { label: i.label, href: i.to, external: false } : { label: i.label, href: i.href, external: isExternalUrl(i.href) },
        ),
      })),
      copyright: config.footer.copyright,
    },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    search: latestVersions.length > 0 ? { ...config.search, latest: latestVersions } : config.search,
    blog: { title: config.blog.title, showReadingTime: config.blog.showReadingTime, sidebar: blogSidebar(config, site.posts) },
  };
}

/** `src/pages/help-center.tsx` -> "Help center", until the page gives its own title. */
function titleFromFile(relPath: string): string {
  const base =
    relPath
      .replace(/\.[jt]sx?$/, '')
      .split('/')
      .filter((p) => p !== 'index')
      .pop() ?? '';
  const words = base.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A route path that maps to a file inside the output folder, and nowhere else. */
export function safeRoutePath(routePath: string): boolean {
  return (
    routePath.startsWith('/') && !routePath.split('/').some((part) => part === '.' || part === '..') && !/[\\\u0000-\u001f]/.test(routePath)
  );
}
