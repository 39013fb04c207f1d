import swagger2openapi from 'swagger2openapi';
import type { SpecDocuments, SpecFile } from './documents.ts';
import { getAt, isObject, pointerOf, pointerTokens } from './pointer.ts';
import type { SpecSource } from './source.ts';
import { convertOtherFiles } from './swagger2-files.ts';

/** Where each OpenAPI 3 component lives in a Swagger 2.0 file. */
const COMPONENT_HOMES: Record<string, string> = {
  schemas: 'definitions',
  parameters: 'parameters',
  requestBodies: 'parameters',
  responses: 'responses',
  securitySchemes: 'securityDefinitions',
};

const ROOT_HOMES: [string, string][] = [
  ['#/definitions/', '#/components/schemas/'],
  ['#/parameters/', '#/components/parameters/'],
  ['#/responses/', '#/components/responses/'],
];

/**
 * Converts a Swagger 2.0 spec to OpenAPI 3.0 with swagger2openapi, in memory. The converted spec
 * keeps the 2.0 file's positions: its `locate` translates a 3.0 pointer back to where the 2.0 file
 * wrote that value (`#/components/schemas/Pet` -> `#/definitions/Pet`, a request body -> the body
 * parameter, ...), so every later diagnostic cites the file the author edits.
 * Other files of the spec keep their 2.0 form; their `$ref`s into the spec's own definitions are
 * pointed at the converted components.
 */
export async function convertSwagger2(docs: SpecDocuments): Promise<SpecDocuments> {
  const original = docs.main.source;
  const input = withMsPaths(structuredClone(original.value) as Record<string, unknown>);
  const converted = (await swagger2openapi.convertObj(structuredClone(input), {
    patch: true,
    warnOnly: true,
    resolve: false,
    direct: true,
    // The converter would otherwise serialise the whole spec to YAML for its own messages.
    text: docs.main.text,
  })) as Record<string, unknown>;
  joinSplitContent(converted);
  const source: SpecSource = {
    value: converted,
    locate: (pointer) => original.locate(swaggerPointer(original.value, pointer)),
    written: (pointer) => swaggerPointer(original.value, pointer),
  };
  const main: SpecFile = { ...docs.main, source };
  const files = new Map(docs.files);
  files.set('', main);
  for (const file of files.values()) if (file !== main) rewriteRefs(file.source.value);
  const out = { ...docs, main, files };
  if (files.size > 1) convertOtherFiles(out, input);
  return out;
}

/**
 * Azure's `x-ms-paths` holds operations whose paths differ from another's only by a query string
 * (`/models/{id}/analyze?op=read`), which `paths` cannot key twice. They are operations like any
 * other: added to `paths` (a key `paths` already has stays the one written there).
 */
function withMsPaths(root: Record<string, unknown>): Record<string, unknown> {
  const extra = root['x-ms-paths'];
  if (!isObject(extra)) return root;
  const paths = isObject(root.paths) ? root.paths : (root.paths = {});
  for (const [key, item] of Object.entries(extra)) if (paths[key] === undefined && !key.startsWith('x-')) paths[key] = item;
  delete root['x-ms-paths'];
  return root;
}

function rewriteRefs(node: unknown, seen = new Set<object>()): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) return node.forEach((v) => rewriteRefs(v, seen));
  const obj = node as Record<string, unknown>;
  // Other files' references into the root file follow its parts to their 3.0 homes.
  if (typeof obj.$ref === 'string')
    for (const [home, moved] of ROOT_HOMES)
      if (obj.$ref.startsWith(home)) {
        obj.$ref = `${moved}${obj.$ref.slice(home.length)}`;
        break;
      }
  for (const v of Object.values(obj)) rewriteRefs(v, seen);
}

/**
 * The pointer in the Swagger 2.0 document of a value of the converted spec. Exact for components,
 * operations, parameters and schemas; a value the converter made up (a server, a request body) is
 * placed at what it was made from, and anything else at its nearest 2.0 ancestor.
 */
export function swaggerPointer(root: unknown, pointer: string): string {
  const t = pointerTokens(pointer);
  const out: string[] = [];
  let i = 0;
  if (t[0] === 'servers') return '#/host';
  // An operation of `x-ms-paths` (see withMsPaths) is written there.
  if (
    t[0] === 'paths' &&
    t[1] !== undefined &&
    getAt(root, ['paths', t[1]]) === undefined &&
    getAt(root, ['x-ms-paths', t[1]]) !== undefined
  )
    t[0] = 'x-ms-paths';
  if (t[0] === 'components' && t[1] !== undefined) {
    const home = COMPONENT_HOMES[t[1]];
    if (!home) return '#';
    out.push(home);
    i = 2;
  }
  for (; i < t.length; i++) {
    const token = t[i] as string;
    const next = t[i + 1];
    if (token === 'content' && next !== undefined) {
      // `content/<media type>/schema` -> `schema`; an example -> `examples/<media type>`.
      const after = t[i + 2];
      if (after === 'schema') {
        out.push('schema');
        i += 2;
      } else if (after === 'example' || after === 'examples') {
        out.push('examples', next);
        return pointerOf(out);
      } else return pointerOf(out);
      continue;
    }
    if (token === 'requestBody') {
      const params = getAt(root, [...out, 'parameters']);
      const index = Array.isArray(params)
        ? params.findIndex((p) => isObject(p) && (p.in === 'body' || p.in === 'formData' || typeof p.$ref === 'string'))
        : -1;
      out.push('parameters');
      if (index >= 0) out.push(String(index));
      return pointerOf(out);
    }
    if (token === 'schema' && out[out.length - 2] === 'parameters') {
      // A 2.0 parameter other than a body holds its type itself.
      const param = getAt(root, out);
      if (isObject(param) && param.schema === undefined) continue;
    }
    out.push(token);
  }
  return pointerOf(out);
}

/**
 * A 2.0 response without `produces` comes out of the converter as the any-type media range
 * (star/star) holding the schema, plus one media type per `examples` entry holding only the
 * example. Those are one response: the schema goes to each media type the examples name, and the
 * any-type entry goes.
 */
function joinSplitContent(spec: Record<string, unknown>): void {
  const paths = isObject(spec.paths) ? spec.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const op of Object.values(item)) {
      if (!isObject(op) || !isObject(op.responses)) continue;
      for (const response of Object.values(op.responses)) {
        const content = isObject(response) && isObject(response.content) ? response.content : undefined;
        const any = content?.['*/*'];
        if (!content || !isObject(any) || any.schema === undefined) continue;
        const bare = Object.entries(content).filter(([type, media]) => type !== '*/*' && isObject(media) && media.schema === undefined);
        if (bare.length === 0) continue;
        for (const [, media] of bare) (media as Record<string, unknown>).schema = any.schema;
        delete content['*/*'];
      }
    }
  }
}
