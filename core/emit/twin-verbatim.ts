import type { Nodes, Root, RootContent } from 'mdast';
import { isMdxOnlyText } from '../markdown/md-components.ts';
import { toString } from 'mdast-util-to-string';
import { cleanNodes, type TwinContext } from './twin-nodes.ts';
import { serialise } from './twin-title.ts';
import { append } from '../util/append.ts';
import { unsafeUrlReason } from '../../model/url-policy.ts';

/**
 * Node kinds the twin keeps as written when nothing inside them changes. Anything else (frontmatter,
 * MDX, HTML, directives, definitions, indented code) goes through the cleaning and the markdown
 * writer. Writing every block again cost about a fifth of rendering a doc: the writer escapes
 * each text node against some forty patterns.
 */
const KEEPABLE = new Set(['paragraph', 'heading', 'list', 'blockquote', 'table', 'thematicBreak', 'code']);

/** Node kinds inside a kept block that need the cleaning step. */
const REWRITTEN = /^(html|yaml|toml|mdx|containerDirective|leafDirective|textDirective)/;

/** A link, image or definition whose URL the twin changes, found in a block otherwise kept. */
type Rewrite = { node: Nodes; url: string; start: number; end: number };

/**
 * The twin's markdown for the top-level nodes of a page parsed from `text`: a block that needs no
 * change is copied from the source (its links and images spliced with their absolute URLs); the
 * others are cleaned and written by `mdast-util-to-markdown`, consecutive ones together.
 */
export function writeTwin(tree: Root, text: string, ctx: TwinContext): { markdown: string; titled: boolean } {
  type Item = { node: RootContent; kept?: string; cleaned?: RootContent[] };
  const items: Item[] = [];
  for (const node of tree.children) {
    const kept = keptText(node, text, ctx);
    if (kept !== undefined) items.push({ node, kept });
    else {
      const cleaned = cleanNodes([node as Nodes], ctx, 'flow') as RootContent[];
      if (cleaned.length > 0) items.push({ node, cleaned });
    }
  }
  // Two lists in a row (once comments and imports between them are gone) stay apart only as the
  // writer separates them, so both are written by it, in one go.
  const isList = (item: Item | undefined) =>
    item !== undefined && (item.kept !== undefined ? item.node.type === 'list' : item.cleaned?.some((n) => n.type === 'list'));
  items.forEach((item, i) => {
    if (item.kept !== undefined && item.node.type === 'list' && (isList(items[i - 1]) || isList(items[i + 1]))) {
      delete item.kept;
      item.cleaned = cleanNodes([item.node as Nodes], ctx, 'flow') as RootContent[];
    }
  });
  const parts: string[] = [];
  let group: RootContent[] = [];
  const flush = () => {
    if (group.length > 0) parts.push(serialise(group).replace(/\n+$/, ''));
    group = [];
  };
  for (const item of items) {
    if (item.kept === undefined) append(group, item.cleaned ?? []);
    else {
      flush();
      parts.push(item.kept);
    }
  }
  flush();
  const first = items[0];
  const head = first?.kept !== undefined ? first.node : first?.cleaned?.[0];
  const markdown = parts.filter((p) => p !== '').join('\n\n');
  return { markdown: markdown ? `${markdown}\n` : '', titled: head?.type === 'heading' && head.depth === 1 };
}

/** The block as written, with rewritten links spliced in; undefined when it must be written again. */
function keptText(node: RootContent, text: string, ctx: TwinContext): string | undefined {
  const start = node.position?.start;
  const end = node.position?.end.offset;
  if (!KEEPABLE.has(node.type) || start?.offset === undefined || end === undefined) return undefined;
  const lineStart = start.offset - (start.column - 1);
  const indent = text.slice(lineStart, start.offset);
  if (lineStart < 0 || !/^[ \t]*$/.test(indent)) return undefined;
  // Indented code is code only where nothing above it could absorb it; fences say so themselves.
  if (node.type === 'code' && !/^[`~]{3}/.test(text.slice(start.offset, start.offset + 3))) return undefined;
  const rewrites: Rewrite[] = [];
  if (!collectRewrites(node as Nodes, ctx, rewrites, false)) return undefined;
  let out = '';
  let at = start.offset;
  for (const r of rewrites.sort((a, b) => a.start - b.start)) {
    if (r.start < at) return undefined;
    out += text.slice(at, r.start) + inline(r, text);
    at = r.end;
  }
  out += text.slice(at, end);
  return (indent + out).replace(/\s+$/, '');
}

/** False when the block holds something the cleaning step changes (so the block is written again). */
function collectRewrites(node: Nodes, ctx: TwinContext, out: Rewrite[], inTable: boolean): boolean {
  // A node a markdown feature rewrites (features/types.ts, `TwinRule`) is never copied as written.
  if (REWRITTEN.test(node.type) || ctx.rules.ruleFor(node)) return false;
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    // A script or data URL is dropped by the cleaning step.
    if (unsafeUrlReason(node.url)) return false;
    const url = ctx.resolveUrl(node.url);
    if (url !== undefined && url !== node.url) {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      // A link whose text lost its place (or a cell, where `|` needs care) is written again instead.
      const words = 'children' in node ? node.children : [];
      if (inTable || start === undefined || end === undefined || words.some((w) => w.position?.start.offset === undefined)) return false;
      out.push({ node, url, start, end });
      return true;
    }
  }
  // `import` lines and `{/* ... */}` in a file read as CommonMark: the cleaning step drops them.
  if (node.type === 'paragraph' && node.children.every((c) => c.type === 'text') && isMdxOnlyText(toString(node))) return false;
  if (!('children' in node)) return true;
  const table = inTable || node.type === 'table';
  return (node.children as Nodes[]).every((c) => collectRewrites(c, ctx, out, table));
}

/**
 * A link, image or definition with its new URL: the link's text as written, the URL and title
 * spelled safely. (The markdown writer, set up once per link, cost more than the rest of the twin.)
 */
function inline({ node, url }: Rewrite, text: string): string {
  if (node.type === 'definition') return `[${node.label ?? node.identifier}]: ${destination(url)}${title(node.title)}`;
  if (node.type === 'image') return `![${node.alt?.replace(/[\\[\]]/g, '\\$&') ?? ''}](${destination(url)}${title(node.title)})`;
  if (node.type !== 'link') return '';
  const first = node.children[0]?.position?.start.offset;
  const last = node.children[node.children.length - 1]?.position?.end.offset;
  const words = first !== undefined && last !== undefined ? text.slice(first, last) : '';
  return `[${words}](${destination(url)}${title(node.title)})`;
}

function destination(url: string): string {
  return /^[^\s()<>\\]*$/.test(url) ? url : `<${url.replace(/[\n<>\\]/g, (c) => (c === '\n' ? '%0A' : `\\${c}`))}>`;
}

function title(value: string | null | undefined): string {
  return value ? ` "${value.replace(/["\\]/g, '\\$&')}"` : '';
}
