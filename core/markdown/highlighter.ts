import type { Element, ElementContent } from 'hast';
import type { Highlighter } from '../../model/markdown.ts';
import { common, createLowlight } from 'lowlight';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import http from 'highlight.js/lib/languages/http';
import nginx from 'highlight.js/lib/languages/nginx';
import powershell from 'highlight.js/lib/languages/powershell';
import protobuf from 'highlight.js/lib/languages/protobuf';

export type { Highlighter } from '../../model/markdown.ts';

/*
 * Build-time syntax highlighting. Tokens get highlight.js class names and the theme colours them
 * for light and dark mode, so one HTML serves both. Chosen over shiki after measuring the portal's
 * 471 code blocks: shiki took 3.6 to 7.0 s and wrote two inline colours per token; lowlight takes
 * 0.3 to 0.8 s and writes one short class name.
 */

const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', '']);
const ALIASES: Record<string, string> = {
  jsx: 'javascript',
  tsx: 'typescript',
  sh: 'bash',
  zsh: 'bash',
  console: 'bash',
  curl: 'bash',
  shell: 'bash',
  'shell-session': 'bash',
  ps: 'powershell',
  docker: 'dockerfile',
  'objective-c': 'objectivec',
  objc: 'objectivec',
  yml: 'yaml',
  html: 'xml',
  svg: 'xml',
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  ps1: 'powershell',
  proto: 'protobuf',
};

export function createCodeHighlighter(): Highlighter {
  const lowlight = createLowlight(common);
  lowlight.register({ dockerfile, http, nginx, powershell, protobuf });
  const resolve = (lang: string): string | undefined => {
    const l = lang.toLowerCase();
    if (PLAIN.has(l)) return 'text';
    const name = ALIASES[l] ?? l;
    return lowlight.registered(name) ? name : undefined;
  };
  return {
    resolve,
    highlight(code, { lang, highlightLines }) {
      const name = resolve(lang);
      const tokens: ElementContent[] =
        name && name !== 'text' ? (lowlight.highlight(name, code).children as ElementContent[]) : [{ type: 'text', value: code }];
      return {
        type: 'element',
        tagName: 'pre',
        properties: { className: ['hljs'] },
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: {},
            children: joinLines(splitLines(tokens).map((line, i) => lineElement(line, highlightLines.has(i + 1)))),
          },
        ],
      };
    },
  };
}

/** Leaves code as plain text, for runs that only need the structure (link checking). */
export function plainHighlighter(): Highlighter {
  const real = createCodeHighlighter();
  return {
    resolve: real.resolve,
    highlight: (code, { highlightLines }) => ({
      type: 'element',
      tagName: 'pre',
      properties: { className: ['hljs'] },
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: {},
          children: joinLines(code.split('\n').map((l, i) => lineElement([{ type: 'text', value: l }], highlightLines.has(i + 1)))),
        },
      ],
    }),
  };
}

/** Newlines between the line spans: the text a reader copies (or sees without CSS) keeps its lines. */
function joinLines(lines: Element[]): ElementContent[] {
  return lines.flatMap((line, i) => (i === 0 ? [line] : [{ type: 'text' as const, value: '\n' }, line]));
}

function lineElement(children: ElementContent[], highlighted: boolean): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: highlighted ? ['line', 'highlighted'] : ['line'] },
    children: children.length > 0 ? children : [{ type: 'text', value: '' }],
  };
}

/**
 * Splits highlighted tokens into lines, so each line can be wrapped for line highlights and
 * numbers. A token spanning lines (a block comment) is cut and reopened on the next line.
 */
export function splitLines(nodes: readonly ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const walk = (node: ElementContent, wrap: (c: ElementContent[]) => ElementContent[]) => {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      parts.forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) (lines[lines.length - 1] as ElementContent[]).push(...wrap([{ type: 'text', value: part }]));
      });
    } else if (node.type === 'element') {
      const rewrap = (c: ElementContent[]) => wrap([{ ...node, children: c }]);
      for (const child of node.children) walk(child, rewrap);
    }
  };
  for (const n of nodes) walk(n, (c) => c);
  return lines;
}

/** `title="Request" {1,3-5} showLineNumbers` -> its parts. */
export function parseCodeMeta(meta: string): { title?: string; highlightLines: Set<number>; showLineNumbers: boolean } {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta);
  const highlightLines = new Set<number>();
  for (const part of ranges?.[1]?.split(',') ?? []) {
    const [a, b] = part
      .trim()
      .split('-')
      .map((n) => Number.parseInt(n, 10));
    if (a === undefined || Number.isNaN(a)) continue;
    for (let n = a; n <= (b === undefined || Number.isNaN(b) ? a : b); n++) highlightLines.add(n);
  }
  const out: { title?: string; highlightLines: Set<number>; showLineNumbers: boolean } = {
    highlightLines,
    showLineNumbers: /\bshowLineNumbers\b/.test(meta),
  };
  const t = title?.[1] ?? title?.[2] ?? title?.[3];
  if (t !== undefined) out.title = t;
  return out;
}
