import type { ApiCodeSample, ApiOperation, ApiParameter } from '../model/api.ts';
import type { JsonValue } from '../model/api-schema.ts';
import { codeSamples, type SampleBody, type SampleRequest } from './code-samples.ts';
import type { NormaliseContext } from './context.ts';
import { deref } from './documents.ts';
import { isJsonMedia, scalarText, type MediaTypeData } from './media.ts';
import { childPointer, isObject } from './pointer.ts';
import { serverUrl } from './parts.ts';

export interface RequestSampleInput {
  op: Record<string, unknown>;
  operation: ApiOperation;
  params: { model: ApiParameter; value: JsonValue | undefined }[];
  body: MediaTypeData | undefined;
  success: MediaTypeData | undefined;
}

/** Headers OpenAPI says are described elsewhere (content negotiation and auth). */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/**
 * The operation's code samples: `x-codeSamples` (or the older `x-code-samples`) when the spec
 * gives them, else curl, fetch and requests calls built from the first server, the required
 * parameters, the first security requirement and the first request body example.
 */
export function requestSamples(ctx: NormaliseContext, input: RequestSampleInput): ApiCodeSample[] {
  const key = input.op['x-codeSamples'] !== undefined ? 'x-codeSamples' : 'x-code-samples';
  const at = childPointer(input.operation.pointer, key);
  // Multi-file specs keep samples in files of their own: the list or each sample may be a `$ref`.
  const custom = deref(ctx.docs, { value: input.op[key], pointer: at })?.value;
  if (Array.isArray(custom) && custom.length > 0) {
    return custom
      .map((item, i) => deref(ctx.docs, { value: item, pointer: childPointer(at, i) })?.value)
      .filter(isObject)
      .flatMap((s): ApiCodeSample[] => {
        if (typeof s.source !== 'string') return [];
        const lang = typeof s.lang === 'string' ? s.lang : 'text';
        return [{ lang: lang.toLowerCase(), label: typeof s.label === 'string' ? s.label : lang, html: ctx.text.code(s.source, lang) }];
      });
  }
  return codeSamples(sampleRequest(ctx, input)).map((s) => ({ lang: s.lang, label: s.label, html: ctx.text.code(s.source, s.syntax) }));
}

export function sampleRequest(ctx: NormaliseContext, { operation, params, body, success }: RequestSampleInput): SampleRequest {
  let path = operation.path;
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  const cookies: string[] = [];
  for (const { model, value } of params) {
    if (model.in === 'path') path = path.split(`{${model.name}}`).join(encodeURIComponent(scalarText(value ?? model.name)));
    else if (!model.required) continue;
    else if (model.in === 'query') query.push([model.name, scalarText(value)]);
    else if (model.in === 'header' && !IGNORED_HEADERS.has(model.name.toLowerCase())) headers.push([model.name, scalarText(value)]);
    else if (model.in === 'cookie') cookies.push(`${model.name}=${scalarText(value)}`);
  }
  let basicAuth = false;
  for (const { key } of operation.security[0]?.schemes ?? []) {
    const scheme = ctx.securitySchemes.get(key);
    if (!scheme) continue;
    if (scheme.type === 'apiKey' && scheme.name) {
      if (scheme.in === 'query') query.push([scheme.name, 'YOUR_API_KEY']);
      else if (scheme.in === 'cookie') cookies.push(`${scheme.name}=YOUR_API_KEY`);
      else headers.push([scheme.name, 'YOUR_API_KEY']);
    } else if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic') basicAuth = true;
    else if (scheme.type === 'http') headers.push(['Authorization', `${capitalise(scheme.scheme ?? 'bearer')} YOUR_TOKEN`]);
    else if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') headers.push(['Authorization', 'Bearer YOUR_ACCESS_TOKEN']);
  }
  if (cookies.length > 0) headers.push(['Cookie', cookies.join('; ')]);
  const server = operation.servers?.[0] ?? ctx.servers[0];
  const request: SampleRequest = {
    method: operation.method,
    url: `${serverUrl(server)}${path}`,
    query,
    headers,
    response: responseKind(success),
  };
  if (basicAuth) request.basicAuth = true;
  const b = body && sampleBody(ctx, body);
  if (b && NO_BODY.has(operation.method)) bodyless(request, b);
  else if (b) request.body = b;
  return request;
}

/** Browsers' fetch refuses a body on these, and most servers ignore one. */
const NO_BODY = new Set(['GET', 'HEAD']);

/**
 * A GET or HEAD whose spec gives a body: flat fields go in the query string (what such APIs
 * read, Stripe's included), anything else is left out with a note, so the sample still runs.
 */
function bodyless(request: SampleRequest, body: SampleBody): void {
  const fields =
    body.kind === 'json' && isObject(body.value)
      ? Object.entries(body.value)
      : body.kind === 'form' || body.kind === 'multipart'
        ? body.fields
        : undefined;
  const flat = fields?.every(
    ([, v]) => v === null || typeof v !== 'object' || (Array.isArray(v) && v.every((x) => x === null || typeof x !== 'object')),
  );
  if (fields && flat) {
    for (const [k, v] of fields) request.query.push([k, scalarText(v as JsonValue)]);
    request.note = `The spec gives this ${request.method} a request body; its fields are sent as query parameters.`;
  } else
    request.note = `The spec gives this ${request.method} a request body, which HTTP clients do not send with ${request.method}; it is left out.`;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function responseKind(success: MediaTypeData | undefined): SampleRequest['response'] {
  if (!success) return 'none';
  if (success.model.binary) return 'binary';
  return isJsonMedia(success.model.mediaType) ? 'json' : 'text';
}

function sampleBody(ctx: NormaliseContext, body: MediaTypeData): SampleBody | undefined {
  const mediaType = body.model.mediaType;
  if (body.model.binary) return { kind: 'binary', mediaType };
  const value = body.value;
  if (/multipart\/form-data/i.test(mediaType)) {
    const fields: [string, string][] = [];
    const files: string[] = [];
    const schema = body.schema ? deref(ctx.docs, body.schema) : undefined;
    const props = schema && isObject(schema.value) && isObject(schema.value.properties) ? schema.value.properties : {};
    for (const [name, raw] of Object.entries(props)) {
      const p = deref(ctx.docs, { value: raw, pointer: childPointer(schema?.pointer ?? '#', 'properties', name) })?.value;
      if (isObject(p) && p.type === 'string' && (p.format === 'binary' || p.format === 'base64' || p.contentMediaType !== undefined))
        files.push(name);
      else if (isObject(value) && value[name] !== undefined) fields.push([name, scalarText(value[name])]);
    }
    return { kind: 'multipart', mediaType, fields, files };
  }
  if (/x-www-form-urlencoded/i.test(mediaType)) {
    return { kind: 'form', mediaType, fields: isObject(value) ? Object.entries(value).map(([k, v]) => [k, scalarText(v)]) : [] };
  }
  if (value === undefined) return undefined;
  if (typeof value === 'string' && !isJsonMedia(mediaType)) return { kind: 'text', mediaType, text: value };
  return { kind: 'json', mediaType, value };
}
