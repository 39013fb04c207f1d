/**
 * What the "Try it" console of an API reads (`console.json` beside the spec, fetched when a reader
 * first opens a console): the requests it can make, as plain text. Nothing in it is HTML, and no
 * credential is ever part of it (the reader's are kept in the browser's sessionStorage only).
 */
export interface ApiConsoleData {
  /** The spec's servers, those the URL policy allows (http, https or a path on the site). */
  servers: ApiConsoleServer[];
  schemes: ApiConsoleScheme[];
  /** Operation anchor -> the request it makes. */
  operations: Record<string, ApiConsoleOperation>;
}

export interface ApiConsoleServer {
  url: string;
  description: string;
  variables: { name: string; default: string; enum?: string[] }[];
}

/** A security scheme as the console applies it; oauth2 and openIdConnect are given a bearer token. */
export interface ApiConsoleScheme {
  key: string;
  kind: 'header' | 'query' | 'cookie' | 'bearer' | 'basic' | 'unsupported';
  /** The header or query parameter name (API keys). */
  name?: string;
  /** How the scheme is described to the reader (`API key in header "X-Key"`). */
  label: string;
}

export interface ApiConsoleParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** The value the field starts with: the spec's example or default, as text. */
  value: string;
  enum?: string[];
  description: string;
}

export interface ApiConsoleOperation {
  method: string;
  path: string;
  /** Servers that override the spec's for this operation. */
  servers?: ApiConsoleServer[];
  parameters: ApiConsoleParameter[];
  body?: { mediaType: string; text: string };
  /** Alternatives (any one suffices), each the scheme keys that must all be given. */
  security: string[][];
}

/** Name of the console's data file, beside the spec and `anchors.json`. */
export const CONSOLE_DATA_FILE = 'console.json';
