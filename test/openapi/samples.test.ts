import { describe, expect, it } from 'vitest';
import { codeSamples, pythonLiteral, type SampleRequest } from '../../openapi/code-samples.ts';
import { prettyJson } from '../../openapi/json-format.ts';
import type { SpecDocuments } from '../../openapi/documents.ts';
import { sampleFromSchema } from '../../openapi/example.ts';
import { parseSpecText } from '../../openapi/source.ts';

/** A one-file spec held in memory, as the loader would have read it. */
function docsOf(schemas: Record<string, unknown>): SpecDocuments {
  const text = JSON.stringify({ openapi: '3.1.0', components: { schemas } });
  const main = { abs: '/site/spec.json', key: '', display: 'spec.json', text, source: parseSpecText(text, 'spec.json') };
  return { siteDir: '/site', main, files: new Map([['', main]]) };
}

function sample(schemas: Record<string, unknown>, name: string, direction: 'request' | 'response' = 'response') {
  return sampleFromSchema(docsOf(schemas), { value: { $ref: `#/components/schemas/${name}` }, pointer: '#/x' }, direction);
}

describe('examples generated from schemas', () => {
  const schemas = {
    User: {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid', readOnly: true },
        password: { type: 'string', format: 'password', writeOnly: true },
        email: { type: 'string', format: 'email' },
        role: { type: 'string', enum: ['admin', 'viewer'] },
        age: { type: 'integer', minimum: 18, maximum: 130 },
        score: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.5 },
        level: { type: 'integer', default: 3 },
        code: { type: 'string', minLength: 8 },
        short: { type: 'string', maxLength: 3 },
        born: { type: 'string', format: 'date-time' },
        active: { type: 'boolean' },
        note: { type: ['string', 'null'], const: null },
        tags: { type: 'array', minItems: 2, items: { type: 'string', example: 'x' } },
      },
    },
    Node: { type: 'object', properties: { value: { type: 'integer' }, next: { $ref: '#/components/schemas/Node' } } },
  };

  it('leaves readOnly fields out of requests and writeOnly fields out of responses', () => {
    const request = sample(schemas, 'User', 'request') as Record<string, unknown>;
    const response = sample(schemas, 'User', 'response') as Record<string, unknown>;
    expect(request).not.toHaveProperty('id');
    expect(request).toHaveProperty('password');
    expect(response).toHaveProperty('id', '3f2b8c1e-9d4a-4e6b-8c7d-1a2b3c4d5e6f');
    expect(response).not.toHaveProperty('password');
  });

  it('follows formats, enums, defaults, bounds, lengths and examples', () => {
    expect(sample(schemas, 'User')).toEqual({
      id: '3f2b8c1e-9d4a-4e6b-8c7d-1a2b3c4d5e6f',
      email: 'user@example.com',
      role: 'admin',
      age: 18,
      score: 0.5,
      level: 3,
      code: 'stringxx',
      short: 'str',
      born: '2024-05-01T12:00:00Z',
      active: true,
      note: null,
      tags: ['x', 'x'],
    });
  });

  it('stops at recursion', () => {
    expect(sample(schemas, 'Node')).toEqual({ value: 0 });
  });

  it('fills in the discriminator value of the first variant', () => {
    const shapes = {
      Shape: {
        oneOf: [{ $ref: '#/components/schemas/Circle' }],
        discriminator: { propertyName: 'type', mapping: { circle: '#/components/schemas/Circle' } },
      },
      Circle: { type: 'object', properties: { type: { type: 'string' }, radius: { type: 'number', minimum: 1 } } },
    };
    expect(sample(shapes, 'Shape')).toEqual({ type: 'circle', radius: 1 });
  });
});

describe('code samples', () => {
  const request: SampleRequest = {
    method: 'POST',
    url: 'https://api.example.com/v1/points',
    query: [['token', 'YOUR_API_KEY']],
    headers: [['x-trace', 'abc']],
    body: { kind: 'json', mediaType: 'application/json', value: { ok: true, none: null, list: [1, 'two'] } },
    response: 'json',
  };

  it('writes curl, fetch and requests calls for the same request', () => {
    const [curl, js, py] = codeSamples(request);
    expect(curl?.source).toBe(
      [
        "curl -X POST 'https://api.example.com/v1/points?token=YOUR_API_KEY' \\",
        "  -H 'x-trace: abc' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{\n  "ok": true,\n  "none": null,\n  "list": [1, "two"]\n}'`,
      ].join('\n'),
    );
    expect(js?.source).toContain("const response = await fetch('https://api.example.com/v1/points?token=YOUR_API_KEY', {");
    expect(js?.source).toContain("'x-trace': 'abc',");
    expect(js?.source).toContain('body: JSON.stringify({');
    expect(py?.source).toContain('response = requests.post(');
    expect(py?.source).toContain('params={"token": "YOUR_API_KEY"},');
    expect(py?.source).toContain('"ok": True,');
    expect(py?.source).toContain('"none": None,');
  });

  it('quotes shell arguments safely and uses requests.request for other methods', () => {
    const [curl, , py] = codeSamples({ method: 'TRACE', url: "https://x.example.com/it's", query: [], headers: [], response: 'none' });
    expect(curl?.source).toBe("curl -X TRACE 'https://x.example.com/it'\\''s'");
    expect(py?.source).toContain('requests.request(\n    "TRACE",');
  });

  it('writes JSON values as Python literals, short lists of plain values on one line', () => {
    expect(pythonLiteral({ a: [true, false, null], b: 1.5, c: [{ d: 'e' }] })).toBe(
      '{\n    "a": [True, False, None],\n    "b": 1.5,\n    "c": [\n        {\n            "d": "e",\n        },\n    ],\n}',
    );
  });

  it('writes pretty JSON with short arrays inline', () => {
    expect(prettyJson({ at: [35.2, 31.7], list: [], nested: { a: null } })).toBe(
      '{\n  "at": [35.2, 31.7],\n  "list": [],\n  "nested": {\n    "a": null\n  }\n}',
    );
  });
});
