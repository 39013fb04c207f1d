import type { JsonValue } from '../model/api-schema.ts';
import { deref, type Located, type SpecDocuments } from './documents.ts';
import { mergeAllOf, propertiesOf } from './merge.ts';
import { typesOf } from './schema.ts';
import { childPointer, isObject } from './pointer.ts';
import { fits, numberSample, stringSample } from './example-scalars.ts';

/** Requests leave out readOnly fields (the server sets them), responses writeOnly ones (never sent back). */
export type SampleDirection = 'request' | 'response';

interface State {
  docs: SpecDocuments;
  direction: SampleDirection;
  /** The schemas being sampled above this one: one met again is the recursion. */
  stack: readonly string[];
  /** Schema references followed to get here. */
  refs: number;
  depth: number;
  /** Optional values left to make: a schema where every field refers to two others would otherwise double per level. */
  budget: { left: number };
  /** Which of several distinct values to make (the items of a `uniqueItems` array); 0 for the first. */
  variant?: number;
}

/** How deep, and how many schema references deep, an example goes for optional fields. */
const MAX_DEPTH = 10;
const MAX_REFS = 2;
const BUDGET = 60;
/** Required fields are followed further, so the example validates; this only stops a pathological spec. */
const HARD_DEPTH = 40;

/**
 * A value that fits the schema, for specs that give no example: the schema's own example,
 * default, const or first enum value first, then a value from the type, format, pattern and
 * bounds. Every required field is there (so a copied request validates); optional ones are
 * shown while the example stays small (a few references deep, about 60 values). Recursion and
 * depth are cut, so any schema gives a finite value.
 */
export function sampleFromSchema(docs: SpecDocuments, located: Located, direction: SampleDirection): JsonValue {
  return sample(located, { docs, direction, stack: [], refs: 0, depth: 0, budget: { left: BUDGET } }, true) ?? null;
}

function sample(located: Located, state: State, required: boolean): JsonValue | undefined {
  if (state.depth > HARD_DEPTH) return undefined;
  if (!required && (state.depth > MAX_DEPTH || state.budget.left <= 0)) return undefined;
  state.budget.left--;
  const target = deref(state.docs, located);
  if (!target) return undefined;
  const viaRef = target.pointer !== located.pointer;
  if (viaRef && (state.stack.includes(target.pointer) || (!required && state.refs >= MAX_REFS))) return undefined;
  const next: State = {
    ...state,
    stack: viaRef ? [...state.stack, target.pointer] : state.stack,
    refs: viaRef ? state.refs + 1 : state.refs,
    depth: state.depth + 1,
  };
  if (!isObject(target.value)) return target.value === false ? undefined : null;
  let s = target.value;
  if (s.allOf !== undefined || typeof s.$ref === 'string') {
    // A member already being sampled above (`parent: {allOf: [{$ref: Node}]}`) is the recursion: left out.
    const merged = mergeAllOf(state.docs, target, state.stack);
    if (merged.members.some((m) => m !== target.pointer && state.stack.includes(m))) return undefined;
    s = merged.schema;
    next.stack = [...next.stack, ...merged.members];
  }
  if (isObject(s.if) && isObject(s.then)) s = takeThen(s);
  const { types, nullable } = typesOf(s);
  for (const own of [s.example, Array.isArray(s.examples) ? s.examples[0] : undefined, s.default])
    if (own !== undefined && fits(own, s, types, nullable)) return own as JsonValue;
  if (s.const !== undefined) return s.const as JsonValue;
  if (Array.isArray(s.enum) && s.enum.length > 0) return (s.enum.find((v) => v !== null) ?? s.enum[0]) as JsonValue;
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const list = s[kind];
    if (!Array.isArray(list) || list.length === 0) continue;
    // The first variant that gives a value (one may be the recursion), `null` last.
    const order = list.map((v: unknown, i) => ({ v, i })).sort((a, b) => Number(isNullType(a.v)) - Number(isNullType(b.v)));
    for (const { v, i } of order) {
      // A variant that only constrains the object (`anyOf: [{required: [a]}, {required: [b]}]`) is the object with those fields.
      const only = deref(state.docs, { value: v, pointer: childPointer(target.pointer, kind, i) })?.value;
      if (isObject(only) && isObject(s.properties) && constraintOnly(only)) {
        const mine = Array.isArray(only.required) ? only.required.map(String) : [];
        const required = [...(Array.isArray(s.required) ? s.required : []), ...mine];
        // oneOf: the fields only the other variants require are left out, or the value would match them too.
        const others =
          kind === 'oneOf'
            ? list.flatMap((o, j) => {
                const other = j === i ? undefined : deref(state.docs, { value: o, pointer: childPointer(target.pointer, kind, j) })?.value;
                return isObject(other) && Array.isArray(other.required) ? other.required.map(String).filter((r) => !mine.includes(r)) : [];
              })
            : [];
        const properties = Object.fromEntries(Object.entries(s.properties).filter(([name]) => !others.includes(name)));
        return objectSample({ ...s, properties, required, [kind]: undefined }, target.pointer, next);
      }
      let first = sample({ value: v, pointer: childPointer(target.pointer, kind, i) }, next, true);
      if (first === undefined) continue;
      // A variant's fields merged into the shared ones: `{type: circle, radius: 1}`.
      if (isObject(first) && isObject(s.properties))
        first = { ...(objectSample(s, target.pointer, next) as Record<string, JsonValue>), ...first };
      const tag = discriminatorValue(s, v);
      // A variant that gives the property a value itself (its enum or const) keeps it unless the mapping names this variant.
      if (isObject(first) && tag && (tag.mapped || first[tag.property] === undefined)) first = { ...first, [tag.property]: tag.value };
      return first;
    }
    return undefined;
  }
  const type = types[0];
  if (type === undefined) return isObject(s.properties) ? objectSample(s, target.pointer, next) : nullable ? null : undefined;
  switch (type) {
    case 'object':
      return objectSample(s, target.pointer, next);
    case 'array':
      return arraySample(s, target.pointer, next);
    case 'string':
      return stringSample(s, state.variant);
    case 'integer':
    case 'number':
      return numberSample(s, type === 'integer', state.variant);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/**
 * `if`/`then`: the example takes the `then` branch, its fields holding the values the `if` asks
 * for (`country: US` with the US postcode pattern), so it fits whichever branch applies.
 */
function takeThen(s: Record<string, unknown>): Record<string, unknown> {
  const { if: cond, then, else: _else, ...rest } = s;
  const out: Record<string, unknown> = { ...rest };
  const props: Record<string, unknown> = isObject(s.properties) ? { ...s.properties } : {};
  for (const part of [cond, then]) {
    if (!isObject(part)) continue;
    if (isObject(part.properties))
      for (const [name, extra] of Object.entries(part.properties))
        props[name] = props[name] === undefined ? extra : { allOf: [props[name], extra] };
    if (Array.isArray(part.required)) out.required = [...new Set([...(Array.isArray(out.required) ? out.required : []), ...part.required])];
  }
  out.properties = props;
  return out;
}

/** A schema with no type or fields of its own: only constraints on the schema it is a variant of. */
function constraintOnly(schema: Record<string, unknown>): boolean {
  return ['type', 'properties', '$ref', 'allOf', 'oneOf', 'anyOf', 'enum', 'const', 'items'].every((k) => schema[k] === undefined);
}

function isNullType(schema: unknown): boolean {
  return (
    isObject(schema) && (schema.type === 'null' || (Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null))
  );
}

/**
 * Items enough for `minItems` (one when there is no minimum, none when the items cannot be
 * made); a tuple (`prefixItems`, or draft 4's `items` list) gives each of its places.
 */
function arraySample(s: Record<string, unknown>, pointer: string, state: State): JsonValue {
  const min = typeof s.minItems === 'number' ? s.minItems : 0;
  const max = typeof s.maxItems === 'number' ? s.maxItems : Infinity;
  const tupleKey = Array.isArray(s.prefixItems) ? 'prefixItems' : Array.isArray(s.items) ? 'items' : undefined;
  const out: JsonValue[] = [];
  if (tupleKey) {
    const places = s[tupleKey] as unknown[];
    for (let i = 0; i < places.length && out.length < max; i++) {
      const value = sample({ value: places[i], pointer: childPointer(pointer, tupleKey, i) }, state, true);
      if (value === undefined) break;
      out.push(value);
    }
  }
  const rest = tupleKey === 'prefixItems' ? s.items : tupleKey ? s.additionalItems : s.items;
  if (!isObject(rest)) return out;
  const restKey = tupleKey === 'items' ? 'additionalItems' : 'items';
  const want = Math.min(Math.max(min, tupleKey ? 0 : 1), max);
  if (out.length >= want) return out;
  const item = sample({ value: rest, pointer: childPointer(pointer, restKey) }, state, min > out.length);
  if (item === undefined) return out;
  // Distinct items where they must be: the values an enum allows, in order, or made-up values that differ.
  const pool = s.uniqueItems === true && Array.isArray(rest.enum) ? (rest.enum as JsonValue[]) : undefined;
  for (let i = 0; out.length < want; i++) {
    if (pool) out.push(pool[i % pool.length] as JsonValue);
    else if (s.uniqueItems === true && i > 0)
      out.push(sample({ value: rest, pointer: childPointer(pointer, restKey) }, { ...state, variant: i }, true) ?? item);
    else out.push(item);
  }
  return out;
}

/** The value a discriminator takes for a variant: its mapping key, or the schema's name. */
function discriminatorValue(s: Record<string, unknown>, option: unknown): { property: string; value: string; mapped: boolean } | undefined {
  const d = s.discriminator;
  if (!isObject(d) || typeof d.propertyName !== 'string' || !isObject(option) || typeof option.$ref !== 'string') return undefined;
  const ref = option.$ref;
  // Mapping targets are written as the author wrote them (`#/components/schemas/Cat`, `Cat`, `cat.yml`):
  // compared by the name they end with.
  const tail = (target: string) =>
    target.slice(Math.max(target.lastIndexOf('/'), target.lastIndexOf('#')) + 1).replace(/\.(ya?ml|json)$/i, '');
  const mapped = isObject(d.mapping)
    ? Object.entries(d.mapping).find(([, target]) => target === ref || tail(String(target)) === tail(ref))?.[0]
    : undefined;
  return { property: d.propertyName, value: mapped ?? tail(ref), mapped: mapped !== undefined };
}

function objectSample(s: Record<string, unknown>, pointer: string, state: State): JsonValue {
  const out: Record<string, JsonValue> = {};
  const props = propertiesOf(state.docs, s, pointer);
  const required = new Set(Array.isArray(s.required) ? s.required.filter((k): k is string => typeof k === 'string') : []);
  if (props) {
    for (const [name, prop] of Object.entries(props.map)) {
      const resolved = deref(state.docs, { value: prop, pointer: childPointer(props.base, name) });
      const p = resolved && isObject(resolved.value) ? resolved.value : undefined;
      if (state.direction === 'request' && p?.readOnly === true) continue;
      if (state.direction === 'response' && p?.writeOnly === true) continue;
      const must = required.has(name);
      const value = sample({ value: prop, pointer: childPointer(props.base, name) }, state, must);
      // An optional object cut to `{}` by the limits tells less than leaving it out.
      if (value === undefined || (!must && isObject(value) && Object.keys(value).length === 0 && hasFields(p))) continue;
      out[name] = value;
    }
  } else if (isObject(s.additionalProperties)) {
    const value = sample({ value: s.additionalProperties, pointer: childPointer(pointer, 'additionalProperties') }, state, false);
    if (value !== undefined) out.key = value;
  }
  // A required name the schema does not describe (a spec's slip) is still sent, or the request fails.
  if (s.additionalProperties !== false)
    for (const name of required) {
      if (name in out || (props && name in props.map)) continue;
      const extra = isObject(s.additionalProperties)
        ? sample({ value: s.additionalProperties, pointer: childPointer(pointer, 'additionalProperties') }, state, true)
        : undefined;
      out[name] = extra ?? 'string';
    }
  return out;
}

function hasFields(schema: Record<string, unknown> | undefined): boolean {
  return schema !== undefined && (isObject(schema.properties) || Array.isArray(schema.allOf));
}
