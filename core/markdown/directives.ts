import type { Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { diagnostic } from '../../model/diagnostics.ts';
import { spliceIn } from '../util/append.ts';

export type Directive = ContainerDirective | LeafDirective | TextDirective;

export function isDirective(node: { type: string }): node is Directive {
  return node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective';
}

function marker(d: Directive): string {
  return d.type === 'textDirective' ? ':' : d.type === 'leafDirective' ? '::' : ':::';
}

/** `{onclick=...}` or `{style=...}` after a directive: portal never renders directive attributes. */
export function warnUnusedAttributes(d: Directive, file: VFile): void {
  const attributes = Object.keys(d.attributes ?? {});
  const facts = file.data.facts;
  if (attributes.length === 0 || !facts) return;
  facts.diagnostics.push(
    diagnostic(
      'warning',
      'directive-attributes',
      `the attributes {${attributes.join(', ')}} of "${marker(d)}${d.name}" are not used, so they are left out`,
      {
        file: facts.source.display,
        point: d.position?.start,
        hint: 'remove the {...} after the directive; use HTML for ids or classes',
      },
    ),
  );
}

/**
 * Runs after every feature: a directive no feature turned into markup is given back as the text it
 * was written as (a stray `:name` in prose must not vanish), and an unknown `:::name` container is
 * named, with the names the features know (`known`).
 */
export function remarkUnclaimedDirectives(known: readonly string[]) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (!isDirective(node) || parent === undefined || index === undefined) return;
      // A feature made it into markup (remark-rehype renders `hName`).
      if (node.data?.hName) return;
      warnUnusedAttributes(node, file);
      const facts = file.data.facts;
      if (node.type === 'containerDirective' && facts && !known.includes(node.name)) {
        facts.diagnostics.push(
          diagnostic('warning', 'unknown-admonition', `":::${node.name}" is not an admonition kind`, {
            file: facts.source.display,
            point: node.position?.start,
            hint: `use one of ${known.join(', ')}`,
          }),
        );
      }
      spliceIn(parent.children, index, 1, asText(node));
      return [SKIP, index];
    });
  };
}

function asText(d: Directive): RootContent[] {
  const head = { type: 'text' as const, value: `${marker(d)}${d.name}` };
  if (d.type === 'textDirective') return [head, ...(d.children as RootContent[])];
  return [{ type: 'paragraph', children: [head] }, ...(d.children as RootContent[])];
}
