import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { diagnostic } from '../../../../model/diagnostics.ts';
import { parseCodeMeta } from '../../highlighter.ts';
import { walkElements } from '../../walk.ts';
import { contextOf } from '../context.ts';
import type { MarkdownFeature } from '../types.ts';
import { isPrismLanguage } from './languages.ts';
import { applyMagicComments } from './magic-comments.ts';

function codeOf(node: Element): Element | undefined {
  if (node.tagName !== 'pre') return undefined;
  return node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
}

function languageOf(code: Element): string {
  const classes = (code.properties.className as string[] | undefined) ?? [];
  return classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
}

/** Before the sanitiser, where the blocks still have their source positions: a language no grammar knows is named with its line. */
function rehypeUnknownLanguages(this: Processor) {
  const { highlighter } = contextOf(this);
  return (tree: Root, file: VFile) => {
    const facts = file.data.facts;
    if (!facts) return;
    walkElements(tree, (node) => {
      const code = codeOf(node);
      const lang = code ? languageOf(code) : '';
      if (!lang || lang === 'mermaid' || highlighter.resolve(lang) !== undefined || isPrismLanguage(lang)) return undefined;
      facts.diagnostics.push(
        diagnostic('warning', 'unknown-language', `no syntax highlighting for the code language "${lang}"`, {
          file: facts.source.display,
          point: node.position?.start,
          hint: 'use a language Prism knows (bash, json, yaml, javascript, typescript, python, xml, css, http, sql, ...) or text',
        }),
      );
      return false;
    });
  };
}

/**
 * Fenced code highlighted at build time, so readers download colours instead of a highlighter:
 * `title="..."`, `{1,3-5}` and magic-comment line highlights, `showLineNumbers`. It runs after the
 * sanitiser (a `finish` step): the highlighter's spans are made here from the code's text, never
 * from author markup.
 */
function rehypeCodeBlocks(this: Processor) {
  const { highlighter } = contextOf(this);
  return (tree: Root) => {
    walkElements(tree, (node, parent, index) => {
      const code = codeOf(node);
      if (!code) return undefined;
      const lang = languageOf(code);
      const meta = String(code.properties.dataMeta ?? (code.data as { meta?: string } | undefined)?.meta ?? '');
      const parsed = parseCodeMeta(meta);
      const { code: source, highlightLines } = applyMagicComments(toString(code).replace(/\n$/, ''), parsed.highlightLines);
      const resolved = highlighter.resolve(lang);
      const pre = highlighter.highlight(source, { lang: resolved ?? 'text', highlightLines });
      const preClasses = [
        ...((pre.properties.className as string[] | undefined) ?? []),
        ...(parsed.showLineNumbers ? ['line-numbers'] : []),
      ];
      pre.properties = { className: preClasses, tabIndex: 0 };
      if (resolved && resolved !== 'text') pre.properties.dataLanguage = resolved;
      const children: ElementContent[] = [];
      if (parsed.title) {
        children.push({
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-title'] },
          children: [{ type: 'text', value: parsed.title }],
        });
      }
      children.push(pre);
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children };
      return false;
    });
  };
}

export const codeBlocks: MarkdownFeature = {
  name: 'code-blocks',
  rehype: [rehypeUnknownLanguages],
  finish: [rehypeCodeBlocks],
};
