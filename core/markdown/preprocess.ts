/**
 * Source rewrites Docusaurus 3 applies before parsing (its "mdx1Compat" defaults), done line by
 * line outside fenced code so every line number of the file stays true:
 * - `:::tip Some title` becomes `:::tip[Some title]`, the directive form remark-directive reads;
 * - for CommonMark, a JSX attribute `name={...}` is quoted, so the HTML parser still sees a tag;
 * - for MDX, `## Title {#id}` escapes its brace (MDX would read `{#id}` as a broken expression),
 *   and `<!-- x -->` becomes `{/* x *\/}` (MDX has no HTML comments).
 */
export function preprocessMarkdown(text: string, mdx: boolean): string {
  const lines = text.split('\n');
  let fence: { char: string; size: number } | undefined;
  let frontmatter = lines[0] === '---';
  const comment = { open: false };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (frontmatter) {
      if (i > 0 && line === '---') frontmatter = false;
      continue;
    }
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (marker && marker[1]?.[0] === fence.char && (marker[1]?.length ?? 0) >= fence.size && /^\s*[`~]+\s*$/.test(line))
        fence = undefined;
      continue;
    }
    if (marker?.[1]) {
      fence = { char: marker[1][0] as string, size: marker[1].length };
      continue;
    }
    if (comment.open || line.includes('<!--')) {
      lines[i] = mdx ? rewriteComments(line, comment) : line;
      continue;
    }
    const joined = mdx ? undefined : joinTag(lines, i);
    if (joined) {
      lines[i] = rewriteLine(joined.text, mdx);
      // The lines the tag spanned stay, empty, so every later line keeps its number.
      for (let k = i + 1; k <= joined.last; k++) lines[k] = '';
      i = joined.last;
      continue;
    }
    lines[i] = rewriteLine(line, mdx);
  }
  return lines.join('\n');
}

/**
 * A tag that opens a line and closes lines later (`<img` / `src={require(...)}` / `/>`, `<Tabs` with
 * `values={[...]}` over several lines) is one line for CommonMark, which reads a tag written across
 * lines with `{...}` values as text. Only tags that start a line are joined: one inside a sentence
 * would end its paragraph.
 */
function joinTag(lines: string[], i: number): { text: string; last: number } | undefined {
  const first = lines[i] as string;
  if (!/^ {0,3}<[A-Za-z][\w.:-]*(\s|$)/.test(first) || tagEnd(first) >= 0) return undefined;
  let text = first;
  for (let k = i + 1; k < lines.length && k <= i + MAX_TAG_LINES; k++) {
    const next = lines[k] as string;
    if (next.trim() === '') return undefined;
    text = `${text} ${next.trim()}`;
    if (tagEnd(text) >= 0) return { text, last: k };
  }
  return undefined;
}

const MAX_TAG_LINES = 40;

/** Where the tag that opens `text` ends (its `>` outside quotes and braces), or -1. */
function tagEnd(text: string): number {
  let quote = '';
  let depth = 0;
  for (let k = text.indexOf('<') + 1; k < text.length; k++) {
    const c = text[k] as string;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (c === '>' && depth === 0) return k;
  }
  return -1;
}

function rewriteLine(line: string, mdx: boolean): string {
  const out = line.replace(/^([ \t>]*:{3,})([A-Za-z][\w-]*)[ \t]+([^\n[{ \t][^\n]*?)[ \t]*$/, '$1$2[$3]');
  if (mdx) return out.replace(/^( {0,3}#{1,6}[ \t].*?)\{#([^{}\s]+)\}([ \t]*)$/, '$1\\{#$2}$3');
  // CommonMark only knows quoted attributes: `src={require('x')}` is quoted so the tag stays a tag.
  if (!out.includes('<') || !out.includes('={')) return out;
  return out
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`')
        ? part
        : part.replace(JSX_ATTRIBUTE, (_m, name: string, expr: string) => `${name}="{${expr.replace(/"/g, '&quot;')}}"`),
    )
    .join('');
}

const JSX_ATTRIBUTE = /(\s[\w:-]+)=\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g;

/**
 * `<!--` and its `-->` (outside inline code) become an MDX comment's braces; the state spans lines.
 * The comment ends where an HTML parser ends it: at `-->` or `--!>`, and `<!-->` and `<!--->` are
 * whole (empty) comments, so no text after them is hidden. A `*\/` inside would end the MDX comment
 * early, so it is broken up.
 */
function rewriteComments(line: string, state: { open: boolean }): string {
  return line
    .split(/(`[^`]*`)/)
    .map((part) => {
      if (part.startsWith('`') && !state.open) return part;
      return part.replace(/<!--->|<!-->|<!--|--!?>|\*\//g, (token) => {
        if (!state.open) {
          if (token === '<!-->' || token === '<!--->') return '{/**/}';
          if (token !== '<!--') return token;
          state.open = true;
          return '{/*';
        }
        if (token === '*/') return '* /';
        if (token === '<!--') return token;
        state.open = false;
        if (token === '-->' || token === '--!>') return '*/}';
        // In `<!-->` and `<!--->` inside a comment, the `-->` ends it.
        return `${token.slice(0, -3)}*/}`;
      });
    })
    .join('');
}
