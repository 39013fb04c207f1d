import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../openapi/pages.ts';
import { loadFixture, renderApi } from './helpers.ts';

describe('a spec in many files and folders with circular references across files', () => {
  it('loads with no diagnostic: path items and operations in other files, schemas referring to each other', async () => {
    const result = await loadFixture('multi/openapi.yaml', { highlight: false });
    expect(result.diagnostics).toEqual([]);
    const model = result.api!.model;
    expect(model.operations.map((o) => `${o.method} ${o.path} ${o.operationId}`)).toEqual([
      'GET /maps listMaps',
      'POST /maps createMap',
      'GET /maps/{mapId} getMap',
      'DELETE /maps/{mapId} deleteMap',
    ]);
    expect(model.tags.map((t) => t.name)).toEqual(['Maps']);
    const get = model.operations.find((o) => o.operationId === 'getMap');
    // The path item's parameter (in a third file) applies to the operation written in its own file.
    expect(get?.parameters[0]?.parameters.map((p) => p.name)).toEqual(['mapId']);
    expect(get?.responses.map((r) => r.status)).toEqual(['200', '404']);
    expect(get?.responses[0]?.content[0]?.schema?.name).toBe('Map');
    // Error is written only in responses/errors.yaml: a file schema, named after its place there.
    expect(model.schemas.map((s) => s.name)).toEqual(['Map', 'Layer', 'Error']);
  });

  it('renders the circular schemas as links, never endlessly', async () => {
    const result = await loadFixture('multi/openapi.yaml', { highlight: false });
    const model = result.api!.model;
    const [route] = apiRoutes(result.api!);
    expect(route?.api.operations).toHaveLength(4);
    const { $, html } = renderApi(model);
    expect(html.length).toBeLessThan(200_000);
    expect($('#operation\\/getMap')).toHaveLength(1);
    expect($('#schema\\/Layer')).toHaveLength(1);
    expect($('a[href="#schema/Map"]').length).toBeGreaterThan(0);
  });

  it('reports a problem inside a referenced file at that file and line', async () => {
    const { mkdtempSync, cpSync, writeFileSync, readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { FIXTURES } = await import('./helpers.ts');
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-multi-'));
    cpSync(path.join(FIXTURES, 'multi'), dir, { recursive: true });
    const op = path.join(dir, 'operations/delete-map.yaml');
    writeFileSync(op, readFileSync(op, 'utf8').replace("  '204':\n    description: Deleted\n", "  '204':\n    summary: Deleted\n"));
    const result = await loadFixture('openapi.yaml', { highlight: false }, dir);
    expect(result.api?.model.operations).toHaveLength(4);
    const d = result.diagnostics.find((x) => x.code === 'openapi-invalid');
    expect(d?.file).toMatch(/operations\/delete-map\.yaml$/);
    expect(d?.line).toBe(5);
    expect(d?.severity).toBe('warning');
  });
});
