import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { modelOf, renderApi, text } from './helpers.ts';

/** A spec shaped like DigitalOcean's: operations, schemas, samples and examples in files of their own. */
const SPEC = 'files/spec.yaml';

describe('schemas shared through file $refs', () => {
  it('are one definition each, named after the file, linked from every use', async () => {
    const { model, result } = await modelOf(SPEC, { highlight: false });
    expect(result.diagnostics).toEqual([]);
    expect(model.schemas.map((s) => s.name)).toEqual(['error', 'app', 'app_spec']);
    const { $ } = renderApi(model);
    // `models/app.yml` is used by three operations: written once, under #schema/app.
    expect($('[id="schema/app"]')).toHaveLength(1);
    for (const op of ['apps_list', 'apps_create', 'apps_get'])
      expect($(`[id="operation/${op}"] a[href="#schema/app"]`).length).toBeGreaterThan(0);
    expect(text($, '[id="operation/apps_get"] .api-op-main')).not.toContain('live_url');
    // A component that is a file $ref and the file itself are the same schema, not two.
    expect(text($, '[id="operation/apps_list"]')).toContain('error (object)');
  });

  it('`properties: {$ref: ...}` lists the properties of the file, not a property named $ref', async () => {
    const { model } = await modelOf(SPEC, { highlight: false });
    const app = model.schemas.find((s) => s.name === 'app');
    const owner = app?.schema.properties?.find((p) => p.name === 'owner');
    expect(owner?.schema.properties?.map((p) => p.name)).toEqual(['uuid', 'team_id']);
  });

  it('x-codeSamples written as $refs (each sample, or the whole list) are the request samples', async () => {
    const { model } = await modelOf(SPEC, { highlight: false });
    const list = model.operations.find((o) => o.operationId === 'apps_list');
    expect(list?.codeSamples.map((s) => s.label)).toEqual(['cURL', 'Go']);
    const create = model.operations.find((o) => o.operationId === 'apps_create');
    expect(create?.codeSamples.map((s) => s.label)).toEqual(['Python']);
  });

  it('an examples map written as a $ref is shown', async () => {
    const { model } = await modelOf(SPEC, { highlight: false });
    const list = model.operations.find((o) => o.operationId === 'apps_list');
    expect(list?.responses[0]?.content[0]?.examples.map((e) => e.summary)).toEqual(['Two apps']);
  });
});

describe('the download of a multi-file spec', () => {
  it('is one self-contained file: no $ref to another file, shared schemas once under components', async () => {
    const { result } = await modelOf(SPEC, { highlight: false });
    const bundle = result.api?.bundle;
    expect(bundle).toBeDefined();
    expect(bundle).not.toMatch(/\$ref: '?[^'#\s]/);
    const doc = load(bundle ?? '') as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.components.schemas).sort()).toEqual(['app', 'app_spec', 'error']);
    expect(bundle?.match(/\$ref: '#\/components\/schemas\/app'/g)).toHaveLength(3);
    expect(JSON.stringify(doc.paths)).toContain('client.Apps.List');
    // The bundle loads on its own as the same API.
    expect((bundle ?? '').match(/live_url/g)).toHaveLength(1);
  });

  it('is not made for a spec in one file (that file is published as it is)', async () => {
    const { result } = await modelOf('edge-31.yaml', { highlight: false });
    expect(result.api?.bundle).toBeUndefined();
  });
});
