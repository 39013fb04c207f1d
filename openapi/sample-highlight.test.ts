import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { createCodeHighlighter } from '../core/markdown/highlighter.ts';
import { codeSamples, type SampleRequest } from './code-samples.ts';
import { skeletonHighlight } from './sample-highlight.ts';
import { codeBlockHtml } from './text.ts';

const request = (url: string, name: string): SampleRequest =>
  ({
    method: 'POST',
    url,
    query: [['q', 'it\'s a "test"']],
    headers: [['X-Key', '<KEY>']],
    body: { kind: 'json', mediaType: 'application/json', value: { name, n: 1, ok: true, list: [null, 'a\\b & <c>'] } },
    response: 'json',
  }) as SampleRequest;

describe('request samples highlighted through their skeleton', () => {
  const highlighter = createCodeHighlighter();
  it('read exactly as a full highlight, strings marked as strings', () => {
    for (const sample of codeSamples(request('https://api.example.com/v1/a', "O'Brien"))) {
      const full = codeBlockHtml(highlighter, sample.source, sample.syntax);
      const fast = skeletonHighlight(new Map(), sample.source, sample.syntax, (c) => codeBlockHtml(highlighter, c, sample.syntax));
      expect(fast, sample.lang).toBeDefined();
      expect(load(fast ?? '').text(), sample.lang).toBe(load(full).text());
      expect(load(fast ?? '')('.hljs-string').length, sample.lang).toBeGreaterThan(2);
    }
  });

  it('highlight the skeleton once for every sample that shares it', () => {
    const skeletons = new Map<string, string>();
    let calls = 0;
    const highlight = (code: string) => {
      calls++;
      return codeBlockHtml(highlighter, code, 'javascript');
    };
    for (const [url, name] of [
      ['https://api.example.com/v1/a', 'Ada'],
      ['https://api.example.com/v1/b', 'Grace'],
    ] as const) {
      const js = codeSamples(request(url, name)).find((s) => s.lang === 'javascript')!;
      expect(load(skeletonHighlight(skeletons, js.source, 'javascript', highlight) ?? '').text()).toContain(name);
    }
    expect(calls).toBe(1);
  });

  it('leave a sample with a comment (a note) to the full highlight', () => {
    expect(skeletonHighlight(new Map(), "// Replace it's token\nfetch('x');", 'javascript', () => '')).toBeUndefined();
  });
});
