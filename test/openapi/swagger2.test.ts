import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSearchDocuments } from '../../openapi/search-documents.ts';
import { FIXTURES, loadFixture, modelOf, renderApi, text } from './helpers.ts';

function lineOf(file: string, needle: string): number {
  return (
    readFileSync(path.join(FIXTURES, file), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(needle)) + 1
  );
}

describe('a Swagger 2.0 spec', () => {
  it('is converted in the build: operations, body, servers, security and schemas as in 3.x', async () => {
    const { model } = await modelOf('swagger-20.yaml', { highlight: false });
    expect(model.operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /layers', 'POST /layers', 'GET /layers/{layerId}']);
    expect(model.servers.map((s) => s.url)).toEqual(['https://tiles.example.com/v2']);
    expect(model.securitySchemes.map((s) => [s.key, s.type, s.in, s.name])).toEqual([['apiKey', 'apiKey', 'header', 'X-Api-Key']]);
    const create = model.operations.find((o) => o.operationId === 'createLayer');
    expect(create?.requestBody?.required).toBe(true);
    expect(create?.requestBody?.content[0]?.mediaType).toBe('application/json');
    expect(create?.requestBody?.content[0]?.schema?.name).toBe('Layer');
    const limit = model.operations[0]?.parameters[0]?.parameters[0];
    expect(limit).toMatchObject({ name: 'limit', in: 'query' });
    expect(limit?.schema).toMatchObject({ types: ['integer'], minimum: 1, maximum: 100, default: 20 });
    expect(model.schemas.map((s) => s.name)).toEqual(['Layer']);
  });

  it('renders the same page and search documents as a 3.x spec', async () => {
    const { model } = await modelOf('swagger-20.yaml', { highlight: false });
    const { $ } = renderApi(model);
    expect(text($, 'h1')).toBe('Tile Catalogue (Swagger 2.0)');
    expect($('#operation\\/createLayer .api-body')).toHaveLength(1);
    expect($('#operation\\/getLayer .api-params td[data-label="Name"]').text()).toContain('layerId');
    const docs = apiSearchDocuments(model, '/docs/zoo/api');
    expect(docs.map((d) => d.path)).toContain('/docs/zoo/api#operation/listLayers');
  });

  it('cites the lines of the 2.0 file in diagnostics', async () => {
    const result = await loadFixture('swagger-20.yaml');
    const format = result.diagnostics.find((d) => d.code === 'openapi-unknown-format');
    expect(format).toMatchObject({ severity: 'warning', line: lineOf('swagger-20.yaml', 'format: int23') });
    // A format of the spec's own that is no near miss of a known one draws nothing.
    expect(result.diagnostics.filter((d) => d.code === 'openapi-unknown-format')).toHaveLength(1);
    expect(format?.file).toMatch(/swagger-20\.yaml$/);
    // The message names the pointer of the 2.0 file, not of the converted 3.0 spec.
    expect(format?.message).toContain('at #/definitions/');
    expect(format?.message).not.toContain('#/components/');
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
