import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { MarkdownFormat } from '../../core/config/types.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { docCardItems, fillDocCardList } from '../../core/graph/doc-card-list.ts';
import type { SidebarItem } from '../../model/routes.ts';
import { createLinkResolver } from '../../core/load/link-resolver.ts';
import { preprocessMarkdown } from '../../core/markdown/preprocess.ts';
import { rendererFor } from '../../core/markdown/render-job.ts';
import { markdownConfig } from '../../core/config/markdown-config.ts';

const renderers = new Map<MarkdownFormat, ReturnType<typeof rendererFor>>();
async function render(text: string, format: MarkdownFormat, relPath = 'docs/a/page.md') {
  if (!renderers.has(format)) {
    renderers.set(
      format,
      rendererFor({
        baseUrl: '/',
        markdown: markdownConfig({ format }),
        trailingSlash: null,
        highlight: false,
        allowedIframeHosts: [],
        fileRoutes: [['docs/a/page.md', '/docs/a/page']],
        siteFiles: ['static/img/x.png', 'docs/a/pic.png'],
      }),
    );
  }
  const diagnostics: Diagnostic[] = [];
  const out = await (renderers.get(format) as ReturnType<typeof rendererFor>).render(
    text,
    { absPath: `/site/${relPath}`, relPath, display: relPath },
    diagnostics,
  );
  return { ...out, $: cheerio.load(out.html), diagnostics, codes: diagnostics.map((d) => `${d.line}:${d.code}`) };
}

const PAGE =
  'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\nIntro text.\n\n<Tabs>\n<TabItem value="a" label="A">\n\nAlpha\n\n</TabItem>\n</Tabs>\n';

describe('markdown.format, as Docusaurus reads it', () => {
  it('mdx (the default) reads .md as MDX: components render and imports vanish', async () => {
    const { $, text, codes } = await render(PAGE, 'mdx');
    expect($('.tabs .tab-panel .tab-label').text()).toBe('A');
    expect(text).not.toContain('import');
    expect(codes).toEqual([]);
  });

  it('detect reads .md as CommonMark and .mdx as MDX; components work in both', async () => {
    const md = await render(PAGE, 'detect');
    expect(md.$('.tabs .tab-panel').attr('data-label')).toBe('A');
    expect(md.text).not.toContain('import');
    const mdx = await render('Text {1 + 1}\n', 'detect', 'docs/a/x.mdx');
    expect(mdx.codes).toEqual(['1:mdx-unsupported']);
    const plain = await render('Text {1 + 1}\n', 'detect');
    expect(plain.text).toBe('Text {1 + 1}');
  });

  it('a .md file that is not valid MDX falls back to CommonMark with one warning at its place', async () => {
    const { text, codes, diagnostics } = await render('# T\n\nLine two.\n\nA <3 heart and {unclosed.\n', 'mdx');
    expect(text).toContain('A <3 heart and {unclosed.');
    expect(codes).toEqual(['5:mdx-syntax']);
    expect(diagnostics[0]?.hint).toContain('markdown.format: detect');
  });

  it('a broken .mdx file stays an error (Docusaurus stops there too)', async () => {
    await expect(render('A <3 heart.\n', 'mdx', 'docs/a/x.mdx')).rejects.toThrow();
  });
});

describe('components in CommonMark', () => {
  it('an unknown self-closing component is a warning and never swallows the text after it', async () => {
    const { $, codes } = await render(
      'Before.\n\n<MyComponent foo="bar" />\n\nThe next paragraph.\n\nAnd <Inline x="1">inline</Inline> words.\n',
      'md',
    );
    expect(
      $('p')
        .map((_, p) => $(p).text())
        .get(),
    ).toEqual(['Before.', 'The next paragraph.', 'And inline words.']);
    expect($('[data-component=MyComponent]').children().length).toBe(0);
    expect(codes).toEqual(['3:component-unknown', '7:component-unknown']);
  });

  it('reads JSX attribute values that are data: require(), useBaseUrl(), literals and arrays', async () => {
    const { $ } = await render(
      "<img src={require('@site/static/img/x.png').default} alt=\"x\" />\n\n<img src={useBaseUrl('/img/x.png')} />\n\n<Tabs values={[{label: 'One', value: '1'}]} defaultValue=\"1\">\n<TabItem value=\"1\">\n\nx\n\n</TabItem>\n</Tabs>\n",
      'md',
    );
    expect(
      $('img')
        .map((_, i) => i.attribs.src)
        .get(),
    ).toEqual(['/img/x.png', '/img/x.png']);
    expect($('.tab-panel').attr('data-label')).toBe('One');
    expect($('.tab-panel').attr('data-default')).toBe('');
  });

  it('reads tags written across lines, with {...} values spanning lines, and keeps later line numbers', async () => {
    const src =
      '<img\n  src={require(\'@site/static/img/x.png\').default}\n  alt="Map"\n/>\n\n<Tabs\n  groupId="os"\n  values={[\n    {label: \'Linux\', value: \'linux\'},\n    {label: \'macOS\', value: \'mac\'},\n  ]}>\n<TabItem value="linux">\n\nL\n\n</TabItem>\n<TabItem value="mac">\n\nM\n\n</TabItem>\n</Tabs>\n\n<Unknown\n  a="1" />\n\n[gone](./nothing.md)\n';
    const { $, codes, links } = await render(src, 'md');
    expect($('img').attr('src')).toBe('/img/x.png');
    expect($('img').attr('alt')).toBe('Map');
    expect($('.tabs').attr('data-group-id')).toBe('os');
    expect(
      $('.tab-panel')
        .map((_, p) => `${p.attribs['data-label']}=${$(p).find('p:not(.tab-label)').text()}`)
        .get(),
    ).toEqual(['Linux=L', 'macOS=M']);
    expect($('p').filter((_, p) => /[<{]/.test($(p).text())).length).toBe(0);
    expect(codes).toEqual(['24:component-unknown']);
    expect(links.map((l) => l.line)).toEqual([1, 27]);
  });

  it('keeps upper-case HTML tags as HTML', async () => {
    const { $, codes } = await render('<DIV>Shout</DIV>\n', 'md');
    expect($('div').text()).toBe('Shout');
    expect(codes).toEqual([]);
  });
});

describe('MDX details', () => {
  it('block HTML written on one line is not wrapped in a paragraph; class becomes className', async () => {
    const { html } = await render('<div class="a b">x</div>\n', 'mdx');
    expect(html).toBe('<div class="a b">x</div>');
  });

  it('reports each non-trivial export line and ignores literal ones', async () => {
    const { codes } = await render('export const year = 2024;\nexport function f() { return 1; }\n\nText.\n', 'mdx');
    expect(codes).toEqual(['2:mdx-export']);
  });

  it('TOCInline lists the levels its minHeadingLevel and maxHeadingLevel name', async () => {
    const { $ } = await render(
      '<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />\n\n## Two\n\n### Three\n\n#### Four\n',
      'mdx',
    );
    expect(
      $('nav.toc-inline a')
        .map((_, a) => a.attribs.href)
        .get(),
    ).toEqual(['#three', '#four']);
  });

  it('reads a CodeBlock whose code is a template literal', async () => {
    const { $ } = await render('<CodeBlock language="js" title="a.js">{`const a = 1;\nconst b = 2;`}</CodeBlock>\n', 'mdx');
    expect($('pre').text()).toBe('const a = 1;\nconst b = 2;');
    expect($('.code-title').text()).toBe('a.js');
  });

  it('leaves no comment in the page: <!-- truncate --> and notes to authors are dropped, the excerpt kept', async () => {
    for (const format of ['mdx', 'md'] as const) {
      const { html, excerptHtml } = await render(
        'Intro.\n\n<!-- truncate -->\n\nRest <!-- inline note --> here.\n\n<div>\n<!-- in html -->\n</div>\n',
        format,
      );
      expect(html, format).not.toContain('<!--');
      expect(html, format).toContain('Rest');
      expect(excerptHtml, format).toBe('<p>Intro.</p>\n');
    }
  });

  it('pathname:// links and images are site paths, without a warning', async () => {
    const { $, codes } = await render('[table](pathname:///files/units.csv) ![i](pathname:///img/raw.png)\n', 'mdx');
    expect($('a').attr('href')).toBe('/files/units.csv');
    expect($('img').attr('src')).toBe('/img/raw.png');
    expect(codes).toEqual([]);
  });

  it('renders string literal expressions and drops comments', async () => {
    const { text, codes } = await render("Less than {'<'} more.\n\n{/* hidden */}\n", 'mdx');
    expect(text).toBe('Less than < more.');
    expect(codes).toEqual([]);
  });
});

describe('source rewrites', () => {
  it('leaves fenced code alone and keeps every line', () => {
    const src =
      '## A {#a}\n\n```md\n## B {#b}\n<!-- c -->\n:::tip Title\n```\n\n<!-- multi\nline -->\n\n:::important Read this\nx\n:::\n\nA --> B\n';
    const out = preprocessMarkdown(src, true);
    expect(out.split('\n').length).toBe(src.split('\n').length);
    expect(out).toContain('## A \\{#a}');
    expect(out).toContain('```md\n## B {#b}\n<!-- c -->\n:::tip Title\n```');
    expect(out).toContain('{/* multi\nline */}');
    expect(out).toContain(':::important[Read this]');
    expect(out).toContain('A --> B');
    expect(preprocessMarkdown('<img src={require("./x.png").default} /> and `<b c={d}>`\n', false)).toBe(
      '<img src="{require(&quot;./x.png&quot;).default}" /> and `<b c={d}>`\n',
    );
  });
});

describe('links to markdown files, resolved as Docusaurus does', () => {
  const resolve = createLinkResolver({
    baseUrl: '/',
    fileRoutes: new Map([
      ['docs/a/page.md', '/docs/a/page'],
      ['docs/b/other.md', '/docs/b/other'],
      ['docs/MapColonies/x/README.md', '/docs/MapColonies/x'],
      ['blog/2024-01-01-post.md', '/blog/post'],
    ]),
    siteFiles: new Set(['static/img/x.png']),
  });

  it('relative to the file, then the content folder, then the site folder', () => {
    expect(resolve('../b/other.md#h', 'docs/a/page.md')).toEqual({ kind: 'route', path: '/docs/b/other', hash: 'h' });
    expect(resolve('b/other.md', 'docs/a/page.md')).toEqual({ kind: 'route', path: '/docs/b/other' });
    expect(resolve('/b/other.md', 'docs/a/page.md')).toEqual({ kind: 'route', path: '/docs/b/other' });
    expect(resolve('/docs/MapColonies/x/README.md', 'docs/a/page.md')).toEqual({ kind: 'route', path: '/docs/MapColonies/x' });
    expect(resolve('/docs/a/page.md', 'blog/2024-01-01-post.md')).toEqual({ kind: 'route', path: '/docs/a/page' });
    expect(resolve('./gone.md', 'docs/a/page.md')).toEqual({ kind: 'missing-file', file: 'docs/a/gone.md' });
  });

  it('pathname:// links are site paths taken as written', () => {
    expect(resolve('pathname:///files/report.pdf', 'docs/a/page.md')).toEqual({ kind: 'asset', path: '/files/report.pdf', exists: true });
  });

  it('@site/ paths name files in the site folder', () => {
    expect(resolve('@site/static/img/x.png', 'docs/a/page.md')).toEqual({ kind: 'asset', path: '/img/x.png', exists: true });
    expect(resolve('@site/docs/b/other.md', 'docs/a/page.md')).toEqual({ kind: 'route', path: '/docs/b/other' });
  });
});

describe('<DocCardList />', () => {
  const inner: SidebarItem[] = [{ type: 'doc', label: 'Inner', path: '/docs/cat/inner', docId: 'cat/inner' }];
  const sidebar: SidebarItem[] = [
    { type: 'doc', label: 'Top', path: '/docs/a/page', docId: 'a/page' },
    { type: 'category', label: 'Cat', path: '/docs/cat', collapsed: false, items: inner },
  ];
  const CARD = [{ title: 'Inner', description: '', path: '/docs/cat/inner' }];

  it('lists the cards of the category the page is the index of', async () => {
    const { html } = await render("import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n", 'mdx');
    expect(docCardItems(sidebar, '/docs/cat')).toEqual(inner);
    const filled = fillDocCardList(html, CARD, { baseUrl: '/', trailingSlash: null }, 'docs/cat/index.md');
    expect(cheerio.load(filled.html)('ul.doc-card-list a.card').attr('href')).toBe('/docs/cat/inner');
    expect(filled.diagnostics).toEqual([]);
  });

  for (const format of ['mdx', 'md'] as const) {
    it(`on a page no category holds (${format}) shows nothing and warns at its line`, async () => {
      const { html } = await render("import DocCardList from '@theme/DocCardList';\n\nSee:\n\n<DocCardList />\n\nAfter.\n", format);
      expect(docCardItems(sidebar, '/docs/a/page')).toBeUndefined();
      const filled = fillDocCardList(html, undefined, { baseUrl: '/', trailingSlash: null }, 'docs/a/page.md');
      const $ = cheerio.load(filled.html);
      expect($('.doc-card-list').length).toBe(0);
      expect(
        $('p')
          .map((_, p) => $(p).text())
          .get(),
      ).toEqual(['See:', 'After.']);
      expect(filled.diagnostics.map((d) => `${d.file}:${d.line} ${d.severity} ${d.code}`)).toEqual([
        'docs/a/page.md:5 warning doc-card-list-outside-category',
      ]);
      expect(filled.diagnostics[0]?.hint).toContain("category's index doc");
    });
  }
});
