import { formatLiteral, prettyJson, type LiteralStyle } from './json-format.ts';
import type { JsonValue } from '../model/api-schema.ts';

/** Everything a code sample shows, already decided: one typed request. */
export interface SampleRequest {
  method: string;
  url: string;
  query: [string, string][];
  headers: [string, string][];
  /** Basic auth, sent by the client libraries' own option rather than a hand-made header. */
  basicAuth?: boolean;
  body?: SampleBody;
  /** What the success response holds, so the sample reads it the right way. */
  response: 'json' | 'text' | 'binary' | 'none';
  /** Said as a comment above the code (how the sample departs from the spec). */
  note?: string;
}

export type SampleBody =
  | { kind: 'json'; mediaType: string; value: JsonValue }
  | { kind: 'form'; mediaType: string; fields: [string, string][] }
  | { kind: 'multipart'; mediaType: string; fields: [string, string][]; files: string[] }
  | { kind: 'binary'; mediaType: string }
  | { kind: 'text'; mediaType: string; text: string };

export interface CodeSampleSource {
  lang: string;
  label: string;
  /** The highlighter's language name. */
  syntax: string;
  source: string;
}

/** curl, JavaScript (fetch) and Python (requests), in that order. */
export function codeSamples(request: SampleRequest): CodeSampleSource[] {
  const note = (prefix: string) => (request.note ? `${prefix} ${request.note}\n` : '');
  return [
    { lang: 'curl', label: 'curl', syntax: 'bash', source: `${note('#')}${curl(request)}` },
    { lang: 'javascript', label: 'JavaScript', syntax: 'javascript', source: `${note('//')}${javascript(request)}` },
    { lang: 'python', label: 'Python', syntax: 'python', source: `${note('#')}${python(request)}` },
  ];
}

export function fullUrl(request: SampleRequest): string {
  if (request.query.length === 0) return request.url;
  // An `x-ms-paths` path carries a query string of its own.
  return `${request.url}${request.url.includes('?') ? '&' : '?'}${request.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function curl(r: SampleRequest): string {
  const lines = [`curl -X ${r.method} ${shellQuote(fullUrl(r))}`];
  if (r.basicAuth) lines.push(`-u 'USERNAME:PASSWORD'`);
  for (const [k, v] of r.headers) lines.push(`-H ${shellQuote(`${k}: ${v}`)}`);
  const b = r.body;
  if (b?.kind === 'json') lines.push(`-H ${shellQuote(`Content-Type: ${b.mediaType}`)}`, `-d ${shellQuote(prettyJson(b.value))}`);
  else if (b?.kind === 'form') for (const [k, v] of b.fields) lines.push(`--data-urlencode ${shellQuote(`${k}=${v}`)}`);
  else if (b?.kind === 'multipart') {
    for (const [k, v] of b.fields) lines.push(`-F ${shellQuote(`${k}=${v}`)}`);
    for (const f of b.files) lines.push(`-F ${shellQuote(`${f}=@./file.bin`)}`);
  } else if (b?.kind === 'binary') lines.push(`-H ${shellQuote(`Content-Type: ${b.mediaType}`)}`, `--data-binary '@./file.bin'`);
  else if (b?.kind === 'text') lines.push(`-H ${shellQuote(`Content-Type: ${b.mediaType}`)}`, `-d ${shellQuote(b.text)}`);
  return lines.join(' \\\n  ');
}

function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

function jsKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key);
}

function javascript(r: SampleRequest): string {
  const headers: [string, string][] = [...r.headers];
  if (r.basicAuth) headers.push(['Authorization', "`Basic ${btoa('USERNAME:PASSWORD')}`"]);
  const b = r.body;
  if (b && b.kind !== 'multipart' && b.kind !== 'form') headers.push(['Content-Type', jsString(b.mediaType)]);
  const out: string[] = [];
  let body: string | undefined;
  if (b?.kind === 'json') body = `JSON.stringify(${indent(prettyJson(b.value), '  ')})`;
  else if (b?.kind === 'form') body = `new URLSearchParams({ ${b.fields.map(([k, v]) => `${jsKey(k)}: ${jsString(v)}`).join(', ')} })`;
  else if (b?.kind === 'multipart') {
    out.push('const form = new FormData();');
    for (const [k, v] of b.fields) out.push(`form.append(${jsString(k)}, ${jsString(v)});`);
    for (const f of b.files) out.push(`form.append(${jsString(f)}, fileInput.files[0]);`);
    out.push('');
    body = 'form';
  } else if (b?.kind === 'binary') body = 'fileInput.files[0]';
  else if (b?.kind === 'text') body = jsString(b.text);
  const options = [`  method: '${r.method}',`];
  if (headers.length > 0) {
    options.push('  headers: {');
    for (const [k, v] of headers) options.push(`    ${jsKey(k)}: ${v.startsWith("'") || v.startsWith('`') ? v : jsString(v)},`);
    options.push('  },');
  }
  if (body) options.push(`  body: ${body},`);
  out.push(`const response = await fetch(${jsString(fullUrl(r))}, {`, ...options, '});');
  out.push('if (!response.ok) throw new Error(`HTTP ${response.status}`);');
  if (r.response === 'json') out.push('const data = await response.json();', 'console.log(data);');
  else if (r.response === 'text') out.push('console.log(await response.text());');
  else if (r.response === 'binary') out.push('const bytes = new Uint8Array(await response.arrayBuffer());');
  return out.join('\n');
}

function indent(text: string, prefix: string): string {
  return text.split('\n').join(`\n${prefix}`);
}

const PYTHON_STYLE: LiteralStyle = {
  scalar: (v) =>
    v === null
      ? 'None'
      : v === true
        ? 'True'
        : v === false
          ? 'False'
          : typeof v === 'number' && !Number.isFinite(v)
            ? 'None'
            : JSON.stringify(v),
  key: (k) => JSON.stringify(k),
  indent: '    ',
  trailingComma: true,
};

/** A JSON value written as a Python literal: true/false/null become True/False/None. */
export function pythonLiteral(value: JsonValue, depth = 0): string {
  return formatLiteral(value, PYTHON_STYLE, depth);
}

const PYTHON_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

function python(r: SampleRequest): string {
  const args: string[] = [`    ${JSON.stringify(r.url)},`];
  const dict = (pairs: [string, string][]) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')}}`;
  if (r.query.length > 0) args.push(`    params=${dict(r.query)},`);
  const headers: [string, string][] = [...r.headers];
  const b = r.body;
  if (b && (b.kind === 'binary' || b.kind === 'text')) headers.push(['Content-Type', b.mediaType]);
  if (headers.length > 0) args.push(`    headers=${dict(headers)},`);
  if (r.basicAuth) args.push(`    auth=("USERNAME", "PASSWORD"),`);
  if (b?.kind === 'json') args.push(`    json=${pythonLiteral(b.value, 1)},`);
  else if (b?.kind === 'form') args.push(`    data=${dict(b.fields)},`);
  else if (b?.kind === 'multipart') {
    if (b.fields.length > 0) args.push(`    data=${dict(b.fields)},`);
    args.push(`    files={${b.files.map((f) => `${JSON.stringify(f)}: open("file.bin", "rb")`).join(', ')}},`);
  } else if (b?.kind === 'binary') args.push(`    data=open("file.bin", "rb"),`);
  else if (b?.kind === 'text') args.push(`    data=${JSON.stringify(b.text)},`);
  const call = PYTHON_METHODS.has(r.method) ? `requests.${r.method.toLowerCase()}(` : `requests.request(\n    ${JSON.stringify(r.method)},`;
  const read = { json: ['print(response.json())'], text: ['print(response.text)'], binary: ['data = response.content'], none: [] }[
    r.response
  ];
  return ['import requests', '', `response = ${call}`, ...args, ')', 'response.raise_for_status()', ...read].join('\n');
}
