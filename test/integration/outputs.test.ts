import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import Parser from 'rss-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runPortal, type RunResult } from '../helpers.ts';

/** The fixture with edit links and last-updated lines turned on, a custom edit URL and a `last_update`. */
async function prepareSite(): Promise<string> {
  const dir = await copyFixture();
  const site = path.join(dir, 'site');
  const config = path.join(site, 'portal.config.yaml');
  await writeFile(
    config,
    (await readFile(config, 'utf8')).replace(
      'docs:\n',
      'docs:\n  editUrl: https://git.example/org/repo/edit/main/site/\n  showLastUpdateTime: true\n  showLastUpdateAuthor: true\n',
    ),
  );
  const second = path.join(site, 'docs/guide/second.md');
  await writeFile(second, (await readFile(second, 'utf8')).replace('---\n', '---\ncustom_edit_url: https://elsewhere.example/second.md\n'));
  const mdx = path.join(site, 'docs/other/page.mdx');
  await writeFile(
    mdx,
    (await readFile(mdx, 'utf8')).replace('---\n', '---\nlast_update:\n  date: 2023-05-06\n  author: Frontmatter Author\n'),
  );
  return dir;
}

function git(cwd: string, args: string[], who: { name: string; date: string }): void {
  execFileSync('git', ['-c', 'user.name=' + who.name, '-c', 'user.email=x@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: who.name,
      GIT_COMMITTER_NAME: who.name,
      GIT_AUTHOR_DATE: who.date,
      GIT_COMMITTER_DATE: who.date,
    },
    stdio: 'ignore',
  });
}

let inGit: { dir: string; out: string; result: RunResult };
let outside: { dir: string; out: string; result: RunResult };
const page = async (out: string, route: string) => cheerio.load(await readFile(path.join(out, route, 'index.html'), 'utf8'));
const text = (out: string, file: string) => readFile(path.join(out, file), 'utf8');

beforeAll(async () => {
  // A repository with two commits by different people: the second changes one page.
  const dir = await prepareSite();
  const ann = { name: 'Ann First', date: '2024-01-10T12:00:00Z' };
  const bob = { name: 'Bob Second', date: '2024-03-02T12:00:00Z' };
  git(dir, ['init', '-q'], ann);
  git(dir, ['add', 'site'], ann);
  git(dir, ['commit', '-q', '-m', 'first'], ann);
  const intro = path.join(dir, 'site/docs/guide/intro.md');
  await writeFile(intro, `${await readFile(intro, 'utf8')}\nOne more line.\n`);
  git(dir, ['commit', '-q', '-am', 'second'], bob);
  const outDir = await prepareSite();
  const [a, b] = await Promise.all([
    runPortal(['build', 'site', '--out', 'build'], { cwd: dir }),
    runPortal(['build', 'site', '--out', 'build', '--format', 'github'], { cwd: outDir }),
  ]);
  inGit = { dir, out: path.join(dir, 'build'), result: a };
  outside = { dir: outDir, out: path.join(outDir, 'build'), result: b };
});

describe('edit links and last-updated dates', () => {
  it('builds in and outside a git repository', () => {
    expect(inGit.result.code, inGit.result.stderr).toBe(0);
    expect(outside.result.code, outside.result.stderr).toBe(0);
  });

  it('shows the edit link from the pattern and the last commit date and author from git', async () => {
    const $ = await page(inGit.out, 'docs/guide/intro');
    expect($('.doc-meta .edit-this-page').attr('href')).toBe('https://git.example/org/repo/edit/main/site/docs/guide/intro.md');
    expect($('.doc-meta .last-updated').text()).toBe('Last updated on Mar 2, 2024 by Bob Second');
    expect($('.doc-meta .last-updated time').attr('datetime')).toBe('2024-03-02T12:00:00.000Z');
    // A page the second commit did not touch keeps the first one's.
    expect((await page(inGit.out, 'docs/guide/second'))('.last-updated').text()).toBe('Last updated on Jan 10, 2024 by Ann First');
  });

  it('lets custom_edit_url and last_update frontmatter win', async () => {
    expect((await page(inGit.out, 'docs/guide/second'))('.edit-this-page').attr('href')).toBe('https://elsewhere.example/second.md');
    expect((await page(inGit.out, 'docs/other/page'))('.last-updated').text()).toBe('Last updated on May 6, 2023 by Frontmatter Author');
  });

  it('outside git, keeps the edit link and shows no date unless the frontmatter gives one', async () => {
    const $ = await page(outside.out, 'docs/guide/intro');
    expect($('.edit-this-page').attr('href')).toBe('https://git.example/org/repo/edit/main/site/docs/guide/intro.md');
    expect($('.last-updated')).toHaveLength(0);
    expect((await page(outside.out, 'docs/other/page'))('.last-updated').text()).toBe('Last updated on May 6, 2023 by Frontmatter Author');
  });
});

describe('--format github', () => {
  it('prints each warning as a workflow annotation on stdout', () => {
    const lines = outside.result.stdout.trim().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines).toContain(
      '::warning file=site/docs/guide/intro.md,line=16,col=3,title=portal broken-link::the link "./missing.md" points to docs/guide/missing.md, which does not exist (did you mean ./intro.md?)',
    );
    for (const line of lines) expect(line).toMatch(/^::warning file=site\/[^,]+,line=\d+,col=\d+,title=portal [a-z-]+::/);
  });

  it('works for check-links too, and --json still prints JSON', async () => {
    const github = await runPortal(['check-links', 'site', '--format', 'github'], { cwd: outside.dir });
    expect(github.stdout).toContain('::warning file=site/docs/guide/intro.md,line=16,col=38,title=portal broken-anchor::');
    const json = await runPortal(['check-links', 'site', '--json'], { cwd: outside.dir });
    expect(JSON.parse(json.stdout).warnings).toBeGreaterThan(0);
    const bad = await runPortal(['check-links', 'site', '--format', 'xml'], { cwd: outside.dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Allowed choices are text, json, github');
    const missing = await runPortal(['check-links', 'nowhere', '--format', 'github'], { cwd: outside.dir });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/^::error file=nowhere,title=portal config-missing::no portal\.config\.yaml in nowhere/m);
  });
});

describe('blog feeds', () => {
  it('writes RSS, Atom and JSON Feed that parsers read, with absolute URLs', async () => {
    const rss = await new Parser().parseString(await text(inGit.out, 'blog/rss.xml'));
    expect(rss.items.map((i) => i.link)).toEqual([
      'https://fixture.example.com/fx/blog/second',
      'https://fixture.example.com/fx/blog/first',
    ]);
    expect(rss.items[1]?.['content:encoded']).toContain('After the fold');
    // RSS 2.0 <author> is an email address: authors known by name are dc:creator.
    expect(rss.items[1]?.creator).toBe('Ada Writer');
    expect(await text(inGit.out, 'blog/rss.xml')).not.toMatch(/<author>[^<@]*<\/author>/);
    const atom = await new Parser().parseString(await text(inGit.out, 'blog/atom.xml'));
    expect(atom.items).toHaveLength(2);
    expect(new Date(atom.items[1]?.pubDate ?? atom.items[1]?.isoDate ?? '').toISOString()).toBe('2024-01-02T00:00:00.000Z');
    const json = JSON.parse(await text(inGit.out, 'blog/feed.json'));
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(json.items[1].authors.map((a: { name: string }) => a.name)).toEqual(['Ada Writer', 'Bob Notes']);
  });

  it('links every page to the feeds, and each doc to its markdown twin', async () => {
    for (const route of ['', 'docs/guide/intro', 'blog']) {
      const $ = await page(inGit.out, route);
      const feeds = $('link[rel=alternate]')
        .toArray()
        .map((l) => [$(l).attr('type'), $(l).attr('href')]);
      expect(feeds).toEqual(
        expect.arrayContaining([
          ['application/rss+xml', 'https://fixture.example.com/fx/blog/rss.xml'],
          ['application/atom+xml', 'https://fixture.example.com/fx/blog/atom.xml'],
          ['application/feed+json', 'https://fixture.example.com/fx/blog/feed.json'],
        ]),
      );
    }
    expect((await page(inGit.out, 'docs/guide/intro'))('link[rel=alternate][type="text/markdown"]').attr('href')).toBe(
      'https://fixture.example.com/fx/docs/guide/intro.md',
    );
  });
});

describe('llms.txt, llms-full.txt and markdown twins', () => {
  it('writes llms.txt as a map of the docs grouped by sidebar, with one-line descriptions', async () => {
    const llms = await text(inGit.out, 'llms.txt');
    expect(llms.startsWith('# Fixture Portal\n\n> A small site that exercises every route kind.\n')).toBe(true);
    expect(llms).toContain('## Guide\n');
    expect(llms).toContain('- [Introduction](https://fixture.example.com/fx/docs/guide/intro.md): The first page of the fixture guide.');
    expect(llms).toContain('## Fixture Blog\n');
    expect(llms).toContain('## API reference\n');
  });

  it('writes a clean markdown twin next to each doc page', async () => {
    const intro = await text(inGit.out, 'docs/guide/intro.md');
    expect(intro.startsWith('# Introduction\n\nWelcome to the fixture.\n\n## Getting a token\n')).toBe(true);
    expect(intro).toContain('[second page](https://fixture.example.com/fx/docs/guide/second#real-anchor)');
    expect(intro).toContain('![Logo](https://fixture.example.com/fx/img/logo.svg)');
    expect(intro).not.toContain('tags:');
    const mdx = await text(inGit.out, 'docs/other/page.md');
    expect(mdx).toContain('**JavaScript**\n\nUse **fetch**.');
    expect(mdx).toContain('> **Warning: Careful**\n>\n> Mind the gap.');
    expect(mdx).toContain('Child text survives.');
    expect(mdx).not.toMatch(/import|<Tab|\{\//);
  });

  it('writes every doc into llms-full.txt, each under its title and address', async () => {
    const full = await text(inGit.out, 'llms-full.txt');
    expect(full).toContain('# Introduction\n\nSource: https://fixture.example.com/fx/docs/guide/intro\n\nWelcome to the fixture.');
    expect(full).toContain('# MDX page\n\nSource: https://fixture.example.com/fx/docs/other/page\n');
    expect(existsSync(path.join(inGit.out, 'docs/guide/second.md'))).toBe(true);
  });
});
