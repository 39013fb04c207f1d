import { beforeAll, describe, expect, it } from 'vitest';
import { codeBlocks, contentFiles, type CodeBlock } from './support/content-files.ts';
import { loadSpecs, makeValidator, type LoadedSpec } from './support/spec-schemas.ts';

/*
 * The code samples of the docs and posts must call the APIs the way the specs describe them: the
 * parameter names of each path, the required ones, and request bodies of the right shape.
 */
type Node = Record<string, unknown>;

const blocks: CodeBlock[] = contentFiles()
  .filter((f) => /\.md$/.test(f.rel))
  .flatMap(codeBlocks);
let specs: LoadedSpec[] = [];
const validator = makeValidator();

beforeAll(async () => {
  specs = await loadSpecs();
});

const at = (n: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((x, k) => (x as Node | undefined)?.[k], n);
const where = (b: CodeBlock) => `content/${b.rel}:${b.line}`;

/** Which spec a code block talks to, recognised by the placeholder or variable of the service address. */
const SERVICES: [string, RegExp][] = [
  ['dem-elevation.yaml', /<ELEVATION_SERVICE_URL>|ELEVATION_URL/],
  ['raster-export.yaml', /<EXPORT_SERVICE_URL>/],
  ['geocoding.yaml', /<GEOCODING_SERVICE_URL>|GEOCODING_URL/],
  ['geocoding-feedback.yaml', /<GEOCODING_FEEDBACK_URL>/],
  ['replication.yaml', /<REPLICATION_SERVICE_URL>|REPLICATION_URL/],
];

interface Call {
  block: CodeBlock;
  spec: string;
  path: string;
  op: Node;
}

/** The spec operations a block calls: its paths, matched exactly (`/replica` is not `/replica/latest`). */
function callsOf(block: CodeBlock): Call[] {
  return SERVICES.filter(([, re]) => re.test(block.body)).flatMap(([file]) => {
    const doc = specs.find((s) => s.file === file)!.doc;
    return Object.entries(doc.paths as Node).flatMap(([path, item]) => {
      const pattern = path.replace(/\{[^}]+\}/g, '[^/?\\s"\'`]+');
      if (!new RegExp(`${pattern}(?=[?"'\`\\s),]|$)`, 'm').test(block.body)) return [];
      const op = (at(item, 'get') ?? at(item, 'post')) as Node;
      return [{ block, spec: file, path, op }];
    });
  });
}

/** Parameter names a sample sends, in the forms the samples use (query strings, curl, fetch, requests). */
function sentNames(body: string, service: RegExp): Set<string> {
  const names = new Set<string>();
  const add = (text: string, re: RegExp) => {
    for (const m of text.matchAll(re)) names.add(m[1]!);
  };
  // Query strings and curl options count only in the commands that call this service (a block may call others).
  const commands = body.replace(/\\\n/g, ' ').split('\n').filter((line) => service.test(line));
  for (const command of commands) {
    add(command, /[?&]([A-Za-z_]+)=/g);
    add(command, /--data-urlencode\s+["']?([A-Za-z_]+)=/g);
  }
  add(body, /(?:searchParams|params)\.(?:set|append)\(\s*['"]([A-Za-z_]+)['"]/g);
  for (const m of body.matchAll(/URLSearchParams\(\{([^}]*)\}\)/g)) add(m[1]!, /\b([A-Za-z_]+)\s*:/g);
  for (const m of body.matchAll(/params\s*=\s*\{([^}]*)\}/g)) add(m[1]!, /["']([A-Za-z_]+)["']\s*:/g);
  for (const m of body.matchAll(/api\(\s*"[^"]+"\s*,([^)]*)\)/g)) add(m[1]!, /\b([A-Za-z_]+)=/g);
  // JavaScript helpers: api('/path', { name: value, ... }).
  for (const m of body.matchAll(/api\(\s*'[^']+'\s*,\s*\{([^}]*)\}\s*\)/g)) add(m[1]!, /\b([A-Za-z_]+)\s*:/g);
  return names;
}

const params = (op: Node, where?: string) => ((op.parameters as Node[] | undefined) ?? []).filter((p) => !where || p.in === where);

/** JSON request bodies written in a block: curl -d '...' and JSON code blocks. */
function jsonBodies(block: CodeBlock): unknown[] {
  const out: unknown[] = [];
  if (block.lang === 'json') {
    try {
      out.push(JSON.parse(block.body));
    } catch {
      // A JSON block with comments or ellipses is an excerpt, not a body.
    }
  }
  for (const m of block.body.matchAll(/(?:-d|--data(?:-raw|-binary)?)\s+'([\s\S]*?)'/g)) {
    try {
      out.push(JSON.parse(m[1]!));
    } catch {
      // Not JSON (form data or a file reference).
    }
  }
  return out;
}

describe('the code samples call the APIs as the specs describe them', () => {
  it('finds samples for all five APIs', () => {
    const used = new Set(blocks.flatMap(callsOf).map((c) => c.spec));
    expect([...used].sort()).toEqual(['dem-elevation.yaml', 'geocoding-feedback.yaml', 'geocoding.yaml', 'raster-export.yaml', 'replication.yaml']);
  });

  it('geocoding and replication samples send only parameters of the path they call', () => {
    const problems = blocks.flatMap((block) => {
      const calls = callsOf(block).filter((c) => c.spec === 'geocoding.yaml' || c.spec === 'replication.yaml');
      if (calls.length === 0) return [];
      const allowed = new Set(['token', ...calls.flatMap((c) => params(c.op).map((p) => p.name as string))]);
      const service = SERVICES.find(([file]) => file === calls[0]!.spec)![1];
      return [...sentNames(block.body, service)].filter((n) => !allowed.has(n)).map((n) => `${where(block)}: "${n}" is not a parameter of ${calls.map((c) => c.path).join(', ')}`);
    });
    expect(problems).toEqual([]);
  });

  it('geocoding and replication samples send the required parameters', () => {
    const problems = blocks.flatMap((block) =>
      callsOf(block)
        .filter((c) => c.spec === 'geocoding.yaml' || c.spec === 'replication.yaml')
        .flatMap((c) => {
          const sent = sentNames(block.body, SERVICES.find(([file]) => file === c.spec)![1]);
          // Python samples that pass the stream's keys through **keys send them all at once.
          const viaKeys = /\*\*keys/.test(block.body) ? new Set(['layer_id', 'geometry_type', 'replica_type']) : new Set<string>();
          return params(c.op, 'query')
            .filter((p) => p.required && !sent.has(p.name as string) && !viaKeys.has(p.name as string))
            .map((p) => `${where(block)}: ${c.path} without required "${p.name as string}"`);
        }),
    );
    expect(problems).toEqual([]);
  });

  it('elevation samples send {longitude, latitude} objects, at most 250 per request, and every JSON body validates', () => {
    const doc = specs.find((s) => s.file === 'dem-elevation.yaml')!.doc;
    const request = validator(at(doc, 'components', 'schemas', 'PointsRequest'));
    const response = validator(at(doc, 'components', 'schemas', 'PointsResponse'));
    const elevation = blocks.filter((b) => callsOf(b).some((c) => c.spec === 'dem-elevation.yaml') || /"positions"|"products"/.test(b.body));
    expect(elevation.length).toBeGreaterThan(3);
    const problems = elevation.flatMap((b) => {
      const out: string[] = [];
      if (/positions[^\n]{0,20}\[\s*\[|\[\s*\[\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*\]\s*,\s*\[/.test(b.body)) out.push(`${where(b)}: positions written as [lon, lat] arrays`);
      if (/\bpositions\b/.test(b.body) && !/longitude/.test(b.body)) out.push(`${where(b)}: positions without longitude/latitude fields`);
      for (const body of jsonBodies(b)) {
        if (typeof body !== 'object' || body === null) continue;
        const check = 'positions' in body ? request : 'products' in body ? response : undefined;
        if (check && !check(body)) out.push(`${where(b)}: ${JSON.stringify(check.errors)}`);
      }
      return out;
    });
    expect(problems).toEqual([]);
    const batching = elevation.filter((b) => /fetch|requests\.post/.test(b.body) && /positions\.slice|range\(0, len\(positions\)/.test(b.body));
    for (const b of batching) expect(b.body, where(b)).toMatch(/\b250\b/);
  });

  it('export samples send a valid task payload and address tasks by their integer id', () => {
    const doc = specs.find((s) => s.file === 'raster-export.yaml')!.doc;
    const create = validator(at(doc, 'components', 'schemas', 'ExportTaskCreate'));
    const task = validator(at(doc, 'components', 'schemas', 'ExportTask'));
    const exportBlocks = blocks.filter((b) => /export-tasks|catalogRecordID/.test(b.body));
    expect(exportBlocks.length).toBeGreaterThan(3);
    const problems = exportBlocks.flatMap((b) => {
      const out: string[] = [];
      for (const m of b.body.matchAll(/export-tasks\/([^\s"'`?]+)/g)) {
        if (!/^(\d+|\$\{?\w+\}?|\{\w+\}|\$\{[^}]+\})$/.test(m[1]!)) out.push(`${where(b)}: task id "${m[1]!}" is not an integer`);
      }
      for (const body of jsonBodies(b)) {
        if (typeof body !== 'object' || body === null || !('catalogRecordID' in body)) continue;
        const check = 'status' in body ? task : create;
        if (!check(body)) out.push(`${where(b)}: ${JSON.stringify(check.errors)}`);
      }
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('feedback samples send request_id, chosen_result_id and user_id', () => {
    const feedback = blocks.filter((b) => callsOf(b).some((c) => c.spec === 'geocoding-feedback.yaml'));
    expect(feedback.length).toBeGreaterThan(0);
    for (const b of feedback) for (const name of ['request_id', 'chosen_result_id', 'user_id']) expect(b.body, where(b)).toContain(name);
  });
});
