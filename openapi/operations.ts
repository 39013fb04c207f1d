import type {
  ApiCallback,
  ApiHeader,
  ApiOperation,
  ApiParameter,
  ApiParameterGroup,
  ApiRequestBody,
  ApiResponse,
  ParameterLocation,
} from '../model/api.ts';
import type { JsonValue } from '../model/api-schema.ts';
import { anchorPart, type NormaliseContext } from './context.ts';
import { deref, unresolvedRef, type Located } from './documents.ts';
import { sampleFromSchema } from './example.ts';
import { exampleValues, mediaTypes, type MediaTypeData } from './media.ts';
import { childPointer, isObject } from './pointer.ts';
import { isInternal } from './pointer.ts';
import { buildSchema } from './schema.ts';
import { externalDocs, securityRequirements, servers } from './parts.ts';
import { requestSamples } from './request-sample.ts';
import { bodyText } from './console-data.ts';
import { responseLinks } from './links.ts';

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const LOCATIONS: ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

export interface OperationInput {
  kind: ApiOperation['kind'];
  method: string;
  /** Path template, webhook name or callback expression. */
  path: string;
  /** The operation object. */
  located: Located;
  /** The path item it belongs to (for shared parameters and servers). */
  item: Record<string, unknown>;
  itemPointer: string;
  /** Anchor to use when the operation has no operationId. */
  anchorBase: string;
}

/** One operation of the spec as the page shows it. */
export function normaliseOperation(ctx: NormaliseContext, input: OperationInput): ApiOperation {
  // Multi-file specs write operations in files of their own (`get: {$ref: ./get-map.yaml}`).
  const located = deref(ctx.docs, input.located) ?? input.located;
  const op = isObject(located.value) ? located.value : {};
  const p = located.pointer;
  const operationId = typeof op.operationId === 'string' && op.operationId.trim() ? op.operationId : undefined;
  const anchor = ctx.anchors.take(input.kind === 'operation' && operationId ? `operation/${anchorPart(operationId)}` : input.anchorBase);
  const out: ApiOperation = {
    kind: input.kind,
    anchor,
    pointer: p,
    method: input.method.toUpperCase(),
    path: input.path,
    summary: typeof op.summary === 'string' ? op.summary : '',
    descriptionHtml: ctx.text.html(op.description),
    tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
    deprecated: op.deprecated === true,
    parameters: [],
    responses: [],
    security: Array.isArray(op.security) ? securityRequirements(op.security) : ctx.security,
    callbacks: [],
    codeSamples: [],
  };
  if (operationId) out.operationId = operationId;
  const docs = externalDocs(ctx, op.externalDocs);
  if (docs) out.externalDocs = docs;
  const own = servers(ctx, op.servers ?? input.item.servers);
  if (own.length > 0) out.servers = own;

  const params = parameters(ctx, input, op, p);
  out.parameters = LOCATIONS.map((loc) => ({ in: loc, parameters: params.filter((x) => x.model.in === loc).map((x) => x.model) })).filter(
    (g: ApiParameterGroup) => g.parameters.length > 0,
  );
  let body: MediaTypeData | undefined;
  const bodyRaw =
    op.requestBody === undefined ? undefined : deref(ctx.docs, { value: op.requestBody, pointer: childPointer(p, 'requestBody') });
  if (bodyRaw && isObject(bodyRaw.value)) {
    const content = mediaTypes(ctx, bodyRaw.value.content, childPointer(bodyRaw.pointer, 'content'), 'request');
    body = content[0];
    const rb: ApiRequestBody = {
      pointer: bodyRaw.pointer,
      required: bodyRaw.value.required === true,
      descriptionHtml: ctx.text.html(bodyRaw.value.description),
      content: content.map((c) => c.model),
    };
    out.requestBody = rb;
  }
  const responses = isObject(op.responses) ? Object.entries(op.responses) : [];
  const successes: MediaTypeData[] = [];
  for (const [status, raw] of responses) {
    const r = deref(ctx.docs, { value: raw, pointer: childPointer(p, 'responses', status) });
    if (!r || !isObject(r.value)) {
      const ref = isObject(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
      // The warning names the `$ref`; the page keeps the status, so no answer silently disappears.
      if (ref)
        out.responses.push({
          status,
          anchor: ctx.anchors.take(`${anchor}/response/${anchorPart(status)}`),
          pointer: childPointer(p, 'responses', status),
          descriptionHtml: `<p>Unresolved reference <code>${escapeText(unresolvedRef(ref) ?? ref)}</code></p>`,
          headers: [],
          content: [],
        });
      continue;
    }
    const content = mediaTypes(ctx, r.value.content, childPointer(r.pointer, 'content'), 'response', {
      generate: /^2/.test(status) || (status === 'default' && responses.length === 1),
    });
    if (/^2/.test(status) && successes.length === 0 && content[0]) successes.push(content[0]);
    const response: ApiResponse = {
      status,
      anchor: ctx.anchors.take(`${anchor}/response/${anchorPart(status)}`),
      pointer: r.pointer,
      descriptionHtml: ctx.text.html(r.value.description),
      headers: headers(ctx, r.value.headers, childPointer(r.pointer, 'headers')),
      content: content.map((c) => c.model),
    };
    const links = responseLinks(ctx, r.value.links, childPointer(r.pointer, 'links'));
    if (links.length > 0) response.links = links;
    out.responses.push(response);
  }
  if (isObject(op.callbacks)) out.callbacks = callbacks(ctx, op.callbacks, out);
  if (input.kind === 'operation') {
    out.codeSamples = requestSamples(ctx, {
      op,
      operation: out,
      params: params.map((x) => ({ model: x.model, value: x.value })),
      body,
      success: successes[0],
    });
    const consoleBody = ctx.tryIt && body ? bodyText(body) : undefined;
    if (consoleBody) out.consoleBody = consoleBody;
  }
  return out;
}

interface ParamData {
  model: ApiParameter;
  value: JsonValue | undefined;
}

/** Path-level and operation-level parameters; the operation's win on the same name and place. */
function parameters(ctx: NormaliseContext, input: OperationInput, op: Record<string, unknown>, opPointer: string): ParamData[] {
  const byKey = new Map<string, ParamData>();
  const add = (list: unknown, pointer: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, i) => {
      const found = deref(ctx.docs, { value: raw, pointer: childPointer(pointer, 'parameters', i) });
      if (!found || !isObject(found.value) || isInternal(found.value)) return;
      const data = parameter(ctx, found);
      if (data) byKey.set(`${data.model.in}:${data.model.name}`, data);
    });
  };
  add(input.item.parameters, input.itemPointer);
  add(op.parameters, opPointer);
  return [...byKey.values()];
}

function parameter(ctx: NormaliseContext, found: Located): ParamData | undefined {
  const v = found.value as Record<string, unknown>;
  const where = String(v.in);
  if (typeof v.name !== 'string' || !LOCATIONS.includes(where as ParameterLocation)) return undefined;
  const model: ApiParameter = {
    name: v.name,
    in: where as ParameterLocation,
    pointer: found.pointer,
    required: v.required === true || where === 'path',
    deprecated: v.deprecated === true,
    descriptionHtml: ctx.text.html(v.description),
  };
  if (typeof v.style === 'string') model.style = v.style;
  if (typeof v.explode === 'boolean') model.explode = v.explode;
  let schema: Located | undefined =
    v.schema === undefined ? undefined : { value: v.schema, pointer: childPointer(found.pointer, 'schema') };
  if (!schema && isObject(v.content)) {
    const [mediaType, media] = Object.entries(v.content)[0] ?? [];
    if (mediaType && isObject(media) && media.schema !== undefined)
      schema = { value: media.schema, pointer: childPointer(found.pointer, 'content', mediaType, 'schema') };
  }
  if (schema) model.schema = buildSchema(ctx, schema, { ...ctx.limits, direction: 'request' });
  // Shown only when the spec gives it: a value made from the type ("string", 0) tells nothing.
  const own = exampleValues(ctx, v, found.pointer)[0]?.value ?? model.schema?.examples?.[0];
  if (own !== undefined) model.example = JSON.stringify(own);
  const value = own ?? (schema ? sampleFromSchema(ctx.docs, schema, 'request') : undefined);
  return { model, value };
}

function headers(ctx: NormaliseContext, raw: unknown, pointer: string): ApiHeader[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]): ApiHeader[] => {
    const h = deref(ctx.docs, { value, pointer: childPointer(pointer, name) });
    if (!h || !isObject(h.value)) return [];
    const out: ApiHeader = {
      name,
      required: h.value.required === true,
      deprecated: h.value.deprecated === true,
      descriptionHtml: ctx.text.html(h.value.description),
    };
    if (h.value.schema !== undefined)
      out.schema = buildSchema(
        ctx,
        { value: h.value.schema, pointer: childPointer(h.pointer, 'schema') },
        { ...ctx.limits, direction: 'response' },
      );
    return [out];
  });
}

function callbacks(ctx: NormaliseContext, raw: Record<string, unknown>, parent: ApiOperation): ApiCallback[] {
  return Object.entries(raw).flatMap(([name, value]): ApiCallback[] => {
    const cb = deref(ctx.docs, { value, pointer: childPointer(parent.pointer, 'callbacks', name) });
    if (!cb || !isObject(cb.value)) return [];
    const operations: ApiOperation[] = [];
    for (const [expression, itemRaw] of Object.entries(cb.value)) {
      const item = deref(ctx.docs, { value: itemRaw, pointer: childPointer(cb.pointer, expression) });
      if (!item || !isObject(item.value)) continue;
      for (const method of METHODS) {
        if (!isObject(item.value[method])) continue;
        operations.push(
          normaliseOperation(ctx, {
            kind: 'callback',
            method,
            path: expression,
            located: { value: item.value[method], pointer: childPointer(item.pointer, method) },
            item: item.value,
            itemPointer: item.pointer,
            anchorBase: `${parent.anchor}/callback/${anchorPart(name)}/${method}`,
          }),
        );
      }
    }
    return [{ name, operations }];
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
