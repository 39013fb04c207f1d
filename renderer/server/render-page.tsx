import { renderToString } from 'react-dom/server';
import type { Route } from '../../cli/graph/types.ts';
import { withBase } from '../../cli/util/url.ts';
import { headScript } from '../../templates/head-script.ts';
import { renderDocument, scriptJson } from '../../templates/document.ts';
import { App } from '../App.tsx';
import type { PageContext } from '../context.tsx';

export interface RenderAssets {
  /** hrefs, already under the base path. */
  css: string;
  js: string;
}

export interface RenderInput {
  page: PageContext;
  assets: RenderAssets;
  /** Markup added before </body>, e.g. the dev server's live-reload client. */
  tail?: string;
}

/** `Title | Site` as the spec asks; only the site title when the page has none. */
export function pageTitle(route: Route, siteTitle: string): string {
  const own = route.title.trim();
  return own ? `${own} | ${siteTitle}` : siteTitle;
}

/** The part of the route the client needs to hydrate: everything but the prerendered HTML. */
export function hydrationData(page: PageContext): PageContext {
  const route = { ...page.route } as Route & { html?: string };
  if ('html' in route) route.html = '';
  if (route.kind === 'blog-list' || route.kind === 'blog-tag' || route.kind === 'blog-author') {
    (route as { posts: unknown[] }).posts = route.posts.map((p) => ({ ...p, excerptHtml: '' }));
  }
  return { ...page, route };
}

/** One route to a complete HTML document. */
export function renderPage({ page, assets, tail }: RenderInput): string {
  const { site, route } = page;
  const body = renderToString(<App page={page} />);
  const absolute = (path: string) => `${site.url}${withBase(site.baseUrl, path, site.trailingSlash)}`;
  const image = 'image' in route && route.image ? (/^https?:/.test(route.image) ? route.image : `${site.url}${withBase(site.baseUrl, route.image)}`) : undefined;
  return renderDocument({
    lang: site.locale.code,
    dir: site.locale.direction,
    theme: site.colorMode.defaultMode,
    siteTitle: site.title,
    meta: {
      title: pageTitle(route, site.title),
      description: route.description || site.tagline,
      keywords: route.keywords,
      canonical: absolute(route.path === '/404' ? '/' : route.path),
      type: route.kind === 'blog-post' ? 'article' : 'website',
      ...(image ? { image } : {}),
      ...(route.noindex ? { noindex: true } : {}),
    },
    cssHref: assets.css,
    ...(site.favicon ? { faviconHref: /^https?:/.test(site.favicon) ? site.favicon : withBase(site.baseUrl, `/${site.favicon.replace(/^\//, '')}`) } : {}),
    jsHref: assets.js,
    headScript: headScript({
      defaultMode: site.colorMode.defaultMode,
      respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
      announcementId: site.announcementBar?.id ?? null,
    }),
    body,
    pageData: scriptJson(hydrationData(page)),
    ...(tail ? { tail } : {}),
  });
}
