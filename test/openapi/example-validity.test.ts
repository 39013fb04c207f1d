import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv, type AnySchemaObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { benchSpecs } from '../../bench/suites/openapi.ts';
import type { ApiOperation } from '../../model/api.ts';
import { toJsonSchema } from '../content/support/spec-schemas.ts';
import { FIXTURES, loadApi } from './helpers.ts';

/**
 * Every request example the build makes up (an operation whose spec gives none) must validate
 * against the operation's schema, so a reader who copies it sends a valid request. The corpus is
 * the fixtures, one for each case that went wrong (arrays of oneOf items with minItems, tuples,
 * deep required objects, patterns, `#/...` references inside a second file of 2.0 and 3.0 specs,
 * int64 bounds, `if`/`then`), plus the public specs of the benchmark when `PORTAL_BENCH_SPECS` names them.
 */
const FIXTURE_SPECS = [
  'examples/chat-31.yaml',
  'swagger2-multi/storage.json',
  'swagger-20.yaml',
  'multi/openapi.yaml',
  'files/spec.yaml',
  'shop-30.json',
  'zoo-31.yaml',
  'views.yaml',
  'recursive.yaml',
  'vendor-ext.yaml',
  // edge-31.yaml is left out on purpose: its `Loop` schema is itself through allOf, which no
  // value satisfies and no validator can walk.
].map((spec) => path.join(FIXTURES, spec));

const SPECS = [...FIXTURE_SPECS, ...(benchSpecs(process.env.PORTAL_BENCH_SPECS) ?? []).map((s) => s.file)];

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON pointer token. */
const token = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');

function resolve(doc: Node, value: unknown): { value: unknown; pointer?: string } {
  let current: unknown = value;
  let pointer: string | undefined;
  for (let hops = 0; hops < 20 && isNode(current) && typeof current.$ref === 'string'; hops++) {
    pointer = current.$ref;
    current = pointer
      .slice(2)
      .split('/')
      .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((n, t) => (isNode(n) || Array.isArray(n) ? (n as Node)[t] : undefined), doc);
  }
  return { value: current, ...(pointer ? { pointer } : {}) };
}

/** The pointer of an operation's request body schema for a media type, in the bundled spec. */
function bodySchemaPointer(doc: Node, op: ApiOperation, mediaType: string): string | undefined {
  const home = ['paths', 'x-ms-paths'].find((k) => isNode(doc[k]) && isNode((doc[k] as Node)[op.path]));
  if (!home) return undefined;
  const itemAt = `#/${home}/${token(op.path)}`;
  const item = resolve(doc, (doc[home] as Node)[op.path]);
  const itemBase = item.pointer ?? itemAt;
  const opRaw = resolve(doc, (item.value as Node)[op.method.toLowerCase()]);
  const opAt = opRaw.pointer ?? `${itemBase}/${op.method.toLowerCase()}`;
  const o = opRaw.value as Node;
  if (doc.swagger === '2.0') {
    for (const [list, at] of [
      [o.parameters, `${opAt}/parameters`],
      [(item.value as Node).parameters, `${itemBase}/parameters`],
    ] as const) {
      if (!Array.isArray(list)) continue;
      for (let i = 0; i < list.length; i++) {
        const p = resolve(doc, list[i]);
        if (isNode(p.value) && p.value.in === 'body') return `${p.pointer ?? `${at}/${i}`}/schema`;
      }
    }
    return undefined;
  }
  const body = resolve(doc, o.requestBody);
  return `${body.pointer ?? `${opAt}/requestBody`}/content/${token(mediaType)}/schema`;
}

/** OpenAPI's own words for what JSON Schema spells otherwise (2.0's `x-nullable`, `type: file`). */
function openapiToJsonSchema(doc: Node): Node {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isNode(node)) return node;
    const out: Node = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'enum' && Array.isArray(v) && v.length === 0) continue;
      out[k] = k === 'enum' || k === 'default' || k === 'const' || k === 'example' ? v : walk(v);
    }
    if (out['x-nullable'] === true) out.nullable = true;
    if (out.type === 'file') out.type = 'string';
    return out;
  };
  return toJsonSchema(walk(doc)) as Node;
}

/**
 * What a validator of the spec's dialect reads: 3.1 has no `nullable` (Ajv 2020 would refuse it
 * without a `type`), an empty `enum` (a spec's mistake: no value fits) is left out, and a boolean
 * `exclusiveMinimum` is read as 3.0 meant it.
 */
function withoutNullable(doc: Node): Node {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isNode(node)) return node;
    const out: Node = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'nullable' || (k === 'enum' && Array.isArray(v) && v.length === 0)) continue;
      out[k] = k === 'enum' || k === 'default' || k === 'const' || k === 'example' || k === 'examples' ? v : walk(v);
    }
    // 3.0's boolean form, which some 3.1 specs still write (OpenAI's), read as 3.0 meant it.
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof out[flag] !== 'boolean') continue;
      if (out[flag] === true) out[flag] = out[bound];
      else delete out[flag];
      if (out[flag] !== undefined) delete out[bound];
    }
    return out;
  };
  return walk(doc) as Node;
}

/** readOnly fields are not sent: the request example leaves them out, so they are not required of it. */
function dropReadOnlyRequired(doc: Node): void {
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as Node;
    if (Array.isArray(n.required) && isNode(n.properties)) {
      const props = n.properties;
      n.required = n.required.filter((name) => {
        const p = resolve(doc, props[name as string]).value;
        return !(isNode(p) && p.readOnly === true);
      });
    }
    Object.values(n).forEach(walk);
  };
  walk(doc);
}

/**
 * OpenAPI picks a oneOf variant by its discriminator; plain JSON Schema demands that exactly one
 * variant matches, which no value can do when one variant extends another (DigitalOcean's
 * `droplet_action_snapshot` is `droplet_action` plus a field). With a discriminator, any variant
 * matching is what OpenAPI means.
 */
function discriminatorAsAnyOf(doc: Node): void {
  const moved: string[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${at}/${i}`));
    if (!isNode(node)) return;
    if (isNode(node.discriminator) && Array.isArray(node.oneOf) && node.anyOf === undefined) {
      node.anyOf = node.oneOf;
      delete node.oneOf;
      moved.push(`${at}/oneOf/`);
    }
    for (const [k, v] of Object.entries(node)) walk(v, `${at}/${token(k)}`);
  };
  walk(doc, '#');
  if (moved.length === 0) return;
  // References into a moved list (swagger-parser's bundle writes some) follow it.
  const fix = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(fix);
    if (!isNode(node)) return;
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      const prefix = moved.find((m) => ref.startsWith(m));
      if (prefix) node.$ref = `${prefix.slice(0, -'oneOf/'.length)}anyOf/${ref.slice(prefix.length)}`;
    }
    Object.values(node).forEach(fix);
  };
  fix(doc);
}

function validatorFor(doc: Node): Ajv {
  const is31 = String(doc.openapi ?? '').startsWith('3.1');
  // Specs write escapes only the legacy mode accepts (`\:`), as browsers and our generator read them.
  const options = { strict: false, allErrors: false, validateSchema: false, validateFormats: true, unicodeRegExp: false } as const;
  const ajv = is31 ? new Ajv2020(options) : new Ajv(options);
  addFormats.default(ajv);
  for (const f of ['int32', 'int64', 'float', 'double']) ajv.addFormat(f, { type: 'number', validate: () => true });
  for (const f of ['binary', 'byte', 'password']) ajv.addFormat(f, true);
  ajv.addKeyword({ keyword: 'discriminator' });
  ajv.addSchema((is31 ? withoutNullable(doc) : openapiToJsonSchema(doc)) as AnySchemaObject, 'spec');
  return ajv as Ajv;
}

describe('generated request examples', () => {
  it.each(SPECS)('of %s validate against the operation schema', async (file) => {
    const siteDir = path.dirname(file);
    const result = await loadApi(siteDir, { id: 'x', title: 'x', spec: path.basename(file), route: '/api' }, { highlight: false });
    expect(result.api).toBeDefined();
    const bundled = (await SwaggerParser.bundle(file)) as unknown as Node;
    const doc = structuredClone(bundled);
    dropReadOnlyRequired(doc);
    discriminatorAsAnyOf(doc);
    const ajv = validatorFor(doc);
    const failures: string[] = [];
    let checked = 0;
    for (const op of result.api!.model.operations) {
      for (const media of op.requestBody?.content ?? []) {
        const example = media.examples[0];
        if (!example?.generated || !/json/i.test(media.mediaType)) continue;
        const pointer = bodySchemaPointer(doc, op, media.mediaType);
        if (!pointer) {
          failures.push(`${op.method} ${op.path}: no schema found at the operation`);
          continue;
        }
        const value: unknown = JSON.parse(load(example.html).text());
        const validate = ajv.compile({ $ref: `spec${pointer}` });
        checked++;
        if (!validate(value))
          failures.push(
            `${op.method} ${op.path} ${media.mediaType}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 400)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    if (FIXTURE_SPECS.includes(file) && file.includes('examples')) expect(checked).toBeGreaterThanOrEqual(3);
  });
});
