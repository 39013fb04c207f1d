import { deref, valueAt, type SpecDocuments } from './documents.ts';
import { childPointer, isObject } from './pointer.ts';

/**
 * The component schemas that more than one place of the rendered reference shows. An operation
 * shows such a schema as a link to its definition instead of writing it out again: a schema used
 * by a hundred operations is written once, on its schema page. A schema used in one place only is
 * shown where it is used, and so is a small one (a few fields read faster in place than behind a
 * link) unless it is used very widely. Keys are the canonical pointers the schema tree reaches (after `$ref`s).
 *
 * Uses are counted where they are shown: from every operation and webhook, and from every named
 * schema's own definition. A `$ref` to a shared response, parameter, request body, header or path
 * item is followed each time, so a schema inside `#/components/responses/NotFound` counts once for
 * every operation that answers with it, as it is written out once under each.
 */
export function sharedSchemas(docs: SpecDocuments, names: ReadonlyMap<string, string>): Set<string> {
  const uses = new Map<string, number>();
  const walk = (node: unknown, pointer: string, stack: readonly string[]): void => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) return node.forEach((v, i) => walk(v, childPointer(pointer, i), stack));
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string') {
      const target = deref(docs, { value: obj, pointer });
      if (!target) return;
      if (names.has(target.pointer)) {
        uses.set(target.pointer, (uses.get(target.pointer) ?? 0) + 1);
        return;
      }
      // A reference loop through non-schema components is shown once; stop there.
      if (stack.includes(target.pointer) || stack.length > 32) return;
      return walk(target.value, target.pointer, [...stack, target.pointer]);
    }
    for (const [k, v] of Object.entries(obj))
      if (k !== 'example' && k !== 'examples' && !k.startsWith('x-')) walk(v, childPointer(pointer, k), stack);
  };
  const root = docs.main.source.value;
  if (isObject(root)) {
    for (const key of ['paths', 'webhooks'] as const) walk(root[key], childPointer('#', key), []);
  }
  const definitions = new Set<string>();
  for (const pointer of names.keys()) {
    const target = deref(docs, { value: valueAt(docs, pointer), pointer });
    if (!target || definitions.has(target.pointer)) continue;
    definitions.add(target.pointer);
    // The definition itself is not a use of it; the schemas it names are.
    if (isObject(target.value))
      for (const [k, v] of Object.entries(target.value))
        if (k !== 'example' && k !== 'examples' && !k.startsWith('x-')) walk(v, childPointer(target.pointer, k), [target.pointer]);
  }
  return new Set([...uses].filter(([p, n]) => n >= WIDELY_USED || (n > 1 && !isSmall(docs, p))).map(([p]) => p));
}

/**
 * A schema shown this often is linked however small: an error object under every 4xx of every
 * operation was a twentieth of the reference, and those responses are folded anyway.
 */
const WIDELY_USED = 10;

/**
 * Up to this many fields a schema is small, counting the fields of the schemas it refers to, as
 * those are written out with it.
 */
const SMALL_FIELDS = 6;

function isSmall(docs: SpecDocuments, pointer: string): boolean {
  let left = SMALL_FIELDS;
  const seen = new Set<string>();
  const count = (schema: unknown, at: string, depth: number): void => {
    if (left < 0 || depth > 8) return;
    const target = deref(docs, { value: schema, pointer: at });
    if (!target || !isObject(target.value)) return;
    if (target.pointer !== at) {
      if (seen.has(target.pointer)) return;
      seen.add(target.pointer);
    }
    const s = target.value;
    const p = target.pointer;
    if (isObject(s.properties)) {
      for (const [k, v] of Object.entries(s.properties)) {
        left -= 1;
        count(v, childPointer(p, 'properties', k), depth + 1);
      }
    }
    for (const k of ['items', 'additionalProperties'] as const) count(s[k], childPointer(p, k), depth + 1);
    for (const k of ['allOf', 'oneOf', 'anyOf'] as const) {
      if (!Array.isArray(s[k])) continue;
      (s[k] as unknown[]).forEach((v, i) => {
        left -= 1;
        count(v, childPointer(p, k, i), depth + 1);
      });
    }
  };
  seen.add(pointer);
  count(valueAt(docs, pointer), pointer, 0);
  return left >= 0;
}
