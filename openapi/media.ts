import { prettyJson } from './json-format.ts';
import type { ApiEncoding, ApiExample, ApiMediaType } from '../model/api.ts';
import type { JsonValue } from '../model/api-schema.ts';
import type { NormaliseContext } from './context.ts';
import { deref, type Located } from './documents.ts';
import { sampleFromSchema, type SampleDirection } from './example.ts';
import { childPointer, isObject } from './pointer.ts';
import { buildSchema } from './schema.ts';
import { xmlSample } from './xml-sample.ts';

/** A media type with its example values still raw, for the code samples. */
export interface MediaTypeData {
  model: ApiMediaType;
  /** The first example's value (the spec's or generated), undefined for binary bodies. */
  value: JsonValue | undefined;
  /** Located schema, for multipart field lists. */
  schema: Located | undefined;
}

const BINARY_TYPES =
  /^(application\/(octet-stream|pdf|zip|gzip|x-protobuf|vnd\.[\w.+-]*(zip|gpkg|geopackage)[\w.+-]*)|image\/(?!svg)|audio\/|video\/|font\/)/i;

export function isJsonMedia(mediaType: string): boolean {
  return /^application\/(.+\+)?json\b|^text\/json\b|^application\/x-ndjson\b|\*\/\*/i.test(mediaType);
}

/** Media types (`content`) of a request body, response, or parameter, in the order written. */
export function mediaTypes(
  ctx: NormaliseContext,
  content: unknown,
  pointer: string,
  direction: SampleDirection,
  options: { generate: boolean } = { generate: true },
): MediaTypeData[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, raw]) => {
    const at = childPointer(pointer, mediaType);
    const m = deref(ctx.docs, { value: raw, pointer: at })?.value;
    const media = isObject(m) ? m : {};
    const schemaLocated = media.schema === undefined ? undefined : { value: media.schema, pointer: childPointer(at, 'schema') };
    const resolved = schemaLocated ? deref(ctx.docs, schemaLocated)?.value : undefined;
    const binary =
      BINARY_TYPES.test(mediaType) ||
      (isObject(resolved) && resolved.type === 'string' && (resolved.format === 'binary' || typeof resolved.contentMediaType === 'string'));
    const model: ApiMediaType = { mediaType, examples: [], binary };
    const encoding = encodingOf(ctx, media.encoding, childPointer(at, 'encoding'));
    if (encoding.length > 0) model.encoding = encoding;
    if (schemaLocated) model.schema = buildSchema(ctx, schemaLocated, { ...ctx.limits, direction });
    const values = exampleValues(ctx, media, at);
    let first = values[0]?.value;
    const xml = XML.test(mediaType) ? { schema: schemaLocated, root: xmlRootName(ctx, schemaLocated) } : undefined;
    for (const ex of values) model.examples.push(renderExample(ctx, mediaType, ex, xml));
    if (values.length === 0 && schemaLocated && !binary) {
      first = sampleFromSchema(ctx.docs, schemaLocated, direction);
      // A made-up error body under every operation is the same few lines again and again; the
      // schema (linked) says what it holds. Requests and successes keep theirs.
      if (options.generate) model.examples.push(renderExample(ctx, mediaType, { name: 'generated', value: first, generated: true }, xml));
    }
    return { model, value: binary ? undefined : first, schema: schemaLocated };
  });
}

interface RawExample {
  name: string;
  summary?: string;
  description?: unknown;
  value?: JsonValue;
  externalValue?: string;
  generated: boolean;
}

/** The spec's own examples: the `examples` map, else `example`. */
export function exampleValues(ctx: NormaliseContext, holder: Record<string, unknown>, pointer: string): RawExample[] {
  const map = deref(ctx.docs, { value: holder.examples, pointer: childPointer(pointer, 'examples') })?.value;
  if (isObject(map)) {
    return Object.entries(map).flatMap(([name, raw]): RawExample[] => {
      const ex = deref(ctx.docs, { value: raw, pointer: childPointer(pointer, 'examples', name) })?.value;
      if (!isObject(ex)) return [];
      const out: RawExample = { name, generated: false };
      if (typeof ex.summary === 'string') out.summary = ex.summary;
      if (ex.description !== undefined) out.description = ex.description;
      if (ex.value !== undefined) out.value = ex.value as JsonValue;
      if (typeof ex.externalValue === 'string') out.externalValue = ex.externalValue;
      return out.value === undefined && out.externalValue === undefined ? [] : [out];
    });
  }
  if (holder.example !== undefined) return [{ name: 'example', value: holder.example as JsonValue, generated: false }];
  return [];
}

const XML = /[/+]xml\b/i;

/** What the root element of an XML body is called when its schema has no `xml.name`. */
function xmlRootName(ctx: NormaliseContext, schema: Located | undefined): string {
  const target = schema ? deref(ctx.docs, schema) : undefined;
  return (target && ctx.names.get(target.pointer)) ?? 'root';
}

function renderExample(
  ctx: NormaliseContext,
  mediaType: string,
  ex: RawExample,
  xml?: { schema: Located | undefined; root: string },
): ApiExample {
  const out: ApiExample = { name: ex.name, html: '', generated: ex.generated };
  if (ex.summary) out.summary = ex.summary;
  if (typeof ex.description === 'string' && ex.description.trim()) out.descriptionHtml = ctx.text.html(ex.description);
  if (ex.externalValue) out.externalValue = ex.externalValue;
  if (ex.value !== undefined) {
    // An XML body is shown as XML: a spec's own example text as it is, a structured one (or a
    // generated one) written out by the schema's `xml` hints.
    const { code, lang } =
      xml && typeof ex.value !== 'string'
        ? { code: xmlSample(ctx.docs, xml.schema, ex.value, xml.root), lang: 'xml' }
        : serialise(mediaType, ex.value);
    out.html = ctx.text.code(code, lang);
  }
  return out;
}

/** An example value as the body would be written on the wire for its media type. */
export function serialise(mediaType: string, value: JsonValue): { code: string; lang: string } {
  if (/x-www-form-urlencoded/i.test(mediaType) && isObject(value)) {
    return {
      code: Object.entries(value)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(scalarText(v))}`)
        .join('&'),
      lang: 'text',
    };
  }
  if (typeof value === 'string' && !isJsonMedia(mediaType))
    return {
      code: value,
      lang: /xml/i.test(mediaType) ? 'xml' : /yaml/i.test(mediaType) ? 'yaml' : /csv|plain/i.test(mediaType) ? 'text' : 'text',
    };
  return { code: prettyJson(value), lang: 'json' };
}

/** A value as it appears in a URL or form field. */
export function scalarText(value: JsonValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => scalarText(v)).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `encoding` of a multipart or form body: per field, its content type, style and headers. */
function encodingOf(ctx: NormaliseContext, raw: unknown, pointer: string): ApiEncoding[] {
  if (!isObject(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]): ApiEncoding[] => {
    const e = deref(ctx.docs, { value, pointer: childPointer(pointer, name) })?.value;
    if (!isObject(e)) return [];
    const out: ApiEncoding = { name, headers: [] };
    if (typeof e.contentType === 'string') out.contentType = e.contentType;
    if (typeof e.style === 'string') out.style = e.style;
    if (typeof e.explode === 'boolean') out.explode = e.explode;
    if (isObject(e.headers)) {
      for (const [h, hv] of Object.entries(e.headers)) {
        const header = deref(ctx.docs, { value: hv, pointer: childPointer(pointer, name, 'headers', h) })?.value;
        if (isObject(header))
          out.headers.push({
            name: h,
            required: header.required === true,
            deprecated: header.deprecated === true,
            descriptionHtml: ctx.text.html(header.description),
          });
      }
    }
    return [out];
  });
}
