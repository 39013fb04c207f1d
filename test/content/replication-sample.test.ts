import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeBlocks, contentFiles } from './support/content-files.ts';
import { makeZip } from './support/zip.ts';

/*
 * The replication page's two samples, run as a reader would run them: apply-replica.mjs applies a
 * snapshot zip and then a delta zip (changed features and a deleted_<uuid>.json file) to a local copy;
 * replicate.mjs runs one round against a small stand-in of the replication API, and stops on a 403 with
 * the {message} the service sends. The fixtures are zips of GeoJSON shaped like the provider's files.
 */
const run = promisify(execFile);
const page = contentFiles().find((f) => f.rel === 'docs/MapColonies/vector/Services/replication/info.md')!;
const sample = (title: string) => codeBlocks(page).find((b) => b.title === title)!.body;

let dir = '';
const at = (name: string) => path.join(dir, name);
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'replication-sample-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const node = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, args, { cwd: dir, env: { ...process.env, ...env } }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

const point = (id: string, lon: number, name: string, extra: object = {}) => ({ type: 'Feature', id, properties: { name }, geometry: { type: 'Point', coordinates: [lon, 32.07] }, ...extra });
const collection = (features: object[]) => JSON.stringify({ type: 'FeatureCollection', features });
const A = '{6b973f22-46d9-4540-908f-fe5395ac0ca5}';
const B = '{0e4bcbb5-aa99-4bf6-a818-fc9df28666aa}';
const C = '{5652897d-e661-4e14-83fc-969bab027bb2}';
const D = '{9a0c7e55-3b21-4f7e-8d64-2c1b0a9e8f77}';

const snapshotZip = makeZip([
  { name: '1f0e2d3c-4b5a-4697-8879-6a5b4c3d2e1f.geojson', data: collection([point(A, 34.78, 'a'), point(B, 34.79, 'b')]) },
  { name: '2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.geojson', data: collection([point(C, 34.8, 'c')]), store: true },
]);
const deltaZip = makeZip([
  {
    name: '0d6ac1f3-5b8e-4a47-9d1c-3e2f7a8b9c10.geojson',
    data: collection([
      point(A, 34.781, 'a2', { diff: { isGeometryChanged: true, changedTags: ['name'] } }),
      point(D, 34.81, 'd', { diff: { isGeometryChanged: true, changedTags: ['name'] } }),
    ]),
  },
  // The deleted file writes ids in braces and in upper case: they still match.
  { name: 'deleted_7f4e2b19-8c3d-4e5a-a6b7-1c2d3e4f5a6b.json', data: JSON.stringify([B.toUpperCase()]) },
]);
const ids = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { features: { id: string }[] }).features.map((f) => f.id).sort();

describe('apply-replica.mjs applies a snapshot and a delta', () => {
  beforeAll(() => {
    writeFileSync(at('apply-replica.mjs'), sample('apply-replica.mjs'));
    writeFileSync(at('snapshot.zip'), snapshotZip);
    writeFileSync(at('delta.zip'), deltaZip);
  });

  it('builds the copy from every .geojson file of the snapshot', async () => {
    const result = await node(['apply-replica.mjs', 'snapshot', 'copy.geojson', 'snapshot.zip']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ features: 3 });
    expect(ids(at('copy.geojson'))).toEqual([A, B, C].sort());
  });

  it('replaces changed features, adds new ones, drops diff and removes the deleted ids', async () => {
    const result = await node(['apply-replica.mjs', 'delta', 'copy.geojson', 'delta.zip']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ features: 3, added: 1, changed: 1, geometryChanged: 2, deleted: 1, alreadyAbsent: 0 });
    const copy = JSON.parse(readFileSync(at('copy.geojson'), 'utf8')) as { features: Record<string, unknown>[] };
    expect(copy.features.map((f) => f.id).sort()).toEqual([A, C, D].sort());
    const a = copy.features.find((f) => f.id === A)!;
    expect(a).toEqual(point(A, 34.781, 'a2'));
    expect(copy.features.some((f) => 'diff' in f)).toBe(false);
  });

  it('gives the same copy when a delta is applied twice', async () => {
    const before = readFileSync(at('copy.geojson'), 'utf8');
    const result = await node(['apply-replica.mjs', 'delta', 'copy.geojson', 'delta.zip']);
    expect(JSON.parse(result.stdout)).toMatchObject({ added: 0, changed: 2, deleted: 0, alreadyAbsent: 1 });
    expect(readFileSync(at('copy.geojson'), 'utf8')).toBe(before);
  });

  it('refuses a damaged zip with a message naming the file, and leaves the copy as it was', async () => {
    const before = readFileSync(at('copy.geojson'), 'utf8');
    const damaged = Buffer.from(deltaZip);
    const data = 30 + damaged.readUInt16LE(26) + 5; // inside the first entry's compressed data
    damaged[data] = damaged[data]! ^ 0xff;
    writeFileSync(at('damaged.zip'), damaged);
    writeFileSync(at('truncated.zip'), deltaZip.subarray(0, 20));
    for (const file of ['damaged.zip', 'truncated.zip']) {
      const result = await node(['apply-replica.mjs', 'delta', 'copy.geojson', file]);
      expect(result.code, file).toBe(1);
      expect(result.stderr).toMatch(new RegExp(`^Not applied, the copy is unchanged: ${file}: `));
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(readFileSync(at('copy.geojson'), 'utf8')).toBe(before);
  });

  it('will not apply a delta before a snapshot', async () => {
    const result = await node(['apply-replica.mjs', 'delta', 'none.geojson', 'delta.zip']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/none\.geojson: no local copy yet; apply a snapshot first/);
  });
});

describe('replicate.mjs keeps a copy in sync with the replication API', () => {
  let server: Server;
  const requests: string[] = [];
  const TOKEN = 'a+b/c=';

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url!, 'http://127.0.0.1');
      requests.push(`${url.pathname}${url.search}`);
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!req.headers['x-api-key']) return json(401, { message: 'provide a valid token' });
      if (req.headers['x-api-key'] !== TOKEN) return json(403, { message: 'token is not valid' });
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // Answers carry no replicaId: the provider's schema marks it write-only.
      const replica = (file: string, replicaType: string, timestamp: string) => ({ layerId: 7, geometryType: 'point', replicaType, timestamp, urls: [`${base}/files/${file}`] });
      if (url.pathname === '/layers') return json(200, [{ layerId: 7, layerName: 'buildings', geometryTypes: ['point'] }]);
      if (url.pathname === '/replica/latest') return json(200, replica('snapshot.zip', 'snapshot', '2024-05-01T00:00:00.000Z'));
      if (url.pathname === '/replica') {
        const deltas = [replica('delta.zip', 'delta', '2024-05-02T04:00:00.000Z')];
        return json(200, deltas.filter((d) => d.timestamp > url.searchParams.get('exclusive_from')!));
      }
      if (url.pathname === '/files/snapshot.zip') return res.writeHead(200).end(snapshotZip);
      if (url.pathname === '/files/delta.zip') return res.writeHead(200).end(deltaZip);
      return json(404, { message: 'not found' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    writeFileSync(at('replicate.mjs'), sample('replicate.mjs').replace("'<REPLICATION_SERVICE_URL>'", `'${base}'`));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('builds the copy from the latest snapshot, applies the deltas after it in order, and keeps the cursor', async () => {
    const result = await node(['replicate.mjs', '--once'], { MAPS_TOKEN: TOKEN });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/layer 7 point: 2 replica\(s\) applied/);
    expect(ids(at('copies/7-point.geojson'))).toEqual([A, C, D].sort());
    expect(JSON.parse(readFileSync(at('replication-state.json'), 'utf8'))).toEqual({ '7-point': '2024-05-02T04:00:00.000Z' });
    expect(requests).toContain('/replica?layer_id=7&geometry_type=point&replica_type=delta&exclusive_from=2024-05-01T00%3A00%3A00.000Z&sort=asc');
  });

  it('applies nothing on the next round when no delta is newer than the cursor', async () => {
    const result = await node(['replicate.mjs', '--once'], { MAPS_TOKEN: TOKEN });
    expect(result.stdout).toMatch(/layer 7 point: 0 replica\(s\) applied/);
  });

  it('stops on 401 and 403 with the message of the service, without a stack trace', async () => {
    const forbidden = await node(['replicate.mjs', '--once'], { MAPS_TOKEN: 'expired' });
    expect(forbidden.code).toBe(1);
    expect(forbidden.stderr.trim()).toBe('The token is not valid, ask for a new one: token is not valid');
    const missing = await node(['replicate.mjs', '--once'], { MAPS_TOKEN: '' });
    expect(missing.stderr.trim()).toBe('No token was sent (MAPS_TOKEN is empty?): provide a valid token');
    expect(existsSync(at('copies/7-point.geojson'))).toBe(true);
  });
});
