import type { SourcePoint } from './diagnostics.ts';

/**
 * Where a js-yaml syntax error really is, 1-based, in `text`. js-yaml reports some errors where it
 * noticed them, which is the line after the mistake: an unclosed quote or bracket ("deficient
 * indentation" at the start of the next line) and a line with no `key: ` ("multiline key"). For
 * those this points at the line that opened the unclosed value, or the previous non-blank line.
 */
export function yamlErrorPoint(text: string, error: unknown): SourcePoint | undefined {
  const { mark, reason = '' } = error as { mark?: { line: number; column: number }; reason?: string };
  if (!mark) return undefined;
  const reported = { line: mark.line + 1, column: mark.column + 1 };
  const lines = text.split('\n');
  const noticedLater =
    /multiline key/.test(reason) ||
    (/deficient indentation|end of the stream/.test(reason) && (lines[mark.line] ?? '').slice(0, mark.column).trim() === '');
  if (!noticedLater) return reported;
  const before = lines
    .slice(0, mark.line)
    .map((l, i) => ({ text: l, line: i + 1 }))
    .filter((l) => l.text.trim() !== '' && !l.text.trim().startsWith('#'));
  if (before.length === 0) return reported;
  const opener = [...before].reverse().find((l) => unclosed(l.text));
  const at = opener ?? before[before.length - 1];
  if (!at) return reported;
  return { line: at.line, column: (at.text.search(/\S/) ?? 0) + 1 };
}

/** Does this line leave a quote or a flow bracket open? */
function unclosed(line: string): boolean {
  let depth = 0;
  let quote: string | undefined;
  for (const c of line.replace(/\s#.*$/, '')) {
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
  }
  return quote !== undefined || depth > 0;
}
