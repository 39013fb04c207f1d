import path from 'node:path';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Diagnostic } from '../model/diagnostics.ts';
import type { SpecLink } from '../model/api.ts';
import type { DescriptionMarkdown, Highlighter, SourceInfo } from '../model/markdown.ts';
import { deref, splitPointer, type SpecDocuments, type SpecFile } from './documents.ts';
import { childPointer, isObject } from './pointer.ts';
import { escapePlaceholders } from './placeholders.ts';
import { skeletonHighlight } from './sample-highlight.ts';

/** Descriptions as HTML and code as `.code-block` markup: what the normaliser needs from the docs pipeline. */
export interface SpecText {
  /** HTML of a markdown description ('' for none). */
  html(markdown: unknown): string;
  /** Every id the rendered descriptions hold (heading ids), for the anchor list. */
  ids: ReadonlySet<string>;
  /** Plain text of a markdown description. */
  plain(markdown: unknown): string;
  code(code: string, lang: string, title?: string): string;
  /** The links of every description, each at the first place its text is written. */
  links: SpecLink[];
}

/**
 * Renders every `description` of every file once, up front, with the docs markdown pipeline, so the
 * normaliser that follows stays synchronous and each repeated text costs one render.
 */
export async function renderSpecText(docs: SpecDocuments, markdown: DescriptionMarkdown, diagnostics: Diagnostic[]): Promise<SpecText> {
  const { highlighter } = markdown;
  const texts = new Map<string, TextPlace>();
  for (const file of docs.files.values()) collectDescriptions(file, texts);
  // Bump's `x-topics` hold markdown under `content`.
  const topics = isObject(docs.main.source.value) ? docs.main.source.value['x-topics'] : undefined;
  if (Array.isArray(topics)) {
    topics.forEach((t, i) => {
      if (!isObject(t)) return;
      const found = deref(docs, { value: t.content, pointer: `#/x-topics/${i}/content` });
      const file = found ? splitPointer(docs, found.pointer)?.file : undefined;
      if (found && typeof found.value === 'string' && !texts.has(found.value))
        texts.set(found.value, { file: file ?? docs.main, pointer: file && file !== docs.main ? '#' : found.pointer });
    });
  }
  const rendered = new Map<string, { html: string; text: string }>();
  // Specs repeat samples and examples (Kubernetes: the same Status and DeleteOptions bodies under
  // hundreds of operations); highlighting was the largest cost of a cold build in the profile.
  const highlighted = new Map<string, string>();
  const skeletons = new Map<string, string>();
  const ids = new Set<string>();
  const links: SpecLink[] = [];
  const source: SourceInfo = {
    absPath: docs.main.abs,
    relPath: path.relative(docs.siteDir, docs.main.abs).split(path.sep).join('/'),
    display: docs.main.display,
  };
  for (const [t, place] of texts) {
    const plain = plainSentence(t);
    if (plain !== undefined) {
      rendered.set(t, plain);
      continue;
    }
    // Rendered one after another: the pipeline's work is synchronous, so parallel promises would
    // only hold every tree in memory at once.
    const found: Diagnostic[] = [];
    const out = await markdown.render(escapePlaceholders(t), source, found);
    diagnostics.push(...found.map((d) => inSpec(d, place)));
    for (const link of out.links) {
      if (link.target.kind === 'external') continue;
      const at = inSpec({ severity: 'warning', code: '', message: '', line: link.line, column: link.column }, place);
      links.push({
        ...link,
        file: at.file ?? place.file.display,
        line: at.line ?? 1,
        column: at.column ?? 1,
        pointer: at.pointer ?? place.pointer,
      });
    }
    rendered.set(t, { html: out.html, text: out.text });
    for (const id of out.ids) ids.add(id);
  }
  return {
    html: (markdown) => (typeof markdown === 'string' ? (rendered.get(markdown)?.html ?? escapeHtml(markdown)) : ''),
    plain: (markdown) => (typeof markdown === 'string' ? (rendered.get(markdown)?.text ?? markdown) : ''),
    ids,
    links,
    code: (code, lang, title) => {
      const key = `${lang}\u0000${title ?? ''}\u0000${code}`;
      let html = highlighted.get(key);
      if (html === undefined)
        highlighted.set(
          key,
          // Generated request samples have no title; a block with one is highlighted in full.
          (html =
            (title === undefined ? skeletonHighlight(skeletons, code, lang, (c) => codeBlockHtml(highlighter, c, lang)) : undefined) ??
            codeBlockHtml(highlighter, code, lang, title)),
        );
      return html;
    },
  };
}

/**
 * Most descriptions are one line of words with no markdown in it, which the pipeline turns into
 * one paragraph as it is: that is done here without it (parsing them cost about a second for the
 * portal's specs). Anything that could be syntax (a character markdown, GFM, directives or HTML
 * give meaning to, a leading digit of a list, `www.`) goes through the pipeline.
 */
export function plainSentence(text: string): { html: string; text: string } | undefined {
  if (!/^\p{L}[\p{L}\p{N} ,.;()'?!%/-]*$/u.test(text) || / {2}|www\./i.test(text) || /[ ,;(/-]$/.test(text)) return undefined;
  return { html: `<p>${text}</p>`, text };
}

/** The markup docs code fences get (code-blocks.ts), so API samples look and behave the same. */
export function codeBlockHtml(highlighter: Highlighter, code: string, lang: string, title?: string): string {
  const resolved = highlighter.resolve(lang) ?? 'text';
  // A long example (GitHub's repository object: 70 KB) is shown as plain text: colouring would
  // more than double its bytes on a page that repeats it under several operations.
  const pre: Element =
    code.length > PLAIN_OVER
      ? {
          type: 'element',
          tagName: 'pre',
          properties: {},
          children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: code }] }],
        }
      : unwrapPlain(highlighter.highlight(code, { lang: resolved, highlightLines: new Set() }));
  pre.properties = { className: ['hljs'], tabIndex: 0 };
  if (resolved !== 'text') pre.properties.dataLanguage = resolved;
  const children: Element[] = [];
  if (title)
    children.push({
      type: 'element',
      tagName: 'div',
      properties: { className: ['code-title'] },
      children: [{ type: 'text', value: title }],
    });
  children.push(pre);
  return toHtml({ type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children });
}

/**
 * Drops the spans of token classes the theme does not colour (`,` `:` `{` in JSON): on a large
 * example they were a third of the page's bytes and changed nothing on screen. The per-line spans
 * go too: samples and examples highlight no lines, and those spans were another sixth of an
 * operation's bytes (the samples column wraps and pads the code itself).
 */
function unwrapPlain(node: Element): Element {
  const children: Element['children'] = [];
  for (const child of node.children) {
    if (child.type !== 'element') children.push(child);
    else if (child.tagName === 'span' && UNSTYLED.has(String((child.properties.className as string[] | undefined)?.join(' '))))
      children.push(...unwrapPlain(child).children);
    else children.push(unwrapPlain(child));
  }
  return { ...node, children };
}

const PLAIN_OVER = 6000;

const UNSTYLED = new Set(['hljs-punctuation', 'hljs-operator', 'line']);

/** Where a description is written: its file and JSON pointer. */
interface TextPlace {
  file: SpecFile;
  pointer: string;
}

/** Each description text with the first place it is written. */
function collectDescriptions(file: SpecFile, out: Map<string, TextPlace>): void {
  const seen = new Set<object>();
  const walk = (node: unknown, key: string, pointer: string): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      if (key !== 'examples') node.forEach((item, i) => walk(item, '', childPointer(pointer, i)));
      return;
    }
    // Example values are data, not documentation: a "description" field in them is not markdown.
    if (key === 'example' || key === 'value' || key === 'default' || key === 'enum' || key === 'const') return;
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'description' && typeof v === 'string' && v.trim() !== '') {
        if (!out.has(v)) out.set(v, { file, pointer: childPointer(pointer, k) });
      } else if (isObject(v) || Array.isArray(v)) walk(v, k, childPointer(pointer, k));
    }
  };
  walk(file.source.value, '', '#');
}

/**
 * A diagnostic about a description names the spec file and the line in it: the description's key
 * line, plus the line within the text (a `|` or `>` block starts on the line after its key).
 */
function inSpec(d: Diagnostic, place: TextPlace): Diagnostic {
  const at = place.file.source.locate(place.pointer);
  const pointer = place.file.source.written?.(place.pointer) ?? place.pointer;
  if (!at) return { ...d, file: place.file.display, pointer };
  // A JSON string is one line of the file whatever `\n`s it holds: the value's own place is the answer.
  if (/\.json$/i.test(place.file.abs)) return { ...d, file: place.file.display, line: at.line, column: at.column, pointer };
  const keyLine = lineAt(place.file.text, at.line);
  const block = /:\s*[|>][+-]?\d*\s*(#.*)?$/.test(keyLine) ? 1 : 0;
  const line = at.line + block + (d.line ?? 1) - 1;
  if (d.line === undefined) return { ...d, file: place.file.display, line, column: at.column, pointer };
  // The column in the file: a block scalar's lines are indented; a value on the key's line starts after `key: ` (and its quote).
  const written = lineAt(place.file.text, line);
  const colon = keyLine.indexOf(':', at.column - 1);
  const rest = keyLine.slice(colon + 1);
  const lead = rest.length - rest.trimStart().length;
  const valueStart = colon < 0 ? at.column : colon + 2 + lead + (/^['"]/.test(rest.trimStart()) ? 1 : 0);
  const offset = block || d.line > 1 ? written.length - written.trimStart().length : valueStart - 1;
  return { ...d, file: place.file.display, line, column: offset + (d.column ?? 1), pointer };
}

/** One line of a text (1-based), without splitting the whole text. */
function lineAt(text: string, line: number): string {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', start);
    if (next < 0) return '';
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return text.slice(start, end < 0 ? undefined : end);
}

function escapeHtml(text: string): string {
  return `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
}
