import type { JsonValue } from '../model/api-schema.ts';
import { deref, type Located, type SpecDocuments } from './documents.ts';
import { mergeAllOf, propertiesOf } from './merge.ts';
import { typesOf } from './schema.ts';
import { childPointer, isObject } from './pointer.ts';

/** Requests leave out readOnly fields (the server sets them), responses writeOnly ones (never sent back). */
export type SampleDirection = 'request' | 'response';

interface State {
  docs: SpecDocuments;
  direction: SampleDirection;
  stack: readonly string[];
  depth: number;
  /** Values left to make: a schema where every field refers to two others would otherwise double per level. */
  budget: { left: number };
}

const MAX_DEPTH = 10;
/** How many schema references deep an example follows (each one is a level readers must scroll). */
const MAX_REFS = 2;
const BUDGET = 60;

const FORMATS: Record<string, JsonValue> = {
  date: '2024-05-01',
  'date-time': '2024-05-01T12:00:00Z',
  time: '12:00:00Z',
  duration: 'P1D',
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uri: 'https://example.com/path',
  url: 'https://example.com/path',
  'uri-reference': '/path',
  iri: 'https://example.com/path',
  'iri-reference': '/path',
  'uri-template': 'https://example.com/{id}',
  uuid: '3f2b8c1e-9d4a-4e6b-8c7d-1a2b3c4d5e6f',
  byte: 'U29tZSBieXRlcw==',
  binary: '<binary>',
  password: '********',
  'json-pointer': '/a/b',
  regex: '^[a-z]+$',
};

/**
 * A value that fits the schema, for specs that give no example: the schema's own example,
 * default, const or first enum value first, then a value from the type, format and bounds.
 * Recursion and depth are cut, so any schema gives a finite value.
 */
export function sampleFromSchema(docs: SpecDocuments, located: Located, direction: SampleDirection): JsonValue {
  return sample(located, { docs, direction, stack: [], depth: 0, budget: { left: BUDGET } }) ?? null;
}

function sample(located: Located, state: State): JsonValue | undefined {
  if (state.depth > MAX_DEPTH || state.budget.left-- <= 0) return undefined;
  const target = deref(state.docs, located);
  if (!target) return undefined;
  if (target.pointer !== located.pointer && (state.stack.includes(target.pointer) || state.stack.length >= MAX_REFS)) return undefined;
  const next: State = {
    ...state,
    stack: target.pointer === located.pointer ? state.stack : [...state.stack, target.pointer],
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
  if (s.example !== undefined) return s.example as JsonValue;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0] as JsonValue;
  if (s.const !== undefined) return s.const as JsonValue;
  if (s.default !== undefined) return s.default as JsonValue;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0] as JsonValue;
  for (const kind of ['oneOf', 'anyOf'] as const) {
    const list = s[kind];
    if (Array.isArray(list) && list.length > 0) {
      let first = sample({ value: list[0], pointer: childPointer(target.pointer, kind, 0) }, next);
      // A variant's fields merged into the shared ones: `{type: circle, radius: 1}`.
      if (isObject(first) && isObject(s.properties))
        first = { ...(objectSample(s, target.pointer, next) as Record<string, JsonValue>), ...first };
      const tag = discriminatorValue(s, list[0]);
      if (isObject(first) && tag) first = { ...first, [tag.property]: tag.value };
      return first;
    }
  }
  const { types, nullable } = typesOf(s);
  const type = types[0];
  if (type === undefined) return isObject(s.properties) ? objectSample(s, target.pointer, next) : nullable ? null : undefined;
  switch (type) {
    case 'object':
      return objectSample(s, target.pointer, next);
    case 'array': {
      const item = isObject(s.items) ? sample({ value: s.items, pointer: childPointer(target.pointer, 'items') }, next) : undefined;
      if (item === undefined) return [];
      const count = Math.min(Math.max(typeof s.minItems === 'number' ? s.minItems : 1, 1), 3);
      return Array.from({ length: count }, () => item);
    }
    case 'string':
      return stringSample(s);
    case 'integer':
    case 'number':
      return numberSample(s, type === 'integer');
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** The value a discriminator takes for a variant: its mapping key, or the schema's name. */
function discriminatorValue(s: Record<string, unknown>, option: unknown): { property: string; value: string } | undefined {
  const d = s.discriminator;
  if (!isObject(d) || typeof d.propertyName !== 'string' || !isObject(option) || typeof option.$ref !== 'string') return undefined;
  const ref = option.$ref;
  const mapped = isObject(d.mapping)
    ? Object.entries(d.mapping).find(([, target]) => target === ref || `#/components/schemas/${String(target)}` === ref)?.[0]
    : undefined;
  return { property: d.propertyName, value: mapped ?? ref.slice(ref.lastIndexOf('/') + 1) };
}

function objectSample(s: Record<string, unknown>, pointer: string, state: State): JsonValue {
  const out: Record<string, JsonValue> = {};
  const props = propertiesOf(state.docs, s, pointer);
  if (props) {
    for (const [name, prop] of Object.entries(props.map)) {
      const resolved = deref(state.docs, { value: prop, pointer: childPointer(props.base, name) });
      const p = resolved && isObject(resolved.value) ? resolved.value : undefined;
      if (state.direction === 'request' && p?.readOnly === true) continue;
      if (state.direction === 'response' && p?.writeOnly === true) continue;
      const value = sample({ value: prop, pointer: childPointer(props.base, name) }, state);
      if (value !== undefined) out[name] = value;
    }
  } else if (isObject(s.additionalProperties)) {
    const value = sample({ value: s.additionalProperties, pointer: childPointer(pointer, 'additionalProperties') }, state);
    if (value !== undefined) out.key = value;
  }
  return out;
}

function stringSample(s: Record<string, unknown>): string {
  const format = typeof s.format === 'string' ? FORMATS[s.format] : undefined;
  let value = typeof format === 'string' ? format : 'string';
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  if (typeof format !== 'string') {
    while (value.length < min) value += 'x';
    if (value.length > max) value = value.slice(0, Math.max(max, 0));
  }
  return value;
}

function numberSample(s: Record<string, unknown>, integer: boolean): number {
  const step = typeof s.multipleOf === 'number' && s.multipleOf > 0 ? s.multipleOf : integer ? 1 : 0.5;
  const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  const min =
    typeof s.minimum === 'number'
      ? s.exclusiveMinimum === true
        ? s.minimum + step
        : s.minimum
      : exMin !== undefined
        ? exMin + step
        : undefined;
  const max =
    typeof s.maximum === 'number'
      ? s.exclusiveMaximum === true
        ? s.maximum - step
        : s.maximum
      : exMax !== undefined
        ? exMax - step
        : undefined;
  let value = min ?? (max !== undefined && max < 0 ? max : 0);
  if (max !== undefined && value > max) value = max;
  if (integer) value = Math.ceil(value);
  if (typeof s.multipleOf === 'number' && s.multipleOf > 0) value = Math.ceil(value / s.multipleOf) * s.multipleOf;
  return value;
}
