/**
 * Docusaurus's default "magic comments" in code blocks: `// highlight-next-line`, and
 * `// highlight-start` ... `// highlight-end`, written in whatever comment syntax the language has
 * (`#`, `--`, `/* *\/`, `<!-- -->`, `{/* *\/}`, ...). The comment lines are removed and the lines
 * they point at are highlighted. As in Docusaurus, a `{1,3-5}` range in the fence meta wins and
 * leaves magic comments as written.
 */
const MAGIC = /^\s*(?:\/\/|#|--|%|;|\/\*|<!--|\{\/\*|\(\*|'|REM\b)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->|\*\))?\s*$/i;

export function applyMagicComments(code: string, highlightLines: ReadonlySet<number>): { code: string; highlightLines: Set<number> } {
  if (highlightLines.size > 0 || !code.includes('highlight-')) return { code, highlightLines: new Set(highlightLines) };
  const kept: string[] = [];
  const lines = new Set<number>();
  let next = false;
  let block = 0;
  code.split('\n').forEach((line) => {
    const magic = MAGIC.exec(line)?.[1]?.toLowerCase();
    if (magic === 'next-line') next = true;
    else if (magic === 'start') block++;
    else if (magic === 'end') block = Math.max(0, block - 1);
    else {
      kept.push(line);
      if (next || block > 0) lines.add(kept.length);
      next = false;
    }
  });
  return { code: kept.join('\n'), highlightLines: lines };
}
