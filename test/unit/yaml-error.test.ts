import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { yamlErrorPoint } from '../../model/yaml-error.ts';
import { loadConfig } from '../../core/config/load-config.ts';
import { readFrontmatter } from '../../core/load/frontmatter.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const lineOf = (text: string) => {
  try {
    load(text);
  } catch (error) {
    return yamlErrorPoint(text, error)?.line;
  }
  return undefined;
};

describe('YAML errors name the bad line itself', () => {
  it.each([
    ['an unclosed bracket', 'a: 1\ntitle: [unclosed\ndescription: x\n', 2],
    ['an unclosed quote', 'a: 1\ntitle: "unclosed\ndescription: x\n', 2],
    ['an unclosed quote on the last line', 'a: 1\ntitle: "unclosed\n', 2],
    ['a line without "key: "', 'a: 1\nfoo bar\nc: 3\n', 2],
    ['a missing space after the colon', 'a: 1\ntitle:x\nfoo bar\ndescription: x\n', 3],
    ['a colon inside a value', 'a: 1\ntitle: Hello: world\ndescription: x\n', 2],
    ['a duplicated key', 'a: 1\na: 2\n', 2],
    ['a tab in the indentation', 'a: 1\n\tb: 2\n', 2],
  ])('%s', (_name, text, line) => {
    expect(lineOf(text)).toBe(line);
  });

  it('in frontmatter, counted from the top of the file', () => {
    const diagnostics: Diagnostic[] = [];
    readFrontmatter('---\nid: x\ntitle: [unclosed\ndescription: y\n---\n\nBody\n', 'docs/x.md', diagnostics);
    expect(diagnostics[0]).toMatchObject({ code: 'frontmatter-syntax', file: 'docs/x.md', line: 3 });
  });

  it('in the config file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-yaml-'));
    await writeFile(path.join(dir, 'portal.config.yaml'), 'title: Site\ntagline: "unclosed\nurl: https://example.com\n');
    const { diagnostics } = await loadConfig(dir);
    expect(diagnostics[0]).toMatchObject({ code: 'config-syntax', line: 2 });
  });
});
