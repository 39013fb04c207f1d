import type { ApiModel, ApiTagNav } from '../../model/api.ts';
import type { JsonValue, SchemaNode } from '../../model/api-schema.ts';
import { safeUrl as policySafeUrl } from '../../model/url-policy.ts';

/** How a schema's type reads in a tree or a table: `string <date-time>`, `array of Pet`, `integer or null`. */
export function typeLabel(node: SchemaNode): string {
  if (node.unresolved !== undefined && node.types.length === 0) return 'unresolved';
  if (node.ref) return node.types.length === 0 ? node.ref.name : `${node.ref.name} (${node.types.join(' or ')})`;
  let base: string;
  if (node.types.length === 1 && node.types[0] === 'array' && node.items) base = `array of ${itemLabel(node.items)}`;
  else if (node.types.length > 0) base = node.types.join(' or ');
  else if (node.variants) base = `${node.variants.kind === 'oneOf' ? 'one of' : 'any of'} ${node.variants.options.length} types`;
  else if (node.const !== undefined) base = typeof node.const === 'string' ? 'string' : typeof node.const;
  else if (node.not) base = `not ${typeLabel(node.not)}`;
  else base = 'any';
  if (node.format) base += ` <${node.format}>`;
  if (node.contentMediaType) base += ` (${node.contentMediaType})`;
  if (node.nullable) base += ' or null';
  return base;
}

function itemLabel(items: SchemaNode): string {
  if (items.ref) return items.ref.name;
  if (items.name && items.types[0] === 'object') return items.name;
  const label = typeLabel(items);
  return items.types.length === 1 && items.types[0] === 'object' && items.title
    ? items.title
    : label.includes(' ') && !label.startsWith('array') && !label.includes('<')
      ? `(${label})`
      : label;
}

/** The constraints of a schema in words, each one short enough for a chip. */
export function constraintLabels(node: SchemaNode): string[] {
  const out: string[] = [];
  const lower =
    typeof node.exclusiveMinimum === 'number'
      ? `> ${numberText(node.exclusiveMinimum)}`
      : node.minimum !== undefined
        ? `${node.exclusiveMinimum === true ? '>' : '>='} ${numberText(node.minimum)}`
        : undefined;
  const upper =
    typeof node.exclusiveMaximum === 'number'
      ? `< ${numberText(node.exclusiveMaximum)}`
      : node.maximum !== undefined
        ? `${node.exclusiveMaximum === true ? '<' : '<='} ${numberText(node.maximum)}`
        : undefined;
  if (lower) out.push(lower);
  if (upper) out.push(upper);
  if (node.multipleOf !== undefined) out.push(`multiple of ${node.multipleOf}`);
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) out.push(min === max ? `${min} ${unit}` : `${min} to ${max} ${unit}`);
    else if (min !== undefined) out.push(`>= ${min} ${unit}`);
    else if (max !== undefined) out.push(`<= ${max} ${unit}`);
  };
  range(node.minLength, node.maxLength, 'characters');
  range(node.minItems, node.maxItems, 'items');
  range(node.minProperties, node.maxProperties, 'properties');
  // Kubernetes writes uniqueItems on every parameter, strings included: it says something of arrays only.
  if (node.uniqueItems && (node.types.length === 0 || node.types.includes('array'))) out.push('unique items');
  if (node.pattern !== undefined) out.push(`pattern ${node.pattern}`);
  return out;
}

/**
 * The limits of 64-bit integers as specs write them: a JSON number that large is read as the
 * nearest double (9223372036854775807 becomes 9223372036854775808, printed 9223372036854776000),
 * so those doubles are shown as the integer the spec meant.
 */
const INT_LIMITS = new Map<number, string>([
  [2 ** 63, '9223372036854775807'],
  [-(2 ** 63), '-9223372036854775808'],
  [2 ** 64, '18446744073709551615'],
]);

/** A bound as text: exact for integers past 2^53, never in exponent form. */
export function numberText(n: number): string {
  if (Number.isSafeInteger(n) || !Number.isInteger(n)) return String(n);
  return INT_LIMITS.get(n) ?? BigInt(n).toString();
}

/** A JSON value as it is written in a spec, for defaults, enums and examples. */
export function jsonText(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  return JSON.stringify(value) ?? '';
}

/**
 * True when a tree shows a nested level anywhere (a field with fields of its own, a variant with
 * some): only then is "Expand all" worth a button. A tree that is a link has none.
 */
export function hasNestedRows(node: SchemaNode): boolean {
  if (node.ref) return false;
  if (node.types[0] === 'array' && node.items && !node.properties) return hasNestedRows(node.items);
  const rows = [
    ...(node.properties ?? []).map((p) => p.schema),
    ...(node.patternProperties ?? []).map((p) => p.schema),
    ...(typeof node.additionalProperties === 'object' ? [node.additionalProperties] : []),
    ...(node.prefixItems ?? []),
  ];
  if (rows.some(hasChildren)) return true;
  return node.conditional !== undefined || (node.variants?.options.some((o) => hasNestedRows(o.schema)) ?? false);
}

/** True when a node has fields, variants or items worth a nested level. */
export function hasChildren(node: SchemaNode): boolean {
  if (node.ref) return false;
  if (node.properties && node.properties.length > 0) return true;
  if (node.variants) return true;
  if (node.conditional) return true;
  if (node.patternProperties && node.patternProperties.length > 0) return true;
  if (typeof node.additionalProperties === 'object') return true;
  if (node.prefixItems && node.prefixItems.length > 0) return true;
  return node.items !== undefined && hasChildren(node.items);
}

/** The navigation of a page: its tags with their operations, where they render on this page. */
export function pageNav(model: ApiModel): ApiTagNav[] {
  const byAnchor = new Map(model.operations.map((o) => [o.anchor, o]));
  return model.tags.map((t) => ({
    name: t.name,
    ...(t.displayName ? { label: t.displayName } : {}),
    anchor: t.anchor,
    operations: t.operations.flatMap((a) => {
      const op = byAnchor.get(a);
      return op ? [{ anchor: op.anchor, method: op.method, label: op.summary || op.path, deprecated: op.deprecated }] : [];
    }),
  }));
}

/**
 * A URL from the spec as an href: web, mail, phone and relative links pass (model/url-policy.ts,
 * after tabs, control characters and entities are undone as a browser would); anything else (a
 * `javascript:` URL in a hostile spec) becomes undefined, so it renders as text.
 */
export function safeUrl(url: string | undefined): string | undefined {
  return policySafeUrl(url);
}
