import type { Paragraph } from 'mdast';
import { append } from '../util/append.ts';

/**
 * micromark resolves emphasis, links and code spans once per paragraph, in time that grows with the
 * square of the paragraph's delimiters: a 256 KB one-line paragraph took 5.5 s (in 4 KB paragraphs,
 * 0.8 s), 20,000 `*a` in 39 KB took 2.7 s, nested `**_` 30 KB 2 s. A paragraph over either budget
 * is parsed in pieces within both, and the pieces are joined back into one paragraph.
 */
export const PARAGRAPH_PIECE = 32 * 1024;
export const PARAGRAPH_DELIMITERS = 1000;

/** A cut inside a paragraph, and the white space it was made at ('' when none was near). */
export interface ParagraphCut {
  at: number;
  gap: '' | ' ' | '\n';
}

const isDelimiter = (c: number) => c === 0x2a || c === 0x5f || c === 0x5b || c === 0x5d || c === 0x60; // * _ [ ] `
/** What would open another block at the start of a piece (a list item, heading, quote, HTML, fence, directive, definition). */
const OPENS_BLOCK = /(?:[*+-][ \t]|\d{1,9}[.)][ \t]|#{1,6}[ \t]|>|<|`{3}|~{3}|:{3}|\[\^?[^\]\n]{0,999}\]:)/y;

/** How many emphasis, bracket and code delimiters `text` holds between `from` and `to`. */
export function delimiterCount(text: string, from = 0, to = text.length): number {
  let n = 0;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 0x5c) k++;
    else if (isDelimiter(c)) n++;
  }
  return n;
}

/**
 * Where the paragraph in [from, to) may be cut so that each piece stays within both budgets:
 * preferably at white space between words, outside code spans and brackets; past a
 * quarter over budget (text with no such place, as hostile input is), anywhere outside an escape,
 * a character reference or a surrogate pair.
 */
export function paragraphCuts(text: string, from: number, to: number): ParagraphCut[] {
  const out: ParagraphCut[] = [];
  let ticks = 0;
  let depth = 0;
  let start = from;
  let delimiters = 0;
  for (let k = from; k < to - 1; k++) {
    const c = text.charCodeAt(k);
    if (c === 0x5c) {
      // An escaped mark is text, not a delimiter.
      k++;
      continue;
    }
    if (isDelimiter(c)) delimiters++;
    if (c === 0x60) ticks++;
    else if (ticks % 2 === 0) {
      if (c === 0x5b || c === 0x28) depth++;
      else if ((c === 0x5d || c === 0x29) && depth > 0) depth--;
    }
    const size = k + 1 - start;
    if (size < PARAGRAPH_PIECE && delimiters < PARAGRAPH_DELIMITERS) continue;
    const spaced =
      (c === 0x20 || c === 0x0a) &&
      ticks % 2 === 0 &&
      depth === 0 &&
      !/\s/.test(text.charAt(k + 1)) &&
      !/\s/.test(text.charAt(k - 1)) &&
      !opensBlock(text, k + 1);
    const over = size >= PARAGRAPH_PIECE * 1.25 || delimiters >= PARAGRAPH_DELIMITERS * 1.25;
    if (spaced || (over && safeBoundary(text, k + 1))) {
      out.push({ at: k + 1, gap: spaced ? (c === 0x20 ? ' ' : '\n') : '' });
      start = k + 1;
      delimiters = 0;
    }
  }
  return out;
}

function opensBlock(text: string, at: number): boolean {
  OPENS_BLOCK.lastIndex = at;
  return OPENS_BLOCK.test(text);
}

/**
 * Not inside an escape, a character reference (`&amp;`) or a surrogate pair, not at white space,
 * and not where the piece would start another kind of block.
 */
function safeBoundary(text: string, at: number): boolean {
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at);
  if (before === 0x5c || (after >= 0xdc00 && after <= 0xdfff) || /\s/.test(text.charAt(at)) || /\s/.test(text.charAt(at - 1))) return false;
  if (opensBlock(text, at)) return false;
  const amp = text.lastIndexOf('&', at - 1);
  return amp < at - 32 || text.indexOf(';', amp) < at;
}

/** Joins the paragraph a piece starts with to the one the previous piece ended in, with the cut's white space. */
export function joinParagraphs(into: Paragraph, from: Paragraph, gap: ParagraphCut['gap']): void {
  const last = into.children[into.children.length - 1];
  const first = from.children[0];
  if (last?.type === 'text' && first?.type === 'text') {
    last.value += `${gap}${first.value}`;
    if (last.position && first.position) last.position.end = first.position.end;
    append(into.children, from.children.slice(1));
  } else if (gap && first?.type === 'text') {
    first.value = `${gap}${first.value}`;
    if (first.position && gap === ' ')
      first.position.start = {
        ...first.position.start,
        column: first.position.start.column - 1,
        offset: (first.position.start.offset ?? 1) - 1,
      };
    append(into.children, from.children);
  } else if (gap && last?.type === 'text') {
    last.value += gap;
    if (last.position && gap === ' ')
      last.position.end = { ...last.position.end, column: last.position.end.column + 1, offset: (last.position.end.offset ?? -1) + 1 };
    append(into.children, from.children);
  } else {
    if (gap) into.children.push({ type: 'text', value: gap });
    append(into.children, from.children);
  }
  if (into.position && from.position) into.position.end = from.position.end;
}
