import * as cheerio from 'cheerio';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rendererFor } from '../../core/markdown/render-job.ts';
import { markdownConfig } from '../../core/config/markdown-config.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';

async function render(text: string, rel: string) {
  const site = await mkdtemp(path.join(tmpdir(), 'portal-islands-'));
  await mkdir(path.join(site, 'src/components'), { recursive: true });
  await writeFile(path.join(site, 'src/components/Card.tsx'), 'export default function Card() { return null; }\n');
  const renderer = rendererFor({
    baseUrl: '/',
    markdown: markdownConfig({ format: 'detect' }),
    trailingSlash: null,
    highlight: false,
    fileRoutes: [[rel, '/docs/page']],
    siteFiles: [rel],
    allowedIframeHosts: [],
  });
  const diagnostics: Diagnostic[] = [];
  const out = await renderer.render(text, { absPath: path.join(site, rel), relPath: rel, display: rel }, diagnostics);
  return { html: out.html, $: cheerio.load(out.html), diagnostics };
}

// With the attributes the islands stage and the client add (hydrate, id, keep), which content may not write either.
const RAW = `<div data-island="src/components/Card.tsx#default" data-island-props='{"href":"javascript:alert(1)"}' data-island-hydrate="load" data-island-id="c0-" data-island-keep="x" data-island-key="guess">Raw</div>`;

describe('islands come only from the compiler', () => {
  it('removes island attributes written in a .md page, with a warning at their line', async () => {
    const { $, diagnostics } = await render(`# T\n\n${RAW}\n`, 'docs/page.md');
    expect(
      $('[data-island], [data-island-props], [data-island-hydrate], [data-island-id], [data-island-keep], [data-island-key]').length,
    ).toBe(0);
    expect($('div').text()).toContain('Raw');
    expect(diagnostics).toContainEqual(expect.objectContaining({ code: 'html-removed', line: 3, file: 'docs/page.md' }));
  });

  it('removes them from a lowercase element in MDX, and keeps the marker of an imported component (without its key)', async () => {
    const mdx = `import Card from '@site/src/components/Card';\n\n# T\n\n<div data-island="src/components/Card.tsx#default" data-island-props='{"x":1}'>Raw</div>\n\n<Card title="ok" />\n`;
    const { $, html, diagnostics } = await render(mdx, 'docs/page.mdx');
    expect($('[data-island]').length).toBe(1);
    expect(JSON.parse($('[data-island]').attr('data-island-props') ?? '')).toEqual({ title: 'ok' });
    expect(html).not.toContain('data-island-key');
    expect(diagnostics).toContainEqual(expect.objectContaining({ code: 'html-removed', line: 5 }));
  });
});

describe('style={{...}} on a site component', () => {
  it('arrives as an object, after the style policy, with a warning for what it lost', async () => {
    const mdx = `import Card from '@site/src/components/Card';\n\n<Card style={{color: 'red', fontFamily: "\\\\'", position: 'fixed', padding: 8}} />\n`;
    const { $, diagnostics } = await render(mdx, 'docs/page.mdx');
    expect(JSON.parse($('[data-island]').attr('data-island-props') ?? '')).toEqual({
      style: { color: 'red', fontFamily: "\\'", padding: '8px' },
    });
    expect(diagnostics).toContainEqual(expect.objectContaining({ code: 'html-removed', line: 3 }));
  });

  it('on an element, is cleaned like a style attribute in .md', async () => {
    const mdx = `<div style={{fontFamily: "\\\\'", position: 'fixed', inset: 0, background: '#fff'}}>x</div>\n`;
    const md = `<div style="font-family: \\'; position: fixed; inset: 0; background: #fff">x</div>\n`;
    const a = await render(mdx, 'docs/page.mdx');
    const b = await render(md, 'docs/page.md');
    expect(a.$('div').attr('style')).toBe("font-family: \\'; background: #fff");
    expect(b.$('div').attr('style')).toBe("font-family: \\'; background: #fff");
  });
});

describe('markdown twins', () => {
  it('carry no handler, script element or script URL, from raw HTML or markdown links', async () => {
    const { markdownTwin } = await import('../../core/emit/markdown-twin.ts');
    const text = [
      '# T',
      '',
      '<img src=x onerror=alert(1)>',
      '',
      '<div onclick="alert(1)"><a href="javascript:alert(1)">a</a> words</div>',
      '',
      'A [link](javascript:alert(1)) and ![img](data:text/html,x) and <javascript:alert(2)>.',
      '',
      '[ref]: javascript:alert(3)',
      '',
      'Safe [ok](https://example.com).',
      '',
    ].join('\n');
    for (const mdx of [false, true]) {
      const twin = markdownTwin({
        text: mdx ? text.replace('<img src=x onerror=alert(1)>', '<img src="x" onError="alert(1)" />') : text,
        mdx,
        title: 'T',
        resolveUrl: () => undefined,
      });
      expect(twin).not.toMatch(/onerror|onclick|javascript:|data:text/i);
      expect(twin).toContain('[ok](https://example.com)');
      expect(twin).toContain('link');
    }
  });
});

describe('pathname:// and srcset', () => {
  it('become site paths on every element, srcset candidates resolved like src', async () => {
    for (const rel of ['docs/page.md', 'docs/page.mdx']) {
      const { $ } = await render(
        '<video src="pathname:///media/a.mp4" poster="pathname:///img/p.png" controls></video>\n\n<a href="pathname:///files/x.pdf">x</a>\n\n<img src="/img/a.png" srcSet="/img/a.png 1x, pathname:///img/b.png 2x" />\n',
        rel,
      );
      expect($('video').attr('src')).toBe('/media/a.mp4');
      expect($('video').attr('poster')).toBe('/img/p.png');
      expect($('a').attr('href')).toBe('/files/x.pdf');
      expect($('img').attr('srcset')).toBe('/img/a.png 1x, /img/b.png 2x');
      expect($.html()).not.toContain('pathname:');
    }
  });
});
