import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { rendererFor } from '../../core/markdown/render-job.ts';
import { unsafeParts, VECTORS } from '../support/xss-vectors.ts';
import { markdownConfig } from '../../core/config/markdown-config.ts';

const renderer = rendererFor({
  baseUrl: '/',
  markdown: markdownConfig({ format: 'detect' }),
  trailingSlash: null,
  highlight: true,
  allowedIframeHosts: ['www.youtube-nocookie.com'],
  fileRoutes: [],
  siteFiles: [],
});

async function render(text: string, relPath = 'docs/page.md') {
  const diagnostics: Diagnostic[] = [];
  const out = await renderer.render(text, { absPath: `/site/${relPath}`, relPath, display: relPath }, diagnostics);
  return { html: out.html, excerptHtml: out.excerptHtml, $: cheerio.load(out.html), diagnostics };
}

describe('allow-list sanitiser', () => {
  for (const [name, vector] of VECTORS) {
    it(`drops ${name}`, async () => {
      const { html, diagnostics } = await render(`# Title\n\nIntro.\n\n${vector}\n`);
      expect(unsafeParts(html)).toEqual([]);
      expect(html).not.toMatch(/<script|alert\(1\)"?\s*>?<\/script/i);
      for (const d of diagnostics) {
        expect(d.code).toBe('html-removed');
        expect(d.file).toBe('docs/page.md');
      }
    });
  }

  it('names each thing it drops with file and line', async () => {
    const text = [
      '# Title',
      '',
      'Text.',
      '',
      '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
      '',
      '<style>body{display:none}</style>',
      '',
      '<img src="x.png" onerror="alert(1)">',
      '',
    ].join('\n');
    const { diagnostics } = await render(text);
    const removed = diagnostics.filter((d) => d.code === 'html-removed');
    expect(removed.map((d) => [d.line, d.message])).toEqual([
      [5, '<svg> was removed (its text is kept)'],
      [5, '<set> was removed (its text is kept)'],
      [7, '<style> was removed with its content'],
      [9, 'attribute onerror removed from <img>'],
    ]);
    for (const d of removed) {
      expect(d.severity).toBe('warning');
      expect(d.file).toBe('docs/page.md');
      expect(d.hint).toBeTruthy();
    }
  });

  it('warns for markdown links with script schemes too', async () => {
    const { diagnostics, $ } = await render('Intro.\n\n[x](javascript:alert(1))\n');
    expect($('a').attr('href')).toBeUndefined();
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'html-removed', line: 3, message: 'attribute href removed from <a>' })]);
  });

  it('keeps what documentation needs', async () => {
    const text = [
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '<details open><summary>More</summary>',
      '',
      'Inner.',
      '',
      '</details>',
      '',
      '<figure style="margin: 0 auto; max-width: 40rem"><img src="/img/map.png" alt="Map" width="600" height="400"><figcaption>A map</figcaption></figure>',
      '',
      '<table><thead><tr><th colspan="2" style="text-align:left">Layer</th></tr></thead><tbody><tr><td rowspan="2">x</td><td>y</td></tr></tbody></table>',
      '',
      '<div class="swatch" style="background:#f2efe9; width: 2rem; display: inline-block"></div> <kbd>Ctrl</kbd> <sub>2</sub> <sup>3</sup> <mark>m</mark>',
      '',
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315" allowfullscreen title="Video"></iframe>',
      '',
      '<a href="https://example.com/x" target="_blank" rel="noopener">ext</a> <a href="mailto:a@example.com">mail</a> <a id="anchor-here"></a>',
      '',
      '- [x] done',
      '- [ ] open',
      '',
      '<!-- an author note -->',
      '',
    ].join('\n');
    const { $, diagnostics } = await render(text);
    expect(diagnostics).toEqual([]);
    expect($('details[open] summary').text()).toBe('More');
    expect($('figure').attr('style')).toBe('margin: 0 auto; max-width: 40rem');
    expect($('figure img').attr('src')).toBe('/img/map.png');
    expect($('th[colspan="2"]').attr('style')).toBe('text-align: left');
    expect($('td[rowspan="2"]').text()).toBe('x');
    expect($('.swatch').attr('style')).toContain('background: #f2efe9');
    expect($('kbd').text()).toBe('Ctrl');
    expect($('iframe').attr('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect($('a[target="_blank"]').attr('href')).toBe('https://example.com/x');
    expect($('a[href^="mailto:"]').length).toBe(1);
    expect($('a#anchor-here').length).toBe(1);
    expect($('input[type="checkbox"]').length).toBe(2);
    expect($('input[type="checkbox"][disabled]').length).toBe(2);
  });

  it('removes iframes from hosts the config does not name, with a hint', async () => {
    const { $, diagnostics } = await render('Intro.\n\n<iframe src="https://maps.example.org/embed"></iframe>\n');
    expect($('iframe').length).toBe(0);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'html-removed',
        line: 3,
        message: '<iframe src="https://maps.example.org/embed"> was removed',
        hint: expect.stringContaining('allowedIframeHosts'),
      }),
    ]);
  });

  it('keeps custom heading ids, and cuts the excerpt at the truncate marker without leaving it in the page', async () => {
    const { $, html, excerptHtml, diagnostics } = await render('## Custom {#mine}\n\nText\n\n<!-- truncate -->\n\nMore\n');
    expect($('h2#mine').length).toBe(1);
    expect(html).not.toContain('<!--');
    expect(excerptHtml).toContain('Text');
    expect(excerptHtml).not.toContain('More');
    expect(diagnostics).toEqual([]);
  });

  it('caps the warnings of one file', async () => {
    const text = Array.from({ length: 50 }, (_, i) => `<span onclick="x${i}()">s</span>`).join('\n\n');
    const { diagnostics } = await render(text);
    expect(diagnostics).toHaveLength(21);
    expect(diagnostics[20]?.message).toBe('30 more HTML elements or attributes were removed');
  });

  it('escapes text in highlighted code', async () => {
    const { $, html } = await render('```html\n<script>alert(1)</script><img src=x onerror=alert(2)>\n```\n');
    expect($('script').length).toBe(0);
    expect($('img').length).toBe(0);
    expect($('pre code').text()).toBe('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(html).not.toContain('<script');
    expect(html).toContain('&#x3C;');
  });
});

describe('search results', () => {
  it('show titles and page names as text, never as markup', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement, Fragment } = await import('react');
    const { highlight } = await import('../../renderer/client/search/SearchPanel.tsx');
    const html = renderToStaticMarkup(createElement(Fragment, null, ...highlight('<img src=x onerror=alert(1)> tiles', ['tiles', 'img'])));
    const $ = cheerio.load(html);
    expect($('img').length).toBe(0);
    expect(
      $('mark')
        .map((_, m) => $(m).text())
        .get(),
    ).toEqual(['tiles']);
    expect(html).toContain('&lt;');
  });
});

describe('content that looks like markup stays text', () => {
  const payload = '<img src=x onerror=alert(1)>';

  it('in a heading, its id and the table of contents', async () => {
    const diagnostics: Diagnostic[] = [];
    const out = await renderer.render(
      `## Tiles ${payload}\n\nText.\n`,
      { absPath: '/site/docs/page.md', relPath: 'docs/page.md', display: 'docs/page.md' },
      diagnostics,
    );
    const $ = cheerio.load(out.html);
    expect($('h2 img').attr('onerror')).toBeUndefined();
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'html-removed', line: 1, message: 'attribute onerror removed from <img>' }),
    ]);
    for (const h of out.headings) expect(`${h.id} ${h.text}`).not.toContain('onerror=alert');
  });

  it('in code blocks and inline code', async () => {
    const { $, diagnostics } = await render(`\`${payload}\`\n\n\`\`\`html\n${payload}\n\`\`\`\n`);
    expect($('img').length).toBe(0);
    expect($('p code').text()).toBe(payload);
    expect($('pre code').text().trim()).toBe(payload);
    expect(diagnostics).toEqual([]);
  });

  it('in search text: escaped in the page, decoded for the index, escaped again in results', async () => {
    const { html } = await render(`## Escaped\n\nThe text &lt;img src=x onerror=alert(1)&gt; is shown, not run.\n`);
    const { htmlSections } = await import('../../core/search/html-text.ts');
    const sections = htmlSections(html);
    const words = sections.map((s) => JSON.stringify(s)).join(' ');
    expect(words).toContain('onerror=alert(1)');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement, Fragment } = await import('react');
    const { highlight } = await import('../../renderer/client/search/SearchPanel.tsx');
    const shown = renderToStaticMarkup(createElement(Fragment, null, ...highlight(`The text ${payload} is shown`, ['img', 'shown'])));
    expect(cheerio.load(shown)('img').length).toBe(0);
    expect(shown).toContain('&lt;');
  });
});
