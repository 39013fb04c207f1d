import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLinkResolver } from '../../core/load/link-resolver.ts';
import { plainHighlighter } from '../../core/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../core/markdown/processor.ts';
import { plainSentence } from '../../openapi/text.ts';
import { markdownConfig } from '../../core/config/markdown-config.ts';

const renderer = createMarkdownRenderer({
  baseUrl: '/',
  markdown: markdownConfig({ format: 'md' }),
  trailingSlash: null,
  allowedIframeHosts: [],
  highlighter: plainHighlighter(),
  resolveLink: createLinkResolver({ baseUrl: '/', fileRoutes: new Map(), siteFiles: new Set() }),
});
const source = { absPath: '/site/openapi.yaml', relPath: 'openapi.yaml', display: 'openapi.yaml' };

async function viaPipeline(text: string) {
  const out = await renderer.render(text, source, []);
  return { html: out.html, text: out.text };
}

describe('plain descriptions skip the markdown pipeline with the same result', () => {
  it('renders a one-line sentence exactly as the pipeline does', async () => {
    for (const t of ['Returns the layer.', "The layer's id (a UUID) - 100% required?", 'Zoom level 0-22, inclusive', 'Ünïcode wörds ok!']) {
      expect(plainSentence(t)).toEqual(await viaPipeline(t));
    }
  });

  it('leaves anything that may be markdown to the pipeline', () => {
    for (const t of [
      '1. first',
      '- item',
      '# Title',
      'a *b*',
      'see www.example.com',
      'two  spaces',
      'x:y',
      'a <b>',
      'ends with -',
      'a & b',
      'line\nbreak',
      ' leading',
    ]) {
      expect(plainSentence(t)).toBeUndefined();
    }
  });

  it('agrees with the pipeline on generated sentences', async () => {
    const alphabet = fc.constantFrom(..."aZé9 ,.;()'?!%/-".split(''));
    await fc.assert(
      fc.asyncProperty(fc.tuple(fc.constantFrom('A', 'x', 'Ω'), fc.array(alphabet, { maxLength: 40 })), async ([first, rest]) => {
        const t = first + rest.join('');
        const fast = plainSentence(t);
        if (fast) expect(fast).toEqual(await viaPipeline(t));
      }),
      { numRuns: 300 },
    );
  });
});
