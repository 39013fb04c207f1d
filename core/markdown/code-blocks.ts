import type { Element, Root, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { walkElements } from './walk.ts';
import type { VFile } from 'vfile';
import { diagnostic } from '../../model/diagnostics.ts';
import type { MarkdownContext } from './context.ts';
import { parseCodeMeta } from './highlighter.ts';
import { isPrismLanguage } from './languages.ts';
import { applyMagicComments } from './magic-comments.ts';

/**
 * Highlights fenced code at build time, so readers download colours instead of a highlighter.
 * ```mermaid fences stay as their source text: the client draws them, and without JavaScript the
 * reader still sees the diagram's source.
 */
export function rehypeCodeBlocks(ctx: MarkdownContext) {
  return (tree: Root, file: VFile) => {
    const facts = file.data.facts;
    walkElements(tree, (node, parent, index) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? '';
      const meta = String(code.properties.dataMeta ?? (code.data as { meta?: string } | undefined)?.meta ?? '');
      const text = toString(code).replace(/\n$/, '');
      if (lang === 'mermaid') {
        if (facts) facts.hasMermaid = true;
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['mermaid-diagram'] },
          children: [
            { type: 'element', tagName: 'pre', properties: { className: ['mermaid-source'] }, children: [{ type: 'text', value: text }] },
          ],
        };
        return false;
      }
      const parsed = parseCodeMeta(meta);
      const { title, showLineNumbers } = parsed;
      const { code: source, highlightLines } = applyMagicComments(text, parsed.highlightLines);
      const resolved = ctx.highlighter.resolve(lang);
      if (lang && resolved === undefined && !isPrismLanguage(lang) && facts) {
        facts.diagnostics.push(
          diagnostic('warning', 'unknown-language', `no syntax highlighting for the code language "${lang}"`, {
            file: facts.source.display,
            point: node.position?.start,
            hint: 'use a language Prism knows (bash, json, yaml, javascript, typescript, python, xml, css, http, sql, ...) or text',
          }),
        );
      }
      const pre = ctx.highlighter.highlight(source, { lang: resolved ?? 'text', highlightLines });
      const preClasses = [...((pre.properties.className as string[] | undefined) ?? []), ...(showLineNumbers ? ['line-numbers'] : [])];
      pre.properties = { className: preClasses, tabIndex: 0 };
      if (resolved && resolved !== 'text') pre.properties.dataLanguage = resolved;
      const children: ElementContent[] = [];
      if (title)
        children.push({
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-title'] },
          children: [{ type: 'text', value: title }],
        });
      children.push(pre);
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children };
      return false;
    });
  };
}
