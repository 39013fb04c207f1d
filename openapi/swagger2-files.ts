import type { SpecDocuments } from './documents.ts';
import { splitPointer, unresolvedRef, valueAt } from './documents.ts';
import { METHODS } from './operations.ts';
import { childPointer, getAt, isObject } from './pointer.ts';

/**
 * swagger2openapi converts the root file of a Swagger 2.0 spec only; the other files a multi-file
 * spec refers to (Azure's `common-types`, a folder of definitions) keep their 2.0 form, and their
 * pointers are rewritten by the converter as if they were in the root (`types.json#/parameters/X`
 * becomes `types.json#/components/parameters/X`, which leads nowhere). This puts them right after
 * the conversion, in place, so every later stage sees one 3.0 spec whose parts keep their files:
 * - each file `$ref` gets its pointer back (`#/components/parameters/` -> `#/parameters/`, ...);
 * - a parameter from another file becomes a 3.0 parameter (its type moves under `schema`), or,
 *   for `in: body` and `in: formData`, the operation's request body;
 * - a response from another file gets `content` for the operation's `produces`;
 * - 2.0 schema keywords in other files (`x-nullable`, `type: file`, a string `discriminator`)
 *   take their 3.0 form.
 */
export function convertOtherFiles(docs: SpecDocuments, original: Record<string, unknown>): void {
  const converted = docs.main.source.value as Record<string, unknown>;
  fixFileRefs(docs, converted);
  const done = new WeakSet<object>();
  const globalConsumes = mediaList(original.consumes, 'application/json');
  const globalProduces = mediaList(original.produces, 'application/json');
  const paths = isObject(converted.paths) ? converted.paths : {};
  const originalPaths = isObject(original.paths) ? original.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const itemAt = follow(docs, rawItem, '#');
    if (!isObject(itemAt.value)) continue;
    const item = itemAt.value;
    const inOtherFile = itemAt.pointer.includes('#') && !itemAt.pointer.startsWith('#');
    const originalItem = isObject(originalPaths[path]) ? originalPaths[path] : {};
    const itemBodies = takeBodies(docs, item, globalConsumes, done);
    for (const method of METHODS) {
      const opAt = follow(docs, item[method], itemAt.pointer);
      if (!isObject(opAt.value)) continue;
      const op = opAt.value;
      const originalOp = inOtherFile ? op : isObject(originalItem[method]) ? originalItem[method] : {};
      const consumes = mediaList(originalOp.consumes, ...globalConsumes);
      const produces = mediaList(originalOp.produces, ...globalProduces);
      const own = takeBodies(docs, op, consumes, done);
      const body = own ?? (itemBodies ? structuredClone(itemBodies) : undefined);
      if (body && op.requestBody === undefined) op.requestBody = body;
      if (inOtherFile || opAt.pointer !== childPointer(itemAt.pointer, method)) {
        delete op.consumes;
        delete op.produces;
      }
      if (isObject(op.responses))
        for (const raw of Object.values(op.responses)) {
          const r = follow(docs, raw, opAt.pointer);
          if (isObject(r.value) && !r.pointer.startsWith('#') && !done.has(r.value)) {
            done.add(r.value);
            convertResponse(r.value, produces);
          }
        }
    }
  }
  const components = isObject(converted.components) ? converted.components : {};
  for (const kind of ['responses', 'parameters'] as const) {
    const map = isObject(components[kind]) ? components[kind] : {};
    for (const raw of Object.values(map)) {
      const r = follow(docs, raw, '#');
      if (!isObject(r.value) || r.pointer.startsWith('#') || done.has(r.value)) continue;
      done.add(r.value);
      if (kind === 'responses') convertResponse(r.value, globalProduces);
      else if (r.value.in !== 'body' && r.value.in !== 'formData') convertParameter(r.value);
    }
  }
  for (const file of docs.files.values()) if (file !== docs.main) convertSchemaKeywords(file.source.value, new WeakSet());
}

function mediaList(raw: unknown, ...fallback: string[]): string[] {
  const list = Array.isArray(raw) ? raw.filter((m): m is string => typeof m === 'string') : [];
  return list.length > 0 ? list : fallback;
}

/** A value and its canonical pointer, `$ref`s followed (a broken one stays itself). */
function follow(docs: SpecDocuments, value: unknown, pointer: string): { value: unknown; pointer: string } {
  let current = { value, pointer };
  for (let hops = 0; hops < 32; hops++) {
    const v = current.value;
    if (!isObject(v) || typeof v.$ref !== 'string' || unresolvedRef(v.$ref) !== undefined) return current;
    const target = splitPointer(docs, v.$ref);
    if (!target) return current;
    current = { value: getAt(target.file.source.value, target.tokens), pointer: v.$ref };
  }
  return current;
}

/** Where the converter moved a root-file pointer: the 2.0 home it came from. */
const HOMES: [string, string][] = [
  ['/components/schemas/', '/definitions/'],
  ['/components/parameters/', '/parameters/'],
  ['/components/requestBodies/', '/parameters/'],
  ['/components/responses/', '/responses/'],
  ['/components/securitySchemes/', '/securityDefinitions/'],
];

function fixFileRefs(docs: SpecDocuments, node: unknown, seen = new WeakSet<object>()): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) return node.forEach((v) => fixFileRefs(docs, v, seen));
  const obj = node as Record<string, unknown>;
  const ref = obj.$ref;
  if (typeof ref === 'string' && !ref.startsWith('#') && unresolvedRef(ref) === undefined && valueAt(docs, ref) === undefined) {
    const cut = ref.indexOf('#');
    const fragment = ref.slice(cut + 1);
    for (const [moved, home] of HOMES)
      if (fragment.startsWith(moved)) {
        const back = `${ref.slice(0, cut)}#${home}${fragment.slice(moved.length)}`;
        if (valueAt(docs, back) !== undefined) obj.$ref = back;
        break;
      }
  }
  for (const [k, v] of Object.entries(obj)) if (!k.startsWith('x-') && k !== 'example' && k !== 'examples') fixFileRefs(docs, v, seen);
}

/**
 * Converts the 2.0 parameters of a path item or operation that live in other files, and takes
 * the body and form ones out of its `parameters`: the request body they make, if any.
 */
function takeBodies(docs: SpecDocuments, holder: Record<string, unknown>, consumes: string[], done: WeakSet<object>): unknown {
  if (!Array.isArray(holder.parameters)) return undefined;
  let body: Record<string, unknown> | undefined;
  const form: { name: string; ref: string; required: boolean }[] = [];
  holder.parameters = holder.parameters.filter((raw) => {
    const p = follow(docs, raw, '#');
    if (!isObject(p.value) || p.pointer.startsWith('#')) return true;
    const param = p.value;
    if (param.in === 'body') {
      body = {
        ...(typeof param.description === 'string' ? { description: param.description } : {}),
        ...(param.required === true ? { required: true } : {}),
        content: Object.fromEntries(consumes.map((m) => [m, { schema: { $ref: `${p.pointer}/schema` } }])),
      };
      return false;
    }
    if (!done.has(param)) {
      done.add(param);
      convertParameter(param);
    }
    if (param.in === 'formData') {
      form.push({ name: String(param.name), ref: `${p.pointer}/schema`, required: param.required === true });
      return false;
    }
    return true;
  });
  if (form.length > 0 && !body) {
    const types = consumes.filter((m) => /multipart\/form-data|x-www-form-urlencoded/i.test(m));
    const schema = {
      type: 'object',
      properties: Object.fromEntries(form.map((f) => [f.name, { $ref: f.ref }])),
      ...(form.some((f) => f.required) ? { required: form.filter((f) => f.required).map((f) => f.name) } : {}),
    };
    body = { content: Object.fromEntries((types.length > 0 ? types : ['multipart/form-data']).map((m) => [m, { schema }])) };
  }
  return body;
}

/** The keywords a 2.0 parameter or header holds itself and a 3.0 one holds under `schema`. */
const TYPE_KEYS = [
  'type',
  'format',
  'items',
  'default',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'enum',
  'multipleOf',
];

function typedSchema(holder: Record<string, unknown>): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  for (const key of TYPE_KEYS) {
    if (holder[key] === undefined) continue;
    schema[key] = holder[key];
    delete holder[key];
  }
  if (schema.type === 'file') Object.assign(schema, { type: 'string', format: 'binary' });
  for (const [k, v] of Object.entries(holder)) if (k === 'x-nullable' && v === true) schema.nullable = true;
  return schema;
}

function convertParameter(param: Record<string, unknown>): void {
  if (param.schema !== undefined || param.content !== undefined) return;
  const format = param.collectionFormat;
  delete param.collectionFormat;
  param.schema = typedSchema(param);
  if (format === 'multi') Object.assign(param, { style: 'form', explode: true });
  else if (format === 'ssv') Object.assign(param, { style: 'spaceDelimited', explode: false });
  else if (format === 'pipes') Object.assign(param, { style: 'pipeDelimited', explode: false });
  else if (format === 'csv' || (format === undefined && isObject(param.schema) && param.schema.type === 'array' && param.in === 'query'))
    Object.assign(param, { style: 'form', explode: false });
}

function convertResponse(response: Record<string, unknown>, produces: string[]): void {
  if (response.content !== undefined) return;
  const examples = isObject(response.examples) ? response.examples : {};
  if (response.schema !== undefined || Object.keys(examples).length > 0) {
    const types = [...new Set([...produces, ...Object.keys(examples)])];
    response.content = Object.fromEntries(
      types.map((m) => [
        m,
        {
          ...(response.schema !== undefined ? { schema: response.schema } : {}),
          ...(examples[m] !== undefined ? { example: examples[m] } : {}),
        },
      ]),
    );
  }
  delete response.schema;
  delete response.examples;
  if (isObject(response.headers))
    for (const header of Object.values(response.headers))
      if (isObject(header) && header.schema === undefined && header.$ref === undefined) header.schema = typedSchema(header);
}

/** 2.0 schema keywords with a 3.0 spelling; examples and extensions are values, not schemas. */
function convertSchemaKeywords(node: unknown, seen: WeakSet<object>): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) return node.forEach((v) => convertSchemaKeywords(v, seen));
  const obj = node as Record<string, unknown>;
  if (obj['x-nullable'] === true && obj.$ref === undefined) obj.nullable = true;
  if (obj.type === 'file') Object.assign(obj, { type: 'string', format: 'binary' });
  if (typeof obj.discriminator === 'string') obj.discriminator = { propertyName: obj.discriminator };
  for (const [k, v] of Object.entries(obj)) if (!k.startsWith('x-') && k !== 'example' && k !== 'examples') convertSchemaKeywords(v, seen);
}
