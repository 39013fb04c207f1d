import type { Paragraph, Root, RootContent } from 'mdast';
import type { Node } from 'unist';
import { copyTree } from './copy-tree.ts';

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

/**
 * micromark resolves emphasis by splicing one event list per paragraph, so a paragraph's time grows
 * with the square of its length (a 256 KB one-line paragraph: 5.5 s, in 4 KB paragraphs 0.8 s). A
 * paragraph longer than this is parsed in pieces of about this size, cut at a space outside code
 * spans and brackets, and joined back into one paragraph; `onLongParagraph` is told its line.
 */
const PARAGRAPH_PIECE = 32 * 1024;

/** Where a piece starts; `joined` when it continues the paragraph the previous piece ended in. */
interface Cut {
  at: number;
  /** For a cut inside a paragraph: the paragraph's first line (1-based). */
  paragraphLine?: number;
}

export interface PieceOptions {
  memo?: PieceMemo;
  onLongParagraph?: (line: number) => void;
}

export function parseInPieces(parse: (text: string) => Root, text: string, { memo, onLongParagraph }: PieceOptions = {}): Root {
  const cuts = memo ? cutPoints(text, MEMO_PIECE_SIZE) : text.length > SPLIT_ABOVE ? cutPoints(text, PIECE_SIZE) : [];
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
  const definitions = definitionLines(text);
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
      tree = parseOnce(definitions ? `${piece}${piece.endsWith('\n') ? '' : '\n'}\n${definitions}` : piece);
    } catch (error) {
      throw movePlace(error, line);
    }
    tree.children.forEach((child, k) => {
      if ((child.position?.start.line ?? 0) > pieceLines) return;
      shift(child, line, from, column);
      const last = root.children[root.children.length - 1];
      if (k === 0 && joined && child.type === 'paragraph' && last?.type === 'paragraph') joinParagraphs(last, child);
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

/** Offsets where a new piece may start: lines where a safe heading opens, and spaces in long paragraphs. */
function cutPoints(text: string, pieceSize: number): Cut[] {
  const out: Cut[] = [];
  /** The open paragraph's first offset and line, or undefined between paragraphs. */
  let paragraph: { at: number; line: number; cuttable: boolean } | undefined;
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
    // Only a plain paragraph at the left margin, every line of it: a line that could open a list,
    // quote, table, heading, HTML or fence may have ended it.
    const plain = !fence && !comment && /^[^\s>|<#*+\-\d`~:=_]/.test(line) && !line.includes('|');
    if (line.trim() === '') paragraph = undefined;
    else if (paragraph) paragraph.cuttable &&= plain;
    else paragraph = { at, line: lineNo, cuttable: plain };
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = undefined;
      continue;
    }
    const open = /^[ \t]*(`{3,}|~{3,})/.exec(line)?.[1];
    if (open) {
      fence = open;
      blankBefore = false;
      continue;
    }
    if (comment || line.includes('<!--')) {
      comment = line.lastIndexOf('<!--') > line.lastIndexOf('-->');
      blankBefore = false;
      continue;
    }
    if (/^[ \t>]*:{3,}[A-Za-z]/.test(line)) directives++;
    else if (/^[ \t>]*:{3,}[ \t]*$/.test(line)) directives = Math.max(0, directives - 1);
    elements = Math.max(0, elements + tagBalance(line));
    const safe = blankBefore && directives === 0 && elements === 0 && /^#{1,6}([ \t]|$)/.test(line);
    if (safe && at - pieceStart >= pieceSize) {
      out.push({ at });
      pieceStart = at;
    } else if (paragraph?.cuttable && offset - paragraph.at > PARAGRAPH_PIECE && directives === 0 && elements === 0) {
      for (const cut of paragraphCuts(text, Math.max(at, paragraph.at + PARAGRAPH_PIECE, pieceStart + PARAGRAPH_PIECE), offset - 1)) {
        out.push({ at: cut, paragraphLine: paragraph.line });
        pieceStart = cut;
      }
    }
    blankBefore = line.trim() === '';
  }
  return out;
}

/**
 * Offsets in the line range [from, to) at least PARAGRAPH_PIECE apart where a long paragraph may be
 * cut: just after a space that follows a word and precedes a letter or digit (so not next to an
 * emphasis marker), outside code spans, brackets and parentheses.
 */
function paragraphCuts(text: string, from: number, to: number): number[] {
  const out: number[] = [];
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  let ticks = 0;
  let depth = 0;
  let next = from;
  for (let k = lineStart; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 0x5c) {
      k++;
      continue;
    }
    if (c === 0x60) ticks++;
    else if (ticks % 2 === 0) {
      if (c === 0x5b || c === 0x28) depth++;
      else if ((c === 0x5d || c === 0x29) && depth > 0) depth--;
      else if (c === 0x20 && k + 1 >= next && depth === 0 && /[A-Za-z0-9]/.test(text.charAt(k + 1)) && !/\s/.test(text.charAt(k - 1))) {
        out.push(k + 1);
        next = k + 1 + PARAGRAPH_PIECE;
      }
    }
  }
  return out;
}

/** The paragraph a long one was cut into: its pieces' words in one, with the space at each cut. */
function joinParagraphs(into: Paragraph, from: Paragraph): void {
  const last = into.children[into.children.length - 1];
  const first = from.children[0];
  if (last?.type === 'text' && first?.type === 'text') {
    last.value += ` ${first.value}`;
    if (last.position && first.position) last.position.end = first.position.end;
    into.children.push(...from.children.slice(1));
  } else if (first?.type === 'text') {
    first.value = ` ${first.value}`;
    if (first.position) first.position.start = { ...first.position.start, column: first.position.start.column - 1, offset: (first.position.start.offset ?? 1) - 1 };
    into.children.push(...from.children);
  } else if (last?.type === 'text') {
    last.value += ' ';
    if (last.position) last.position.end = { ...last.position.end, column: last.position.end.column + 1, offset: (last.position.end.offset ?? -1) + 1 };
    into.children.push(...from.children);
  } else into.children.push({ type: 'text', value: ' ' }, ...from.children);
  if (into.position && from.position) into.position.end = from.position.end;
}

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

/** Every `[label]: url` and `[^label]:` line, for appending to each piece (empty when none). */
function definitionLines(text: string): string {
  const lines: string[] = [];
  for (const m of text.matchAll(/^ {0,3}\[(\^?)((?:[^\]\\\n]|\\.){1,999})\]:[ \t]*(\S*)/gm)) {
    lines.push(m[1] ? `[^${m[2]}]: x` : `[${m[2]}]: ${m[3] || '<>'}`);
  }
  return lines.join('\n');
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
    if (Array.isArray(children)) stack.push(...children);
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
