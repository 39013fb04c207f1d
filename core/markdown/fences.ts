/**
 * The line of a top-level code fence that is never closed, if any. CommonMark lets such a fence
 * run to the end of the file, so everything after it silently becomes code: the author should know.
 */
export function unclosedFenceLine(text: string): number | undefined {
  const lines = text.split('\n');
  let open: { char: string; size: number; line: number } | undefined;
  let i = 0;
  if (lines[0]?.trimEnd() === '---') {
    const end = lines.findIndex((l, n) => n > 0 && l.trimEnd() === '---');
    if (end > 0) i = end + 1;
  }
  for (; i < lines.length; i++) {
    const line = lines[i] as string;
    const marker = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (!marker) continue;
    const run = marker[1] as string;
    if (open) {
      if (run[0] === open.char && run.length >= open.size && (marker[2] ?? '').trim() === '') open = undefined;
    } else if (!(run[0] === '`' && (marker[2] ?? '').includes('`'))) {
      open = { char: run[0] as string, size: run.length, line: i + 1 };
    }
  }
  return open?.line;
}
