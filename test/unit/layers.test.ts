import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';

/**
 * The folders depend one way (ARCHITECTURE.md): cli -> core -> model; openapi and renderer ->
 * model (renderer also -> templates). Every relative import of the project's code is checked
 * against that table, so an upward import fails here before it can grow into a cycle.
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  bin: ['cli'],
  cli: ['core', 'model'],
  core: ['model', 'openapi', 'renderer', 'templates'],
  model: [],
  openapi: ['model'],
  renderer: ['model', 'templates'],
  templates: [],
};

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
