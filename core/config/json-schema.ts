import { z } from 'zod';
import { siteSchema } from './schema/site.ts';

type Json = Record<string, unknown>;

/** Marks a section in the JSON Schema until its default is filled in from its keys'. */
const SECTION = 'x-portal-section';

/**
 * The JSON Schema of portal.config.yaml, for editors (the YAML language server reads the
 * `# yaml-language-server: $schema=...` line `portal init` writes). It describes what may be
 * written, so it is the schema's input side; each key's default comes from its `fallback`, a
 * section's from its keys' defaults (fields.ts, `section`).
 */
export function configJsonSchema(): Json {
  const schema = z.toJSONSchema(siteSchema, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      const meta = z.globalRegistry.get(ctx.zodSchema) as { fallback?: unknown; section?: boolean } | undefined;
      const json = ctx.jsonSchema as Json;
      if (meta && 'fallback' in meta) json.default = meta.fallback;
      if (meta?.section) json[SECTION] = true;
      delete json.fallback;
      delete json.section;
    },
  }) as Json;
  const defs = (schema.$defs ?? {}) as Record<string, Json>;
  fillSections(schema, defs);
  return schema;
}

/** Gives each marked section the mapping of its keys' defaults, as it would be written. */
function fillSections(node: unknown, defs: Record<string, Json>): void {
  if (Array.isArray(node)) for (const item of node) fillSections(item, defs);
  if (typeof node !== 'object' || node === null) return;
  const json = node as Json;
  for (const value of Object.values(json)) fillSections(value, defs);
  if (json[SECTION]) {
    delete json[SECTION];
    json.default = defaultsOf(json, defs);
  }
}

function defaultsOf(node: Json, defs: Record<string, Json>): Json {
  const object = mapping(node, defs);
  const out: Json = {};
  for (const [key, prop] of Object.entries((object?.properties ?? {}) as Record<string, Json>)) {
    if ('default' in prop) out[key] = prop.default;
  }
  return out;
}

/** The mapping form of a node: itself, what its `$ref` names, or the first such among its alternatives. */
function mapping(node: Json | undefined, defs: Record<string, Json>): Json | undefined {
  if (!node) return undefined;
  if (node.properties) return node;
  if (typeof node.$ref === 'string') return mapping(defs[node.$ref.replace('#/$defs/', '')], defs);
  const alternatives = Array.isArray(node.anyOf) ? (node.anyOf as Json[]) : [];
  return alternatives.map((a) => mapping(a, defs)).find((m) => m !== undefined);
}
