import type { Root, RootContent } from 'mdast';
import type { Node } from 'unist';
import { copyTree } from './copy-tree.ts';
import type { BlockSyntax } from './features/types.ts';
import { append } from '../util/append.ts';
import {
  delimiterCount,
  joinParagraphs,
  PARAGRAPH_DELIMITERS,
  PARAGRAPH_PIECE,
  paragraphCuts,
  type ParagraphCut,
} from './paragraph-cuts.ts';

/** Below this size a file is parsed whole: splitting only pays where micromark slows down. */
const SPLIT_ABOVE = 64 * 1024;
/** Pieces are at least this long, so a page of many short sections is not cut into hundreds. */
const PIECE_SIZE = 16 * 1024;

/**
 * micromark's time grows faster than the size of a document (a 5 MB page took minutes), because
 * each resolved block edits one event list that spans the whole file. A large file is therefore
 * parsed in pieces, cut before a top-level `#` heading that follows a blank line, where no fence,
 * comment, container directive or HTML/JSX element is open, and the trees are joined with their
 * positions moved to where each piece starts. Reference and footnote definitions are appended to
 * every piece, so `[text][ref]` resolves across pieces, and their copies are dropped afterwards.
 */
/** Parsed pieces by their text: a file saved again is parsed again only where it changed. */
export type PieceMemo = Map<string, Root>;

/** Past this many pieces a memo starts afresh, so a long dev-server session does not grow without end. */
const MEMO_LIMIT = 20_000;

/**
 * With `memo` (the dev server), files of any size are cut at every safe heading at least
 * MEMO_PIECE_SIZE apart, and each piece's tree is kept: an edit parses only its own piece.
 */
const MEMO_PIECE_SIZE = 512;

/** Where a piece starts; `joined` when it continues the paragraph the previous piece ended in. */
interface Cut {
  at: number;
  /** For a cut inside a paragraph: the paragraph's first line (1-based) and the white space cut at. */
  paragraphLine?: number;
  gap?: ParagraphCut['gap'];
}

export interface PieceOptions {
  memo?: PieceMemo;
  onLongParagraph?: (line: number) => void;
  /** Block syntax of the markdown features (features/registry.ts) that a cut must not fall inside. */
  blocks?: readonly BlockSyntax[];
}

export function parseInPieces(
  parse: (text: string) => Root,
  text: string,
  { memo, onLongParagraph, blocks = [] }: PieceOptions = {},
): Root {
  // A small file is cut only inside a paragraph with too many delimiters (paragraph-cuts.ts).
  const cuts = memo
    ? cutPoints(text, MEMO_PIECE_SIZE, blocks)
    : text.length > SPLIT_ABOVE
      ? cutPoints(text, PIECE_SIZE, blocks)
      : delimiterCount(text) > PARAGRAPH_DELIMITERS
        ? cutPoints(text, Infinity, blocks)
        : [];
  const starts = cuts.map((c) => c.at);
  if (memo && memo.size > MEMO_LIMIT) memo.clear();
  const parseOnce = (input: string): Root => {
    if (!memo) return parse(input);
    const kept = memo.get(input);
    if (kept) return copyTree(kept);
    const tree = parse(input);
    memo.set(input, copyTree(tree));
    return tree;
  };
  if (starts.length === 0) return parseOnce(text);
  const definitions = definitionsByLabel(text);
  const root: Root = { type: 'root', children: [] };
  const bounds = [0, ...starts, text.length];
  let line = 0;
  let column = 0;
  let reported: number | undefined;
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i] as number;
    const piece = text.slice(from, bounds[i + 1]);
    const pieceLines = piece.split('\n').length - (piece.endsWith('\n') ? 1 : 0);
    const paragraphLine = cuts[i - 1]?.paragraphLine;
    const joined = paragraphLine !== undefined;
    if (joined && reported !== paragraphLine) {
      reported = paragraphLine;
      onLongParagraph?.(paragraphLine);
    }
    let tree: Root;
    try {
      const used = definitionsUsed(piece, definitions);
      tree = parseOnce(used ? `${piece}${piece.endsWith('\n') ? '' : '\n'}\n${used}` : piece);
    } catch (error) {
      throw movePlace(error, line);
    }
    tree.children.forEach((child, k) => {
      if ((child.position?.start.line ?? 0) > pieceLines) return;
      shift(child, line, from, column);
      const last = root.children[root.children.length - 1];
      if (k === 0 && joined && child.type === 'paragraph' && last?.type === 'paragraph')
        joinParagraphs(last, child, cuts[i - 1]?.gap ?? ' ');
      else root.children.push(child as RootContent);
    });
    // A piece that ends inside a line (a long paragraph's cut) leaves the next one on that line.
    const newlines = piece.split('\n').length - 1;
    column = piece.endsWith('\n') ? 0 : newlines === 0 ? column + piece.length : piece.length - piece.lastIndexOf('\n') - 1;
    line += newlines;
  }
  const first = root.children[0]?.position?.start;
  const last = root.children[root.children.length - 1]?.position?.end;
  if (first && last) root.position = { start: { line: 1, column: 1, offset: 0 }, end: last };
  return root;
}

/**
 * Offsets where a new piece may start: lines where a safe heading opens at least `pieceSize` after
 * the last cut, and places inside paragraphs over budget (paragraph-cuts.ts).
 */
function cutPoints(text: string, pieceSize: number, blocks: readonly BlockSyntax[]): Cut[] {
  const out: Cut[] = [];
  /** The open paragraph: its first offset and line, whether it may be cut, its delimiters so far. */
  let paragraph: { at: number; line: number; cuttable: boolean; delimiters: number } | undefined;
  const closeParagraph = (end: number) => {
    if (paragraph?.cuttable && (end - paragraph.at > PARAGRAPH_PIECE || paragraph.delimiters > PARAGRAPH_DELIMITERS)) {
      for (const cut of paragraphCuts(text, paragraph.at, end)) out.push({ at: cut.at, paragraphLine: paragraph.line, gap: cut.gap });
    }
    paragraph = undefined;
  };
  let lineNo = 0;
  let fence: string | undefined;
  let comment = false;
  let directives = 0;
  let elements = 0;
  let blankBefore = false;
  let offset = 0;
  let pieceStart = 0;
  for (const line of text.split('\n')) {
    const at = offset;
    offset += line.length + 1;
    lineNo++;
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = undefined;
      continue;
    }
    const open = /^[ \t]*(`{3,}|~{3,})/.exec(line)?.[1];
    if (open) {
      closeParagraph(at);
      fence = open;
      blankBefore = false;
      continue;
    }
    if (comment || line.includes('<!--')) {
      closeParagraph(at);
      comment = line.lastIndexOf('<!--') > line.lastIndexOf('-->');
      blankBefore = false;
      continue;
    }
    if (/^[ \t>]*:{3,}[A-Za-z]/.test(line)) directives++;
    else if (/^[ \t>]*:{3,}[ \t]*$/.test(line)) directives = Math.max(0, directives - 1);
    for (const block of blocks) {
      if (block.opens.test(line)) directives++;
      else if (block.closes.test(line)) directives = Math.max(0, directives - 1);
    }
    elements = Math.max(0, elements + tagBalance(line));
    // Only a paragraph at the left margin, outside containers, each line of it plain: a line that
    // could open a list, quote, table, heading, HTML, definition or fence may have ended it.
    const plain = directives === 0 && elements === 0 && !BLOCK_START.test(line) && !line.includes('|');
    if (line.trim() === '' || /^#{1,6}([ \t]|$)/.test(line)) closeParagraph(at);
    else if (paragraph) {
      paragraph.cuttable &&= plain;
      paragraph.delimiters += delimiterCount(line);
    } else paragraph = { at, line: lineNo, cuttable: plain, delimiters: delimiterCount(line) };
    const safe = blankBefore && directives === 0 && elements === 0 && /^#{1,6}([ \t]|$)/.test(line);
    if (safe && at - pieceStart >= pieceSize) {
      out.push({ at });
      pieceStart = at;
    }
    blankBefore = line.trim() === '';
  }
  closeParagraph(text.length);
  return out.sort((a, b) => a.at - b.at);
}

/** Lines that may start a block other than a paragraph (or continue one in a container). */
const BLOCK_START =
  /^(?:[ \t]|[*+-](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|#{1,6}(?:[ \t]|$)|>|<|`{3}|~{3}|:{3}|\[\^?[^\]]*\]:|[=-]+[ \t]*$|([*_-])[ \t]*(?:\1[ \t]*){2,}$)/;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Elements a line opens minus those it closes; a tag left open at the line end counts as open. */
function tagBalance(line: string): number {
  if (!line.includes('<')) return 0;
  let balance = 0;
  // Code spans hold examples, not elements; `<https://...>` and `<a@b.c>` are autolinks.
  for (const m of line.replace(/`[^`]*`/g, '').matchAll(/<(\/?)([A-Za-z][\w.-]*)(?=[\s/>]|$)([^<>]*?)(\/?)(>|$)/g)) {
    if (m[1]) balance--;
    else if (!m[4] && !VOID.has((m[2] as string).toLowerCase())) balance++;
  }
  return balance;
}

/** Every `[label]: url` and `[^label]:` line by its normalised label, for the pieces that use it. */
function definitionsByLabel(text: string): Map<string, string> {
  const lines = new Map<string, string>();
  for (const m of text.matchAll(/^ {0,3}\[(\^?)((?:[^\]\\\n]|\\.){1,999})\]:[ \t]*(\S*)/gm)) {
    const label = `${m[1]}${normalise(m[2] as string)}`;
    if (!lines.has(label)) lines.set(label, m[1] ? `[^${m[2]}]: x` : `[${m[2]}]: ${m[3] || '<>'}`);
  }
  return lines;
}

/**
 * The definitions a piece refers to (`[text][label]`, `[label]`, `[^label]`), so `[x][ref]` resolves
 * across pieces. Appending every definition to every piece made a page of 20,000 footnotes take a minute.
 */
function definitionsUsed(piece: string, definitions: Map<string, string>): string {
  if (definitions.size === 0) return '';
  const used: string[] = [];
  const seen = new Set<string>();
  // `(?!:)`: a definition's own label is no use of it (its line is in the piece already).
  for (const m of piece.matchAll(/\[(\^?)((?:[^\]\\\n]|\\.){1,999})\](?!:)/g)) {
    const label = `${m[1]}${normalise(m[2] as string)}`;
    const line = definitions.get(label);
    if (line !== undefined && !seen.has(label)) {
      seen.add(label);
      used.push(line);
    }
  }
  // A blank line between them: a footnote's text would take the next line in as its own.
  return used.join('\n\n');
}

/** Labels match case-insensitively with runs of white space as one. */
function normalise(label: string): string {
  return label
    .replace(/[ \t\r\n]+/g, ' ')
    .trim()
    .toLowerCase()
    .toUpperCase();
}

/**
 * Moves every position below `node` down by the lines and characters before its piece; a piece
 * that starts inside a line (`column` characters in) moves its first line's columns too.
 */
function shift(node: Node, lines: number, offset: number, column = 0): void {
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    if (n.position) {
      if (column > 0 && n.position.start.line === 1) n.position.start.column += column;
      if (column > 0 && n.position.end.line === 1) n.position.end.column += column;
      n.position.start.line += lines;
      n.position.end.line += lines;
      if (n.position.start.offset !== undefined) n.position.start.offset += offset;
      if (n.position.end.offset !== undefined) n.position.end.offset += offset;
    }
    const children = (n as { children?: Node[] }).children;
    if (Array.isArray(children)) append(stack, children);
  }
}

/** A parse error names its place in the piece; the author needs the line in the file. */
function movePlace(error: unknown, lines: number): unknown {
  if (lines === 0 || typeof error !== 'object' || error === null) return error;
  const e = error as { line?: number; place?: { line?: number; start?: { line: number }; end?: { line: number } } };
  if (typeof e.line === 'number') e.line += lines;
  const place = e.place;
  if (place) {
    if (typeof place.line === 'number') place.line += lines;
    if (place.start) place.start.line += lines;
    if (place.end) place.end.line += lines;
  }
  return error;
}
