import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/support/render-page.ts';

describe('code blocks', () => {
  it('highlights at build time, with the title, the meta ranges and line numbers', async () => {
    const source = '```js title="app.js" {2} showLineNumbers\nconst a = 1;\nconst b = 2;\n```\n';
    for (const relPath of ['docs/page.md', 'docs/page.mdx']) {
      const { $, diagnostics } = await renderPage(source, relPath, undefined, { highlight: true });
      expect(diagnostics).toEqual([]);
      const block = $('.code-block');
      expect(block.find('.code-title').text()).toBe('app.js');
      expect(block.find('pre').hasClass('line-numbers')).toBe(true);
      expect(block.find('pre').attr('data-language')).toBe('javascript');
      expect(block.find('pre span[class^="hljs-"], pre .token').length).toBeGreaterThan(0);
      expect(block.find('.line.highlighted').text()).toContain('const b');
    }
  });

  it('turns magic comments into highlighted lines and removes them', async () => {
    const { $ } = await renderPage('```py\n# highlight-next-line\nx = 1\ny = 2\n```\n', 'docs/page.md', undefined, { highlight: true });
    expect($('pre').text()).not.toContain('highlight-next-line');
    expect($('.line.highlighted').text()).toContain('x = 1');
  });

  it('warns about a language no grammar knows, with its line', async () => {
    const { diagnostics } = await renderPage('Text.\n\n```klingon\nqapla\n```\n', 'docs/page.md');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['unknown-language', 3]]);
  });
});

describe('mermaid', () => {
  it('keeps a diagram as its source for the client to draw, unhighlighted', async () => {
    const { $ } = await renderPage('```mermaid\nflowchart LR\n  A --> B\n```\n', 'docs/page.md');
    expect($('.mermaid-diagram pre.mermaid-source').text()).toBe('flowchart LR\n  A --> B');
    expect($('.mermaid-diagram .token')).toHaveLength(0);
    expect($('.code-block')).toHaveLength(0);
  });
});
