import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { load as loadHtml, type CheerioAPI } from 'cheerio';
import type { ApiRoute } from '../../model/routes.ts';
import type { SiteData } from '../../model/graph.ts';
import { loadApi as loadApiWith, type ApiLoadOptions, type ApiLoadResult } from '../../openapi/load-api.ts';
import type { ApiSource } from '../../model/api.ts';
import { descriptionMarkdown } from '../../core/markdown/description-markdown.ts';
import type { ApiModel } from '../../model/api.ts';
import { ApiPage } from '../../renderer/api/ApiPage.tsx';
import { PageProvider } from '../../renderer/context.tsx';

export const FIXTURES = path.resolve('test/fixtures/openapi');

export type LoadOptions = Omit<ApiLoadOptions, 'markdown'>;

/** The OpenAPI stage with the core's description pipeline, as the build runs it. */
export function loadApi(siteDir: string, source: ApiSource, options: LoadOptions = {}): Promise<ApiLoadResult> {
  return loadApiWith(siteDir, source, { markdown: descriptionMarkdown, ...options });
}

export function loadFixture(spec: string, options: LoadOptions = {}, siteDir = FIXTURES): Promise<ApiLoadResult> {
  return loadApi(siteDir, { id: spec.replace(/\W+/g, '-'), title: spec, spec, route: '/docs/zoo/api' }, options);
}

/** The model of a fixture that must load; the diagnostics are returned too. */
export async function modelOf(spec: string, options: LoadOptions = {}): Promise<{ model: ApiModel; result: ApiLoadResult }> {
  const result = await loadFixture(spec, options);
  if (!result.api) throw new Error(`${spec} did not load: ${JSON.stringify(result.diagnostics)}`);
  return { model: result.api.model, result };
}

export function siteData(baseUrl = '/'): SiteData {
  return {
    title: 'Portal',
    tagline: 'Test site',
    favicon: null,
    url: 'https://example.com',
    baseUrl,
    trailingSlash: null,
    locale: { code: 'en', label: 'English', direction: 'ltr' },
    locales: [{ code: 'en', label: 'English', direction: 'ltr' }],
    i18n: { defaultLocale: 'en', rootBaseUrl: baseUrl },
    navbar: { title: 'Portal', items: [] },
    footer: { style: 'light', links: [], copyright: '' },
    announcementBar: null,
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    search: { maxHits: 8 },
    blog: { title: 'Blog', showReadingTime: true, sidebar: { title: 'Recent', groups: [] } },
  };
}

export function apiRoute(model: ApiModel, routePath = '/docs/zoo/api'): ApiRoute {
  return {
    kind: 'api',
    path: routePath,
    title: model.title,
    description: model.description,
    keywords: [],
    api: model,
    specPath: `${routePath}/spec.yaml`,
  };
}

/** The API page body as HTML, queried with cheerio. */
export function renderApi(model: ApiModel, routePath?: string): { html: string; $: CheerioAPI } {
  const route = apiRoute(model, routePath);
  const html = renderToString(
    createElement(PageProvider, { value: { site: siteData(), route }, children: createElement(ApiPage, { route }) }),
  );
  return { html, $: loadHtml(html) };
}

/** The visible text of an element with whitespace collapsed. */
export function text($: CheerioAPI, selector: string): string {
  return $(selector).text().replace(/\s+/g, ' ').trim();
}
