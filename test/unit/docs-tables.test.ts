import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.ts';
import { ROOT } from '../helpers.ts';
import { tableAfter } from '../support/markdown-table.ts';

/**
 * The tables of ARCHITECTURE.md and CONTRIBUTING.md that list things the code also lists are kept
 * true to it: the dependencies (package.json) and the test commands and projects (package.json,
 * vitest.config.ts). The folder table is the layer test's source (layers.test.ts reads it).
 */
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("ARCHITECTURE's dependency table", () => {
  const rows = tableAfter(read('ARCHITECTURE.md'), '## Dependencies, and why each');
  /** The package names a row's first cell lists ("react, react-dom (18.3)", "lowlight + highlight.js"). */
  const named = rows.flatMap(([cell = '']) =>
    cell
      .replace(/\([^)]*\)/g, '')
      .split(/[,+]/)
      .map((part) => /^\s*(@?[a-z0-9][\w.-]*(?:\/[\w.-]+)?)/.exec(part)?.[1])
      .filter((name): name is string => name !== undefined),
  );
  const installed = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];

  it('says why each dependency is there (type packages aside)', () => {
    expect(installed.filter((d) => !d.startsWith('@types/') && !named.includes(d))).toEqual([]);
  });

  it('names no package the project does not depend on', () => {
    expect(named.filter((n) => !installed.includes(n))).toEqual([]);
  });
});

describe("CONTRIBUTING's test table", () => {
  const rows = tableAfter(read('CONTRIBUTING.md'), '## Tests');
  const projects = (config.test?.projects ?? []) as { test: { name: string; include: string[] } }[];
  const script = (cell: string) => /^`npm (?:run )?([\w:]+)`$/.exec(cell)?.[1];

  it('names only scripts of package.json, and each test script', () => {
    const listed = rows.map(([cell = '']) => script(cell));
    for (const name of listed) expect(name && pkg.scripts[name], `npm script ${name}`).toBeTruthy();
    for (const name of Object.keys(pkg.scripts).filter((n) => /^test(:|$)/.test(n))) expect(listed).toContain(name);
  });

  it('says of npm test what its script runs: the type check and the tests, the lint only if it runs it', () => {
    const row = rows.find(([cell]) => script(cell ?? '') === 'test')?.[1] ?? '';
    expect(pkg.scripts.test).toContain('typecheck');
    expect(row).toContain('type check');
    expect(/\blint\b/.test(pkg.scripts.test ?? '')).toBe(/the lint, the|runs the lint|and the lint/.test(row));
  });

  it('names, for each project, every folder its tests come from', () => {
    for (const project of projects) {
      const name = project.test.name;
      const row = rows.find(([cell]) => pkg.scripts[script(cell ?? '') ?? '']?.includes(`--project ${name}`))?.[1];
      expect(row, `a row for the ${name} project`).toBeDefined();
      expect(row).toContain(`\`${name}\` project`);
      for (const glob of project.test.include) {
        const base = glob.split('/**')[0] as string;
        const braces = /^(.*)\{([^}]+)\}(.*)$/.exec(base);
        const folders = braces ? (braces[2] as string).split(',').map((b) => `${braces[1]}${b}${braces[3]}`) : [base];
        for (const folder of folders) {
          const words = folder.includes('/') ? `\`${folder}\`` : `\`${folder}/\``;
          expect(row, `${name}: ${glob}`).toContain(words);
        }
      }
    }
  });
});
