import { describe, expect, it } from 'vitest';
import { markdownTwin } from '../../../emit/markdown-twin.ts';
import { renderPage } from '../../../../test/support/render-page.ts';

const SOURCE = [
  'Before.',
  '',
  '```js tab',
  'const a = 1;',
  '```',
  '',
  '```ts tab={"label":"TS"}',
  'const a: number = 1;',
  '```',
  '',
  'After.',
  '',
  '```js',
  'alone();',
  '```',
  '',
].join('\n');

describe('code tabs', () => {
  it('groups consecutive `tab` code blocks into tabs labelled by language or label', async () => {
    const { $, diagnostics } = await renderPage(SOURCE, 'docs/page.md');
    expect(diagnostics).toEqual([]);
    const group = $('.tabs[data-group-id="code-examples"]');
    expect(group).toHaveLength(1);
    expect(
      group
        .find('.tab-panel')
        .map((_, p) => $(p).attr('data-label'))
        .get(),
    ).toEqual(['JavaScript', 'TS']);
    expect(
      group
        .find('.tab-panel code')
        .map((_, c) => $(c).text().trim())
        .get(),
    ).toEqual(['const a = 1;', 'const a: number = 1;']);
    // A block without `tab` stays a plain block.
    expect($('pre').length).toBe(3);
  });

  it('keeps each block under its label in the markdown twin', () => {
    const twin = markdownTwin({ text: SOURCE, mdx: false, title: 'T', resolveUrl: () => undefined });
    expect(twin).toContain('**JavaScript**\n\n```js\nconst a = 1;\n```\n\n**TS**\n\n```ts\nconst a: number = 1;\n```');
    expect(twin).toContain('```js\nalone();\n```');
  });
});
