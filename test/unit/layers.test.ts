import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';
import { tableAfter } from '../support/markdown-table.ts';

/**
 * The folders depend one way, as the table of ARCHITECTURE.md says (its "may import" column is read
 * here, so the table and the check cannot differ): cli -> core -> model; openapi and renderer ->
 * model (renderer also -> templates). Every relative import of the project's code is checked
 * against it, so an upward import fails here before it can grow into a cycle.
 */
const MAY_IMPORT: Record<string, readonly string[]> = Object.fromEntries(
  tableAfter(readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8'), '## Folders, and which way they depend').flatMap(
    ([folder = '', , allowed = '']) => {
      const name = /^`([a-z]+)\/`$/.exec(folder)?.[1];
      if (!name || allowed === '') return [];
      return [[name, allowed === 'nothing of the project' ? [] : [...allowed.matchAll(/`([a-z]+)\/`/g)].map((m) => m[1] as string)]];
    },
  ),
);

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|js)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

function imports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(
    /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  )) {
    found.push(path.normalize(path.join(path.dirname(file), (m[1] ?? m[2]) as string)));
  }
  return found;
}

describe('the layers', () => {
  it('are read from ARCHITECTURE.md', () => {
    expect(MAY_IMPORT).toEqual({
      bin: ['cli'],
      cli: ['core', 'model'],
      core: ['model', 'openapi', 'renderer', 'templates'],
      model: [],
      openapi: ['model'],
      renderer: ['model', 'templates'],
      templates: [],
    });
  });

  it('import only downwards', () => {
    const wrong: string[] = [];
    for (const [folder, allowed] of Object.entries(MAY_IMPORT)) {
      for (const file of sources(folder)) {
        for (const target of imports(file)) {
          const to = target.split(path.sep)[0] as string;
          if (to !== folder && to in MAY_IMPORT && !allowed.includes(to)) wrong.push(`${file} -> ${target}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
