import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiLoadResult } from '../../openapi/load-api.ts';
import { FIXTURES, loadFixture, renderApi } from './helpers.ts';

/** Issue 31's smaller findings, one case each, in one 3.1 spec. */
const SPEC = 'examples/misc-31.yaml';
const lines = () => readFileSync(path.join(FIXTURES, SPEC), 'utf8').split('\n');
const lineOf = (needle: string) => lines().findIndex((l) => l.includes(needle)) + 1;
const lastLineOf = (needle: string) => lines().findLastIndex((l) => l.includes(needle)) + 1;

let result: ApiLoadResult;
beforeAll(async () => {
  result = await loadFixture(SPEC, { highlight: false });
});

describe('small cases of a 3.1 spec', () => {
  it('renders the operations of x-ms-paths', () => {
    expect(result.api?.model.operations.map((o) => `${o.method} ${o.path}`)).toContain('POST /tiles/{id}?op=render');
  });

  it('warns about a misspelt type and about `required: true` on a property, at their lines', () => {
    const type = result.diagnostics.find((d) => d.code === 'openapi-unknown-type');
    expect(type).toMatchObject({ severity: 'warning', line: lineOf('type: integr'), hint: 'did you mean "integer"?' });
    const required = result.diagnostics.find((d) => d.code === 'openapi-invalid' && d.message.includes('required: true'));
    expect(required).toMatchObject({ severity: 'warning', line: lastLineOf('required: true') });
  });

  it('says what nullable does in 3.1, and the page agrees: no "or null"', () => {
    const nullable = result.diagnostics.find((d) => d.message.includes('"nullable"'));
    expect(nullable?.message).toContain('the page does not show the value as nullable');
    const { $ } = renderApi(result.api!.model);
    const label = $('#schema\\/Tile .schema-prop').filter(
      (_, el) => $(el).find('> .schema-prop-head .schema-prop-name').text() === 'label',
    );
    expect(label.find('.schema-type').first().text()).toBe('string');
  });

  it('shows int64 bounds as the integers the spec wrote', () => {
    const { $ } = renderApi(result.api!.model);
    const text = $('#schema\\/Tile').text();
    expect(text).toContain('>= -9223372036854775808');
    expect(text).toContain('<= 9223372036854775807');
    expect(text).not.toContain('9223372036854776000');
  });

  it('labels a tuple by its places, and offers "Expand all" only where something folds', () => {
    const { $ } = renderApi(result.api!.model);
    expect($('#schema\\/Tile summary').text()).toContain('2 items by position');
    expect($('#schema\\/Tile').text()).not.toContain('of each item');
    // Tile's own tree folds (corner); the 404 response is only a link to Problem: nothing to expand there.
    expect($('[id="operation/getTile/response/200"] [data-schema-expand]')).toHaveLength(1);
    const response = $('[id="operation/getTile/response/404"]');
    expect(response.find('.schema-type a').attr('href')).toBe('#schema/Problem');
    expect(response.find('[data-schema-expand]')).toHaveLength(0);
  });
});
