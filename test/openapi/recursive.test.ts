import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dump } from 'js-yaml';
import { loadApi, modelOf, renderApi, text } from './helpers.ts';

describe('recursive schemas', () => {
  it('a schema that refers to itself through allOf, oneOf, anyOf or a $ref with siblings renders with "recursive" links', async () => {
    const { model, result } = await modelOf('recursive.yaml', { highlight: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const { $ } = renderApi(model);
    const node = text($, '#schema\\/Node');
    expect(node).toContain('parentNode (object) (recursive)');
    expect(node).toContain('The node above this one');
    expect(node).toContain('siblingNode (object) (recursive)');
    expect($('#schema\\/Node a[href="#schema/Node"]').length).toBeGreaterThanOrEqual(2);
    expect(text($, '#schema\\/Deeper')).toContain('recursive');
  });

  it('across files: a file that refers to itself is a recursive link, and its example is finite', async () => {
    const { model } = await modelOf('recursive.yaml', { highlight: false });
    const { $ } = renderApi(model);
    const op = text($, '#operation\\/listFiles');
    expect(op).toContain('(recursive)');
    expect(op).toContain('The folder this one is in');
    expect(op).toContain('{ "name": "string", "subfolders": [] }');
  });
});

describe('a $ref that leads nowhere', () => {
  it('is a warning with its pointer and line, and the page shows an "unresolved" placeholder', async () => {
    const { model, result } = await modelOf('unresolved.yaml', { highlight: false });
    const refs = result.diagnostics.filter((d) => /ref/.test(d.code));
    expect(refs.map((d) => [d.severity, d.code, d.line])).toEqual([
      ['warning', 'openapi-broken-ref', 8],
      ['warning', 'openapi-broken-ref', 17],
      ['warning', 'openapi-broken-ref', 27],
      ['warning', 'openapi-broken-ref', 29],
      ['warning', 'openapi-remote-ref', 31],
      ['warning', 'openapi-broken-ref', 35],
      ['warning', 'openapi-ref-loop', 41],
    ]);
    expect(refs[1]?.message).toContain('#/paths/~1things/get/parameters/0');
    const { $ } = renderApi(model);
    const op = text($, '#operation\\/listThings');
    expect(op).toContain('thingunresolved #/components/schemas/Thnig');
    expect(op).toContain('partunresolved parts/missing.yaml');
    expect(op).toContain('remoteunresolved https://example.com/schemas/x.yaml');
    expect(op).toContain('loopedunresolved #/components/schemas/LoopA');
    expect(text($, '[id="operation/listThings/response/404"]')).toContain('Unresolved reference #/components/responses/Gone');
    expect(text($, '[id="section/Guide"]')).toContain('Unresolved reference topics/missing.md');
    // A `$ref` to a markdown file is its text (Bump's x-topics).
    expect(text($, '[id="section/Introduction"]')).toContain('Get a key.');
  });
});

/**
 * Random specs: a few schemas, in the spec and in a second file, whose bodies nest every
 * combinator and refer to each other (and themselves) at random. Whatever the shape, the stage
 * must give a model and the page must render: no throw, no internal error.
 */
const NAMES = ['A', 'B', 'C', 'D'];

function refTo(i: number, fromFile: boolean): Record<string, unknown> {
  const name = NAMES[i % NAMES.length] as string;
  // Odd schemas live in other.yaml; even ones in the spec.
  if (i % 2 === 1) return { $ref: fromFile ? `#/${name}` : `other.yaml#/${name}` };
  return { $ref: fromFile ? `spec.yaml#/components/schemas/${name}` : `#/components/schemas/${name}` };
}

function schemaArb(fromFile: boolean): fc.Arbitrary<unknown> {
  const { tree } = fc.letrec<{ tree: unknown; leaf: unknown }>((tie) => ({
    leaf: fc.oneof(
      fc.nat(NAMES.length - 1).map((i) => refTo(i, fromFile)),
      fc.constantFrom({ type: 'string' }, { type: 'integer', format: 'int32' }, { type: ['string', 'null'] }, true),
    ),
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      tie('leaf'),
      fc.array(tie('tree'), { minLength: 1, maxLength: 3 }).map((allOf) => ({ allOf })),
      fc.array(tie('tree'), { minLength: 1, maxLength: 3 }).map((oneOf) => ({ oneOf, discriminator: { propertyName: 'kind' } })),
      fc.array(tie('tree'), { minLength: 1, maxLength: 3 }).map((anyOf) => ({ anyOf })),
      tie('tree').map((not) => ({ not })),
      tie('tree').map((items) => ({ type: 'array', items })),
      tie('tree').map((additionalProperties) => ({ type: 'object', additionalProperties })),
      fc
        .dictionary(fc.constantFrom('a', 'b', 'parent', 'kind'), tie('tree'), { maxKeys: 3 })
        .map((properties) => ({ type: 'object', properties, required: Object.keys(properties).slice(0, 1) })),
      fc
        .tuple(fc.nat(NAMES.length - 1), fc.boolean())
        .map(([i, ro]) => ({ ...refTo(i, fromFile), description: 'A $ref with siblings', readOnly: ro })),
      fc.tuple(tie('tree'), tie('tree')).map(([a, b]) => ({ if: a, then: b, else: { type: 'object' } })),
    ),
  }));
  return tree;
}

const specArb = fc.record({
  main: fc.array(schemaArb(false), { minLength: NAMES.length, maxLength: NAMES.length }),
  other: fc.array(schemaArb(true), { minLength: NAMES.length, maxLength: NAMES.length }),
});

describe('property: any spec of cyclic schemas', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'portal-cycles-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('loads and renders without throwing or an internal error', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(specArb, async ({ main, other }) => {
        const site = path.join(dir, String(n++));
        const schemas: Record<string, unknown> = {};
        const inOther: Record<string, unknown> = {};
        NAMES.forEach((name, i) => {
          if (i % 2 === 0) schemas[name] = main[i];
          else {
            schemas[name] = { $ref: `other.yaml#/${name}` };
            inOther[name] = other[i];
          }
        });
        const body = { content: { 'application/json': { schema: { $ref: '#/components/schemas/A' } } } };
        const spec = {
          openapi: '3.1.0',
          info: { title: 'Cycles', version: '1' },
          paths: {
            '/x': {
              post: {
                operationId: 'post',
                requestBody: body,
                responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: 'other.yaml#/B' } } } } },
              },
              get: {
                operationId: 'get',
                responses: { '200': { description: 'ok', content: { 'application/json': { schema: main[2] } } } },
              },
            },
          },
          components: { schemas },
        };
        await import('node:fs/promises').then((fs) => fs.mkdir(site, { recursive: true }));
        await writeFile(path.join(site, 'spec.yaml'), dump(spec, { noRefs: true }));
        await writeFile(path.join(site, 'other.yaml'), dump(inOther, { noRefs: true }));
        const result = await loadApi(site, { id: 'cycles', title: 'Cycles', spec: 'spec.yaml', route: '/api' }, { highlight: false });
        expect(result.diagnostics.filter((d) => d.code === 'openapi-internal')).toEqual([]);
        expect(result.api).toBeDefined();
        const { html } = renderApi(result.api!.model);
        expect(html).toContain('id="operation/post"');
      }),
      { numRuns: Number(process.env.CYCLE_RUNS ?? 40) },
    );
  }, 120_000);
});
