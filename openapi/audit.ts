import type { Diagnostic } from '../model/diagnostics.ts';
import type { SpecDocuments, SpecFile } from './documents.ts';
import { eachSubschema } from './subschemas.ts';
import { childPointer, isObject } from './pointer.ts';
import { specDiagnostic } from './spec-diagnostic.ts';

/**
 * Formats OpenAPI, JSON Schema and the OpenAPI format registry define, plus ones widely written in
 * public specs (`url`, `int`, `uint8`...): none of them is ever reported, and a near miss is
 * measured against them.
 */
const FORMATS = new Set([
  'int32',
  'int64',
  'float',
  'double',
  'byte',
  'binary',
  'base64',
  'base64url',
  'date',
  'date-time',
  'time',
  'duration',
  'password',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uri-template',
  'uuid',
  'json-pointer',
  'relative-json-pointer',
  'regex',
  'decimal',
  'decimal128',
  'int8',
  'int16',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'char',
  'html',
  'commonmark',
  'media-range',
  'sf-binary',
  'sf-boolean',
  'sf-decimal',
  'sf-integer',
  'sf-string',
  'sf-token',
  'double-int',
  'url',
  'int',
  'uint',
  'integer',
  'number',
  'string',
  'boolean',
  'timestamp',
  'unixtime',
  'ip',
  'cidr',
  'mac',
  'phone',
  'currency',
  'hex',
  'text',
]);

/**
 * Warnings for what renders but may not mean what the author thinks: a format that looks like a
 * misspelt known one and,
 * in 3.1, the 3.0 forms that 2020-12 reads differently (`nullable`, an array of `items`). Any
 * other keyword is allowed in a 3.1 schema and draws nothing.
 * Each raw schema is looked at once, where it was written.
 */
export function auditSchemas(docs: SpecDocuments, version: '3.0' | '3.1'): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const file of docs.files.values()) {
    const seen = new Set<object>();
    const schema = (node: unknown, pointer: string): void => {
      if (!isObject(node) || seen.has(node)) return;
      seen.add(node);
      checkSchema(file, node, pointer, version, out);
      eachSubschema(node, pointer, schema);
    };
    const other = (node: unknown, pointer: string, key: string): void => {
      if (typeof node !== 'object' || node === null || seen.has(node)) return;
      if (key === 'example' || key === 'examples' || key === 'value' || key.startsWith('x-')) return;
      if (Array.isArray(node)) return node.forEach((v, i) => other(v, childPointer(pointer, i), ''));
      seen.add(node);
      for (const [k, v] of Object.entries(node)) {
        if (k === 'schema') schema(v, childPointer(pointer, k));
        else if (k === 'schemas' && pointer.endsWith('/components') && isObject(v))
          for (const [name, s] of Object.entries(v)) schema(s, childPointer(pointer, k, name));
        else other(v, childPointer(pointer, k), k);
      }
    };
    // A file other than the spec may be a bare schema (`$ref: ./pet.yaml`).
    if (
      file.key !== '' &&
      isObject(file.source.value) &&
      !('openapi' in file.source.value) &&
      ('type' in file.source.value || 'properties' in file.source.value)
    )
      schema(file.source.value, '#');
    else other(file.source.value, '#', '');
  }
  return out;
}

function checkSchema(file: SpecFile, node: Record<string, unknown>, pointer: string, version: '3.0' | '3.1', out: Diagnostic[]): void {
  const at = `${file.key}${pointer}`;
  // `format` is open-ended (OpenAPI: "can have any value"): GitHub's `repo.nwo` is a format of its
  // own, not a mistake. Only a near miss of a known format (`datetime`) is probably a typo.
  const guess = typeof node.format === 'string' && !FORMATS.has(node.format) ? nearMiss(node.format) : undefined;
  if (guess) {
    out.push(
      specDiagnostic({
        file,
        severity: 'warning',
        code: 'openapi-unknown-format',
        message: `unknown format "${String(node.format)}" at ${at}; it is shown as written`,
        pointer: childPointer(pointer, 'format'),
        hint: `did you mean "${guess}"? A format of your own is fine when it is not that close to a known one`,
      }),
    );
  }
  // 3.0's own schema (validate.ts) already rejects these; 3.1's leaves schemas to JSON Schema.
  if (version !== '3.1') return;
  checkTypeAndRequired(file, node, pointer, out);
  if (node.nullable !== undefined) {
    out.push(
      specDiagnostic({
        file,
        severity: 'warning',
        code: 'openapi-unknown-keyword',
        message: `"nullable" at ${at} has no effect in OpenAPI 3.1, so the page does not show the value as nullable`,
        pointer: childPointer(pointer, 'nullable'),
        hint: "3.1 has no nullable: add 'null' to type, e.g. type: [string, 'null'] (or declare openapi: 3.0.3)",
      }),
    );
  }
  if (Array.isArray(node.items)) {
    out.push(
      specDiagnostic({
        file,
        severity: 'warning',
        code: 'openapi-invalid',
        message: `"items" at ${at} is a list; in OpenAPI 3.1 it must be one schema. It is shown as a tuple`,
        pointer: childPointer(pointer, 'items'),
        hint: 'write one schema under items, or use prefixItems for a tuple',
      }),
    );
  }
}

const TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'];

/**
 * A `type` that is no JSON Schema type (`integr`) would be shown as written and validate nothing;
 * `required: true` on a property (Swagger 2.0's parameter form) makes nothing required: the list
 * belongs on the object. Each is a warning that says the fix.
 */
function checkTypeAndRequired(file: SpecFile, node: Record<string, unknown>, pointer: string, out: Diagnostic[]): void {
  const at = `${file.key}${pointer}`;
  const declared = typeof node.type === 'string' ? [node.type] : Array.isArray(node.type) ? node.type : [];
  declared.forEach((t, i) => {
    if (typeof t !== 'string' || TYPES.includes(t)) return;
    const guess = TYPES.find((known) => withinOneEdit(t.toLowerCase(), known) || t.toLowerCase() === known);
    out.push(
      specDiagnostic({
        file,
        severity: 'warning',
        code: 'openapi-unknown-type',
        message: `unknown type "${t}" at ${at}; it is shown as written and allows any value`,
        pointer: Array.isArray(node.type) ? childPointer(pointer, 'type', i) : childPointer(pointer, 'type'),
        hint: guess ? `did you mean "${guess}"?` : `a type is one of ${TYPES.join(', ')}`,
      }),
    );
  });
  if (typeof node.required === 'boolean') {
    out.push(
      specDiagnostic({
        file,
        severity: 'warning',
        code: 'openapi-invalid',
        message: `"required: ${String(node.required)}" at ${at} is ignored: in a schema, required is the list of property names on the object`,
        pointer: childPointer(pointer, 'required'),
        hint: 'remove it here and add the property name to `required: [...]` of the object that holds it',
      }),
    );
  }
}

/**
 * The known format one edit away (a letter added, dropped, changed, or two neighbours swapped):
 * `datetime` -> `date-time`, `int23` -> `int32`. Anything further is a format of the author's own
 * (`cidr`, `twiml`), never a typo worth a warning.
 */
export function nearMiss(format: string): string | undefined {
  const lower = format.toLowerCase();
  if (FORMATS.has(lower)) return undefined;
  for (const known of FORMATS) if (withinOneEdit(lower, known)) return known;
  return undefined;
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * 3.1 reads no `nullable` (the warning above says so): it is taken out of a 3.1 spec's schemas
 * after the audit, so the page, the examples and a 3.1 validator agree that null is not allowed.
 * Extensions and example values are data and keep theirs.
 */
export function dropNullable(docs: SpecDocuments): void {
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    const obj = node as Record<string, unknown>;
    if (typeof obj.nullable === 'boolean') delete obj.nullable;
    for (const [k, v] of Object.entries(obj))
      if (!k.startsWith('x-') && k !== 'example' && k !== 'examples' && k !== 'default' && k !== 'const' && k !== 'enum') walk(v);
  };
  for (const file of docs.files.values()) walk(file.source.value);
}
