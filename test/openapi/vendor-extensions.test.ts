import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../openapi/pages.ts';
import { apiSearchDocuments } from '../../openapi/search-documents.ts';
import { loadFixture, renderApi, text } from './helpers.ts';

describe('vendor extensions Redoc and Bump users write (vendor-ext.yaml)', () => {
  it('loads with no warning: x- keys and trait tags in x-tagGroups are never flagged', async () => {
    const result = await loadFixture('vendor-ext.yaml', { highlight: false });
    expect(result.diagnostics).toEqual([]);
  });

  it('hides x-internal operations and the operations of x-internal tags', async () => {
    const { api } = await loadFixture('vendor-ext.yaml', { highlight: false });
    const model = api!.model;
    expect(model.operations.map((o) => o.operationId)).toEqual(['listTiles']);
    expect(model.tags.map((t) => t.name)).toEqual(['Introduction', 'Tiles']);
    const { html } = renderApi(model);
    expect(html).not.toContain('secretOp');
    expect(html).not.toContain('Admin only');
    expect(apiSearchDocuments(model, '/docs/zoo/api').some((d) => d.text.includes('Secret'))).toBe(false);
  });

  it('shows x-traitTag as prose, x-displayName as the label, x-tagGroups, x-topics, x-logo and x-codeSamples', async () => {
    const { api } = await loadFixture('vendor-ext.yaml', { highlight: false });
    const model = api!.model;
    const { $ } = renderApi(model);
    // The trait tag is a section with its description and no operations, in its group in the nav.
    expect(text($, '#tag\\/Introduction')).toContain('Read this first.');
    expect($('#tag\\/Introduction strong').text()).toBe('first');
    expect(
      $('.api-nav .api-nav-group-title')
        .map((_, e) => $(e).text())
        .get(),
    ).toEqual(['Data']);
    expect($('.api-nav a[href="#tag/Introduction"]').text()).toBe('Introduction');
    // x-displayName is what the reader sees; the anchor keeps the tag's name.
    expect($('.api-nav a[href="#tag/Tiles"]').text()).toBe('Map tiles');
    expect(text($, '#tag\\/Tiles h2')).toContain('Map tiles');
    // x-topics: sections before the operations, each in the navigation.
    expect($('.api-nav a[href="#section/Getting-started"]').text()).toBe('Getting started');
    expect($('#section\\/Rate-limits strong').text()).toBe('10');
    // x-logo above the title.
    expect($('img.api-logo').attr('src')).toBe('https://example.com/logo.png');
    expect($('img.api-logo').attr('alt')).toBe('Extensions logo');
    // x-codeSamples replace the generated ones.
    expect($('#operation\\/listTiles .api-tab-label').first().text()).toBe('curl');
    expect($('#operation\\/listTiles .api-op-samples').text()).toContain('curl https://example.com/tiles');
  });

  it('puts trait tags and topics on the overview of a spec split into pages', async () => {
    const { api } = await loadFixture('vendor-ext.yaml', { highlight: false });
    const routes = apiRoutes({
      ...api!,
      model: {
        ...api!.model,
        schemas: Array.from({ length: 400 }, (_, i) => ({
          name: `S${i}`,
          anchor: `schema/S${i}`,
          pointer: `#/components/schemas/S${i}`,
          schema: { pointer: '#', types: ['string'], nullable: false },
        })),
      },
    });
    const overview = routes[0]!;
    expect(overview.api.tags.map((t) => t.name)).toEqual(['Introduction']);
    expect(overview.api.topics?.map((t) => t.title)).toEqual(['Getting started', 'Rate limits']);
    expect(routes.some((r) => r.path.endsWith('/tag/introduction'))).toBe(false);
    const { $ } = renderApi(overview.api, overview.path);
    expect($('#tag\\/Introduction')).toHaveLength(1);
    expect($('#section\\/Rate-limits')).toHaveLength(1);
  });
});
