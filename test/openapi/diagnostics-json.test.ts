import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { nearMiss } from '../../openapi/audit.ts';
import { FIXTURES, loadFixture } from './helpers.ts';

/** Line and column (1-based) of the first occurrence of `needle` in a fixture. */
function placeOf(file: string, needle: string): { line: number; column: number } {
  const text = readFileSync(path.join(FIXTURES, file), 'utf8');
  const offset = text.indexOf(needle);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

function byCode(list: readonly Diagnostic[], code: string): Diagnostic[] {
  return list.filter((d) => d.code === code);
}

describe.each(['diag.json', 'diag.min.json'])('diagnostics of a JSON spec (%s)', (file) => {
  it('each has its JSON pointer and the line and column of the value itself', async () => {
    const { diagnostics } = await loadFixture(file, { highlight: false });
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const d of diagnostics) expect(d.pointer, `${d.code}: ${d.message}`).toMatch(/^#\//);
    const [format] = byCode(diagnostics, 'openapi-unknown-format');
    expect(format).toMatchObject({
      pointer: '#/paths/~1a/get/responses/200/content/application~1json/schema/properties/when/format',
      ...placeOf(file, '"datetime"'),
    });
    const inEnum = diagnostics.find((d) => d.pointer === '#/paths/~1a/get/parameters/0/in');
    expect(inEnum).toMatchObject({ code: 'openapi-invalid', ...placeOf(file, '"body"') });
  });

  it('a problem inside a description is at the description string, not a line added from inside its text', async () => {
    const { diagnostics } = await loadFixture(file, { highlight: false });
    const [html] = byCode(diagnostics, 'html-removed');
    expect(html).toMatchObject({ pointer: '#/info/description', ...placeOf(file, '"Intro.') });
  });

  it('a duplicate operationId is a warning at the second that names both places', async () => {
    const { diagnostics, api } = await loadFixture(file, { highlight: false });
    const [dup] = byCode(diagnostics, 'openapi-duplicate-operation-id');
    expect(dup?.severity).toBe('warning');
    expect(dup?.pointer).toBe('#/paths/~1b/get/operationId');
    expect(dup?.message).toContain('GET /b (#/paths/~1b/get');
    expect(dup?.message).toContain('GET /a (#/paths/~1a/get');
    expect(api?.model.operations.map((o) => o.anchor)).toEqual(['operation/getThing', 'operation/getThing-2']);
  });

  it('formats of the author\'s own are not "did you mean" warnings', async () => {
    const { diagnostics } = await loadFixture(file, { highlight: false });
    expect(byCode(diagnostics, 'openapi-unknown-format').map((d) => d.message)).toEqual([expect.stringContaining('"datetime"')]);
  });
});

describe('format near misses', () => {
  it('are known formats one edit away, and only those', () => {
    expect(nearMiss('datetime')).toBe('date-time');
    expect(nearMiss('int23')).toBe('int32');
    expect(nearMiss('uuuid')).toBe('uuid');
    for (const own of ['cidr', 'twiml', 'repo.nwo', 'char', 'url', 'date-time', 'UUID', 'geojson', 'iso-8601'])
      expect(nearMiss(own), own).toBeUndefined();
  });
});
