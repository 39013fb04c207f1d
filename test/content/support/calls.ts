import { at, type Node, type Spec } from './specs.ts';
import { where, type Block } from './blocks.ts';

/*
 * The API calls written in the samples, recovered well enough to compare with the specs: which
 * address placeholder they use, the path after it, the method, the query parameters, how the key
 * is sent and, for curl and raw HTTP, the JSON body.
 */

export interface Call {
  block: Block;
  /** file:line of the line the call is written on. */
  at: string;
  spec: Spec;
  method: string;
  /** The path as written after the address, `{}` for each variable segment. */
  path: string;
  params: Set<string>;
  /** Whether the sample spreads a dictionary or object of parameters it builds elsewhere. */
  spreads: boolean;
  header: boolean;
  tokenParam: boolean;
  body?: unknown;
}

/** curl's -G, alone or in a cluster of short options such as -sG. */
const SHELLS = /^(bash|sh|shell|console|curl|zsh)$/;

const GET_FLAG = /\s(-[a-zA-Z]*G[a-zA-Z]*|--get)(?=\s)/;

const ESC = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Variables that hold a service address on a page: `export ELEVATION_URL='<ELEVATION_SERVICE_URL>'`,
 * `const BASE = '<GEOCODING_SERVICE_URL>'`, `FEEDBACK = "<GEOCODING_FEEDBACK_URL>"`, and Python reading
 * such a shell variable with `os.environ["ELEVATION_URL"]`.
 */
export function addressVariables(blocks: Block[], specs: Spec[], environment = new Map<string, string>()): Map<string, string> {
  const vars = new Map<string, string>();
  const servers = specs.map((s) => s.server);
  const holds = (v: string) => servers.some((s) => v.includes(s));
  for (const b of blocks) {
    for (const m of b.body.matchAll(/(?:^|\s)(?:export\s+)?([A-Z_][A-Z0-9_]*)=(['"]?)([^'"\s]*)\2/gm)) if (holds(m[3]!)) vars.set(m[1]!, m[3]!);
    for (const m of b.body.matchAll(/\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(['"`])([^'"`\n]*)\2/g)) if (holds(m[3]!)) vars.set(m[1]!, m[3]!);
    for (const m of b.body.matchAll(/^([A-Za-z_]\w*)\s*=\s*f?(["'])([^"'\n]*)\2/gm)) if (holds(m[3]!)) vars.set(m[1]!, m[3]!);
  }
  for (const b of blocks) {
    for (const m of b.body.matchAll(/^([A-Za-z_]\w*)\s*=\s*os\.environ(?:\[|\.get\()\s*["'](\w+)["']/gm)) {
      const value = vars.get(m[2]!) ?? environment.get(m[2]!);
      if (value) vars.set(m[1]!, value);
    }
  }
  return vars;
}

/** The block's text with address variables replaced by their values, and their declarations blanked. */
function resolved(block: Block, vars: Map<string, string>): string {
  let text = block.body.replace(/\\\n/g, ' ');
  for (const [name, value] of vars) {
    // Declarations: `export NAME=...`, `const NAME = ...`, `NAME = ...` (Python).
    text = text.replace(new RegExp(`^(\\s*)(?:export\\s+)?${ESC(name)}=\\S*`, 'gm'), '$1');
    text = text.replace(new RegExp(`\\b(?:const|let|var)\\s+${ESC(name)}\\s*=\\s*(['"\`])[^'"\`\\n]*\\1;?`, 'g'), '');
    text = text.replace(new RegExp(`^${ESC(name)}\\s*=\\s*(?:f?(["'])[^"'\\n]*\\1|os\\.environ[^\\n]*)`, 'gm'), '');
    // Uses: $NAME, ${NAME}, {NAME} (f-strings), and the bare name as an argument.
    text = text.replace(new RegExp(`\\$\\{${ESC(name)}\\}|\\$${ESC(name)}\\b|\\{${ESC(name)}\\}`, 'g'), value);
    text = text.replace(new RegExp(`(?<![\\w$.'"\`])${ESC(name)}(?![\\w$])`, 'g'), `'${value}'`);
  }
  return text;
}

function splitUrl(tail: string): { path: string; query: string[] } {
  const [rawPath = '', query = ''] = tail.split('?');
  const pathOnly = rawPath
    .replace(/[.,;:]+$/, '')
    .split('/')
    .map((seg) => (/\$\{[^}]*\}|\$\w+|\{[^}]*\}/.test(seg) ? '{}' : seg))
    .join('/');
  const names = [...query.matchAll(/(?:^|&)([A-Za-z_][\w.-]*)=/g)].map((m) => m[1]!);
  return { path: pathOnly, query: names };
}

/** The extent of the statement or command around an index: the line, or for JS/Python up to the closing parenthesis. */
function statementAround(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1;
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') depth--;
    else if (c === '\n' && depth <= 0) return text.slice(start, i);
  }
  return text.slice(start);
}

/** The text of the call the URL is an argument of: back to the last unclosed parenthesis. */
function callPrefix(text: string, index: number): string {
  let depth = 0;
  for (let i = index - 1; i >= Math.max(0, index - 400); i--) {
    const c = text[i];
    if (c === ')') depth++;
    else if (c === '(') {
      if (depth === 0) return text.slice(Math.max(0, i - 40), i + 1);
      depth--;
    }
  }
  return '';
}

function methodOf(lang: string, statement: string, before: string): string {
  if (lang === 'http') return (/^\s*([A-Z]+)\s/.exec(statement)?.[1] ?? 'GET').toLowerCase();
  if (lang === 'python') return ([...before.matchAll(/\.(get|post|put|patch|delete|head)\(/g)].pop()?.[1] ?? 'get').toLowerCase();
  if (/^(bash|sh|shell|console|curl)$/.test(lang)) {
    const x = /(?:-X|--request)\s+['"]?([A-Z]+)/.exec(statement)?.[1];
    if (x) return x.toLowerCase();
    return /\s(-d|--data(?:-raw|-binary|-urlencode)?|--json)\s/.test(statement) && !GET_FLAG.test(statement) ? 'post' : 'get';
  }
  return (/method:\s*['"](\w+)['"]/.exec(statement)?.[1] ?? 'GET').toLowerCase();
}

/** Parameter names a JavaScript or Python block builds outside the URL (searchParams, URLSearchParams, params=). */
function blockParams(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/(?:searchParams|params)\.(?:set|append)\(\s*['"]([A-Za-z_]\w*)['"]/g)) names.add(m[1]!);
  for (const m of text.matchAll(/URLSearchParams\(\{([^}]*)\}\)/g)) for (const k of m[1]!.matchAll(/\b([A-Za-z_]\w*)\s*(?::|,|$)/g)) names.add(k[1]!);
  for (const m of text.matchAll(/\bparams\s*=\s*\{([^}]*)\}/g)) for (const k of m[1]!.matchAll(/["']([A-Za-z_]\w*)["']\s*:/g)) names.add(k[1]!);
  return names;
}

function commandParams(statement: string): string[] {
  const names: string[] = [];
  for (const m of statement.matchAll(/--data-urlencode\s+["']?([A-Za-z_]\w*)[=@]/g)) names.push(m[1]!);
  if (GET_FLAG.test(statement)) for (const m of statement.matchAll(/\s(?:-d|--data)\s+["']?([A-Za-z_]\w*)=/g)) names.push(m[1]!);
  return names;
}

function curlJsonBody(statement: string): unknown {
  const m = /\s(?:-d|--data(?:-raw|-binary)?)\s+'(\{[\s\S]*?\})'/.exec(statement);
  if (!m) return undefined;
  try {
    return JSON.parse(m[1]!);
  } catch {
    return undefined;
  }
}

export function callsOf(block: Block, vars: Map<string, string>, specs: Spec[]): Call[] {
  const text = resolved(block, vars);
  const lang = block.lang;
  const calls: Call[] = [];
  const perBlock = lang === 'http' ? new Set<string>() : blockParams(text);
  const spreads = /\*\*\w+|\.\.\.\w+/.test(text);
  for (const spec of specs) {
    // Helpers that take the path as an argument: def api(path, **params) / function api(path, params).
    const helpers = [...text.matchAll(new RegExp(`(?:def|function)\\s+(\\w+)\\s*\\(\\s*path\\b[\\s\\S]*?${ESC(spec.server)}(?:\\{path\\}|\\$\\{path\\})`, 'g'))].map((m) => m[1]!);
    const found: { index: number; tail: string; helper?: string }[] = [];
    for (const m of text.matchAll(new RegExp(`${ESC(spec.server)}([^\\s"'\`)\\\\,]*)`, 'g'))) {
      if (/^(\{path\}|\$\{path\})/.test(m[1]!)) continue;
      found.push({ index: m.index, tail: m[1]! });
    }
    for (const helper of helpers) {
      for (const m of text.matchAll(new RegExp(`(?<!def |function )\\b${ESC(helper)}\\(\\s*f?["']([^"']*)["']([^)]*)\\)`, 'g'))) found.push({ index: m.index, tail: m[1]!, helper: m[2]! });
    }
    for (const f of found) {
      const statement = statementAround(text, f.index);
      const line = text.slice(0, f.index).split('\n').length;
      const { path, query } = splitUrl(f.tail);
      const call = lang === 'python' ? callPrefix(text, f.index) + statementAround(text, f.index) : statement;
      const params = new Set([...query, ...(SHELLS.test(lang) ? commandParams(statement) : lang === 'python' ? blockParams(call) : perBlock)]);
      // Python keyword arguments (name=value) or a JavaScript object literal ({ name: value }).
      if (f.helper !== undefined) for (const k of f.helper.matchAll(/\b([A-Za-z_]\w*)\s*(?:=|:(?!\/\/))/g)) params.add(k[1]!);
      const scope = SHELLS.test(lang) || lang === 'http' ? statement + (lang === 'http' ? text : '') : text;
      const header = /x-api-key/i.test(scope);
      const tokenParam = params.has('token');
      params.delete('token');
      const body = lang === 'http' ? httpBody(text) : curlJsonBody(statement);
      calls.push({
        block,
        at: where(block, line),
        spec,
        method: methodOf(lang, statement, callPrefix(text, f.index)),
        path: path || '/',
        params,
        spreads,
        header,
        tokenParam,
        ...(body === undefined ? {} : { body }),
      });
    }
  }
  return calls;
}

function httpBody(text: string): unknown {
  const parts = text.split(/\n\s*\n/);
  if (parts.length < 2) return undefined;
  try {
    return JSON.parse(parts.slice(1).join('\n\n'));
  } catch {
    return undefined;
  }
}

/** The spec operation a call reaches: its path template matched segment by segment, and its method. */
export function operationOf(call: Call): { template?: string; op?: Node } {
  const paths = call.spec.doc.paths as Node;
  const segments = call.path.split('/');
  const template = Object.keys(paths).find((p) => {
    const t = p.split('/');
    return t.length === segments.length && t.every((s, i) => s === segments[i] || (/^\{\w+\}$/.test(s) && segments[i] !== ''));
  });
  if (!template) return {};
  const op = at(paths, template, call.method) as Node | undefined;
  return op ? { template, op } : { template };
}

export function allowedAuth(spec: Spec, op: Node): { header: boolean; token: boolean } {
  const requirements = ((op.security ?? spec.doc.security) as Node[] | undefined) ?? [];
  const schemes = at(spec.doc, 'components', 'securitySchemes') as Node;
  const used = requirements.flatMap((r) => Object.keys(r)).map((name) => schemes[name] as Node);
  return {
    header: used.some((s) => s.in === 'header' && String(s.name).toLowerCase() === 'x-api-key'),
    token: used.some((s) => s.in === 'query' && s.name === 'token'),
  };
}
