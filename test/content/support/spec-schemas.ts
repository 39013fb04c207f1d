import { readdirSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ROOT } from '../../helpers.ts';

export const API_DIR = path.join(ROOT, 'content/api');

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One example written in a spec, with the schema it has to satisfy. */
export interface SpecExample {
  spec: string;
  /** Where the example sits in the spec, as a JSON pointer-like path. */
  at: string;
  schema: unknown;
  value: unknown;
}

export interface LoadedSpec {
  file: string;
  doc: Node;
}

/** Every spec of content/api, dereferenced (so schemas and examples are plain values). */
export async function loadSpecs(): Promise<LoadedSpec[]> {
  const files = readdirSync(API_DIR).filter((f) => /\.ya?ml$/.test(f)).sort();
  return Promise.all(files.map(async (file) => ({ file, doc: (await SwaggerParser.dereference(path.join(API_DIR, file))) as unknown as Node })));
}

/**
 * OpenAPI 3.0 schemas are close to JSON Schema draft 7 but not equal: the boolean form of
 * exclusiveMinimum/exclusiveMaximum and `nullable` need translating before Ajv can compile them.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!isNode(schema)) return schema;
  const out: Node = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'example' || k === 'examples' || k === 'xml' || k === 'externalDocs' || k === 'discriminator') continue;
    out[k] = k === 'enum' || k === 'default' || k === 'const' ? v : toJsonSchema(v);
  }
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
    return { anyOf: [out, { type: 'null' }] };
  }
  delete out.nullable;
  return out;
}

export function makeValidator(): (schema: unknown) => ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  // OpenAPI's numeric formats are range hints; Ajv only needs to know them.
  for (const f of ['int32', 'int64', 'float', 'double']) ajv.addFormat(f, { type: 'number', validate: () => true });
  ajv.addFormat('binary', true);
  const cache = new Map<unknown, ValidateFunction>();
  return (schema) => {
    let v = cache.get(schema);
    if (!v) {
      v = ajv.compile(toJsonSchema(schema) as object);
      cache.set(schema, v);
    }
    return v;
  };
}

function examplesOf(holder: Node): [string, unknown][] {
  const out: [string, unknown][] = [];
  if ('example' in holder) out.push(['example', holder.example]);
  if (isNode(holder.examples)) {
    for (const [name, ex] of Object.entries(holder.examples)) if (isNode(ex) && 'value' in ex) out.push([`examples/${name}`, ex.value]);
  }
  return out;
}

/** Walks a dereferenced spec and pairs every example with the schema it illustrates. */
export function collectExamples(spec: LoadedSpec): SpecExample[] {
  const found: SpecExample[] = [];
  const seen = new Set<unknown>();
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, `${at}/${i}`));
    if (!isNode(node) || seen.has(node)) return;
    seen.add(node);
    const schema = node.schema;
    // Media type objects and parameters: examples next to `schema`.
    if (isNode(schema)) {
      for (const [where, value] of examplesOf(node)) found.push({ spec: spec.file, at: `${at}/${where}`, schema, value });
    }
    // Schemas: an `example` inside a schema illustrates that schema.
    if (('type' in node || 'properties' in node || 'allOf' in node) && 'example' in node && !isNode(node.schema)) {
      found.push({ spec: spec.file, at: `${at}/example`, schema: node, value: node.example });
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'example' && k !== 'examples') walk(v, `${at}/${k}`);
  };
  walk(spec.doc, '#');
  return found;
}
