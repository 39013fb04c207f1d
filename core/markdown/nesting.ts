/**
 * Caps how deep lists and blockquotes nest, in the source, before the parser sees it. micromark's
 * time grows steeply with list depth (a list 1,000 deep took minutes) and every later stage walks
 * the tree recursively, so a hostile or broken file could stall the build or overflow the stack.
 * Past 32 levels no reader can follow the indentation, so deeper items are shown at level 32.
 */
export const MAX_NESTING = 32;

export interface DeepPlace {
  /** 1-based line of the first item or quote past the limit. */
  line: number;
  kind: 'list' | 'blockquote' | 'emphasis';
  /** How deep the source nests there. */
  depth: number;
}

export interface CappedText {
  text: string;
  deep: DeepPlace[];
}

const LIST_MARKER = /^([-*+]|\d{1,9}[.)])([ \t]+|$)/;
const QUOTES = /^(?:[ \t]*>)+/;

/**
 * Line by line, outside fenced code: a blockquote prefix of more than MAX_NESTING `>` is cut to
 * MAX_NESTING, and a list item nested deeper than MAX_NESTING is re-indented to sit at level
 * MAX_NESTING (its continuation lines with it). Lines are never added or removed, so every line
 * number stays true. One place is reported per run of capped lines.
 */
export function capNesting(text: string, max = MAX_NESTING): CappedText {
  // Quick exit: nesting past `max` needs more than `max` quote marks, two columns of indent per
  // list level, or a run of more than `2 * max` emphasis marks.
  const longRun = new RegExp(`([*_])\\1{${2 * max},}`);
  if (!new RegExp(`^[ \\t>]{${Math.floor(max / 2)},}`, 'm').test(text) && !longRun.test(text)) return { text, deep: [] };
  const lines = text.split('\n');
  const deep: DeepPlace[] = [];
  /** Content columns of the open list items, outermost first, in the source's own columns. */
  const items: number[] = [];
  let fence: string | undefined;
  let reportedList = false;
  let reportedQuote = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] as string;
    const fenceMark = /^[ \t]*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) fence = fenceMark;
    if (longRun.test(line)) {
      const cut = capEmphasisRuns(line, 2 * max);
      if (cut !== line) deep.push({ line: i + 1, kind: 'emphasis', depth: longestRun(line) });
      line = cut;
      lines[i] = cut;
    }
    const quotes = QUOTES.exec(line)?.[0] ?? '';
    const depthOfQuotes = quotes.split('>').length - 1;
    if (depthOfQuotes > max) {
      if (!reportedQuote) deep.push({ line: i + 1, kind: 'blockquote', depth: depthOfQuotes });
      reportedQuote = true;
      lines[i] = `${'>'.repeat(max)} ${line.slice(quotes.length).replace(/^ /, '')}`;
      continue;
    }
    reportedQuote = false;
    if (quotes || line.trim() === '') continue;
    const indent = columns(/^[ \t]*/.exec(line)?.[0] ?? '');
    while (items.length > 0 && (items[items.length - 1] as number) > indent) items.pop();
    const rest = line.replace(/^[ \t]*/, '');
    const marker = LIST_MARKER.exec(rest);
    if (marker) items.push(indent + (marker[1] as string).length + Math.max(1, columns(marker[2] ?? ' ')));
    const depth = items.length;
    if (depth <= max) {
      reportedList = false;
      continue;
    }
    if (!reportedList) deep.push({ line: i + 1, kind: 'list', depth });
    reportedList = true;
    // An item past the limit becomes a sibling at level `max`; a continuation line joins that item.
    const target = marker ? (items[max - 2] ?? 0) : (items[max - 1] ?? 0);
    lines[i] = `${' '.repeat(target)}${rest}`;
  }
  return { text: lines.join('\n'), deep };
}

/**
 * micromark matches emphasis marks in time that grows with the square of a run's length (10,000
 * `*` took seconds), and each matched pair is one more level of nesting. Marks past `keep` in a
 * run are escaped, so they show as the characters they are. Code spans and thematic breaks
 * (`*****` alone on a line) are left as written.
 */
function capEmphasisRuns(line: string, keep: number): string {
  if (/^[ \t]*([*_])([ \t]*\1)*[ \t]*$/.test(line)) return line;
  return line
    .split(/(`+[^`]*`+)/)
    .map((part) =>
      part.startsWith('`')
        ? part
        : part.replace(
            new RegExp(`([*_])\\1{${keep},}`, 'g'),
            (run: string) => run.slice(0, keep) + run.slice(keep).replace(/[*_]/g, '\\$&'),
          ),
    )
    .join('');
}

function longestRun(line: string): number {
  let longest = 0;
  for (const m of line.matchAll(/([*_])\1*/g)) longest = Math.max(longest, m[0].length);
  return longest;
}

function columns(whitespace: string): number {
  let col = 0;
  for (const c of whitespace) col = c === '\t' ? col + 4 - (col % 4) : col + 1;
  return col;
}
