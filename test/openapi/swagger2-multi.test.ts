import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiLoadResult } from '../../openapi/load-api.ts';
import type { ApiModel } from '../../model/api.ts';
import { loadFixture } from './helpers.ts';

/**
 * An Azure-shaped Swagger 2.0 spec: parameters, responses and schemas `$ref`ed from a second
 * file, `#/...` references written inside that file, a body parameter from it, and an
 * `x-ms-paths` operation.
 */
const SPEC = 'swagger2-multi/storage.json';

let result: ApiLoadResult;
let model: ApiModel;
beforeAll(async () => {
  result = await loadFixture(SPEC, { highlight: false });
  model = result.api!.model;
});

const op = (id: string) => model.operations.find((o) => o.operationId === id)!;
const params = (id: string) => op(id).parameters.flatMap((g) => g.parameters.map((p) => `${p.in}:${p.name}`));
const plain = (html: string | undefined) => load(html ?? '').text();
const curl = (id: string) => plain(op(id).codeSamples.find((s) => s.lang === 'curl')?.html);

describe('a multi-file Swagger 2.0 spec', () => {
  it('loads without a diagnostic', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it('keeps the parameters, responses and body that another file defines', () => {
    expect(params('Stores_List')).toEqual(['path:subscriptionId', 'query:api-version']);
    expect(params('Stores_Create')).toEqual(['path:subscriptionId', 'path:storeName', 'query:api-version']);
    const version = op('Stores_List').parameters.find((g) => g.in === 'query')?.parameters[0];
    expect(version).toMatchObject({ required: true, descriptionHtml: '<p>The API version to use.</p>' });
    expect(version?.schema?.types).toEqual(['string']);
    // The shared error response gets the operation's media type and its schema from the second file.
    const error = op('Stores_List').responses.find((r) => r.status === 'default');
    expect(error?.content.map((c) => c.mediaType)).toEqual(['application/json']);
    expect(error?.content[0]?.schema?.name).toBe('Error');
    // A body parameter from the second file is the operation's request body.
    const purge = op('Stores_Purge');
    expect(purge.requestBody).toMatchObject({ required: true, descriptionHtml: '<p>What to purge.</p>' });
    expect(purge.requestBody?.content[0]?.schema?.name).toBe('PurgeRequest');
  });

  it('fills every path parameter in the code samples and resolves `#/...` written in the second file', () => {
    for (const o of model.operations) expect(curl(o.operationId!)).not.toMatch(/\{subscriptionId\}|\{storeName\}/);
    expect(curl('Stores_List')).toContain('?api-version=string');
    // `sku` ($ref into the second file) requires `name`, an enum of a `#/definitions/...` written in that file.
    const body = plain(op('Stores_Create').requestBody?.content[0]?.examples[0]?.html);
    expect(JSON.parse(body)).toMatchObject({ location: 'string', sku: { name: 'Standard_LRS' } });
  });

  it('renders the `x-ms-paths` operations, their query string kept in the path and in the samples', () => {
    expect(model.operations.map((o) => `${o.method} ${o.path}`)).toContain(
      'POST /subscriptions/{subscriptionId}/stores/{storeName}?op=purge',
    );
    expect(curl('Stores_Purge')).toMatch(/\/stores\/string\?op=purge&api-version=string'/);
  });

  it('downloads as one self-contained Swagger 2.0 file that an independent parser validates', async () => {
    const bundle = result.api?.bundle ?? '';
    const doc = JSON.parse(bundle) as Record<string, Record<string, unknown>>;
    expect(doc.swagger).toBe('2.0');
    expect(bundle).not.toMatch(/"\$ref": "[^#]/);
    expect(Object.keys(doc.parameters ?? {}).sort()).toEqual([
      'ApiVersionParameter',
      'PurgeBody',
      'StoreNameParameter',
      'SubscriptionIdParameter',
    ]);
    expect(Object.keys(doc.definitions ?? {}).sort()).toEqual(['Error', 'PurgeRequest', 'Sku', 'SkuTier', 'Store', 'StoreList']);
    expect(doc['x-ms-paths']).toBeDefined();
    await expect(validate(bundle, 'json')).resolves.toBe(true);
  });
});

describe('the download of a multi-file OpenAPI 3.x spec', () => {
  it.each(['multi/openapi.yaml', 'files/spec.yaml'])('%s is one file an independent parser validates', async (spec) => {
    const loaded = await loadFixture(spec, { highlight: false });
    const bundle = loaded.api?.bundle ?? '';
    expect(bundle).not.toMatch(/\$ref: '?[^'#\s]/);
    await expect(validate(bundle, 'yaml')).resolves.toBe(true);
  });
});

async function validate(text: string, ext: string): Promise<boolean> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-bundle-')), `spec.${ext}`);
  writeFileSync(file, text);
  // swagger-parser reads the file itself, resolving any `$ref` it still holds (there must be none).
  await SwaggerParser.validate(file);
  return true;
}
