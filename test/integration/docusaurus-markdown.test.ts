import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runPortal, type RunResult } from '../helpers.ts';

let dir: string;
let out: string;
let result: RunResult;
const page = async (route: string) => cheerio.load(await readFile(path.join(out, route, 'index.html'), 'utf8'));
const body = async (route: string) => {
  const $ = await page(route);
  return { $, md: $('main .markdown') };
};
const F = 'site/docs/markdown-features';

beforeAll(async () => {
  dir = await copyFixture('docusaurus');
  out = path.join(dir, 'build');
  result = await runPortal(['build', 'site', '--out', 'build'], { cwd: dir });
});

describe('a Docusaurus 3 site built unchanged: markdown', () => {
  it('builds with exactly the warnings Docusaurus content deserves', () => {
    expect(result.code).toBe(0);
    const warnings = result.stderr
      .split('\n')
      .filter((l) => / warning /.test(l))
      .map((l) => l.replace(/ \(.*$/, '').replace(/: .*$/, ''));
    expect(warnings).toEqual([
      `${F}/admonitions.md:72:1 warning unknown-admonition`,
      `${F}/code.md:58:1 warning unknown-language`,
      `${F}/components.mdx:13:1 warning mdx-export`,
      `${F}/components.mdx:37:1 warning component-unknown`,
      `${F}/components.mdx:41:6 warning component-unknown`,
      `${F}/fallback.md:8:18 warning mdx-syntax`,
      `${F}/fallback.md:10:1 warning component-unknown`,
      `${F}/links.md:11:3 warning broken-link`,
      `${F}/partials.mdx:15:1 warning partial-missing`,
    ]);
    expect(result.stderr).toMatch(/0 errors, 9 warnings/);
  });

  it('renders Tabs in a .md page as accessible panels, with groupId, queryString, values and default', async () => {
    const { $, md } = await body('docs/markdown-features/tabs');
    const groups = md.find('.tabs');
    expect(groups.length).toBe(2);
    expect(groups.eq(0).attr('data-group-id')).toBe('operating-systems');
    expect(groups.eq(0).attr('data-query-string')).toBe('operating-systems');
    const panels = groups.eq(0).children('.tab-panel');
    expect(panels.map((_, p) => $(p).attr('data-label')).get()).toEqual(['Linux', 'Windows']);
    expect(panels.eq(1).attr('data-default')).toBe('');
    expect(panels.eq(0).find('.tab-label').text()).toBe('Linux');
    expect(panels.eq(0).text()).toContain('Run install.sh in a terminal.');
    const second = groups.eq(1).children('.tab-panel');
    expect(second.map((_, p) => $(p).attr('data-label')).get()).toEqual(['JSON', 'YAML']);
    expect(second.eq(1).attr('data-default')).toBe('');
    expect(second.eq(1).find('pre').attr('data-language')).toBe('yaml');
  });

  it('never prints import lines nor uses them as the description', async () => {
    const { $, md } = await body('docs/markdown-features/tabs');
    expect(md.text()).not.toContain('import');
    expect($('meta[name=description]').attr('content')).toBe('Choose your platform before you install.');
    expect((await page('docs/markdown-features/components'))('main .markdown').text()).not.toMatch(/import|export/);
  });

  it('renders every admonition keyword and syntax', async () => {
    const { $, md } = await body('docs/markdown-features/admonitions');
    const boxes = md.children('.admonition');
    const kinds = boxes.map((_, b) => ($(b).attr('class') ?? '').split(' ')[1]).get();
    expect(kinds).toEqual([
      'admonition-note',
      'admonition-tip',
      'admonition-important',
      'admonition-info',
      'admonition-warning',
      'admonition-danger',
      'admonition-caution',
      'admonition-success',
      'admonition-secondary',
      'admonition-info',
      'admonition-tip',
    ]);
    const titles = boxes.map((_, b) => $(b).children('.admonition-heading').text()).get();
    expect(titles).toEqual([
      'Note',
      'Bracket title',
      'Practical Example',
      'Info',
      'Warning',
      'Danger',
      'Caution',
      'Success',
      'Secondary',
      'Outer',
      'From JSX',
    ]);
    expect(md.find('.admonition-important').hasClass('admonition-info')).toBe(true);
    const nested = boxes.eq(9).find('.admonition-content .admonition-tip');
    expect(nested.children('.admonition-heading').text()).toBe('Inner');
    expect(nested.text()).toContain('A tip nested inside.');
    expect(md.text()).not.toContain(':::important');
  });

  it('renders Details, CodeBlock and TOCInline; unknown components keep their children and never swallow text', async () => {
    const { $, md } = await body('docs/markdown-features/components');
    expect(md.find('details summary').text()).toBe('Show the answer');
    expect(md.find('details strong').text()).toBe('42');
    expect(md.find('.code-block .code-title').text()).toBe('install.sh');
    expect(md.find('.code-block pre').attr('data-language')).toBe('bash');
    expect(md.find('.code-block pre').text()).toBe('npm install');
    expect(
      md
        .find('nav.toc-inline a')
        .map((_, a) => a.attribs.href)
        .get(),
    ).toEqual(['#details', '#code-block', '#unknown-components']);
    expect(md.find('[data-component=MyComponent]').length).toBe(1);
    expect(md.find('p').filter((_, p) => /follows an unknown component and survives/.test($(p).text())).length).toBe(1);
    expect(md.find('[data-component=Highlight]').text()).toBe('highlighted');
    expect(md.text()).not.toContain('comment that renders nothing');
  });

  it('falls back to CommonMark for a .md file that is not valid MDX, keeping components working', async () => {
    const { md } = await body('docs/markdown-features/fallback');
    expect(md.text()).toContain('The score was 3 <4 in the first round');
    expect(md.text()).toContain('The line after an unknown component stays visible.');
    expect(md.find('[data-component=Callout]').text()).toBe('');
    expect(md.find('.tabs .tab-panel .tab-label').text()).toBe('First');
    expect(md.text()).not.toContain('import');
    expect(result.stderr).toContain(`${F}/fallback.md:8:18 warning mdx-syntax: this .md file is not valid MDX`);
  });

  it('resolves JSX images with require() and useBaseUrl against static/ and the page folder', async () => {
    const { md } = await body('docs/markdown-features/images');
    expect(
      md
        .find('img')
        .map((_, i) => i.attribs.src)
        .get(),
    ).toEqual([
      '/img/diagram.svg',
      '/_files/docs/markdown-features/img/local.svg',
      '/img/photo.png',
      '/img/diagram.svg',
      '/_files/docs/markdown-features/img/local.svg',
    ]);
    expect(md.find('img').eq(1).attr('width')).toBe('40');
    expect(existsSync(path.join(out, '_files/docs/markdown-features/img/local.svg'))).toBe(true);
    expect(existsSync(path.join(out, 'img/photo.png'))).toBe(true);
  });

  it('uses custom heading ids in .md and .mdx, with links to them valid', async () => {
    const md1 = (await body('docs/markdown-features/heading-ids')).md;
    expect(md1.find('h2#step-1').text()).toBe('Query the catalog#');
    expect(md1.find('a[href="#step-1"]').length).toBeGreaterThan(0);
    expect(md1.find('a[href="/docs/markdown-features/heading-ids-mdx#mdx-step"]').length).toBe(1);
    const md2 = (await body('docs/markdown-features/heading-ids-mdx')).md;
    expect(md2.find('h2#mdx-step').text()).toBe('Step in MDX#');
    expect(result.stderr).not.toMatch(/broken-anchor/);
  });

  it('highlights Prism-known languages and aliases or passes them silently', async () => {
    const { $, md } = await body('docs/markdown-features/code');
    const langs = md
      .find('pre')
      .map((_, p) => $(p).attr('data-language') ?? '-')
      .get();
    expect(langs).toEqual([
      'bash',
      'bash',
      'bash',
      'bash',
      'yaml',
      'javascript',
      'typescript',
      'bash',
      'powershell',
      'dockerfile',
      '-',
      '-',
      '-',
      '-',
      'javascript',
      'python',
    ]);
    expect(md.find('pre').eq(5).find('.hljs-keyword').first().text()).toBe('const');
  });

  it('highlights the lines Docusaurus magic comments point at, and removes the comments', async () => {
    const { $, md } = await body('docs/markdown-features/code');
    const block = md.find('.code-block').filter((_, b) => $(b).find('.code-title').text() === 'magic.js');
    expect(
      block
        .find('.line')
        .map((_, l) => ($(l).hasClass('highlighted') ? '*' : ' ') + $(l).text())
        .get(),
    ).toEqual([' const a = 1;', '*const b = 2;', '*const c = 3;', '*const d = 4;', ' const e = 5;']);
    expect(md.find('pre').last().find('.line.highlighted').text()).toBe('print("hi")');
  });

  it('resolves links to markdown files relative to the file, then the docs folder, then the site folder', async () => {
    const { md } = await body('docs/markdown-features/links');
    expect(
      md
        .find('a')
        .map((_, a) => a.attribs.href)
        .get(),
    ).toEqual([
      '/docs/markdown-features/tabs',
      '/docs/intro',
      '/docs/markdown-features/code',
      '/docs/intro',
      '/docs/markdown-features/heading-ids#step-1',
      './nope.md',
    ]);
  });

  it('shows an imported partial where it is used, and no page for the partial itself', async () => {
    const { md } = await body('docs/markdown-features/partials');
    expect(
      md
        .children()
        .map((_, c) => c.tagName)
        .get(),
    ).toEqual(['p', 'div', 'p']);
    expect(md.find('.admonition-note .admonition-heading').text()).toBe('From a partial');
    expect(md.find('.admonition-note code').text()).toBe('_shared-note.mdx');
    expect(existsSync(path.join(out, 'docs/markdown-features/_shared-note'))).toBe(false);
  });

  it('fills <DocCardList /> with the cards of its category', async () => {
    const { md } = await body('docs/markdown-features');
    const cards = md.find('.doc-card-list .card');
    expect(cards.length).toBeGreaterThan(5);
    expect(cards.first().attr('href')).toBe('/docs/markdown-features/tabs');
    expect(cards.first().find('.card-title').text()).toBe('Tabs');
  });
});
