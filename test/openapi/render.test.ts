import { load as loadHtml, type CheerioAPI } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiModel } from '../../model/api.ts';
import { renderPage } from '../../renderer/server/render-page.tsx';
import { apiRoute, modelOf, renderApi, siteData, text } from './helpers.ts';

/** The source text of a code block. */
function code($: CheerioAPI, selector: string): string {
  return $(selector).first().find('pre > code').text();
}

describe('API page rendered from zoo-31.yaml', () => {
  let model: ApiModel;
  let $: CheerioAPI;
  let html: string;
  beforeAll(async () => {
    ({ model } = await modelOf('zoo-31.yaml'));
    ({ $, html } = renderApi(model));
  });

  it('is a main element marked for the client module, with nav, intro and download link', () => {
    expect($('main#__portal-main[data-api-page]')).toHaveLength(1);
    expect(text($, 'h1')).toBe('Zoo API');
    expect($('a.api-download').attr('href')).toBe('/docs/zoo/api/spec.yaml');
    expect($('.api-nav a[href="#operation/listAnimals"]').text()).toContain('List animals');
    expect(
      $('.api-nav .api-nav-group-title')
        .map((_, e) => $(e).text())
        .get(),
    ).toEqual(['Core', 'Staff']);
  });

  it('renders the parameters table with name, location, type, required, constraints, default and description', () => {
    const rows = $('#operation\\/listAnimals .api-params tbody tr');
    expect(rows).toHaveLength(4);
    const limit = rows.eq(0);
    expect(limit.find('td[data-label="Name"]').text()).toBe('limitoptional');
    expect(limit.find('td[data-label="In"]').text()).toBe('query');
    expect(limit.find('td[data-label="Type"] .schema-type').text()).toBe('integer');
    expect(
      limit
        .find('.api-chip')
        .map((_, e) => $(e).text())
        .get(),
    ).toEqual(['>= 1', '<= 50']);
    expect(limit.find('.api-default').text()).toBe('Default: 10');
    expect(limit.find('td[data-label="Description"]').text()).toContain('How many animals to return.');
    const species = rows.eq(1);
    expect(species.find('.api-badge-required').text()).toBe('required');
    expect(species.text()).toContain('Allowed values: "cat", "dog", "parrot"');
    expect(
      rows
        .eq(2)
        .find('.api-chip')
        .map((_, e) => $(e).text())
        .get(),
    ).toEqual(['2 to 40 characters', 'pattern ^[A-Za-z ]+$']);
    expect(rows.eq(3).find('td[data-label="Type"]').text()).toBe('string <uuid>');
    expect($('#operation\\/getAnimal .api-params tbody tr td[data-label="Type"]').text()).toContain('> 0');
  });

  it('writes code samples with the auth scheme filled in, highlighted like docs code blocks', () => {
    const list = $('#operation\\/listAnimals [data-api-tabs="lang"]');
    expect(
      list
        .find('.api-tab-panel')
        .map((_, e) => $(e).attr('data-tab-label'))
        .get(),
    ).toEqual(['curl', 'JavaScript', 'Python']);
    // Highlighted like docs code, without the per-line spans docs need for highlighted lines.
    expect(list.find('.code-block > pre.hljs[tabindex="0"][data-language="bash"] > code > span.hljs-string').length).toBeGreaterThan(0);
    expect(list.find('span.line')).toHaveLength(0);
    const curl = code($, '#operation\\/listAnimals [data-tab-key="curl"] .code-block');
    expect(curl).toContain("curl -X GET 'https://eu.zoo.example.com/v2/animals?species=cat'");
    expect(curl).toContain("-H 'x-api-key: YOUR_API_KEY'");
    expect(curl).toContain("-H 'X-Trace: 3f2b8c1e-9d4a-4e6b-8c7d-1a2b3c4d5e6f'");

    const create = code($, '#operation\\/createAnimal [data-tab-key="curl"] .code-block');
    expect(create).toContain("-H 'Authorization: Bearer YOUR_TOKEN'");
    expect(create).toContain('"kind": "cat"');
    expect(create).not.toContain('"id"');
    const python = code($, '#operation\\/createAnimal [data-tab-key="python"] .code-block');
    expect(python).toContain('requests.post(');
    expect(python).toContain('json={');
    const js = code($, '#operation\\/hireKeeper [data-tab-key="javascript"] .code-block');
    expect(js).toContain("form.append('badge', fileInput.files[0]);");
    expect(code($, '#operation\\/getPhoto [data-tab-key="shell"] .code-block')).toBe('wget https://eu.zoo.example.com/v2/animals/7/photo');
    expect(code($, '#operation\\/uploadPhoto [data-tab-key="curl"] .code-block')).toContain("--data-binary '@./file.bin'");
  });

  it('shows request and response examples from the spec or generated from the schema', () => {
    const felix = $('#operation\\/getAnimal [data-api-tabs="response"] .api-tab-panel').first();
    expect(felix.attr('data-tab-label')).toBe('200 · A cat');
    expect(code($, '#operation\\/getAnimal [data-api-tabs="response"] .code-block')).toContain('"name": "Felix"');
    const generated = code($, '#operation\\/keeperTree [data-api-tabs="response"] .code-block');
    // writeOnly fields stay out of responses, and the recursion stops.
    expect(JSON.parse(generated)).toEqual({ keeper: { name: 'Ada Lovelace', shift: 'early', legacy: 'string' }, reports: [] });
    expect($('#operation\\/uploadPhoto [data-api-tabs="request"]').text()).toContain('Binary data');
  });

  it('renders schema trees with types, flags, constraints, variants and the discriminator', () => {
    // Animal is used by four operations; its request body still shows it in place, variants and all.
    expect($('#operation\\/createAnimal .api-body .schema-variants-title').first().text()).toBe('One of (chosen by kind):');
    const body = $('#schema\\/Animal');
    expect(body.find('.schema-variants-title').text()).toBe('One of (chosen by kind):');
    expect(
      body
        .find('details.schema-variant > summary')
        .map((_, e) => $(e).text())
        .get(),
    ).toEqual(['cat', 'dog']);
    expect(
      new Set(
        body
          .find('details.schema-variant')
          .map((_, e) => $(e).attr('name'))
          .get(),
      ).size,
    ).toBe(1);
    expect(body.find('details.schema-variant').first().attr('open')).toBeDefined();
    expect(body.find('details.schema-variant').first().find('a').attr('href')).toBe('#schema/Cat');
    const cat = $('#schema\\/Cat');
    expect(cat.find('.schema-prop').first().text()).toContain('read-only');
    expect(cat.text()).toContain('write-only');
    expect(cat.text()).toContain('string or null');
    expect(cat.text()).toContain('unique items');
    const tree = $('#operation\\/keeperTree .api-responses');
    expect(tree.find('a[href="#schema/TreeNode"]').first().parent().text()).toContain('(recursive)');
  });

  it('renders responses by status, security, callbacks, webhooks and deprecated operations', () => {
    expect(
      $('#operation\\/listAnimals .api-status')
        .map((_, e) => $(e).text())
        .get(),
    ).toEqual(['200', 'default']);
    expect($('#operation\\/listAnimals .api-headers').text()).toContain('X-Total');
    expect(text($, '#operation\\/listAnimals .api-security')).toBe(
      'Authorization: API key in header "x-api-key" or API key in query "token"',
    );
    expect(text($, '#operation\\/deleteAnimal .api-security')).toBe('Authorization: none');
    expect($('#operation\\/deleteAnimal .api-op-title .api-badge-deprecated')).toHaveLength(1);
    expect($('#operation\\/createAnimal\\/callback\\/animalAdded\\/post')).toHaveLength(1);
    expect($('#webhook\\/animalFed .api-op-title').text()).toContain('Webhook: An animal was fed');
    expect($('#section\\/Authentication\\/apiKeyQuery').text()).toContain('Query parameter name');
    expect($('#schema\\/Dog')).toHaveLength(1);
  });

  it('renders exactly the ids the model lists as anchors', () => {
    const ids = $('[id]')
      .map((_, e) => $(e).attr('id'))
      .get()
      .filter((id) => id !== '__portal-main');
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(model.anchors));
  });

  it('embeds no second copy of the model: the page data names the page only', () => {
    const page = renderPage({ page: { site: siteData(), route: apiRoute(model) }, assets: { css: '/a.css', js: '/a.js' } });
    const doc = loadHtml(page);
    const data = JSON.parse(doc('#__portal-data').text()) as { route: Record<string, unknown> };
    expect(Object.keys(data.route).sort()).toEqual(['kind', 'path', 'title']);
    expect(page.split('id="operation/listAnimals"')).toHaveLength(2);
    expect(html.length).toBeGreaterThan(10_000);
  });
});

describe('API page rendered from shop-30.json', () => {
  it('shows a nullable, enum and default field and a binary PDF response', async () => {
    const { model } = await modelOf('shop-30.json');
    const { $ } = renderApi(model);
    // Order is shared but has a readOnly id: the body shows it without id; the definition has all.
    expect(
      $('#operation\\/createOrder .api-body .schema-prop-name')
        .map((_, e) => $(e).text())
        .get(),
    ).not.toContain('id');
    expect(
      $('#schema\\/Order .schema-prop-name')
        .map((_, e) => $(e).text())
        .get(),
    ).toContain('id');
    const order = $('#schema\\/Order');
    expect(order.text()).toContain('string or null');
    expect(order.text()).toContain('Allowed values: "new", "paid", "shipped"');
    expect(order.text()).toContain('Default: "new"');
    expect($('#operation\\/getInvoice .api-media-type').text()).toContain('application/pdf');
    expect($('#operation\\/getInvoice .api-params').text()).toContain('pattern ^[0-9]{6}$');
  });
});

describe('API page rendered from a spec full of edge cases (edge-31.yaml)', () => {
  it('renders boolean, self-referencing, tuple and pattern schemas, and drops script URLs', async () => {
    const { model, result } = await modelOf('edge-31.yaml');
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const { $, html } = renderApi(model);
    // Only the markdown link (the docs pipeline's rule, same as in docs pages) may keep its URL;
    // URLs from spec fields (contact, terms, external docs) are dropped.
    expect($('.api-contact a[href^="javascript:"]')).toHaveLength(0);
    expect($('.api-external-docs a[href^="javascript:"]')).toHaveLength(0);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect($('.api-op-title').first().text()).toContain('<script>alert(4)</script>');
    expect(
      $('.api-status')
        .map((_, e) => $(e).text())
        .get(),
    ).toContain('2XX');
    expect($('[data-tab-key^="2XX|text/csv"] .code-block').text()).toContain('a,b');
    expect(code($, '[data-tab-key="curl"] .code-block')).toContain("'<SERVER_URL>/relative/v1/weird/");
    const loop = $('#schema\\/Loop');
    expect(loop.text()).toContain('again');
    expect(loop.text()).toContain('[0]');
    expect(loop.text()).toContain('/^x-/');
    expect(loop.text()).toContain('Any of');
  });
});
