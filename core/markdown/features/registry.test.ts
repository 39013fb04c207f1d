import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/support/render-page.ts';
import { markdownTwin } from '../../emit/markdown-twin.ts';
import { FEATURES } from './registry.ts';
import type { MarkdownFeature } from './types.ts';

/**
 * A directive written the way a new feature folder would be: its remark step, the attribute it
 * needs the sanitiser to keep, and its twin rule. Adding it to the list is all the pipeline needs.
 */
const spoiler: MarkdownFeature = {
  name: 'spoiler',
  directives: ['spoiler'],
  remark: [
    () => (tree: Root) => {
      visit(tree, 'containerDirective', (node: ContainerDirective) => {
        if (node.name !== 'spoiler') return;
        const label =
          node.children[0]?.data && (node.children[0].data as { directiveLabel?: boolean }).directiveLabel
            ? node.children.shift()
            : undefined;
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
  twin: (tree) => {
    visit(tree, 'containerDirective', (node: ContainerDirective, index, parent) => {
      if (node.name !== 'spoiler' || !parent || index === undefined) return;
      parent.children.splice(index, 1, {
        type: 'blockquote',
        children: node.children.filter((c) => !(c.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) as never,
      });
    });
  },
};

const SOURCE = '# Plot\n\n:::spoiler[The ending]\nThe map was the territory.\n:::\n';

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
    const twin = markdownTwin({ text: SOURCE, mdx: false, title: 'Plot', resolveUrl: () => undefined, features: [...FEATURES, spoiler] });
    expect(twin).toContain('> The map was the territory.');
    expect(twin).not.toContain(':::spoiler');
  });
});
