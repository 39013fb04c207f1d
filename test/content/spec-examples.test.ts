import { beforeAll, describe, expect, it } from 'vitest';
import { collectExamples, loadSpecs, makeValidator, type LoadedSpec, type SpecExample } from './support/spec-schemas.ts';

let specs: LoadedSpec[] = [];
let examples: SpecExample[] = [];

beforeAll(async () => {
  specs = await loadSpecs();
  examples = specs.flatMap(collectExamples);
});

type Node = Record<string, unknown>;
const at = (doc: Node, ...keys: string[]): unknown => keys.reduce<unknown>((n, k) => (n as Node | undefined)?.[k], doc);
const spec = (file: string): Node => specs.find((s) => s.file === file)!.doc;
/** The passages of a text that match, with a little context, so a failure names the sentence and not the whole spec. */
const passages = (value: unknown, re: RegExp): string[] => [...JSON.stringify(value).matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))].map((m) => JSON.stringify(value).slice(Math.max(0, m.index - 60), m.index + m[0].length + 20));

describe('the examples of the API specs', () => {
  it('finds the five specs and their examples', () => {
    expect(specs.map((s) => s.file)).toEqual(['dem-elevation.yaml', 'geocoding-feedback.yaml', 'geocoding.yaml', 'raster-export.yaml', 'replication.yaml']);
    for (const s of specs) expect(examples.filter((e) => e.spec === s.file).length, s.file).toBeGreaterThan(2);
  });

  it('validates every example against its own schema', () => {
    const validator = makeValidator();
    const failures = examples.flatMap((e) => {
      const validate = validator(e.schema);
      return validate(e.value) ? [] : [`${e.spec} ${e.at}: ${validate.errors?.map((x) => `${x.instancePath || '/'} ${x.message}`).join('; ')}`];
    });
    expect(failures).toEqual([]);
  });

  it('rejects a wrong example, so the check above is real', () => {
    const validator = makeValidator();
    const request = at(spec('dem-elevation.yaml'), 'components', 'schemas', 'PointsRequest');
    expect(validator(request)({ positions: [[35.2, 31.7]] })).toBe(false);
    expect(validator(request)({ positions: [{ longitude: 35.2, latitude: 31.7 }] })).toBe(true);
  });
});

describe('the specs state the provider facts', () => {
  it('elevation: positions are {longitude, latitude} objects, at most 250, and a binary request body exists', () => {
    const doc = spec('dem-elevation.yaml');
    const positions = at(doc, 'components', 'schemas', 'PointsRequest', 'properties', 'positions') as Node;
    expect(positions.maxItems).toBe(250);
    const item = positions.items as Node;
    expect(item.type).toBe('object');
    expect(item.required).toEqual(['longitude', 'latitude']);
    expect(Object.keys(at(doc, 'paths', '/points', 'post', 'requestBody', 'content') as Node)).toContain('application/octet-stream');
    expect(passages(doc, /(?<!not necessarily )in request order|in the order you sent|data\[i\] answers/i)).toEqual([]);
  });

  it('export: the task id is an int32 number, in the task and in the path', () => {
    const doc = spec('raster-export.yaml');
    const task = at(doc, 'components', 'schemas', 'ExportTask', 'properties', 'id') as Node;
    expect([task.type, task.format]).toEqual(['integer', 'int32']);
    const param = (at(doc, 'paths', '/export-tasks/{id}', 'get', 'parameters') as Node[]).find((p) => p.name === 'id')!;
    expect([at(param, 'schema', 'type'), at(param, 'schema', 'format')]).toEqual(['integer', 'int32']);
  });

  it('export: the published statuses of both operations, unknown properties rejected, the full webhook payload and no delivery contract', () => {
    const doc = spec('raster-export.yaml');
    const statuses = (method: string, path: string) => Object.keys(at(doc, 'paths', path, method, 'responses') as Node).sort();
    expect(statuses('post', '/export-tasks')).toEqual(['201', '400', '401', '403', '404', '500', '509']);
    expect(statuses('get', '/export-tasks/{id}')).toEqual(['200', '400', '401', '403', '404', '500', '509']);
    expect(at(doc, 'components', 'schemas', 'ExportTaskCreate', 'additionalProperties')).toBe(false);
    expect(at(doc, 'components', 'schemas', 'ExportTaskCreate', 'required')).not.toContain('ROI');
    expect(at(doc, 'components', 'schemas', 'WebhookPayload', 'required')).toEqual(['recordCatalogId', 'status', 'roi', 'expirationTime', 'jobId']);
    // Nobody publishes what a webhook endpoint must answer, or retries.
    expect(passages(doc, /\b2xx\b|quickly|at once|retr(y|ies)/i)).toEqual([]);
  });

  it('elevation: the one declared error is 500, with a required errorCode of the two published codes', () => {
    const doc = spec('dem-elevation.yaml');
    const schema = at(doc, 'paths', '/points', 'post', 'responses', '500', 'content', 'application/json', 'schema') as Node;
    expect(schema.required).toEqual(['message', 'errorCode']);
    expect(at(schema, 'properties', 'errorCode', 'enum')).toEqual(['POINTS_DENSITY_TOO_LOW_ERROR', 'GENERAL_SERVER_ERROR']);
    for (const status of ['400', '401', '403']) expect(at(doc, 'paths', '/points', 'post', 'responses', status, 'content', 'application/json', 'schema', 'required'), status).toEqual(['message']);
  });

  it('feedback: chosen_result_id is the 0-based index into features, request_id 1 to 36 characters, answers 204, 400 or 404 with a message', () => {
    const doc = spec('geocoding-feedback.yaml');
    const fields = at(doc, 'components', 'schemas', 'Feedback', 'properties') as Node;
    expect(at(fields, 'chosen_result_id', 'description')).toMatch(/0-based index[^.]*features/);
    expect([at(fields, 'request_id', 'minLength'), at(fields, 'request_id', 'maxLength')]).toEqual([1, 36]);
    expect(Object.keys(at(doc, 'paths', '/feedback', 'post', 'responses') as Node).sort()).toEqual(['204', '400', '401', '403', '404']);
  });

  it('geocoding: every operation takes the required x-user-id header', () => {
    const doc = spec('geocoding.yaml');
    for (const [path, item] of Object.entries(doc.paths as Node)) {
      const header = ((at(item as Node, 'get', 'parameters') as Node[] | undefined) ?? []).find((p) => p.in === 'header' && p.name === 'x-user-id');
      expect(header?.required, path).toBe(true);
    }
  });

  it('replication: isHidden has no invented meaning and answers omit it', () => {
    const doc = spec('replication.yaml');
    expect(passages(doc, /withdraw|clients skip/i)).toEqual([]);
    expect(JSON.stringify(doc.paths)).not.toMatch(/"isHidden":\s*(true|false)/);
  });

  it('geocoding: lookup requires target_grid without a default and answers one Feature', () => {
    const doc = spec('geocoding.yaml');
    const params = at(doc, 'paths', '/lookup/coordinates', 'get', 'parameters') as Node[];
    const grid = params.find((p) => p.name === 'target_grid')!;
    expect(grid.required).toBe(true);
    expect(at(grid, 'schema', 'default')).toBeUndefined();
    const response = at(doc, 'paths', '/lookup/coordinates', 'get', 'responses', '200', 'content', 'application/json', 'schema') as Node;
    expect(at(response, 'properties', 'type', 'enum')).toEqual(['Feature']);
  });

  it('geocoding: the MGRS tile pattern accepts references with digit pairs', () => {
    const doc = spec('geocoding.yaml');
    const tile = (at(doc, 'paths', '/search/MGRS/tiles', 'get', 'parameters') as Node[]).find((p) => p.name === 'tile')!;
    const pattern = new RegExp(at(tile, 'schema', 'pattern') as string);
    for (const ok of ['18SUJ', '18SUJ23', '18SUJ2339007393', '36SXB8630630202']) expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ['18SUJ233', 'SUJ23', '18SU']) expect(pattern.test(bad), bad).toBe(false);
  });

  it('geocoding: /search/query takes geo_context and disable_fuzziness, and the x-user-id header', () => {
    const doc = spec('geocoding.yaml');
    const names = (at(doc, 'paths', '/search/query', 'get', 'parameters') as Node[]).map((p) => `${p.in as string}:${p.name as string}`);
    expect(names).toEqual(expect.arrayContaining(['query:geo_context', 'query:disable_fuzziness', 'header:x-user-id']));
  });

  it('replication: both bounds of GET /replica are exclusive', () => {
    const doc = spec('replication.yaml');
    const params = at(doc, 'paths', '/replica', 'get', 'parameters') as Node[];
    const to = params.find((p) => p.name === 'to')!;
    expect(to.description).toMatch(/exclusive/);
    expect(passages(doc, /inclusive|or equal to/i)).toEqual([]);
  });

  it('every spec gives 401 and 403 the meanings of SPEC §8 and no 429', () => {
    for (const { file, doc } of specs) {
      expect(passages(doc, /"429"/), file).toEqual([]);
      for (const op of Object.values(doc.paths as Node).flatMap((item) => Object.values(item as Node).filter((o): o is Node => typeof o === 'object' && o !== null && 'responses' in o))) {
        const responses = op.responses as Node;
        if (responses['401']) expect(at(responses, '401', 'description'), file).toMatch(/provide a valid token/i);
        if (responses['403']) expect(at(responses, '403', 'description'), file).toMatch(/not valid/i);
      }
    }
  });

  it('no spec names a host: server addresses are placeholders to ask the provider for', () => {
    for (const { file, doc } of specs) {
      const servers = doc.servers as Node[];
      for (const server of servers) {
        const url = (server.url as string).replace(/\{(\w+)\}/g, (_m, name: string) => String(at(server, 'variables', name, 'default')));
        expect(url, file).toMatch(/^<[A-Z0-9_]+>$/);
      }
      expect(passages(doc, /maps\.example\.com/), file).toEqual([]);
    }
  });
});
