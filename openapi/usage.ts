import { deref, valueAt, type SpecDocuments } from './documents.ts';
import { childPointer, isObject } from './pointer.ts';

/**
 * The component schemas that more than one place of the spec refers to. An operation shows such
 * a schema as a link to its definition instead of writing it out again: a schema used by a
 * hundred operations is written once, on its schema page. A schema used in one place only is
 * shown where it is used, and so is a small one (a few fields read faster in place than behind a
 * link). Keys are the canonical pointers the schema tree reaches (after `$ref`s).
 */
export function sharedSchemas(docs: SpecDocuments, names: ReadonlyMap<string, string>): Set<string> {
  const uses = new Map<string, number>();
  for (const file of docs.files.values()) {
    const seen = new Set<object>();
    const walk = (node: unknown, pointer: string): void => {
      if (typeof node !== 'object' || node === null || seen.has(node)) return;
      seen.add(node);
      if (Array.isArray(node)) return node.forEach((v, i) => walk(v, childPointer(pointer, i)));
      const obj = node as Record<string, unknown>;
      // A component that is only a `$ref` to its file is the schema itself, not a use of it.
      if (typeof obj.$ref === 'string' && !names.has(`${file.key}${pointer}`)) {
        const target = deref(docs, { value: obj, pointer: `${file.key}${pointer}` });
        if (target && names.has(target.pointer)) uses.set(target.pointer, (uses.get(target.pointer) ?? 0) + 1);
      }
      for (const [k, v] of Object.entries(obj)) if (k !== '$ref' && k !== 'example' && k !== 'examples' && !k.startsWith('x-')) walk(v, childPointer(pointer, k));
    };
    walk(file.source.value, '#');
  }
  return new Set([...uses].filter(([p, n]) => n > 1 && fieldCount(valueAt(docs, p)) > SMALL_FIELDS).map(([p]) => p));
}

/** Up to this many fields (nested ones included, referenced schemas not) a schema is small. */
const SMALL_FIELDS = 6;

function fieldCount(schema: unknown, depth = 0): number {
  if (!isObject(schema) || depth > 8) return 0;
  let n = 0;
  if (isObject(schema.properties)) for (const v of Object.values(schema.properties)) n += 1 + fieldCount(v, depth + 1);
  for (const k of ['items', 'additionalProperties'] as const) n += fieldCount(schema[k], depth + 1);
  for (const k of ['allOf', 'oneOf', 'anyOf'] as const) if (Array.isArray(schema[k])) for (const v of schema[k] as unknown[]) n += 1 + fieldCount(v, depth + 1);
  return n;
}
