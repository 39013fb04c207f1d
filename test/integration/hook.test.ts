import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, appendFile, mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PORTAL, ROOT, runPortal } from '../helpers.ts';

const run = promisify(execFile);
const gitEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 'T',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 'T',
  GIT_COMMITTER_EMAIL: 't@example.com',
};
const commit = (cwd: string, message: string) =>
  run('git', ['commit', '-q', '-m', message], { cwd, env: gitEnv }).then(
    (r) => ({ code: 0, output: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, output: e.stdout + e.stderr }),
  );

describe('the pre-commit hook', () => {
  it('is a ready, executable script in the package', async () => {
    await access(path.join(ROOT, 'scripts/pre-commit'), constants.X_OK);
    const { stdout } = await run('git', ['ls-files', '-s', 'scripts/pre-commit'], { cwd: ROOT });
    expect(stdout).toMatch(/^100755 /);
  });

  it('is installed by one command and stops a commit that adds a broken link', { timeout: 120_000 }, async () => {
    const repo = await mkdtemp(path.join(tmpdir(), 'portal-hook-'));
    await run('git', ['init', '-q'], { cwd: repo });
    expect((await runPortal(['init'], { cwd: repo })).code).toBe(0);
    // What `npm install portal` leaves in a site's repository.
    await mkdir(path.join(repo, 'node_modules/.bin'), { recursive: true });
    await symlink(PORTAL, path.join(repo, 'node_modules/.bin/portal'));

    const install = await runPortal(['install-hook'], { cwd: repo });
    expect(install.code).toBe(0);
    expect(install.stderr).toContain('Installed .git/hooks/pre-commit');
    const hook = path.join(repo, '.git/hooks/pre-commit');
    await access(hook, constants.X_OK);
    // The package's script, with the path of the portal that installed it as the last fallback.
    expect(await readFile(hook, 'utf8')).toBe(
      (await readFile(path.join(ROOT, 'scripts/pre-commit'), 'utf8')).replace("installed_by=''", `installed_by='${PORTAL}'`),
    );

    await run('git', ['add', '-A'], { cwd: repo });
    const clean = await commit(repo, 'site');
    expect(clean.code, clean.output).toBe(0);

    await appendFile(path.join(repo, 'docs/intro.md'), '\nSee [the missing page](./missing.md).\n');
    await run('git', ['add', '-A'], { cwd: repo });
    const broken = await commit(repo, 'broken link');
    expect(broken.code).not.toBe(0);
    expect(broken.output).toContain('docs/intro.md:14:5 warning broken-link');
    expect(broken.output).toContain('pre-commit: fix the problems above');

    await writeFile(path.join(repo, 'docs/missing.md'), '---\ntitle: Missing no more\n---\n\nHere.\n');
    await run('git', ['add', '-A'], { cwd: repo });
    expect((await commit(repo, 'fixed')).code).toBe(0);

    // Another hook is kept unless --force.
    await writeFile(hook, '#!/bin/sh\nexit 0\n');
    const again = await runPortal(['install-hook'], { cwd: repo });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('error hook-exists');
    expect((await runPortal(['install-hook', '--force'], { cwd: repo })).code).toBe(0);
  });

  it('runs the portal that installed it in a repository with no portal of its own', { timeout: 120_000 }, async () => {
    const repo = await mkdtemp(path.join(tmpdir(), 'portal-hook-bare-'));
    await run('git', ['init', '-q'], { cwd: repo });
    expect((await runPortal(['init'], { cwd: repo })).code).toBe(0);
    expect((await runPortal(['install-hook'], { cwd: repo })).code).toBe(0);
    await appendFile(path.join(repo, 'docs/intro.md'), '\nSee [the missing page](./missing.md).\n');
    await run('git', ['add', '-A'], { cwd: repo });
    const broken = await commit(repo, 'broken link');
    expect(broken.code).not.toBe(0);
    expect(broken.output).toContain('docs/intro.md:14:5 warning broken-link');
    await writeFile(path.join(repo, 'docs/missing.md'), '---\ntitle: Here\n---\n\nHere.\n');
    await run('git', ['add', '-A'], { cwd: repo });
    const fixed = await commit(repo, 'fixed');
    expect(fixed.code, fixed.output).toBe(0);
  });
});
