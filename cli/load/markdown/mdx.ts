import type { Root, RootContent, Code } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { diagnostic } from '../../diagnostics.ts';
import { staticValue } from './static-value.ts';

type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

/** Components Docusaurus authors use, and the class names the theme styles them with. */
const COMPONENTS = new Set(['Tabs', 'TabItem', 'Admonition', 'Details', 'CodeBlock', 'TOCInline', 'DocCardList']);

/**
 * MDX without running author code: the known components become plain HTML elements, attribute
 * expressions are read statically, imports are dropped, and anything else is a warning whose
 * children still render.
 */
export function remarkMdxComponents() {
  return (tree: Root, file: VFile) => {
    const facts = file.data.facts;
    const warn = (node: RootContent, message: string, hint: string) =>
      facts?.diagnostics.push(diagnostic('warning', 'mdx-unsupported', message, { file: facts.source.display, point: node.position?.start, hint }));

    // `<Admonition>text</Admonition>` on one line parses as an inline element inside a paragraph;
    // a block component inside <p> is invalid HTML, so such a paragraph gives way to its element.
    visit(tree, 'paragraph', (node, index, parent) => {
      if (parent === undefined || index === undefined) return;
      const meaningful = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
      const only = meaningful[0];
      if (meaningful.length === 1 && only?.type === 'mdxJsxTextElement' && /^[A-Z]/.test(only.name ?? '')) {
        parent.children[index] = { ...only, type: 'mdxJsxFlowElement' } as never;
      }
    });
    visit(tree, (node, index, parent) => {
      if (parent === undefined || index === undefined) return;
      if (node.type === 'mdxjsEsm') {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const isComment = /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value);
        if (!isComment) warn(node, 'MDX expressions are not evaluated, so `{...}` is left out', 'write the value as text');
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as JsxNode;
      const name = el.name ?? '';
      const attrs = readAttributes(el, (message) => warn(el, message, 'use a plain string or number value'));
      if (name === 'CodeBlock') {
        const meta = attrs.title ? `title="${String(attrs.title)}"` : null;
        const code: Code = { type: 'code', lang: typeof attrs.language === 'string' ? attrs.language : null, meta, value: toString(el).trim() };
        if (el.position) code.position = el.position;
        parent.children[index] = code as never;
        return SKIP;
      }
      const data = toElement(name, attrs, el);
      if (!data) {
        warn(el, `the component <${name}> is not supported; its children are shown as they are`, `supported: ${[...COMPONENTS].join(', ')}`);
        el.data = { hName: 'div', hProperties: { className: ['mdx-unknown'] } };
        return;
      }
      if (name === 'TOCInline' && facts) facts.hasTocInline = true;
      el.data = data as JsxNode['data'];
    });
  };
}

function toElement(name: string, attrs: Record<string, unknown>, el: JsxNode): { hName: string; hProperties: Record<string, unknown> } | undefined {
  const str = (k: string) => (attrs[k] === undefined ? undefined : String(attrs[k]));
  switch (name) {
    case 'Tabs':
      return { hName: 'div', hProperties: { className: ['tabs'], dataGroupId: str('groupId') } };
    case 'TabItem': {
      const label = str('label') ?? str('value') ?? '';
      el.children.unshift({ type: 'paragraph', children: [{ type: 'text', value: label }], data: { hProperties: { className: ['tab-label'] } } } as never);
      return { hName: 'div', hProperties: { className: ['tab-panel'], dataValue: str('value') ?? label, dataLabel: label, dataDefault: attrs.default ? '' : undefined } };
    }
    case 'Admonition': {
      const kind = str('type') ?? 'note';
      const title = str('title') ?? kind.charAt(0).toUpperCase() + kind.slice(1);
      el.children = [
        { type: 'paragraph', children: [{ type: 'text', value: title }], data: { hProperties: { className: ['admonition-heading'] } } },
        { type: 'blockquote', children: el.children as never, data: { hName: 'div', hProperties: { className: ['admonition-content'] } } },
      ] as never;
      return { hName: 'div', hProperties: { className: ['admonition', `admonition-${kind}`] } };
    }
    case 'Details': {
      const summary = str('summary');
      if (summary) el.children.unshift({ type: 'paragraph', children: [{ type: 'text', value: summary }], data: { hName: 'summary' } } as never);
      return { hName: 'details', hProperties: { className: ['details'] } };
    }
    case 'TOCInline':
      return { hName: 'nav', hProperties: { className: ['toc-inline'], dataTocInline: '', ariaLabel: 'On this page' } };
    case 'DocCardList':
      return { hName: 'div', hProperties: { className: ['doc-card-list'], dataDocCardList: '' } };
    default:
      if (/^[a-z][a-z0-9-]*$/.test(name)) {
        const props: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(attrs)) props[k === 'className' ? 'className' : k] = v;
        return { hName: name, hProperties: props };
      }
      return undefined;
  }
}

function readAttributes(el: JsxNode, warn: (message: string) => void): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const attr of el.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attr.type === 'mdxJsxExpressionAttribute') {
      warn(`spread attributes on <${el.name ?? ''}> are not evaluated`);
      continue;
    }
    if (attr.value === null || attr.value === undefined) out[attr.name] = true;
    else if (typeof attr.value === 'string') out[attr.name] = attr.value;
    else {
      const value = staticValue(attr.value.data?.estree);
      if (value === undefined) warn(`the value of ${attr.name}= on <${el.name ?? ''}> is not a static value and is left out`);
      else out[attr.name] = value;
    }
  }
  return out;
}
