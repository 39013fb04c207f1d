import { readdirSync } from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { CONTENT } from './blocks.ts';

export type Node = Record<string, unknown>;

export const at = (n: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((x, k) => (x as Node | undefined)?.[k], n);

export interface Spec {
  file: string;
  doc: Node;
  /** The placeholder the spec's server address stands for, such as `<ELEVATION_SERVICE_URL>`. */
  server: string;
}

/** The five OpenAPI specs of content/api, dereferenced, each with the placeholder of its address. */
export async function loadSpecs(): Promise<Spec[]> {
  const dir = path.join(CONTENT, 'api');
  const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const doc = (await SwaggerParser.dereference(path.join(dir, file))) as unknown as Node;
      const server = (doc.servers as Node[])[0]!;
      const url = (server.url as string).replace(/\{(\w+)\}/g, (_m, name: string) => String(at(server, 'variables', name, 'default')));
      return { file, doc, server: url };
    }),
  );
}

/** OpenAPI 3.0 schema -> JSON Schema for Ajv (nullable, boolean exclusive bounds, annotations dropped). */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Node = {};
  for (const [k, v] of Object.entries(schema)) {
    if (['example', 'examples', 'xml', 'externalDocs', 'discriminator'].includes(k)) continue;
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
    return { anyOf: [out, { type: 'null' }] };
  }
  delete out.nullable;
  return out;
}

export function validator(): (schema: unknown) => ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  for (const f of ['int32', 'int64', 'float', 'double']) ajv.addFormat(f, { type: 'number', validate: () => true });
  ajv.addFormat('binary', true);
  const cache = new Map<unknown, ValidateFunction>();
  return (schema) => {
    let v = cache.get(schema);
    if (!v) cache.set(schema, (v = ajv.compile(toJsonSchema(schema) as object)));
    return v;
  };
}
