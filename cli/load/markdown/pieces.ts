import type { Root, RootContent } from 'mdast';
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

export function parseInPieces(parse: (text: string) => Root, text: string, { memo }: { memo?: PieceMemo } = {}): Root {
  const starts = memo ? cutPoints(text, MEMO_PIECE_SIZE) : text.length > SPLIT_ABOVE ? cutPoints(text, PIECE_SIZE) : [];
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
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i] as number;
    const piece = text.slice(from, bounds[i + 1]);
    const pieceLines = piece.split('\n').length - (piece.endsWith('\n') ? 1 : 0);
    let tree: Root;
    try {
      tree = parseOnce(definitions ? `${piece}${piece.endsWith('\n') ? '' : '\n'}\n${definitions}` : piece);
    } catch (error) {
      throw movePlace(error, line);
    }
    for (const child of tree.children) {
      if ((child.position?.start.line ?? 0) > pieceLines) continue;
      shift(child, line, from);
      root.children.push(child as RootContent);
    }
    line += pieceLines;
  }
  const first = root.children[0]?.position?.start;
  const last = root.children[root.children.length - 1]?.position?.end;
  if (first && last) root.position = { start: { line: 1, column: 1, offset: 0 }, end: last };
  return root;
}

/** Offsets of the lines where a new piece may start. */
function cutPoints(text: string, pieceSize: number): number[] {
  const out: number[] = [];
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
      out.push(at);
      pieceStart = at;
    }
    blankBefore = line.trim() === '';
  }
  return out;
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

/** Moves every position below `node` down by the lines and characters before its piece. */
function shift(node: Node, lines: number, offset: number): void {
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    if (n.position) {
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
