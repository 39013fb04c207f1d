import { describe, expect, it } from 'vitest';
import type { ApiModel, ApiOperation, ApiServer } from '../../model/api.ts';
import { consoleData, consoleOrigins } from '../../openapi/console-data.ts';
import { buildRequest, curlCommand } from '../../renderer/client/try-it/request.ts';

const server = (url: string, variables: ApiServer['variables'] = []): ApiServer => ({ url, descriptionHtml: '', variables });

function op(extra: Partial<ApiOperation> = {}): ApiOperation {
  return {
    kind: 'operation',
    anchor: 'operation/a',
    pointer: '#/paths/~1a/post',
    method: 'POST',
    path: '/a/{id}',
    summary: '',
    descriptionHtml: '',
    tags: [],
    deprecated: false,
    parameters: [],
    responses: [],
    security: [],
    callbacks: [],
    codeSamples: [],
    ...extra,
  };
}

function model(extra: Partial<ApiModel>): ApiModel {
  return {
    id: 'm',
    title: 'M',
    version: '1',
    openapi: '3.0.3',
    description: '',
    descriptionHtml: '',
    servers: [],
    securitySchemes: [],
    tagGroups: [],
    tags: [],
    operations: [],
    webhooks: [],
    schemas: [],
    anchors: [],
    complete: true,
    ...extra,
  };
}

describe("the console's data and its connect-src", () => {
  it('allows each server origin, variables at their default and every enum value, and nothing for a site without a console', () => {
    const servers = [
      server('https://{region}.api.example.com/v1', [{ name: 'region', default: 'eu', enum: ['eu', 'us'], descriptionHtml: '' }]),
      server('/relative'),
      server('javascript:alert(1)//'),
      server('http://127.0.0.1:{port}', [{ name: 'port', default: '8080', descriptionHtml: '' }]),
    ];
    const operations = [op({ servers: [server('https://uploads.example.com')] })];
    expect(consoleOrigins([model({ tryIt: true, servers, operations })])).toEqual([
      'http://127.0.0.1:8080',
      'https://eu.api.example.com',
      'https://uploads.example.com',
      'https://us.api.example.com',
    ]);
    expect(consoleOrigins([model({ servers, operations })])).toEqual([]);
    // The refused scheme never reaches the console either.
    expect(consoleData([model({ tryIt: true, servers })]).servers.map((s) => s.url)).toEqual([
      'https://{region}.api.example.com/v1',
      '/relative',
      'http://127.0.0.1:{port}',
    ]);
  });

  it('gives each operation its parameters and body as text, and descriptions without HTML', () => {
    const data = consoleData([
      model({
        tryIt: true,
        operations: [
          op({
            parameters: [
              {
                in: 'path',
                parameters: [
                  {
                    name: 'id',
                    in: 'path',
                    pointer: '#',
                    required: true,
                    deprecated: false,
                    descriptionHtml: '<p>The <b>id</b> &amp; more</p>',
                    example: '7',
                  },
                ],
              },
            ],
            consoleBody: { mediaType: 'application/json', text: '{\n  "a": 1\n}' },
            security: [{ schemes: [{ key: 'k', scopes: [] }] }],
          }),
          op({ anchor: 'operation/get', method: 'GET', consoleBody: { mediaType: 'application/json', text: '{}' } }),
        ],
      }),
    ]);
    expect(data.operations['operation/a']).toEqual({
      method: 'POST',
      path: '/a/{id}',
      parameters: [{ name: 'id', in: 'path', required: true, value: '7', description: 'The id & more' }],
      body: { mediaType: 'application/json', text: '{\n  "a": 1\n}' },
      security: [['k']],
    });
    expect(data.operations['operation/get']?.body).toBeUndefined();
  });

  it('builds the request and a curl command that quotes for the shell', () => {
    const request = buildRequest(
      {
        method: 'POST',
        path: '/a/{id}',
        parameters: [
          { name: 'id', in: 'path', required: true, value: '', description: '' },
          { name: 'q', in: 'query', required: false, value: '', description: '' },
        ],
        body: { mediaType: 'application/json', text: '' },
        security: [['k'], ['b']],
      },
      [
        { key: 'k', kind: 'header', name: 'X-Key', label: '' },
        { key: 'b', kind: 'basic', label: '' },
      ],
      {
        server: 'https://api.example.com/v1/',
        values: new Map([
          ['path:id', 'a b'],
          ['query:q', "it's"],
        ]),
        body: '{"x":"y"}',
        credentials: { b: 'ada:pw' },
      },
      'https://docs.example.com/docs/api/console.json',
    );
    expect(request).toEqual({
      method: 'POST',
      url: 'https://api.example.com/v1/a/a%20b?q=it%27s',
      headers: [
        ['Authorization', 'Basic YWRhOnB3'],
        ['Content-Type', 'application/json'],
      ],
      body: '{"x":"y"}',
      missing: [],
    });
    expect(curlCommand({ ...request, headers: [['X-Note', "it's"]] })).toBe(
      `curl -X POST 'https://api.example.com/v1/a/a%20b?q=it%27s' \\\n  -H 'X-Note: it'\\''s' \\\n  --data-raw '{"x":"y"}'`,
    );
    const missing = buildRequest(
      {
        method: 'GET',
        path: '/a/{id}',
        parameters: [{ name: 'id', in: 'path', required: true, value: '', description: '' }],
        security: [],
      },
      [],
      { server: '/api', values: new Map(), body: '', credentials: {} },
      'https://docs.example.com/x/console.json',
    );
    expect(missing.missing).toEqual(['path parameter "id"']);
    // An unfilled path parameter reads as the template wrote it, in the URL and in curl.
    expect(missing.url).toBe('https://docs.example.com/api/a/{id}');
  });
});
