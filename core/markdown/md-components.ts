import type { Html, Paragraph, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { warnerFor, warnEsm, warnUnknownComponent, type Point, type WarnAt } from './component-warnings.ts';

/**
 * JSX written in a file read as CommonMark (`markdown.format: md`, `.md` under `detect`, or a `.md`
 * MDX could not parse). The parser sees components as raw HTML, where `<Foo />` is an unclosed
 * element that would swallow the rest of the page; each component tag becomes the marker element
 * the component pass expects, and `attr={...}` values are read where they are plain data.
 */
export function remarkMdComponents(claimed: readonly string[] = []) {
  return (tree: Root, file: VFile) => {
    const facts = file.data.facts;
    const warn = warnerFor(facts);
    tree.children = tree.children.flatMap((node) => topLevel(node, warn));
    visit(tree, 'html', (node: Html, _index, parent) => {
      const inline = parent !== undefined && !FLOW_PARENTS.has(parent.type);
      node.value = rewriteTags(node.value, { inline, start: node.position?.start, warn, claimed }, () => {
        if (facts) facts.hasTocInline = true;
      });
      return SKIP;
    });
  };
}

const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'containerDirective', 'footnoteDefinition']);

/** `import` and `export` lines, and `{/* truncate *\/}`, written as MDX in a CommonMark file. */
function topLevel(node: RootContent, warn: WarnAt): RootContent[] {
  if (node.type !== 'paragraph') return [node];
  const text = toString(node as Paragraph);
  const lines = text.split('\n');
  if (lines.every((l) => IMPORT.test(l) || /^\s*export\s/.test(l))) {
    warnEsm(text, node.position?.start, warn);
    return [];
  }
  const comment = /^\{\/\*([\s\S]*)\*\/\}$/.exec(text.trim());
  if (comment) return comment[1]?.trim() === 'truncate' ? [{ type: 'html', value: '<!-- truncate -->' }] : [];
  return [node];
}

const TAG = /<(\/?)([A-Za-z][\w.-]*)((?:\s+(?:[^\s=>/{]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}|[^\s>]+))?))*)\s*(\/?)>/g;
const ATTR = /([^\s=>/{]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{((?:[^{}]|\{[^{}]*\})*)\}|([^\s>]+)))?/g;

/** Where a run of raw HTML sits, and how to report on it. */
interface TagPlace {
  inline: boolean;
  start: Point;
  warn: WarnAt;
  /** Components markdown features render (see `warnUnknownComponent`). */
  claimed: readonly string[];
}

function rewriteTags(html: string, { inline, start, warn, claimed }: TagPlace, onToc: () => void): string {
  return html.replace(TAG, (whole, close: string, name: string, attrText: string, selfClose: string, offset: number) => {
    // JSX components are capitalised (`Tabs`, `TOCInline`); HTML is case-blind, so `<IMG>` stays HTML.
    const component = /^[A-Z]/.test(name) && /[a-z.]/.test(name);
    if (!component && !/=\s*(\{|"\{)/.test(attrText)) return whole;
    const point = start ? { line: start.line + (html.slice(0, offset).match(/\n/g)?.length ?? 0), column: 1 } : undefined;
    const tag = inline ? 'span' : 'div';
    if (!component) return `<${close}${name}${attributesHtml(readAttrs(attrText, name, point, warn))}${selfClose ? ' /' : ''}>`;
    if (close) return `</${tag}>`;
    warnUnknownComponent(name, point, warn, claimed);
    if (name === 'TOCInline') onToc();
    const props = readAttrs(attrText, name, point, warn);
    const line = point ? ` data-mdx-line="${point.line}"` : '';
    const open = `<${tag} data-mdx="${escapeAttr(name)}" data-mdx-props="${escapeAttr(JSON.stringify(props))}"${line}>`;
    return selfClose ? `${open}</${tag}>` : open;
  });
}

/** The attributes of a tag as the CommonMark pass reads them (plain data only), for the markdown twin. */
export function staticAttributes(attrText: string, name: string): Record<string, unknown> {
  return readAttrs(attrText, name, undefined, () => undefined);
}

/** The line-start pattern of `import`/`export` lines and `{/* ... *\/}` comments written as MDX in CommonMark. */
export function isMdxOnlyText(text: string): boolean {
  const lines = text.split('\n');
  if (lines.every((l) => IMPORT.test(l) || /^\s*export\s/.test(l))) return true;
  return /^\{\/\*[\s\S]*\*\/\}$/.test(text.trim());
}

const IMPORT = /^\s*(import\s+[^;]*?\s+from\s+['"][^'"]+['"]|import\s+['"][^'"]+['"])\s*;?\s*$/;

function readAttrs(text: string, name: string, point: Point, warn: WarnAt): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const m of text.matchAll(ATTR)) {
    const key = m[1] as string;
    if (name === 'TOCInline' && key === 'toc') continue;
    // `"{...}"`: an expression the source rewrite quoted.
    const quoted = m[2] !== undefined && /^\{[\s\S]*\}$/.test(m[2]) ? m[2].slice(1, -1).replace(/&quot;/g, '"') : undefined;
    if (quoted === undefined && (m[2] !== undefined || m[3] !== undefined || m[5] !== undefined)) out[key] = m[2] ?? m[3] ?? m[5];
    else if (quoted !== undefined || m[4] !== undefined) {
      const value = dataValue(quoted ?? (m[4] as string));
      if (value === undefined)
        warn(
          point,
          'mdx-unsupported',
          `the value of ${key}= on <${name}> is not a static value and is left out`,
          'use a plain string or number value',
        );
      else out[key] = value;
    } else out[key] = true;
  }
  return out;
}

/** A JSX attribute expression that is plain data: literals, arrays and objects of them, require() and useBaseUrl(). */
function dataValue(expr: string): unknown {
  const e = expr.trim();
  const call = /^(?:require|useBaseUrl)\(\s*(['"`])([^'"`]+)\1\s*\)(?:\.default)?$/.exec(e);
  if (call) return call[2];
  try {
    const json = e
      .replace(/'([^'\\]*)'/g, (_m, s: string) => JSON.stringify(s))
      .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
      .replace(/,\s*([}\]])/g, '$1');
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

function attributesHtml(props: Record<string, unknown>): string {
  return Object.entries(props)
    .map(([k, v]) =>
      v === true
        ? ` ${k}`
        : ` ${k === 'className' ? 'class' : k}="${escapeAttr(typeof v === 'object' && v !== null ? styleOf(v) : String(v))}"`,
    )
    .join('');
}

function styleOf(v: object): string {
  return Object.entries(v)
    .map(([k, x]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${typeof x === 'number' && x !== 0 ? `${x}px` : String(x)}`)
    .join('; ');
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
