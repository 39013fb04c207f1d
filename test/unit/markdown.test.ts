import { describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { parseCodeMeta, splitLines } from '../../core/markdown/highlighter.ts';
import { rendererFor } from '../../core/markdown/render-job.ts';
import { preprocessMarkdown } from '../../core/markdown/preprocess.ts';
import { markdownConfig } from '../../core/config/markdown-config.ts';

const renderer = rendererFor({
  baseUrl: '/base/',
  markdown: markdownConfig({ format: 'detect' }),
  trailingSlash: null,
  highlight: true,
  fileRoutes: [
    ['docs/a/page.md', '/docs/a/page'],
    ['docs/a/other.md', '/docs/a/other'],
  ],
  siteFiles: ['docs/a/page.md', 'docs/a/other.md', 'docs/a/pic.png', 'static/img/x.svg'],
});

async function render(text: string, relPath = 'docs/a/page.md') {
  const diagnostics: Diagnostic[] = [];
  const out = await renderer.render(text, { absPath: `/site/${relPath}`, relPath, display: relPath }, diagnostics);
  return { ...out, $: cheerio.load(out.html), diagnostics };
}

describe('markdown rendering', () => {
  it('gives headings GitHub ids, honours {#custom-id} and lists them for the TOC', async () => {
    const { $, headings, ids } = await render('## Get a token\n\n### Get a token\n\n## Custom one {#mine}\n');
    expect(headings).toEqual([
      { depth: 2, text: 'Get a token', id: 'get-a-token' },
      { depth: 3, text: 'Get a token', id: 'get-a-token-1' },
      { depth: 2, text: 'Custom one', id: 'mine' },
    ]);
    expect(ids).toEqual(['get-a-token', 'get-a-token-1', 'mine']);
    expect($('h2#mine').text()).toBe('Custom one#');
    expect($('h2#mine a.hash-link').attr('href')).toBe('#mine');
  });

  it('renders every admonition kind, with and without a title', async () => {
    expect(preprocessMarkdown(':::tip Use it\nx\n:::', false)).toBe(':::tip[Use it]\nx\n:::');
    const { $ } = await render(':::note\nA **note**.\n:::\n\n:::danger[Stop here]\nDanger.\n:::\n\n:::warning Old style title\nW.\n:::\n');
    expect($('.admonition-note .admonition-heading').text()).toBe('Note');
    expect($('.admonition-note .admonition-content strong').text()).toBe('note');
    expect($('.admonition-danger .admonition-heading').text()).toBe('Stop here');
    expect($('.admonition-warning .admonition-heading').text()).toBe('Old style title');
  });

  it('keeps text that only looks like a directive', async () => {
    const { $ } = await render('Use EPSG:4326 or csw:Record at 10:30.\n');
    expect($('p').text()).toBe('Use EPSG:4326 or csw:Record at 10:30.');
  });

  it('highlights code with a title, line highlights and line numbers', async () => {
    const { $ } = await render('```js title="app.js" {2} showLineNumbers\nconst a = 1;\nconst b = 2;\n```\n');
    expect($('.code-block .code-title').text()).toBe('app.js');
    expect($('pre').hasClass('line-numbers')).toBe(true);
    expect($('pre').attr('data-language')).toBe('javascript');
    expect($('.line').length).toBe(2);
    expect($('.line').eq(1).hasClass('highlighted')).toBe(true);
    expect($('.hljs-keyword').first().text()).toBe('const');
  });

  it('warns about an unknown code language and shows the code plainly', async () => {
    const { $, diagnostics } = await render('\n```klingon\nqapla\n```\n');
    expect($('pre').text()).toBe('qapla');
    expect(diagnostics[0]).toMatchObject({ code: 'unknown-language', line: 2 });
  });

  it('keeps mermaid fences as diagram sources for the client', async () => {
    const { $, hasMermaid } = await render('```mermaid\nflowchart LR\n  A --> B\n```\n');
    expect(hasMermaid).toBe(true);
    expect($('.mermaid-diagram pre.mermaid-source').text()).toBe('flowchart LR\n  A --> B');
  });

  it('resolves links to routes under the base path and records where each was written', async () => {
    const { $, links } = await render(
      'Line one.\n\nSee [other](./other.md#part), [missing](./gone.md), [abs](/docs/a/other), [img](./pic.png) and ![x](/img/x.svg).\n',
    );
    expect($('a').eq(0).attr('href')).toBe('/base/docs/a/other#part');
    expect($('a').eq(2).attr('href')).toBe('/base/docs/a/other');
    expect($('a').eq(3).attr('href')).toBe('/base/_files/docs/a/pic.png');
    expect($('img').attr('src')).toBe('/base/img/x.svg');
    expect(links.map((l) => [l.target.kind, l.line, l.column])).toEqual([
      ['route', 3, 5],
      ['missing-file', 3, 31],
      ['route', 3, 53],
      ['asset', 3, 75],
      ['asset', 3, 96],
    ]);
  });

  it('renders raw HTML details and GFM tables', async () => {
    const { $ } = await render('<details>\n<summary>More</summary>\n\nInner *text*.\n\n</details>\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect($('details summary').text()).toBe('More');
    expect($('details em').text()).toBe('text');
    expect($('table td').length).toBe(2);
  });

  it('keeps layout HTML but drops what runs code', async () => {
    const { $, html } = await render(
      '<span class="swatch" style="background:#f2efe9" onclick="steal()"></span>\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1)) <a href="JaVaScRiPt:alert(2)">x</a>\n',
    );
    expect($('.swatch').attr('style')).toBe('background: #f2efe9');
    expect($('.swatch').attr('onclick')).toBeUndefined();
    expect($('script').length).toBe(0);
    expect(
      $('a')
        .map((_, a) => $(a).attr('href') ?? '')
        .get(),
    ).toEqual(['', '']);
    expect(html).not.toMatch(/alert\(/);
  });

  it('keeps the line breaks of highlighted code for copy and paste', async () => {
    const { $ } = await render('```bash\none\ntwo\n```\n');
    expect($('pre code').text()).toBe('one\ntwo');
  });

  it('splits a blog excerpt at the truncate marker', async () => {
    const out = await render('Intro.\n\n<!-- truncate -->\n\nRest.\n', 'docs/a/other.md');
    expect(out.excerptHtml).toContain('Intro.');
    expect(out.excerptHtml).not.toContain('Rest.');
    expect(out.text).toBe('Intro. Rest.');
  });

  it('turns MDX components into HTML without running code, and warns about unknown ones', async () => {
    const { $, diagnostics } = await render(
      'import X from "y";\n\n<Tabs>\n<TabItem value="a" label="A">\n\nAlpha\n\n</TabItem>\n</Tabs>\n\n<Details summary="Open me">Hidden</Details>\n\n<CodeBlock language="bash" title="run">echo hi</CodeBlock>\n\n<img src={require("/img/x.svg").default} style={{width: 20}} />\n\n<Mystery>Kept</Mystery>\n',
      'docs/a/mdx.mdx',
    );
    expect($('.tabs .tab-panel[data-value="a"] .tab-label').text()).toBe('A');
    expect($('details summary').text()).toBe('Open me');
    expect($('.code-title').text()).toBe('run');
    expect($('img').attr('src')).toBe('/base/img/x.svg');
    expect($('img').attr('style')).toBe('width: 20px');
    expect($('.mdx-unknown').text()).toBe('Kept');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['component-unknown', 17]]);
  });
});

describe('code helpers', () => {
  it('parses fence meta', () => {
    expect(parseCodeMeta('title="a b" {1,3-4} showLineNumbers')).toEqual({
      title: 'a b',
      highlightLines: new Set([1, 3, 4]),
      showLineNumbers: true,
    });
    expect(parseCodeMeta('')).toEqual({ highlightLines: new Set(), showLineNumbers: false });
  });

  it('splits a token spanning lines into one piece per line', () => {
    const lines = splitLines([
      { type: 'element', tagName: 'span', properties: { className: ['c'] }, children: [{ type: 'text', value: 'a\nb' }] },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.[0]).toMatchObject({ tagName: 'span', children: [{ value: 'b' }] });
  });
});
