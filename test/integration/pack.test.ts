import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';

const run = promisify(execFile);

// The package as a user gets it: packed, installed into a project of its own, run through npx.
// Installing fetches the dependencies (from the npm cache when it has them), so this is slow.
describe('the packed portal package', () => {
  it('installs into another project, where `npx portal init` and `npx portal build` make a site', { timeout: 600_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-pack-'));
    // dist/ is already bundled by the test setup; --ignore-scripts keeps other tests' dist/ untouched.
    const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT });
    const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
    if (!packed) throw new Error('npm pack reported no package');
    const files = packed.files.map((f) => f.path);
    expect(files).toContain('dist/cli.js');
    expect(files).toContain('bin/portal.js');
    expect(files).toContain('scripts/pre-commit');
    expect(files.some((f) => f.startsWith('test/') || f.startsWith('content/'))).toBe(false);

    const project = path.join(dir, 'project');
    await run('mkdir', [project]);
    await writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'my-docs', version: '1.0.0', private: true }));
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(dir, packed.filename)], { cwd: project });

    const init = await run('npx', ['portal', 'init'], { cwd: project });
    expect(init.stderr).toContain('Wrote a starter site');
    expect(init.stderr).toContain('npx portal build');
    const build = await run('npx', ['portal', 'build'], { cwd: project });
    expect(build.stderr).toMatch(/Built \d+ routes .*: 0 errors, 0 warnings\./);
    expect(existsSync(path.join(project, 'build/docs/intro/index.html'))).toBe(true);
    expect(await readFile(path.join(project, 'build/index.html'), 'utf8')).toContain('My Portal');
  });
});
