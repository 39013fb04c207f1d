import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiModel } from '../../model/api.ts';
import { loadApi } from './helpers.ts';

const fields = (names: string[]) => Object.fromEntries(names.map((n) => [n, { type: 'string', description: `The ${n}.` }]));

/**
 * Two operations answer with one shared response whose schema has three fields of its own and a
 * nested schema of six; an error schema of four fields is the answer of twelve operations.
 */
const spec = {
  openapi: '3.0.3',
  info: { title: 'Shared', version: '1' },
  paths: {
    '/a': {
      get: {
        operationId: 'a',
        responses: { '200': { $ref: '#/components/responses/Results' }, '404': { $ref: '#/components/responses/NotFound' } },
      },
    },
    '/b': {
      get: {
        operationId: 'b',
        responses: { '200': { $ref: '#/components/responses/Results' }, '404': { $ref: '#/components/responses/NotFound' } },
      },
    },
    '/c': {
      get: {
        operationId: 'c',
        responses: { '200': { description: 'One', content: { 'application/json': { schema: { $ref: '#/components/schemas/Single' } } } } },
      },
    },
    '/d': {
      get: {
        operationId: 'd',
        responses: { '200': { description: 'Tiny', content: { 'application/json': { schema: { $ref: '#/components/schemas/Tiny' } } } } },
      },
    },
    '/e': {
      get: {
        operationId: 'e',
        responses: { '200': { description: 'Tiny', content: { 'application/json': { schema: { $ref: '#/components/schemas/Tiny' } } } } },
      },
    },
    // Ten more operations that can fail with the small error: it is used widely enough to link.
    ...Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [
        `/more/${i}`,
        { get: { operationId: `more${i}`, responses: { '404': { $ref: '#/components/responses/NotFound' } } } },
      ]),
    ),
  },
  components: {
    responses: {
      Results: { description: 'Results', content: { 'application/json': { schema: { $ref: '#/components/schemas/Results' } } } },
      NotFound: { description: 'Missing', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
    schemas: {
      Results: { type: 'object', properties: { ...fields(['kind', 'count']), block: { $ref: '#/components/schemas/Block' } } },
      Block: { type: 'object', properties: fields(['one', 'two', 'three', 'four', 'five', 'six']) },
      Error: { type: 'object', properties: fields(['message', 'status', 'url', 'docs']) },
      Tiny: { type: 'object', properties: fields(['x', 'y']) },
      Single: { type: 'object', properties: fields(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight']) },
    },
  },
};

describe('a schema shown under several operations is written once and linked', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-shared-'));
  let model: ApiModel;
  beforeAll(async () => {
    writeFileSync(path.join(dir, 'spec.json'), JSON.stringify(spec));
    const result = await loadApi(dir, { id: 'shared', title: 'Shared', spec: 'spec.json', route: '/docs/shared' }, { highlight: false });
    if (!result.api) throw new Error(JSON.stringify(result.diagnostics));
    model = result.api.model;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const response = (id: string, status: string) =>
    model.operations.find((o) => o.operationId === id)?.responses.find((r) => r.status === status)?.content[0]?.schema;

  it('counts a schema once for every operation that answers with the shared response holding it', () => {
    // Results has three fields of its own but nine with Block, which is written out with it.
    expect(response('a', '200')?.ref).toMatchObject({ name: 'Results', anchor: 'schema/Results' });
    expect(response('b', '200')?.ref).toMatchObject({ name: 'Results' });
  });

  it('keeps a schema used once in place, and links a small one only when it is used widely', () => {
    expect(response('a', '404')?.ref).toMatchObject({ name: 'Error', anchor: 'schema/Error' });
    expect(model.schemas.find((s) => s.name === 'Error')?.schema.properties?.map((p) => p.name)).toEqual([
      'message',
      'status',
      'url',
      'docs',
    ]);
    expect(response('d', '200')?.ref).toBeUndefined();
    expect(response('e', '200')?.properties?.map((p) => p.name)).toEqual(['x', 'y']);
    expect(response('c', '200')?.ref).toBeUndefined();
    expect(response('c', '200')?.properties).toHaveLength(8);
  });
});
