import type { ApiModel, ApiOperation, ApiParameter, ApiSecurityScheme, ApiServer } from '../model/api.ts';
import type { ApiConsoleData, ApiConsoleOperation, ApiConsoleParameter, ApiConsoleScheme, ApiConsoleServer } from '../model/api-console.ts';
import { isSafeUrl, SOURCE_SCHEMES } from '../model/url-policy.ts';
import { prettyJson } from './json-format.ts';
import { isJsonMedia, scalarText, type MediaTypeData } from './media.ts';
import { isObject } from './pointer.ts';

/** Methods whose body a browser refuses to send. */
const NO_BODY = new Set(['GET', 'HEAD']);

/** The request body a console starts from: the first example, as the text it is sent as. */
export function bodyText(body: MediaTypeData): { mediaType: string; text: string } | undefined {
  const { mediaType, binary } = body.model;
  if (binary || /multipart\//i.test(mediaType)) return undefined;
  const value = body.value;
  if (value === undefined) return { mediaType, text: '' };
  if (/x-www-form-urlencoded/i.test(mediaType)) {
    const fields = isObject(value) ? Object.entries(value).map(([k, v]) => [k, scalarText(v)]) : [];
    return { mediaType, text: new URLSearchParams(fields).toString() };
  }
  if (typeof value === 'string' && !isJsonMedia(mediaType)) return { mediaType, text: value };
  return { mediaType, text: prettyJson(value) };
}

/** Everything the consoles of one API need, from the models of its pages (one, or a split spec's). */
export function consoleData(models: readonly ApiModel[]): ApiConsoleData {
  const first = models[0];
  const data: ApiConsoleData = {
    servers: consoleServers(first?.servers ?? []),
    schemes: (first?.securitySchemes ?? []).map(consoleScheme),
    operations: {},
  };
  for (const model of models) {
    for (const op of model.operations) if (op.kind === 'operation') data.operations[op.anchor] ??= consoleOperation(op);
  }
  return data;
}

/** One spelling of a server URL a console may send to: the URL, and what it was made from. */
export interface ConsoleServerUrl {
  url: string;
  /** The server's URL as the spec writes it, `{variables}` and all. */
  template: string;
  /** The variable values put into it. */
  values: string[];
}

/**
 * Every spelling of the servers one API's console may send to, for the CSP's `connect-src`: each
 * server (of the API and of its operations) with each variable at its default and at every value
 * of its enum. The caller keeps only the plain origins among them (core/build/console-origins.ts).
 */
export function consoleServerUrls(model: ApiModel): ConsoleServerUrl[] {
  if (!model.tryIt) return [];
  const servers = [...model.servers, ...model.operations.flatMap((o) => o.servers ?? [])];
  return consoleServers(servers).flatMap((server) => expandWithValues(server).map((e) => ({ ...e, template: server.url })));
}

/** At most this many spellings of one server URL (enum values multiply). */
const MAX_EXPANSIONS = 50;

function expand(server: ApiConsoleServer): string[] {
  return expandWithValues(server).map((e) => e.url);
}

function expandWithValues(server: ApiConsoleServer): { url: string; values: string[] }[] {
  let urls = [{ url: server.url, values: [] as string[] }];
  for (const v of server.variables) {
    const token = `{${v.name}}`;
    if (!server.url.includes(token)) continue;
    const values = [...new Set([v.default, ...(v.enum ?? [])])];
    urls = urls
      .flatMap((u) => values.map((value) => ({ url: u.url.split(token).join(value), values: [...u.values, value] })))
      .slice(0, MAX_EXPANSIONS);
  }
  return urls;
}

function consoleServers(servers: readonly ApiServer[]): ApiConsoleServer[] {
  // Checked with its variables at their defaults: a variable cannot make a refused scheme allowed.
  return servers.filter((s) => isSafeUrl(expand(toConsole(s))[0] ?? s.url, SOURCE_SCHEMES)).map(toConsole);
}

function toConsole(s: ApiServer): ApiConsoleServer {
  return {
    url: s.url,
    description: plain(s.descriptionHtml),
    variables: s.variables.map((v) => ({ name: v.name, default: v.default, ...(v.enum ? { enum: v.enum } : {}) })),
  };
}

function consoleScheme(s: ApiSecurityScheme): ApiConsoleScheme {
  const base = { key: s.key };
  if (s.type === 'apiKey' && s.name) {
    const kind = s.in === 'query' ? 'query' : s.in === 'cookie' ? 'cookie' : 'header';
    return { ...base, kind, name: s.name, label: `API key in ${kind} "${s.name}"` };
  }
  const scheme = s.scheme?.toLowerCase();
  if (s.type === 'http' && scheme === 'basic') return { ...base, kind: 'basic', label: 'HTTP basic authentication' };
  if (s.type === 'http' && scheme === 'bearer')
    return { ...base, kind: 'bearer', label: `Bearer token${s.bearerFormat ? ` (${s.bearerFormat})` : ''}` };
  if (s.type === 'oauth2' || s.type === 'openIdConnect')
    return { ...base, kind: 'bearer', label: `${s.type === 'oauth2' ? 'OAuth 2.0' : 'OpenID Connect'} access token` };
  return { ...base, kind: 'unsupported', label: `${s.type}${scheme ? ` ${scheme}` : ''} (not supported by the console)` };
}

function consoleOperation(op: ApiOperation): ApiConsoleOperation {
  const out: ApiConsoleOperation = {
    method: op.method,
    path: op.path,
    parameters: op.parameters.flatMap((g) => g.parameters.map(consoleParameter)),
    security: op.security.map((r) => r.schemes.map((s) => s.key)),
  };
  if (op.servers) out.servers = consoleServers(op.servers);
  if (op.consoleBody && !NO_BODY.has(op.method)) out.body = op.consoleBody;
  return out;
}

function consoleParameter(p: ApiParameter): ApiConsoleParameter {
  const out: ApiConsoleParameter = {
    name: p.name,
    in: p.in,
    required: p.required,
    value: exampleText(p.example),
    description: plain(p.descriptionHtml),
  };
  const values = p.schema?.enum?.filter((v) => v !== null && typeof v !== 'object').map(String);
  if (values && values.length > 0) out.enum = values;
  return out;
}

/** A parameter's example (JSON-encoded in the model) as the text that is sent. */
function exampleText(example: string | undefined): string {
  if (example === undefined) return '';
  try {
    return scalarText(JSON.parse(example));
  } catch {
    return example;
  }
}

/** Descriptions arrive as HTML; the console shows them as text only. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
