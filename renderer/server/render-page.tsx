import { renderToString } from 'react-dom/server';
import type { Route } from '../../model/routes.ts';
import { withBase } from '../../model/url.ts';
import { renderDocument, scriptJson } from '../../templates/document.ts';
import { App } from '../App.tsx';
import { headMeta } from '../head-meta.ts';
import { PageBody } from '../pages/PageBody.tsx';
import { hydrationApiModel } from '../api/hydration.ts';
import type { PageContext } from '../context.tsx';

export interface RenderAssets {
  /** hrefs, already under the base path. */
  css: string;
  js: string;
  /** The CSS the page carries inline for its first paint; with it, `css` loads without blocking that paint. */
  inlineCss?: string;
  /** Chunks the page hydrates with besides the entry (its page group's components). */
  preload?: string[];
}

export interface RenderInput {
  page: PageContext;
  assets: RenderAssets;
  /** Markup added before </body>, e.g. the dev server's live-reload client. */
  tail?: string;
  /** The policy the page carries in a CSP <meta> (before any script of the page). */
  csp?: string;
}

/**
 * The page data as published (in the page and its data chunk): without where the route came from
 * (`source`, the file path diagnostics name, which may be absolute). The edit link, when the site
 * has one, is the only trace of the source file a reader sees.
 */
export function publicPageData(page: PageContext): PageContext {
  const { source: _source, sourceLine: _line, ...route } = page.route;
  return { ...page, route: route as Route };
}

/** The part of the route the client needs to hydrate: everything but the prerendered HTML. */
export function hydrationData(page: PageContext): PageContext {
  const route = { ...publicPageData(page).route } as Route & { html?: string };
  if ('html' in route) route.html = '';
  if (route.kind === 'api') route.api = hydrationApiModel(route.api);
  if (route.kind === 'blog-list' || route.kind === 'blog-tag' || route.kind === 'blog-author') {
    (route as { posts: unknown[] }).posts = route.posts.map((p) => ({ ...p, excerptHtml: '' }));
  }
  return { ...page, route };
}

/** One route to a complete HTML document. */
export function renderPage({ page, assets, tail, csp }: RenderInput): string {
  const { site } = page;
  const body = renderToString(
    <App page={page}>
      <PageBody route={page.route} />
    </App>,
  );
  return renderDocument({
    lang: site.locale.htmlLang ?? site.locale.code,
    dir: site.locale.direction,
    theme: site.colorMode.defaultMode,
    siteTitle: site.title,
    meta: headMeta(page),
    cssHref: assets.css,
    ...(assets.inlineCss ? { inlineCss: assets.inlineCss } : {}),
    ...(site.favicon
      ? { faviconHref: /^https?:/.test(site.favicon) ? site.favicon : withBase(site.baseUrl, `/${site.favicon.replace(/^\//, '')}`) }
      : {}),
    jsHref: assets.js,
    preloadHrefs: assets.preload ?? [],
    headScript: {
      defaultMode: site.colorMode.defaultMode,
      respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
      announcementId: site.announcementBar?.id ?? null,
      baseUrl: site.baseUrl,
    },
    baseUrl: site.baseUrl,
    body,
    pageData: scriptJson(hydrationData(page)),
    ...(tail ? { tail } : {}),
    ...(csp ? { csp } : {}),
  });
}
