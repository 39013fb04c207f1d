import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { recoverOutput } from '../../core/emit/output.ts';
import { copyFixture, PORTAL, runPortal } from '../helpers.ts';

// A build that fails or is killed part way must leave the previous output byte for byte as it
// was, and the next build must leave no temporary folder behind.

let dir: string;
let baseline: string;

/** Every path and byte of a folder tree, as one hash. */
async function treeHash(root: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = (await readdir(root, { recursive: true, withFileTypes: true }))
    .map((e) => ({ abs: path.join(e.parentPath, e.name), dir: e.isDirectory() }))
    .sort((a, b) => a.abs.localeCompare(b.abs));
  for (const { abs, dir: isDir } of entries) {
    hash.update(`${path.relative(root, abs)}\0${isDir ? 'dir' : 'file'}\0`);
    if (!isDir) hash.update(await readFile(abs));
  }
  return hash.digest('hex');
}

/** What sits beside the output folder other than itself: `build.tmp-*`, `build.old-*`. */
const strays = async () => (await readdir(dir)).filter((n) => /^build\.(tmp|old)-/.test(n));

const staging = async () => (await strays()).find((n) => n.startsWith('build.tmp-'));
const stagedFiles = async () => {
  const name = await staging();
  return name ? (await readdir(path.join(dir, name), { recursive: true }).catch(() => [])).length : 0;
};

beforeAll(async () => {
  dir = await copyFixture();
  // Enough pages that rendering takes a while, so a kill lands while the staging folder fills.
  await mkdir(path.join(dir, 'site/docs/many'), { recursive: true });
  for (let i = 0; i < 300; i++) {
    await writeFile(
      path.join(dir, `site/docs/many/page-${i}.md`),
      `---\ntitle: Page ${i}\n---\n\n## Part ${i}\n\n${'Some text with `code` and **bold**. '.repeat(40)}\n`,
    );
  }
  const first = await runPortal(['build', 'site', '--out', 'build'], { cwd: dir });
  expect(first.code, first.stderr).toBe(0);
  baseline = await treeHash(path.join(dir, 'build'));
  // From here on a build that finished would differ from the baseline, so an identical tree means
  // the killed or failed build really changed nothing.
  await appendFile(path.join(dir, 'site/docs/guide/intro.md'), '\nA sentence added after the first build.\n');
});

/**
 * Starts `portal build --no-cache`, waits for `when`, kills it with SIGKILL and waits for it to die.
 * Fails if the build ended by itself first (the kill would then have tested nothing).
 */
async function killDuring(when: () => Promise<boolean>): Promise<void> {
  const child = spawn(process.execPath, [PORTAL, 'build', 'site', '--out', 'build', '--no-cache'], { cwd: dir, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let done = false;
  void exited.then(() => (done = true));
  while (!done && !(await when())) await new Promise((r) => setTimeout(r, 5));
  expect(done, 'the build finished before the kill').toBe(false);
  child.kill('SIGKILL');
  await exited;
}

describe('build keeps the previous output', () => {
  it('leaves it byte-identical when the build fails part way, and removes its staging folder', async () => {
    // A static file named like a route folder makes rendering fail after staging has begun.
    await writeFile(path.join(dir, 'site/static/blog'), 'not a folder');
    const failed = await runPortal(['build', 'site', '--out', 'build'], { cwd: dir });
    await rm(path.join(dir, 'site/static/blog'));
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(
      'site/static/blog error output-write: could not write the output file blog from site/static/blog: EISDIR',
    );
    expect(failed.stderr).toContain('The previous output in build is unchanged.');
    expect(failed.stderr).not.toMatch(/\bat .+\.(js|ts):\d+/);
    expect(await treeHash(path.join(dir, 'build'))).toBe(baseline);
    expect(await strays()).toEqual([]);
  });

  const after = (ms: number) => {
    const start = Date.now();
    return async () => Date.now() - start > ms;
  };
  const points: [string, () => () => Promise<boolean>][] = [
    ['at once', () => async () => true],
    ['after 1.5 s, while it loads the content', () => after(1500)],
    ['when the staging folder appears', () => async () => (await staging()) !== undefined],
    ['when the staging folder holds 20 files', () => async () => (await stagedFiles()) >= 20],
    ['when the staging folder holds 400 files', () => async () => (await stagedFiles()) >= 400],
  ];

  for (const [name, when] of points) {
    it(`leaves it byte-identical when the build is killed with SIGKILL ${name}`, async () => {
      await killDuring(when());
      expect(existsSync(path.join(dir, 'build/.portal-build'))).toBe(true);
      expect(await treeHash(path.join(dir, 'build'))).toBe(baseline);
    });
  }

  it('leaves no temporary folder behind after the next build', async () => {
    // The kills above left their staging folders; make sure at least one is there to clear.
    await killDuring(async () => (await stagedFiles()) >= 20);
    expect((await strays()).length).toBeGreaterThan(0);
    const next = await runPortal(['build', 'site', '--out', 'build'], { cwd: dir });
    expect(next.code, next.stderr).toBe(0);
    expect(await strays()).toEqual([]);
    expect(await readFile(path.join(dir, 'build/docs/guide/intro/index.html'), 'utf8')).toContain(
      'A sentence added after the first build.',
    );
    baseline = await treeHash(path.join(dir, 'build'));
  });

  it('puts the previous output back when a build was killed between the two renames of the swap', async () => {
    // The state a kill leaves between "move the output aside" and "move the new one in".
    const dead = 2147483646;
    const out = path.join(dir, 'build');
    await mkdir(path.join(dir, `build.tmp-${dead}`));
    await writeFile(path.join(dir, `build.tmp-${dead}/index.html`), 'half-built');
    await rename(out, path.join(dir, `build.old-${dead}`));
    await recoverOutput(out);
    expect(await strays()).toEqual([]);
    expect(await treeHash(out)).toBe(baseline);
  });
});
