import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';
import { diagnostic } from '../../model/diagnostics.ts';
import type { VFile } from 'vfile';
import { spliceIn } from '../util/append.ts';
import { ENGLISH, type Translate } from '../../renderer/i18n/translate.ts';
import type { MarkdownContext } from './context.ts';

/** Every keyword Docusaurus 3.5 accepts by default (its admonitions plugin's `keywords`). */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'] as const;

/** The theme draws the extra keywords as one of five styles, as Docusaurus's theme does. */
const STYLE_OF: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip', caution: 'warning' };

export function isAdmonitionKind(kind: string): boolean {
  return (ADMONITION_KINDS as readonly string[]).includes(kind);
}

/** The classes and default title of an admonition of one kind, the title in the page's language. */
export function admonitionLook(kind: string, t: Translate = ENGLISH): { className: string[]; title: string } {
  const style = STYLE_OF[kind] ?? kind;
  const className = ['admonition', `admonition-${kind}`];
  if (style !== kind) className.push(`admonition-${style}`);
  return { className, title: t(`theme.admonition.${kind}`, kind.charAt(0).toUpperCase() + kind.slice(1)) };
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

/**
 * Turns `:::kind` containers into admonition blocks, and gives back every other directive as the
 * text it was written as: a stray `:name` in prose must not vanish.
 */
export function remarkAdmonitions(ctx?: Pick<MarkdownContext, 't'>) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const d = node as Directive;
      const attributes = Object.keys(d.attributes ?? {});
      if (attributes.length > 0) {
        // `{onclick=...}` or `{style=...}` after a directive: portal never renders directive attributes.
        const facts = file.data.facts;
        facts?.diagnostics.push(
          diagnostic('warning', 'directive-attributes', `the attributes {${attributes.join(', ')}} of ":${d.type === 'textDirective' ? '' : d.type === 'leafDirective' ? ':' : '::'}${d.name}" are not used, so they are left out`, {
            file: facts.source.display,
            point: d.position?.start,
            hint: 'remove the {...} after the directive; use HTML for ids or classes',
          }),
        );
      }
      if (d.type === 'containerDirective' && isAdmonitionKind(d.name)) {
        const look = admonitionLook(d.name, ctx?.t);
        const first = d.children[0];
        let title: PhrasingContent[] | undefined;
        if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          title = first.children;
          d.children.shift();
        }
        const titleNode: Paragraph = {
          type: 'paragraph',
          children: title ?? [{ type: 'text', value: look.title }],
          data: { hProperties: { className: ['admonition-heading'] } },
        };
        d.data = { hName: 'div', hProperties: { className: look.className } };
        d.children = [
          titleNode,
          { type: 'blockquote', children: d.children as never, data: { hName: 'div', hProperties: { className: ['admonition-content'] } } },
        ] as never;
        return;
      }
      if (parent === undefined || index === undefined) return;
      if (d.type === 'containerDirective') {
        const facts = file.data.facts;
        facts?.diagnostics.push(
          diagnostic('warning', 'unknown-admonition', `":::${d.name}" is not an admonition kind`, {
            file: facts.source.display,
            point: d.position?.start,
            hint: `use one of ${ADMONITION_KINDS.join(', ')}`,
          }),
        );
      }
      spliceIn(parent.children, index, 1, asText(d));
      return [SKIP, index];
    });
  };
}

function asText(d: Directive): RootContent[] {
  const marker = d.type === 'textDirective' ? ':' : d.type === 'leafDirective' ? '::' : ':::';
  const head = { type: 'text' as const, value: `${marker}${d.name}` };
  if (d.type === 'textDirective') return [head, ...(d.children as RootContent[])];
  return [{ type: 'paragraph', children: [head] }, ...(d.children as RootContent[])];
}
