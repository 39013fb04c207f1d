import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { rendererFor } from '../../core/markdown/render-job.ts';
import { capNesting, MAX_NESTING } from '../../core/markdown/nesting.ts';
import { decodeText } from '../../core/util/text.ts';
import { markdownConfig } from '../../core/config/markdown-config.ts';

const renderer = rendererFor({
  baseUrl: '/',
  markdown: markdownConfig({ format: 'detect' }),
  trailingSlash: null,
  highlight: true,
  fileRoutes: [],
  siteFiles: [],
  siteUrl: 'https://x.example',
});

async function render(text: string) {
  const diagnostics: Diagnostic[] = [];
  const out = await renderer.render(text, { absPath: '/site/docs/page.md', relPath: 'docs/page.md', display: 'docs/page.md' }, diagnostics);
  return { html: out.html, $: cheerio.load(out.html), diagnostics, twin: out.twin };
}

function deepList(depth: number): string {
  return Array.from({ length: depth }, (_, i) => `${' '.repeat(i * 2)}- item ${i}`).join('\n');
}

function maxDepth($: cheerio.CheerioAPI, selector: string): number {
  let max = 0;
  $(selector).each((_, el) => {
    max = Math.max(max, $(el).parents(selector).length + 1);
  });
  return max;
}

describe('deep nesting', () => {
  // 300 levels, ten times the cap (a list's text grows with the square of its depth); the bad-input corpus builds one 1,000 deep.
  it('caps a list nested 300 deep at the limit, keeps every item, and names the first line past it', async () => {
    const { $, diagnostics, twin } = await render(`# Deep\n\n${deepList(300)}\n`);
    expect($('li').length).toBe(300);
    expect($('li').last().text()).toBe('item 299');
    expect(maxDepth($, 'ul')).toBe(MAX_NESTING);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'nesting-too-deep',
        severity: 'warning',
        file: 'docs/page.md',
        line: 3 + MAX_NESTING,
        hint: expect.any(String),
      }),
    ]);
    expect(twin?.markdown).toContain('item 299');
  });

  it('keeps a list at the limit as written, without a warning', async () => {
    const { $, diagnostics } = await render(deepList(MAX_NESTING));
    expect(maxDepth($, 'ul')).toBe(MAX_NESTING);
    expect(diagnostics).toEqual([]);
  });

  it('caps a blockquote nested 10,000 deep', async () => {
    const { $, diagnostics } = await render(`Intro.\n\n${'>'.repeat(10_000)} quoted words\n`);
    expect(maxDepth($, 'blockquote')).toBe(MAX_NESTING);
    expect($('blockquote').last().text().trim()).toBe('quoted words');
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'nesting-too-deep', line: 3, message: expect.stringContaining('10000 levels') }),
    ]);
  });

  it('flattens emphasis nested 1,500 deep to its text, in the page and its twin', async () => {
    const { $, diagnostics, twin } = await render(`${'_'.repeat(1500)}x${'_'.repeat(1500)}\n`);
    expect($('p').text()).toContain('x');
    expect(twin?.markdown).toContain('x');
    expect(diagnostics.map((d) => d.code)).toEqual(['nesting-too-deep']);
  });

  it('leaves out raw HTML nested too deep to parse, with a warning', async () => {
    const { diagnostics } = await render(`Intro.\n\n${'<div>'.repeat(10_000)}x\n`);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'nesting-too-deep', line: 3 })]);
  });

  it('keeps line numbers when it rewrites', () => {
    const text = `${deepList(100)}\n\nafter\n`;
    const capped = capNesting(text);
    expect(capped.text.split('\n')).toHaveLength(text.split('\n').length);
    expect(capped.text.split('\n')[101]).toBe('after');
  });

  it('leaves fenced code alone', () => {
    const text = `\`\`\`\n${'>'.repeat(100)}\n\`\`\`\n`;
    expect(capNesting(text)).toEqual({ text, deep: [] });
  });
});

describe('code fences', () => {
  it('warns about a fence that is never closed, naming its line', async () => {
    const { $, diagnostics } = await render('# F\n\ntext\n\n```js\nconst a = 1;\n\n## Lost heading\n');
    expect($('pre code').text()).toContain('## Lost heading');
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'code-fence-unclosed', line: 5, hint: expect.stringContaining('```') })]);
  });

  it('is quiet for closed fences, longer closing fences and inline triple backticks', async () => {
    const { diagnostics } = await render('```js\nx\n`````\n\n~~~\ny\n~~~\n\n``` `inline` ```\n');
    expect(diagnostics).toEqual([]);
  });
});

describe('decoding files', () => {
  it('drops a byte-order mark and normalises CRLF and CR line ends', () => {
    expect(decodeText(Buffer.from('\ufeff---\r\ntitle: A\r\n---\rbody', 'utf8'))).toEqual({ text: '---\ntitle: A\n---\nbody' });
  });

  it('recognises a file saved as UTF-16', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# Title\n', 'utf16le')]);
    expect(decodeText(bytes)).toEqual(expect.objectContaining({ invalidLine: 1, utf16: true }));
  });

  it('names the first line that is not UTF-8', () => {
    const bytes = Buffer.concat([Buffer.from('one\ntwo\nthr', 'utf8'), Buffer.from([0xff, 0xfe]), Buffer.from('ee\nfour\xe9', 'utf8')]);
    const out = decodeText(bytes);
    expect(out.invalidLine).toBe(3);
    expect(out.text).toBe('one\ntwo\nthr\ufffd\ufffdee\nfouré');
  });

  it('names the first line holding a NUL, and not for a UTF-16 file', () => {
    expect(decodeText(Buffer.from('one\r\ntwo\r\nth\0ree\0\n', 'utf8'))).toEqual({ text: 'one\ntwo\nth\0ree\0\n', nulLine: 3 });
    expect(decodeText(Buffer.from('\0', 'utf8'))).toEqual({ text: '\0', nulLine: 1 });
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# T\n', 'utf16le')])).nulLine).toBeUndefined();
  });
});

describe('long runs of emphasis marks', () => {
  it('reads the first 64 marks of a run of 10,000 as emphasis and shows the rest', async () => {
    const { $, diagnostics } = await render(`Intro.\n\n${'*'.repeat(10_000)}x${'*'.repeat(10_000)}\n`);
    expect($('p').last().text()).toContain('*'.repeat(100));
    expect($('p').last().text()).toContain('x');
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'nesting-too-deep', line: 3, message: expect.stringContaining('10000 emphasis marks') }),
    ]);
  });

  it('leaves thematic breaks, code spans and fences alone', () => {
    const text = `${'*'.repeat(200)}\n\n\`${'_'.repeat(200)}\`\n\n\`\`\`\n${'*'.repeat(200)}x\n\`\`\`\n`;
    expect(capNesting(text)).toEqual({ text, deep: [] });
  });
});
