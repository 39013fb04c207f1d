import { describe, expect, it } from 'vitest';
import type { ApiModel, ApiOperation, ApiServer } from '../../model/api.ts';
import fc from 'fast-check';
import { consoleOrigins } from '../../core/build/console-origins.ts';
import type { LoadedApi } from '../../model/api.ts';
import { consoleData } from '../../openapi/console-data.ts';
import { contentSecurityPolicy, pagePolicies } from '../../templates/csp.ts';
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
    ...extra,
  };
}

const api = (m: ApiModel): LoadedApi => ({
  config: { id: 'm', title: 'M', spec: 'api/m.yaml', route: '/docs/api/m' } as LoadedApi['config'],
  specFile: '/nowhere/m.yaml',
  model: m,
});

/** The directive names of a policy, in order. */
const directives = (policy: string) => policy.split('; ').map((d) => d.split(' ')[0]);

describe('the CSP is built from validated parts', () => {
  it('no server URL or variable value of a spec can add a directive or a source that is not an origin', async () => {
    const base = directives(contentSecurityPolicy());
    const part = fc.oneof(
      fc.constantFrom(
        'x;script-src-elem',
        "x 'unsafe-inline'",
        'a.example/x; report-uri /r',
        '*',
        "'self'",
        'evil.example',
        'u:p@h',
        '\n',
        'h:99999',
        '[::1]',
      ),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(part, part, part, async (host, value, other) => {
        const servers = [
          server(`https://${host}{v}/x`, [{ name: 'v', default: value, enum: [value, other], descriptionHtml: '' }]),
          server(value),
          server(`http://${other}`),
        ];
        const { byApi } = await consoleOrigins([api(model({ tryIt: true, servers }))]);
        const policies = pagePolicies([], [], byApi, contentSecurityPolicy);
        for (const policy of [policies.base, ...Object.values(policies.byApi)]) {
          expect(directives(policy)).toEqual(base);
          const connect = policy.split('; ').find((d) => d.startsWith('connect-src ')) ?? '';
          for (const source of connect.split(' ').slice(2))
            expect(source).toMatch(/^https?:\/\/[a-z0-9.-]+(?::\d+)?$|^https?:\/\/\[[0-9a-f:.]+\](?::\d+)?$/);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('warns about a server that is not an origin, and keeps it out', async () => {
    const servers = [
      server('https://api.example.com{v}', [{ name: 'v', default: '', enum: ['', 'x;script-src-elem'], descriptionHtml: '' }]),
    ];
    const { byApi, diagnostics } = await consoleOrigins([api(model({ tryIt: true, servers }))]);
    expect(byApi['/docs/api/m']).toEqual(['https://api.example.com']);
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ code: 'unsafe-url', severity: 'warning', file: expect.stringContaining('m.yaml') }),
    );
    // Only the pages of that API get its origins.
    const policies = pagePolicies([], [], byApi);
    expect(policies.base).not.toContain('api.example.com');
    expect(policies.byApi['/docs/api/m']).toContain("connect-src 'self' https://api.example.com;");
  });
});

describe("the console's data and its connect-src", () => {
  it('allows each server origin, variables at their default and every enum value, and nothing for a site without a console', async () => {
    const servers = [
      server('https://{region}.api.example.com/v1', [{ name: 'region', default: 'eu', enum: ['eu', 'us'], descriptionHtml: '' }]),
      server('/relative'),
      server('javascript:alert(1)//'),
      server('http://127.0.0.1:{port}', [{ name: 'port', default: '8080', descriptionHtml: '' }]),
    ];
    const operations = [op({ servers: [server('https://uploads.example.com')] })];
    const origins = await consoleOrigins([api(model({ tryIt: true, servers, operations }))]);
    expect(origins.byApi).toEqual({
      '/docs/api/m': ['http://127.0.0.1:8080', 'https://eu.api.example.com', 'https://uploads.example.com', 'https://us.api.example.com'],
    });
    expect(origins.diagnostics).toEqual([]);
    expect((await consoleOrigins([api(model({ servers, operations }))])).byApi).toEqual({});
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
