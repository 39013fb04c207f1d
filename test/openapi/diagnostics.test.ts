import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURES, loadFixture } from './helpers.ts';

/** 1-based line of the first line of a fixture that contains `needle`. */
function lineOf(file: string, needle: string): number {
  const index = readFileSync(path.join(FIXTURES, file), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle));
  if (index < 0) throw new Error(`"${needle}" is not in ${file}`);
  return index + 1;
}

describe('openapi diagnostics', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a broken $ref is a warning naming the pointer that holds it, its line, and the likely fix; the spec still renders', async () => {
    const result = await loadFixture('broken-ref.yaml');
    expect(result.api).toBeDefined();
    expect(result.diagnostics).toHaveLength(1);
    const [d] = result.diagnostics;
    expect(d).toMatchObject({ severity: 'warning', code: 'openapi-broken-ref', line: lineOf('broken-ref.yaml', 'Thnig') });
    expect(d?.file).toMatch(/test\/fixtures\/openapi\/broken-ref\.yaml$/);
    expect(d?.message).toContain('#/components/schemas/Thnig');
    expect(d?.message).toContain('#/paths/~1things/get/responses/200/content/application~1json/schema');
    expect(d?.hint).toContain('#/components/schemas/Thing');
  });

  it('a remote $ref is a warning and nothing is fetched', async () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('network used')));
    vi.stubGlobal('fetch', fetchSpy);
    const result = await loadFixture('remote-ref.yaml');
    expect(result.api).toBeDefined();
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'warning',
      code: 'openapi-remote-ref',
      line: lineOf('remote-ref.yaml', 'https://'),
    });
    expect(result.diagnostics[0]?.message).toContain('https://schemas.example.com/thing.json#/Thing');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a $ref to a file outside the content folder is a warning, and the file is never read', async () => {
    const result = await loadFixture('outside-ref.yaml');
    expect(result.api).toBeDefined();
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'warning',
      code: 'openapi-ref-outside',
      line: lineOf('outside-ref.yaml', 'secret.yaml'),
    });
  });

  it('invalid YAML is an error with the line and column the parser gives', async () => {
    const result = await loadFixture('invalid-yaml.yaml');
    expect(result.api).toBeUndefined();
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'error', code: 'openapi-syntax', line: 9 });
    expect(result.diagnostics[0]?.column).toBeGreaterThan(0);
    expect(result.diagnostics[0]?.message).toMatch(/^YAML syntax error/);
  });

  it('a spec that breaks the OpenAPI schema still loads, with a warning at the pointer and line of the bad value', async () => {
    const result = await loadFixture('invalid-spec.yaml');
    expect(result.api?.model.operations).toHaveLength(1);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const bad = result.diagnostics.find((d) => d.message.includes('/parameters/0/in'));
    expect(bad).toMatchObject({ severity: 'warning', code: 'openapi-invalid', line: lineOf('invalid-spec.yaml', 'in: body') });
    expect(bad?.message).toContain('"path", "query", "header", "cookie"');
  });

  it('unknown keywords and formats are warnings and the spec still loads', async () => {
    const result = await loadFixture('unknown-keyword-30.yaml');
    expect(result.api).toBeDefined();
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ['warning', 'openapi-unknown-keyword', lineOf('unknown-keyword-30.yaml', 'examples:')],
      ['warning', 'openapi-unknown-format', lineOf('unknown-keyword-30.yaml', 'format: datetime')],
    ]);
    expect(result.diagnostics[1]?.hint).toContain('date-time');
  });

  it('3.1 specs warn about nullable, a 3.0 keyword 3.1 ignores', async () => {
    const result = await loadFixture('zoo-31.yaml', { highlight: false });
    expect(result.api).toBeDefined();
    const nullable = result.diagnostics.find((d) => d.code === 'openapi-unknown-keyword');
    expect(nullable).toMatchObject({ severity: 'warning', line: lineOf('zoo-31.yaml', 'nullable: true') });
    expect(nullable?.hint).toContain("'null'");
    // `format` is open-ended: a format of the spec's own (zoo-id) is not warned about.
    expect(result.diagnostics.find((d) => d.code === 'openapi-unknown-format')).toBeUndefined();
  });

  it('an unknown version, a missing file and a hostile path are errors, never exceptions', async () => {
    expect((await loadFixture('swagger-12.yaml')).diagnostics[0]).toMatchObject({ code: 'openapi-version', line: 1 });
    expect((await loadFixture('missing.yaml')).diagnostics[0]).toMatchObject({
      code: 'openapi-unreadable',
      message: 'the spec file does not exist',
    });
    expect((await loadFixture('../../../package.json')).api).toBeUndefined();
  });

  it('a $ref in a referenced file resolves relative to that file', async () => {
    const result = await loadFixture('zoo-31.yaml', { highlight: false });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
