import { renderToString } from 'react-dom/server';
import { withBase } from '../../model/url.ts';
import { renderDocument, scriptJson } from '../../templates/document.ts';
import { App } from '../App.tsx';
import { headMeta } from '../head-meta.ts';
import { PageBody } from '../pages/PageBody.tsx';
import type { PageContext } from '../context.tsx';
import { browserPage } from '../../model/browser-page.ts';
import { IslandCollectorProvider } from '../islands/Island.tsx';
import { createIslandCollector, fillIslands } from './render-islands.tsx';

export interface RenderAssets {
  /** hrefs, already under the base path. */
  css: string;
  js: string;
  /** The CSS the page carries inline for its first paint; with it, `css` loads without blocking that paint. */
  inlineCss?: string;
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
 * One route to a complete HTML document: the page rendered to static HTML, its islands each
 * rendered as a root of its own in their places (renderer/server/render-islands.tsx), and the
 * page as the browser knows it (model/browser-page.ts) as JSON for the client and the islands.
 */
export function renderPage({ page, assets, tail, csp }: RenderInput): string {
  const { site } = page;
  const islands = createIslandCollector();
  const browser = browserPage(site, page.route);
  const body = fillIslands(
    renderToString(
      <IslandCollectorProvider value={islands}>
        <App page={page}>
          <PageBody route={page.route} />
        </App>
      </IslandCollectorProvider>,
    ),
    islands,
    browser,
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
    headScript: {
      defaultMode: site.colorMode.defaultMode,
      respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
      announcementId: site.announcementBar?.id ?? null,
      baseUrl: site.baseUrl,
    },
    baseUrl: site.baseUrl,
    body,
    pageData: scriptJson(browser),
    ...(tail ? { tail } : {}),
    ...(csp ? { csp } : {}),
  });
}
