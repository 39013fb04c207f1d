import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPortal } from '../helpers.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-init-'));
});

describe('portal init and the site you stand in', () => {
  it('with no site here, says how to start one instead of building another site', async () => {
    const result = await runPortal(['build'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error site-missing: no site here');
    expect(result.stderr).toContain('portal init');
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('builds a site outside the repository from the TypeScript sources (PORTAL_SOURCE=1, no bundle step)', async () => {
    expect((await runPortal(['init', 'from-source'], { cwd: dir })).code).toBe(0);
    // The site folder has no tsconfig: the sources must compile with the portal's own (its JSX transform).
    const build = await runPortal(['build'], { cwd: path.join(dir, 'from-source'), env: { PORTAL_SOURCE: '1' } });
    expect(build.stderr).toMatch(/Built \d+ routes .* 0 errors, 0 warnings\./);
    expect(build.code).toBe(0);
  });

  it('writes a starter site that builds from inside its folder with no warnings', async () => {
    const init = await runPortal(['init', 'my-site'], { cwd: dir });
    expect(init.code).toBe(0);
    expect(init.stderr).toContain('Wrote a starter site');
    const site = path.join(dir, 'my-site');
    for (const f of ['portal.config.yaml', 'docs/intro.md', 'docs/guides/_category_.json', 'blog/authors.yml', 'api/openapi.yaml'])
      expect(existsSync(path.join(site, f)), f).toBe(true);

    const build = await runPortal(['build'], { cwd: site });
    expect(build.stderr).toMatch(/Built \d+ routes .* into build in [\d.]+ s: 0 errors, 0 warnings\./);
    expect(build.code).toBe(0);
    const out = path.join(site, 'build');
    // The default sidebar: every doc, and the category's generated index page.
    for (const route of ['docs/intro', 'docs/guides/first-steps', 'docs/category/guides', 'blog/welcome', 'docs/api/example']) {
      expect(existsSync(path.join(out, route, 'index.html')), route).toBe(true);
    }
    const intro = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(intro).toContain('href="/docs/category/guides"');
    expect(intro).toContain('href="/docs/guides/first-steps"');
    // Its own look: its logo in the navbar, a neutral colour, no version or language menus.
    expect(intro).toContain('<img class="navbar-logo" src="/img/logo.svg" alt="" width="32" height="32"/>');
    expect(intro).not.toContain('docs-preferred-version');
    // A home page with a hero, two buttons and three feature cards.
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(home.match(/class="button button-(primary|secondary)"/g)).toHaveLength(2);
    expect(home.match(/class="card feature-card"/g)).toHaveLength(3);
    // npm start and npm run build.
    const pkg = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts).toEqual({ start: 'portal serve', build: 'portal build' });
  });

  it("adds start and build scripts to an npm project's package.json, keeping its own", async () => {
    const project = path.join(dir, 'project');
    await mkdir(project);
    await writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'docs', scripts: { build: 'make docs', test: 'vitest' } }));
    const init = await runPortal(['init'], { cwd: project });
    expect(init.code, init.stderr).toBe(0);
    const pkg = JSON.parse(await readFile(path.join(project, 'package.json'), 'utf8')) as { name: string; scripts: Record<string, string> };
    expect(pkg).toEqual({ name: 'docs', scripts: { build: 'make docs', test: 'vitest', start: 'portal serve' } });
  });

  it('refuses a folder that already holds files', async () => {
    await mkdir(path.join(dir, 'used'));
    await writeFile(path.join(dir, 'used/notes.txt'), 'mine');
    const result = await runPortal(['init', 'used'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error init-refused: will not start a site in used: it already holds notes.txt');
    expect(await readFile(path.join(dir, 'used/notes.txt'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(dir, 'used/portal.config.yaml'))).toBe(false);
  });

  it('warns, with the config line and a guess, about sidebar folders and docs that do not exist', async () => {
    const site = path.join(dir, 'my-site');
    const config = path.join(site, 'portal.config.yaml');
    const text = await readFile(config, 'utf8');
    const edited = text.replace(
      'navbar:',
      'docs:\n  sidebars:\n    docs:\n      - intro\n      - intr\n      - { type: autogenerated, dirName: guides }\n      - { type: autogenerated, dirName: guide }\n      - type: autogenerated\n        dirName: ./nope\nnavbar:',
    );
    await writeFile(config, edited);
    const result = await runPortal(['check-links'], { cwd: site });
    const line = (exact: string) => edited.split('\n').findIndex((l) => l.trim() === exact) + 1;
    expect(result.stdout).toContain(
      `portal.config.yaml:${line('- intr')}:1 warning sidebar-missing-doc: the sidebar "docs" names the doc "intr", which does not exist (did you mean intro?)`,
    );
    expect(result.stdout).toContain(
      `portal.config.yaml:${line('- { type: autogenerated, dirName: guide }')}:1 warning sidebar-missing-folder: the sidebar "docs" lists the folder docs/guide, which holds no docs (did you mean dirName: guides? dirName is relative to docs/)`,
    );
    // Written as a block, the warning names the dirName line itself.
    expect(result.stdout).toContain(
      `portal.config.yaml:${line('dirName: ./nope')}:1 warning sidebar-missing-folder: the sidebar "docs" lists the folder docs/nope`,
    );
    expect(result.stderr).toContain('0 errors, 3 warnings.');
    await writeFile(config, text);
  });
});
