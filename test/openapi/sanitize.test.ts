import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApi } from './helpers.ts';
import { unsafeParts, VECTORS } from '../support/xss-vectors.ts';
import { renderApi } from './helpers.ts';

/** One operation per vector, its description a `|` block: line 3 of each block holds the vector. */
function specWith(vectors: readonly [string, string][]): { text: string; lines: Map<string, [number, number]> } {
  const out = [
    'openapi: 3.0.3',
    'info:',
    '  title: Hostile',
    '  version: 1.0.0',
    '  description: |',
    '    An API whose descriptions were written by someone else.',
    '',
    '    <script>alert("info")</script>',
    'paths:',
  ];
  const lines = new Map<string, [number, number]>();
  vectors.forEach(([name, vector], i) => {
    out.push(`  /op${i}:`, '    get:', `      operationId: op${i}`, '      description: |');
    const first = out.length + 1;
    out.push(`        Operation ${i}.`, '', ...vector.split('\n').map((l) => (l ? `        ${l}` : '')));
    lines.set(name, [first, out.length]);
    out.push('      responses:', "        '200':", '          description: OK.');
  });
  return { text: `${out.join('\n')}\n`, lines };
}

describe('OpenAPI descriptions are sanitised like docs', () => {
  it('drops every vector, and names each removal with the spec file and a line inside its description', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-xss-'));
    await mkdir(path.join(dir, 'api'));
    // YAML cannot hold control characters, so the one vector made of them stays a markdown test.
    const { text, lines } = specWith(VECTORS.filter(([, v]) => !/[\u0000-\u0008\u000b-\u001f]/.test(v)));
    await writeFile(path.join(dir, 'api/hostile.yaml'), text);
    const result = await loadApi(
      dir,
      { id: 'hostile', title: 'Hostile', spec: 'api/hostile.yaml', route: '/docs/api/hostile' },
      { allowedIframeHosts: ['www.youtube-nocookie.com'] },
    );
    expect(result.api, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error'))).toBeDefined();
    if (!result.api) return;
    // Every HTML string of the model (descriptions, rendered code), and the page around them,
    // whose own buttons are the page's and not content.
    const fragments: string[] = [];
    JSON.stringify(result.api.model, (_key, value: unknown) => {
      if (typeof value === 'string' && value.includes('<')) fragments.push(value);
      return value;
    });
    expect(fragments.flatMap((f) => unsafeParts(f))).toEqual([]);
    const { html } = renderApi(result.api.model);
    expect(unsafeParts(html).filter((p) => p !== '<button>')).toEqual([]);
    expect(html).not.toMatch(/<script/i);

    const removed = result.diagnostics.filter((d) => d.code === 'html-removed');
    expect(removed.length).toBeGreaterThan(VECTORS.length / 2);
    const ranges = [...lines.values(), [5, 8] as [number, number]];
    for (const d of removed) {
      expect(d.severity).toBe('warning');
      expect(d.file).toMatch(/api\/hostile\.yaml$/);
      expect(d.hint).toBeTruthy();
      expect(
        ranges.some(([from, to]) => (d.line ?? 0) >= from && (d.line ?? 0) <= to),
        `${d.message} at line ${d.line}`,
      ).toBe(true);
    }
    // The info description's script sits on line 8 of the file.
    expect(removed).toContainEqual(expect.objectContaining({ line: 8, message: '<script> was removed with its content' }));
    const svgLines = lines.get('svg set onmouseover') as [number, number];
    expect(removed).toContainEqual(expect.objectContaining({ line: svgLines[0] + 2, message: '<svg> was removed (its text is kept)' }));
  });
});
