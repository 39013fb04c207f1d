import type { ApiConsoleOperation, ApiConsoleScheme, ApiConsoleServer } from '../../../model/api-console.ts';

/** What the reader filled in, read from the console's form. */
export interface ConsoleInput {
  /** The server URL with its variables filled in (may be a path on the site). */
  server: string;
  /** Parameter values by `in` and name; an empty optional value is left out. */
  values: Map<string, string>;
  body: string;
  /** Scheme key -> value (`user:password` for basic). */
  credentials: Record<string, string>;
}

/** One request, decided: what fetch sends and what the curl line shows are made from this. */
export interface ConsoleRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body?: string;
  /** Why the request cannot be sent as filled in (a required field is empty). */
  missing: string[];
}

export const paramKey = (location: string, name: string) => `${location}:${name}`;

/** The server URL with each `{variable}` replaced by the reader's value. */
export function serverUrl(server: ApiConsoleServer, values: ReadonlyMap<string, string>): string {
  return server.url.replace(
    /\{([^}]+)\}/g,
    (whole, name: string) => values.get(name) ?? server.variables.find((v) => v.name === name)?.default ?? whole,
  );
}

/**
 * The request the form describes. The credentials of the first alternative whose schemes all have
 * a value are applied (OpenAPI's requirements are alternatives, each an AND of schemes).
 */
export function buildRequest(
  op: ApiConsoleOperation,
  schemes: readonly ApiConsoleScheme[],
  input: ConsoleInput,
  base: string,
): ConsoleRequest {
  const missing: string[] = [];
  let path = op.path;
  const query = new URLSearchParams();
  const headers: [string, string][] = [];
  for (const p of op.parameters) {
    const value = input.values.get(paramKey(p.in, p.name)) ?? '';
    if (value === '') {
      if (p.required && p.in !== 'cookie') missing.push(`${p.in} parameter "${p.name}"`);
      continue;
    }
    if (p.in === 'path') path = path.split(`{${p.name}}`).join(encodeURIComponent(value));
    else if (p.in === 'query') query.append(p.name, value);
    else if (p.in === 'header') headers.push([p.name, value]);
  }
  const byKey = new Map(schemes.map((s) => [s.key, s]));
  const chosen = op.security.find((alt) => alt.length > 0 && alt.every((k) => (input.credentials[k] ?? '') !== ''));
  for (const key of chosen ?? []) {
    const scheme = byKey.get(key);
    const value = input.credentials[key] ?? '';
    if (!scheme) continue;
    if (scheme.kind === 'header' && scheme.name) headers.push([scheme.name, value]);
    else if (scheme.kind === 'query' && scheme.name) query.append(scheme.name, value);
    else if (scheme.kind === 'bearer') headers.push(['Authorization', `Bearer ${value}`]);
    else if (scheme.kind === 'basic') headers.push(['Authorization', `Basic ${base64(value)}`]);
  }
  const request: ConsoleRequest = { method: op.method, url: joinUrl(input.server, path, query, base), headers, missing };
  if (op.body && input.body !== '') {
    request.body = input.body;
    if (!headers.some(([n]) => n.toLowerCase() === 'content-type')) headers.push(['Content-Type', op.body.mediaType]);
  }
  return request;
}

function joinUrl(server: string, path: string, query: URLSearchParams, base: string): string {
  let url: URL;
  try {
    url = new URL(`${server.replace(/\/+$/, '')}${path}`, base);
  } catch {
    return `${server}${path}`;
  }
  for (const [k, v] of query) url.searchParams.append(k, v);
  // A path parameter not filled in yet stays readable as the template wrote it (`{id}`), not
  // `%7Bid%7D`: the request is not sent while one is missing, and curl shows what to fill in.
  return url.href.replace(/%7B([^/?#%]+)%7D/gi, (whole, name: string) => (path.includes(`{${name}}`) ? `{${name}}` : whole));
}

/** UTF-8 safe: btoa alone throws on characters outside Latin-1. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The same request as a curl command, each argument quoted for a POSIX shell. */
export function curlCommand(request: ConsoleRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  --data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
