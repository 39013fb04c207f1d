import { fileURLToPath } from 'node:url';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { Diagnostic } from '../cli/diagnostics.ts';
import { splitPointer, type SpecDocuments } from './documents.ts';
import { escapeToken, getAt, isObject, pointerTokens } from './pointer.ts';
import { specDiagnostic } from './spec-diagnostic.ts';

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Errors that only say "some alternative failed": the error that made it fail says more. */
const CONSEQUENTIAL = new Set(['oneOf', 'anyOf', 'if', 'not']);
const MAX_ERRORS = 8;

/**
 * Validates the spec with swagger-parser against the OpenAPI 3.0 / 3.1 JSON schemas and its
 * semantic checks. Files are served from the documents already read (swagger-parser reads no
 * file itself and never uses the network). An unknown keyword is a warning; anything else wrong
 * is an error at the pointer (and line) where it was written.
 */
export async function validateDocuments(docs: SpecDocuments): Promise<Diagnostic[]> {
  const options = (validate: { schema?: false; spec?: false }) => ({
    resolve: { external: true, file: false, http: false, portal: portalResolver(docs) },
    dereference: { circular: 'ignore' as const },
    validate,
  });
  const out: Diagnostic[] = [];
  try {
    await SwaggerParser.validate(docs.main.abs, options({ spec: false }) as never);
  } catch (error) {
    const details = (error as { details?: AjvError[] }).details;
    if (!Array.isArray(details)) return [failure(docs, error)];
    out.push(...schemaErrors(docs, details));
    if (out.some((d) => d.severity === 'error')) return out;
  }
  try {
    await SwaggerParser.validate(docs.main.abs, options({ schema: false }) as never);
  } catch (error) {
    out.push(failure(docs, error));
  }
  return out;
}

function portalResolver(docs: SpecDocuments) {
  const byPath = new Map([...docs.files.values()].map((f) => [path.resolve(f.abs), f.text]));
  return {
    order: 1,
    canRead: true,
    read(file: { url: string }): string {
      const p = file.url.startsWith('file:') ? fileURLToPath(file.url) : path.resolve(decodeURIComponent(file.url));
      const text = byPath.get(p);
      // Only files the loader already checked (inside the site folder) can be read.
      if (text === undefined) throw new Error(`portal does not read ${file.url} while validating`);
      return text;
    },
  };
}

function failure(docs: SpecDocuments, error: unknown): Diagnostic {
  const message = String((error as Error).message ?? error).replace(/^Validation failed\.\s*/, '').split('\n')[0] ?? 'invalid spec';
  // swagger-parser names operations by path (`/paths/{id}/get`): turn that into a pointer when it is one.
  const named = /(\/paths\/\S+?\/(?:get|put|post|delete|options|head|patch|trace))\b/.exec(message)?.[1];
  const pointer = named ? `#/paths/${escapeToken(named.slice('/paths/'.length).replace(/\/(get|put|post|delete|options|head|patch|trace)$/, ''))}/${named.split('/').pop()}` : undefined;
  return specDiagnostic({
    file: docs.main,
    severity: 'error',
    code: 'openapi-invalid',
    message: `the spec is invalid: ${message}`,
    ...(pointer ? { pointer } : {}),
    hint: 'fix the place named; the OpenAPI specification describes each field',
  });
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
      out.push(specDiagnostic({ file, severity: 'warning', code: 'openapi-unknown-keyword', message: `unknown keyword "${unknown}" at ${where.pointer}; it is ignored`, pointer: at, hint: 'remove it, or prefix it with x- to mark it as an extension' }));
      continue;
    }
    out.push(specDiagnostic({ file, severity: 'error', code: 'openapi-invalid', message: `the spec is invalid at ${where.pointer}: ${describe(d)}`, pointer: where.pointer, hint: 'fix the value at that place; the OpenAPI specification describes each field' }));
  }
  const errors = out.filter((d) => d.severity === 'error');
  return [...errors.slice(0, MAX_ERRORS), ...out.filter((d) => d.severity === 'warning')];
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
  if (d.keyword === 'enum' && Array.isArray(p.allowedValues)) return `must be one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  if (d.keyword === 'type') return `must be of type ${String(p.type)}`;
  if (d.keyword === 'pattern') return `must match the pattern ${String(p.pattern)}`;
  return d.message ?? d.keyword;
}

/**
 * swagger-parser validates the dereferenced spec, so an error inside a shared component is reported
 * at every place that uses it. Walking the raw files and following `$ref`s on the way gives the one
 * place where the value was written.
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
