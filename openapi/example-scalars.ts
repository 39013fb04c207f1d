import randexpModule from 'randexp';
import { isObject } from './pointer.ts';

const FORMATS: Record<string, string> = {
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

/** A pattern as the spec's JavaScript-like regular expression; undefined when it does not compile. */
function compile(pattern: unknown): RegExp | undefined {
  if (typeof pattern !== 'string') return undefined;
  // Unicode mode first (JSON Schema's); specs also write escapes only the legacy mode accepts (`\:`).
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // the next mode, or none
    }
  }
  return undefined;
}

/**
 * A string that fits the schema: the format's example value, else `string`, padded or cut to the
 * length bounds; with a `pattern` that this does not match, one made from the pattern (randexp,
 * with a fixed seed so a build gives the same page every time).
 */
export function stringSample(s: Record<string, unknown>, variant = 0): string {
  const format = typeof s.format === 'string' ? FORMATS[s.format] : undefined;
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  const fitLength = (v: string) => {
    let value = v;
    while (value.length < min) value += 'x';
    return value.length > max ? value.slice(0, Math.max(max, 0)) : value;
  };
  const base = format ?? (variant > 0 ? `string${variant + 1}` : 'string');
  const plain = format !== undefined && format.length >= min && format.length <= max && variant === 0 ? format : fitLength(base);
  const re = compile(s.pattern);
  if (!re || (re.test(plain) && variant === 0)) return plain;
  // randexp is CommonJS: Node gives its class as the default export, its typings a namespace.
  const RandExp = ((randexpModule as unknown as { default?: unknown }).default ?? randexpModule) as unknown as typeof randexpModule.default;
  const gen = new RandExp(re);
  gen.max = 4;
  let seed = 7 + variant * 7919;
  gen.randInt = (a: number, b: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return a + (seed % (b - a + 1));
  };
  // Repetitions are bounded by `max`; a few draws find one within the length bounds.
  for (let i = 0; i < 20; i++) {
    const value = gen.gen();
    if (value.length >= min && value.length <= max && re.test(value)) return value;
  }
  return plain;
}

const SAFE = Number.MAX_SAFE_INTEGER;

export function numberSample(s: Record<string, unknown>, integer: boolean, variant = 0): number {
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
  // The int64 range written out (-2^63) is no value to show: 0 is inside it.
  let value = min !== undefined && min < -SAFE && (max === undefined || max >= 0) ? 0 : (min ?? (max !== undefined && max < 0 ? max : 0));
  if (max !== undefined && value > max) value = max;
  if (integer) value = Math.ceil(value);
  if (typeof s.multipleOf === 'number' && s.multipleOf > 0) value = Math.ceil(value / s.multipleOf) * s.multipleOf;
  // Distinct values step up while the maximum allows.
  if (variant > 0 && (max === undefined || value + variant * step <= max)) value += variant * step;
  return value;
}

/**
 * Whether a value the spec gives on a schema (`example`, `default`) fits that schema's type and
 * bounds: one that does not (an `example: "10"` on an integer) would make the request example
 * invalid, so a made-up value is used instead.
 */
export function fits(value: unknown, s: Record<string, unknown>, types: readonly string[], nullable: boolean): boolean {
  if (value === null)
    return (
      nullable || types.includes('null') || (types.length === 0 && !['oneOf', 'anyOf', 'enum', 'const'].some((k) => s[k] !== undefined))
    );
  if (Array.isArray(s.enum) && s.enum.length > 0 && !s.enum.some((e) => JSON.stringify(e) === JSON.stringify(value))) return false;
  if (types.length === 0) return true;
  const kind = Array.isArray(value)
    ? 'array'
    : typeof value === 'number'
      ? Number.isInteger(value)
        ? 'integer'
        : 'number'
      : typeof value === 'object'
        ? 'object'
        : typeof value;
  if (!types.includes(kind) && !(kind === 'integer' && types.includes('number'))) return false;
  if (typeof value === 'string') {
    if (typeof s.minLength === 'number' && value.length < s.minLength) return false;
    if (typeof s.maxLength === 'number' && value.length > s.maxLength) return false;
    const re = compile(s.pattern);
    if (re && !re.test(value)) return false;
  }
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number' && value < s.minimum) return false;
    if (typeof s.maximum === 'number' && value > s.maximum) return false;
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && value.length < s.minItems) return false;
    if (typeof s.maxItems === 'number' && value.length > s.maxItems) return false;
  }
  if (isObject(value) && Array.isArray(s.required) && s.required.some((k) => typeof k === 'string' && !(k in value))) return false;
  return true;
}
