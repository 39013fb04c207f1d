import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runPortal } from '../helpers.ts';

// Each case builds the fixture site with --out pointed somewhere it must not write, and checks the
// refusal (exit 1, output-refused, a reason) and that every file that was there is still there.
let dir: string;
const siteFiles = async () => (await readdir(path.join(dir, 'site'), { recursive: true })).sort();

beforeAll(async () => {
  dir = await copyFixture();
  await writeFile(path.join(dir, 'notes.txt'), 'keep me');
});

async function refused(args: string[], cwd: string, reason: RegExp) {
  const before = await siteFiles();
  const result = await runPortal(['build', ...args], { cwd });
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/error output-refused: will not write the build into /);
  expect(result.stderr).toMatch(reason);
  expect(result.stderr).not.toMatch(/\bat .+\.js:\d+/);
  expect(await siteFiles()).toEqual(before);
  expect(await readFile(path.join(dir, 'notes.txt'), 'utf8')).toBe('keep me');
}

describe('build --out never destroys a folder', () => {
  it('refuses the site folder itself', () => refused(['site', '--out', 'site'], dir, /it is the site folder itself/));

  it('refuses the current folder, which contains the site', () => refused(['site', '--out', '.'], dir, /contains the site folder site/));

  it('refuses the current folder when the site is elsewhere', async () => {
    await mkdir(path.join(dir, 'elsewhere'));
    await refused(['../site', '--out', '.'], path.join(dir, 'elsewhere'), /it contains the current folder/);
  });

  it('refuses a folder that contains the current folder', async () => {
    await refused(['.', '--out', '..'], path.join(dir, 'site'), /contains the site folder|contains the current folder/);
  });

  it('refuses a folder of other files, naming some of them', async () => {
    await mkdir(path.join(dir, 'mine'));
    await writeFile(path.join(dir, 'mine/report.pdf'), 'x');
    await refused(['site', '--out', 'mine'], dir, /it holds other files \(report\.pdf\) and no \.portal-build marker/);
    expect(await readFile(path.join(dir, 'mine/report.pdf'), 'utf8')).toBe('x');
  });

  it('refuses a file', async () => {
    await refused(['site', '--out', 'notes.txt'], dir, /it is a file, not a folder/);
  });

  it('writes into a missing or empty folder, marks it, and replaces it on the next build', async () => {
    await mkdir(path.join(dir, 'empty'));
    const first = await runPortal(['build', 'site', '--out', 'empty'], { cwd: dir });
    expect(first.code).toBe(0);
    expect(existsSync(path.join(dir, 'empty/.portal-build'))).toBe(true);
    await writeFile(path.join(dir, 'empty/stale.html'), 'old');
    const again = await runPortal(['build', 'site', '--out', 'empty'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(existsSync(path.join(dir, 'empty/stale.html'))).toBe(false);
    expect(existsSync(path.join(dir, 'empty/index.html'))).toBe(true);
    const fresh = await runPortal(['build', 'site', '--out', 'new/nested'], { cwd: dir });
    expect(fresh.code).toBe(0);
    expect(existsSync(path.join(dir, 'new/nested/.portal-build'))).toBe(true);
  });

  it('says "nothing was written" when a first build fails, and keeps a previous build when a later one fails', async () => {
    const config = path.join(dir, 'site/portal.config.yaml');
    const good = await readFile(config, 'utf8');
    await writeFile(config, `${good}\nnot_a_key: 1\n`);
    try {
      const first = await runPortal(['build', 'site', '--out', 'never'], { cwd: dir });
      expect(first.code).toBe(1);
      expect(first.stderr).toContain('✗ config failed');
      expect(first.stderr).not.toContain('✓ config');
      expect(first.stderr).toContain('Build failed: 1 error, 0 warnings. Nothing was written to never.');
      expect(existsSync(path.join(dir, 'never'))).toBe(false);
      const later = await runPortal(['build', 'site', '--out', 'empty'], { cwd: dir });
      expect(later.stderr).toContain('The previous output in empty is unchanged.');
      expect(existsSync(path.join(dir, 'empty/index.html'))).toBe(true);
    } finally {
      await writeFile(config, good);
    }
  });

  it('refuses a static file in the place of one the build writes, naming both, and writes nothing', async () => {
    const shadows: [string, RegExp][] = [
      ['assets/js/portal-0123456789.txt', /assets\/js\/, where the build writes the build's scripts/],
      ['assets/sidebars/docs-0123456789.json', /assets\/sidebars\/, where the build writes the sidebar files/],
      ['assets/css/theme-0123456789.css', /assets\/css\/, where the build writes the build's stylesheets/],
      ['sitemap.xml', /sitemap\.xml, the sitemap/],
      ['Robots.txt', /robots\.txt/],
      ['llms.txt', /llms\.txt/],
      ['blog/rss.xml', /blog\/rss\.xml, the rss feed/],
      ['docs/guide/intro.md', /the markdown twin of \/docs\/guide\/intro/],
    ];
    const staticDir = path.join(dir, 'site/static');
    for (const [file] of shadows) {
      await mkdir(path.dirname(path.join(staticDir, file)), { recursive: true });
      await writeFile(path.join(staticDir, file), file.endsWith('.xml') ? '<r/>' : 'shadow');
    }
    try {
      const result = await runPortal(['build', 'site', '--out', 'shadowed'], { cwd: dir });
      expect(result.code).toBe(1);
      for (const [file, what] of shadows) {
        const line = result.stderr.split('\n').find((l) => l.includes(`error static-shadows-output: static/${file} would replace`));
        expect(line, `${file}\n${result.stderr}`).toMatch(what);
        expect(line).toContain(`static/${file}`);
      }
      expect(existsSync(path.join(dir, 'shadowed'))).toBe(false);
    } finally {
      for (const [file] of shadows) await rm(path.join(staticDir, file));
    }
  });
});
