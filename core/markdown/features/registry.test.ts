import type { Nodes, Root } from 'mdast';
import type { ContainerDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/support/render-page.ts';
import { markdownTwin } from '../../emit/markdown-twin.ts';
import { FEATURES } from './registry.ts';
import type { MarkdownFeature } from './types.ts';

const isLabel = (node: Nodes) => (node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;

/**
 * A block directive written the way a new feature folder would be: its remark step, the attribute
 * it needs the sanitiser to keep, and its twin rule. Adding it to the list is all the pipeline needs.
 */
const spoiler: MarkdownFeature = {
  name: 'spoiler',
  directives: ['spoiler'],
  remark: [
    () => (tree: Root) => {
      visit(tree, 'containerDirective', (node: ContainerDirective) => {
        if (node.name !== 'spoiler') return;
        const label = node.children[0] && isLabel(node.children[0]) ? node.children.shift() : undefined;
        node.data = { hName: 'details', hProperties: { className: ['spoiler'], name: 'spoilers' } };
        node.children = [
          {
            type: 'paragraph',
            data: { hName: 'summary' },
            children: label?.type === 'paragraph' ? label.children : [{ type: 'text', value: 'Spoiler' }],
          },
          ...node.children,
        ];
      });
    },
  ],
  sanitize: { attributes: { details: ['name'] } },
  twin: {
    write: (node, twin) =>
      node.type === 'containerDirective'
        ? [{ type: 'blockquote', children: twin.clean(node.children.filter((c) => !isLabel(c))) as never }]
        : [],
  },
};

/**
 * An inline feature, as CONTRIBUTING's walk-through writes it: `:kbd[Ctrl]` is a `<kbd>` on the
 * page and inline code in the twin. Its paragraph must not be copied into the twin as written.
 */
const kbd: MarkdownFeature = {
  name: 'kbd',
  directives: ['kbd'],
  remark: [
    () => (tree: Root) => {
      visit(tree, 'textDirective', (node: TextDirective) => {
        if (node.name === 'kbd') node.data = { hName: 'kbd' };
      });
    },
  ],
  twin: { write: (node) => [{ type: 'inlineCode', value: toString(node) }] },
};

/** A rule that claims a plain node kind (no directive): inline code written `key:Enter` is a key in the twin too. */
const keyCode: MarkdownFeature = {
  name: 'key-code',
  twin: {
    claims: (node) => node.type === 'inlineCode' && node.value.startsWith('key:'),
    write: (node) => [{ type: 'strong', children: [{ type: 'text', value: node.type === 'inlineCode' ? node.value.slice(4) : '' }] }],
  },
};

const SOURCE = '# Plot\n\n:::spoiler[The ending]\nThe map was the territory.\n:::\n';
const KEYS = '# Keys\n\n- Press :kbd[Ctrl]+:kbd[K] to [search](./search.md), then `key:Enter`.\n';
const twinOf = (text: string, features: readonly MarkdownFeature[]) =>
  markdownTwin({
    text,
    mdx: false,
    title: 'T',
    resolveUrl: (url) => (url.startsWith('./') ? `https://example.com/${url.slice(2)}` : undefined),
    features,
  });

describe('the feature registry', () => {
  it('runs a feature given to it: its markup, its sanitiser additions, no unknown-directive warning', async () => {
    const { $, diagnostics } = await renderPage(SOURCE, 'docs/page.md', [...FEATURES, spoiler]);
    expect(diagnostics).toEqual([]);
    expect($('details.spoiler[name="spoilers"] > summary').text()).toBe('The ending');
    expect($('details.spoiler p').text()).toBe('The map was the territory.');
  });

  it('without it, the same directive is an unknown container, named with the kinds the features know', async () => {
    const { $, diagnostics } = await renderPage(SOURCE, 'docs/page.md');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['unknown-admonition', 3]]);
    expect(diagnostics[0]?.hint).toContain('note, tip');
    expect($('details')).toHaveLength(0);
    expect($.text()).toContain('The map was the territory.');
  });

  it('applies its twin rule to the markdown twin', () => {
    const twin = twinOf(SOURCE, [...FEATURES, spoiler]);
    expect(twin).toContain('> The map was the territory.');
    expect(twin).not.toContain(':::spoiler');
  });

  it('without it, the twin shows an unknown container as the page does: as text, not as an admonition', async () => {
    const twin = twinOf(':::detials[More]\nThe body.\n:::\n', FEATURES);
    expect(twin).not.toMatch(/^>/m);
    // Escaped, so that a reader of the twin sees the text the page shows.
    expect(twin).toContain('::\\:detials\n\nMore\n\nThe body.');
    const { $ } = await renderPage(':::detials[More]\nThe body.\n:::\n', 'docs/page.md');
    expect($('.admonition')).toHaveLength(0);
    expect($.text()).toContain(':::detials');
  });

  it('runs a feature that changes an inline node, on the page and in the twin, inside a block otherwise copied as written', async () => {
    const features = [...FEATURES, kbd, keyCode];
    const { $, diagnostics } = await renderPage(KEYS, 'docs/page.md', features);
    expect(diagnostics).toEqual([]);
    expect(
      $('li kbd')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual(['Ctrl', 'K']);
    const twin = twinOf(KEYS, features);
    expect(twin).toContain('Press `Ctrl`+`K` to [search](https://example.com/search.md), then **Enter**.');
    expect(twin).not.toMatch(/:kbd|key:/);
  });

  it('leaves a block no rule claims as the author wrote it', () => {
    expect(twinOf('* Press `Ctrl`   +   K to *search*.\n', [...FEATURES, kbd, keyCode])).toContain('* Press `Ctrl`   +   K to *search*.');
  });
});
