import { childPointer, isObject } from './pointer.ts';

/** Keywords whose value is one schema (draft 4's `additionalItems` and 2020-12's alike). */
const ONE = [
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
/** Keywords whose value is a list of schemas (`items` too, in its draft-4 tuple form). */
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
/** Keywords whose value is a map of named schemas. */
const MAP = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

/**
 * Calls `visit` with every direct subschema of a raw schema and its pointer: the one list of the
 * JSON Schema keywords that hold schemas, for every walk over a spec's raw schemas. `mapOf` reads a
 * map's value (a walk that follows `$ref`s resolves a map written as one).
 */
export function eachSubschema(
  node: Record<string, unknown>,
  pointer: string,
  visit: (schema: unknown, pointer: string) => void,
  mapOf: (value: unknown) => unknown = (value) => value,
): void {
  for (const k of ONE) if (!Array.isArray(node[k])) visit(node[k], childPointer(pointer, k));
  for (const k of LIST) {
    const list = node[k];
    if (Array.isArray(list)) list.forEach((v: unknown, i) => visit(v, childPointer(pointer, k, i)));
  }
  for (const k of MAP) {
    const map = mapOf(node[k]);
    if (isObject(map)) for (const [name, v] of Object.entries(map)) visit(v, childPointer(pointer, k, name));
  }
}
