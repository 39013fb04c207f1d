import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApi } from './helpers.ts';
import { renderApi } from './helpers.ts';

/** A long example (a repository object, as GitHub's) that three operations answer with. */
const repository = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`field_${i}`, `value number ${i} of the repository`]));
const answer = (summary: string) => ({
  summary,
  tags: ['Repos'],
  responses: {
    '200': {
      description: 'The repository',
      content: { 'application/json': { examples: { default: { $ref: '#/components/examples/repository' } } } },
    },
  },
});
const spec = {
  openapi: '3.0.3',
  info: { title: 'Examples', version: '1' },
  tags: [{ name: 'Repos' }],
  paths: {
    '/repos/{id}': {
      get: { operationId: 'getRepo', ...answer('Get a repository') },
      patch: { operationId: 'updateRepo', ...answer('Update a repository') },
    },
    '/repos': {
      post: {
        operationId: 'createRepo',
        ...answer('Create a repository'),
        requestBody: { content: { 'application/json': { example: { name: 'short' } } } },
      },
    },
  },
  components: { examples: { repository: { value: repository } } },
};

describe('a long example several operations answer with', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-examples-'));
  let $: CheerioAPI;
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'spec.json'), JSON.stringify(spec));
    const result = await loadApi(dir, { id: 'ex', title: 'Examples', spec: 'spec.json', route: '/docs/ex' }, { highlight: false });
    if (!result.api) throw new Error(JSON.stringify(result.diagnostics));
    ({ $ } = renderApi(result.api.model));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const panel = (id: string) => $(`#operation\\/${id} [data-api-tabs="response"] .api-tab-panel`);

  it('is written out once, under the first operation of the page that shows it', () => {
    expect(panel('getRepo').find('pre code').text()).toContain('"field_59": "value number 59 of the repository"');
    expect($('[data-api-tabs="response"] pre').length).toBe(1);
  });

  it('is a link to that operation under the others, and short examples stay in place', () => {
    for (const id of ['updateRepo', 'createRepo']) {
      expect(panel(id).find('pre')).toHaveLength(0);
      expect(panel(id).find('.api-example-note').text()).toBe('The same example as under Get a repository.');
      expect(panel(id).find('.api-example-note a').attr('href')).toBe('#operation/getRepo');
    }
    expect($('#operation\\/createRepo [data-api-tabs="request"] pre code').text()).toContain('"name": "short"');
  });
});
