import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import Parser from 'rss-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runPortal, type RunResult } from '../helpers.ts';

/**
 * A second Docusaurus 3.5 site, written apart from test/fixtures/docusaurus, converted and built
 * with no edits. Every warning the build prints is one Docusaurus would also stop or warn at.
 */
let dir: string;
let out: string;
let init: RunResult;
let build: RunResult;
const html = async (route: string) => cheerio.load(await readFile(path.join(out, route, 'index.html'), 'utf8'));
const text = (file: string) => readFile(path.join(out, file), 'utf8');

beforeAll(async () => {
  dir = await copyFixture('docusaurus-weather');
  out = path.join(dir, 'build');
  init = await runPortal(['init', '--from-docusaurus', 'site', '--out', 'portal-site'], { cwd: dir });
  build = await runPortal(['build', 'portal-site', '--out', 'build', '--format', 'json'], { cwd: dir });
}, 120_000);

describe('a second Docusaurus site builds unchanged', () => {
  it('converts, lists only what it cannot map, and builds with only the warnings Docusaurus would also give', () => {
    expect(init.code, init.stderr).toBe(0);
    expect(init.stderr).toContain('Could not map (4)');
    expect(build.code, build.stderr).toBe(0);
    const report = JSON.parse(build.stdout) as { errors: number; diagnostics: { code: string; file: string; line: number }[] };
    expect(report.errors).toBe(0);
    expect(report.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`).sort()).toEqual([
      // <Highlight> is not defined anywhere: Docusaurus fails at render time.
      'portal-site/docs/02-advanced/01-caching.mdx:32 component-unknown',
      // `a < b and a brace {`: Docusaurus 3 stops at this file.
      'portal-site/docs/reference/fallback.md:9 mdx-syntax',
      // An inline tag with a tags.yml present: Docusaurus's onInlineTags: warn.
      'portal-site/docs/welcome.md:10 unknown-tag',
      // {new Date().getFullYear()} runs in Docusaurus; portal runs no author code.
      'portal-site/docs/welcome.md:49 mdx-unsupported',
    ]);
  });

  it('renders JSX in .md: multi-line tags, require() images, tabs with values, absolute .md links, {#id}', async () => {
    const $ = await html('docs');
    expect($('.markdown img').attr('src')).toBe('/hub/img/map.png');
    expect($('.tab-panel').map((_, p) => p.attribs['data-label']).get()).toEqual(['cURL', 'Python']);
    expect($('.tabs').attr('data-query-string')).toBe('lang');
    expect($('a:contains("absolute link")').attr('href')).toBe('/hub/docs/basics/keys#get-a-key');
    expect($('h2#next').length).toBe(1);
    const fallback = await html('docs/reference/fallback');
    expect(fallback('.markdown img').attr('src')).toBe('/hub/img/map.png');
    expect(fallback('.tab-panel').map((_, p) => p.attribs['data-label']).get()).toEqual(['Linux', 'macOS']);
    expect(fallback('.markdown p').text()).not.toMatch(/<(img|Tabs)|values=|require\(/);
    expect(fallback('h2#custom-id').length).toBe(1);
  });

  it('draws every admonition form and leaves no comment in any page', async () => {
    const $ = await html('docs/basics/setup');
    const kinds = $('.markdown > .admonition').map((_, a) => `${a.attribs.class} ${$(a).children('.admonition-heading').text()}`).get();
    expect(kinds).toEqual([
      'admonition admonition-note Note',
      'admonition admonition-tip Bracket title',
      'admonition admonition-important admonition-info Practical Example',
      'admonition admonition-info Outer',
      'admonition admonition-caution admonition-warning Caution',
      'admonition admonition-danger Danger zone',
      'admonition admonition-success admonition-tip Success',
      'admonition admonition-secondary admonition-note Secondary',
    ]);
    expect($('.admonition-info .admonition-warning').length).toBe(1);
    for (const route of ['docs/basics/setup', 'docs/reference/fallback', 'blog/2024/02/10/spring', 'blog/v2']) {
      expect(await text(`${route}/index.html`), route).not.toContain('truncate -->');
    }
  });

  it('gives edit links (custom_edit_url wins) and the last_update of the frontmatter outside git', async () => {
    const setup = await html('docs/basics/setup');
    expect(setup('a.edit-this-page').attr('href')).toBe('https://elsewhere.example.org/edit/setup.md');
    expect(setup('.last-updated time').attr('datetime')).toBe('2024-01-02');
    expect(setup('.last-updated').text()).toContain('Ola Nordmann');
    const keys = await html('docs/basics/keys');
    expect(keys('a.edit-this-page').attr('href')).toBe('https://git.example.org/wx/hub/tree/main/docs/01-basics/02-keys.md');
    expect(keys('.last-updated').length).toBe(0);
  });

  it('reads categories (empty files too), index docs, numbered prefixes, src/pages and pathname:// links', async () => {
    expect((await html('docs/empty-cat/lonely'))('h1').first().text()).toBe('Lonely');
    expect((await html('docs/yml-empty/thing'))('.markdown').text()).toContain('Just a body');
    expect((await html('docs/advanced/deep'))('h1').first().text()).toBe('Deep dive');
    expect((await html('docs/category/basics'))('h1').first().text()).toBe('The basics');
    expect((await html('about'))('h1').first().contents().first().text()).toBe('About us');
    expect((await html('contact'))('.admonition-tip').text()).toContain('Write to us.');
    expect((await html('docs/reference/units'))('a:contains("the table")').attr('href')).toBe('/hub/files/units.csv');
  });

  it('dates posts from file and folder names, reads inline and mixed authors, and cuts excerpts at either marker', async () => {
    const list = await html('blog');
    expect(list('.post-card-title a').map((_, a) => a.attribs.href).get()).toEqual(['/hub/blog/v2', '/hub/blog/2024/02/10/spring', '/hub/blog/2023/11/20/first']);
    expect(list('.post-card').eq(1).find('.post-author').map((_, a) => list(a).text()).get()).toEqual(['KNKari NordmannMaintainer', 'AGAnother Guest']);
    expect(list('.post-card').eq(1).find('.markdown').text().trim()).toBe('Spring notes.');
    expect(list('.post-card').eq(2).find('.post-author a').attr('href')).toBe('https://example.org/guest');
    const rss = await new Parser().parseString(await text('blog/rss.xml'));
    expect(rss.items.map((i) => i.link)).toEqual(['https://weather.example.org/hub/blog/v2', 'https://weather.example.org/hub/blog/2024/02/10/spring', 'https://weather.example.org/hub/blog/2023/11/20/first']);
  });

  it('publishes clean markdown twins and llms.txt', async () => {
    const welcome = await text('docs.md');
    expect(welcome).toContain('**cURL**');
    expect(welcome).toContain('[the jump](https://weather.example.org/hub/docs#next)');
    const fallback = await text('docs/reference/fallback.md');
    expect(fallback).not.toMatch(/<\/?(Tabs|TabItem|img)|^import /m);
    expect(fallback).toContain('**macOS**');
    const llms = await text('llms.txt');
    expect(llms).toMatch(/^## Guides$/m);
    expect(llms).toMatch(/^## Reference$/m);
    const twins = (await readdir(path.join(out, 'docs/basics'))).filter((f) => f.endsWith('.md')).sort();
    expect(twins).toEqual(['keys.md', 'setup.md']);
  });
});
