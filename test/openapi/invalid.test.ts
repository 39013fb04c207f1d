import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, loadFixture, renderApi } from './helpers.ts';

function lineOf(file: string, needle: string): number {
  return (
    readFileSync(path.join(FIXTURES, file), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(needle)) + 1
  );
}

describe('a spec that parses but does not validate', () => {
  it('renders everything it can, each problem a warning with its pointer and line', async () => {
    const result = await loadFixture('redoc-invalid.yaml', { highlight: false });
    expect(result.api?.model.operations.map((o) => o.operationId)).toEqual(['listPets']);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const license = result.diagnostics.find((d) => d.message.includes('#/info/license'));
    expect(license).toMatchObject({ severity: 'warning', code: 'openapi-invalid', line: lineOf('redoc-invalid.yaml', 'license:') });
    expect(license?.message).toContain('identifier and url');
    const items = result.diagnostics.find((d) => d.message.includes('"items"'));
    expect(items).toMatchObject({ severity: 'warning', line: lineOf('redoc-invalid.yaml', 'items:') });
    const { $ } = renderApi(result.api!.model);
    expect($('#operation\\/listPets')).toHaveLength(1);
  });

  it('draws no warning for a keyword OpenAPI 3.1 allows', async () => {
    const result = await loadFixture('redoc-invalid.yaml', { highlight: false });
    expect(result.diagnostics.some((d) => d.message.includes('myArbitraryKeyword'))).toBe(false);
  });

  it('a $ref that names itself is a warning at its line, not a silent empty schema or a crash', async () => {
    const result = await loadFixture('self-ref.yaml');
    expect(result.api).toBeDefined();
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'warning',
      code: 'openapi-ref-loop',
      line: lineOf('self-ref.yaml', "$ref: '#/components/schemas/A'\n".trim()) + 4,
    });
    expect(result.diagnostics[0]?.message).toContain('#/components/schemas/A -> #/components/schemas/A');
  });
});
