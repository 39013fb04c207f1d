import { configJsonSchema } from './json-schema.ts';

/**
 * The configuration reference of the docs site, written from the JSON Schema (so from the zod
 * schema): one table row per key, nested keys by their dotted path, with type, default and
 * description. `npm run generate` writes it into docs/docs/configuration.md; a test keeps the
 * committed page equal to what the schema says.
 */
type Json = Record<string, unknown>;

export function configReference(): string {
  const schema = configJsonSchema();
  const defs = (schema.$defs ?? {}) as Record<string, Json>;
  const rows: string[] = [];
  const root = resolve(schema, defs);
  walk(root, '', defs, rows, new Set());
  return ['| key | type | default | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

function resolve(node: Json, defs: Record<string, Json>): Json {
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) return { ...defs[ref.slice('#/$defs/'.length)], ...withoutRef(node) };
  return node;
}

function withoutRef(node: Json): Json {
  const { $ref: _ref, ...rest } = node;
  return rest;
}

/** The non-null alternatives of a property (`anyOf [X, null]` is X that may be left empty). */
function alternatives(node: Json, defs: Record<string, Json>): Json[] {
  const list = Array.isArray(node.anyOf) ? (node.anyOf as Json[]) : [node];
  return list.map((n) => resolve(n, defs)).filter((n) => n.type !== 'null');
}

function walk(node: Json, prefix: string, defs: Record<string, Json>, rows: string[], seen: Set<string>): void {
  const properties = node.properties as Record<string, Json> | undefined;
  if (!properties) return;
  for (const [key, raw] of Object.entries(properties)) {
    const prop = resolve(raw, defs);
    const name = prefix ? `${prefix}.${key}` : key;
    const required = Array.isArray(node.required) && node.required.includes(key);
    const alts = alternatives(prop, defs);
    const object = alts.find((a) => a.type === 'object' && a.properties);
    rows.push(
      `| \`${name}\` | ${typeText(prop, alts, defs)}${required ? ' (required)' : ''} | ${'default' in prop ? defaultText(prop.default) : ''} | ${escape(String(prop.description ?? object?.description ?? ''))} |`,
    );
    const id = typeof raw.$ref === 'string' ? raw.$ref : '';
    if (object && !(id && seen.has(id))) walk(object, name, defs, rows, id ? new Set([...seen, id]) : seen);
    const items = alts.find((a) => a.type === 'array')?.items as Json | undefined;
    const item = items ? resolve(items, defs) : undefined;
    if (item?.properties && !(typeof items?.$ref === 'string' && seen.has(items.$ref)))
      walk(item, `${name}[]`, defs, rows, typeof items?.$ref === 'string' ? new Set([...seen, items.$ref]) : seen);
  }
}

function typeText(prop: Json, alts: Json[], defs: Record<string, Json>): string {
  const names = new Set<string>();
  for (const a of alts.length > 0 ? alts : [prop]) {
    if (Array.isArray(a.enum)) for (const v of a.enum) names.add(`\`${String(v)}\``);
    else if (a.const !== undefined) names.add(`\`${String(a.const)}\``);
    else if (a.type === 'array') names.add(`list of ${itemName(a.items as Json | undefined, defs)}`);
    else if (Array.isArray(a.type)) {
      for (const t of a.type) if (t !== 'null') names.add(word(String(t)));
    } else if (typeof a.type === 'string') names.add(word(a.type));
    else if (Array.isArray(a.anyOf)) {
      for (const n of alternatives(a, defs)) names.add(typeText(n, [n], defs));
    }
  }
  return [...names].join(' or ') || 'any';
}

function itemName(items: Json | undefined, defs: Record<string, Json>): string {
  if (!items) return 'values';
  if (typeof items.$ref === 'string') return items.$ref.replace('#/$defs/', '');
  const r = resolve(items, defs);
  if (Array.isArray(r.enum)) return r.enum.map((v) => `\`${String(v)}\``).join(', ');
  return r.type === 'object' ? 'mappings' : `${word(String(r.type ?? 'value'))}s`;
}

function word(type: string): string {
  return { string: 'text', integer: 'whole number', number: 'number', boolean: 'boolean', object: 'mapping' }[type] ?? type;
}

function defaultText(value: unknown): string {
  if (value === '') return '`""`';
  if (Array.isArray(value) && value.length === 0) return '`[]`';
  if (typeof value === 'object' && value !== null) return '';
  return `\`${String(value)}\``;
}

function escape(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}
