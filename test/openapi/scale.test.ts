import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { load as loadHtml } from 'cheerio';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESERVED_ID_PREFIX } from '../../model/reserved.ts';
import type { ApiRoute } from '../../model/routes.ts';
import { loadApi } from './helpers.ts';
import { apiRoutes } from '../../openapi/pages.ts';
import { ApiPage } from '../../renderer/api/ApiPage.tsx';
import { PageProvider } from '../../renderer/context.tsx';
import { siteData } from './helpers.ts';
import { scaleSpec } from './scale-spec.ts';

function render(route: ApiRoute): string {
  return renderToString(createElement(PageProvider, { value: { site: siteData(), route }, children: createElement(ApiPage, { route }) }));
}

/**
 * 500 operations and 1,000 schemas. Figures are printed, not asserted on time (budgets are the
 * benchmark's job, DESIGN.md); sizes are asserted, since they do not depend on the machine.
 */
describe('a spec with 500 operations and 1,000 schemas', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-scale-'));
  let routes: ApiRoute[];
  let loadMs = 0;
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'scale.json'), JSON.stringify(scaleSpec({ operations: 500, schemas: 1000 })));
    const started = performance.now();
    const result = await loadApi(dir, { id: 'scale', title: 'Scale API', spec: 'scale.json', route: '/docs/scale/api' });
    loadMs = performance.now() - started;
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    if (!result.api) throw new Error('the scale spec did not load');
    expect(result.api.model.operations).toHaveLength(500);
    expect(result.api.model.schemas).toHaveLength(1001);
    routes = apiRoutes(result.api);
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is split into an overview at the spec route, one page per tag and pages of schemas', () => {
    expect(routes[0]?.path).toBe('/docs/scale/api');
    expect(routes[0]?.api.part?.kind).toBe('overview');
    // One page per tag at least; a tag or the schemas go on more pages when one would be too heavy.
    expect(new Set(routes.filter((r) => r.api.part?.kind === 'tag').map((r) => r.path.split('/')[5])).size).toBe(25);
    expect(routes.filter((r) => r.api.part?.kind === 'schemas').length).toBeGreaterThanOrEqual(11);
    expect(routes[1]?.path).toBe('/docs/scale/api/tag/tag-0');
    // Every operation and schema is on exactly one page.
    expect(routes.reduce((n, r) => n + r.api.operations.length, 0)).toBe(500);
    expect(routes.reduce((n, r) => n + r.api.schemas.length, 0)).toBe(1001);
  });

  it('renders every page, each small, and links across pages where a schema lives elsewhere', () => {
    const figures: { path: string; bytes: number; gzip: number; ms: number }[] = [];
    for (const route of routes) {
      const started = performance.now();
      const html = render(route);
      figures.push({ path: route.path, bytes: Buffer.byteLength(html), gzip: gzipSync(html).length, ms: performance.now() - started });
      const $ = loadHtml(html);
      const ids = new Set(
        $('[id]')
          .map((_, e) => $(e).attr('id'))
          .get(),
      );
      // Every id the page renders is an anchor the link checker knows for this route.
      for (const id of ids) if (!id.startsWith(RESERVED_ID_PREFIX)) expect(route.api.anchors).toContain(id);
      // Links to schemas on other pages go to the page that has them.
      for (const a of $('a[href*="#schema/"]').toArray()) {
        const href = $(a).attr('href') ?? '';
        const anchor = href.slice(href.indexOf('#') + 1);
        if (href.startsWith('#')) expect(ids.has(anchor)).toBe(true);
        else expect(route.api.anchorPages?.[anchor]).toBe(href.slice(0, href.indexOf('#')));
      }
    }
    const largest = figures.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const total = figures.reduce((n, f) => n + f.ms, 0);
    console.log(
      `scale: load ${Math.round(loadMs)} ms; ${figures.length} pages rendered in ${Math.round(total)} ms in all; ` +
        `largest ${largest.path} ${largest.bytes} bytes (${largest.gzip} gzipped) in ${Math.round(largest.ms)} ms; ` +
        `overview ${figures[0]?.bytes} bytes in ${Math.round(figures[0]?.ms ?? 0)} ms`,
    );
    expect(largest.bytes).toBeLessThan(1_500_000);
    expect(largest.gzip).toBeLessThan(100_000);
  });

  it('keeps the operation links of the overview pointing at the tag pages', () => {
    const $ = loadHtml(render(routes[0] as ApiRoute));
    expect($('.api-index a[href="/docs/scale/api/tag/tag-0#operation/op0"]')).toHaveLength(1);
    expect(routes[0]?.api.anchors).toContain('operation/op499');
  });
});
