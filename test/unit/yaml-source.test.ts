import { describe, expect, it } from 'vitest';
import { readYaml, type YamlSource } from '../../model/yaml-source.ts';

function source(text: string, options = {}): YamlSource {
  const read = readYaml(text, options);
  if (!read.ok) throw new Error(read.message);
  return read.source;
}

describe('the YAML reader', () => {
  const text = 'title: Site\nnavbar:\n  items:\n    - label: Docs\n      to: "/docs"\n    - { label: Blog, to: /blog }\nlist: [a, b]\n';

  it('gives the value and the line and column of every key and value', () => {
    const s = source(text);
    expect(s.data).toEqual({
      title: 'Site',
      navbar: {
        items: [
          { label: 'Docs', to: '/docs' },
          { label: 'Blog', to: '/blog' },
        ],
      },
      list: ['a', 'b'],
    });
    expect(s.locate(['title'])).toEqual({ line: 1, column: 8 });
    expect(s.locate(['title'], { key: true })).toEqual({ line: 1, column: 1 });
    expect(s.locate(['navbar', 'items', 0, 'to'])).toEqual({ line: 5, column: 11 });
    expect(s.locate(['navbar', 'items', 0, 'to'], { key: true })).toEqual({ line: 5, column: 7 });
    expect(s.locate(['navbar', 'items', 1])).toEqual({ line: 6, column: 7 });
    expect(s.locate(['navbar', 'items', 1, 'to'])).toEqual({ line: 6, column: 26 });
    expect(s.locate(['list', 1])).toEqual({ line: 7, column: 11 });
  });

  it('falls back to the nearest written ancestor', () => {
    expect(source(text).locate(['navbar', 'items', 0, 'missing'])).toEqual({ line: 4, column: 7 });
  });

  it('counts lines from where the text starts in its file', () => {
    expect(source('id: x\ntitle: T\n', { firstLine: 2 }).locate(['title'], { key: true })).toEqual({ line: 3, column: 1 });
    const broken = readYaml('id: x\ntitle: [unclosed\nb: 1\n', { firstLine: 2 });
    expect(broken.ok ? undefined : broken.point?.line).toBe(3);
  });

  it('refuses a repeated key in YAML, and keeps the last one in JSON, as JSON.parse does', () => {
    const yaml = readYaml('a: 1\na: 2\n');
    expect(yaml.ok ? undefined : yaml.point).toEqual({ line: 2, column: 1 });
    expect(source('{"a": 1, "a": 2}', { json: true }).data).toEqual({ a: 2 });
  });

  it('reads strict JSON when asked: a trailing comma is an error at its place', () => {
    const read = readYaml('{ "label": "Guide",\n  "position": 1,\n}\n', { strictJson: true });
    expect(read.ok ? undefined : read.point).toEqual({ line: 3, column: 1 });
  });

  it('stops aliases that would expand past the limit, and a text of several documents', () => {
    const levels = Array.from({ length: 6 }, (_, i) => `l${i + 1}: &l${i + 1} [${Array(10).fill(`*l${i}`).join(', ')}]`);
    const bomb = readYaml(['l0: &l0 [x]', ...levels].join('\n'));
    expect(bomb.ok ? undefined : bomb.message).toMatch(/expand to more than 100,000 values/);
    expect(readYaml('a: 1\n---\nb: 2\n').ok).toBe(false);
    expect(source('').data).toBeUndefined();
  });
});
