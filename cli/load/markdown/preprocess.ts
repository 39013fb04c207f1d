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
      if (marker && marker[1]?.[0] === fence.char && (marker[1]?.length ?? 0) >= fence.size && /^\s*[`~]+\s*$/.test(line)) fence = undefined;
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
    lines[i] = rewriteLine(line, mdx);
  }
  return lines.join('\n');
}

function rewriteLine(line: string, mdx: boolean): string {
  const out = line.replace(/^([ \t>]*:{3,})([A-Za-z][\w-]*)[ \t]+([^\n[{ \t][^\n]*?)[ \t]*$/, '$1$2[$3]');
  if (mdx) return out.replace(/^( {0,3}#{1,6}[ \t].*?)\{#([^{}\s]+)\}([ \t]*)$/, '$1\\{#$2}$3');
  // CommonMark only knows quoted attributes: `src={require('x')}` is quoted so the tag stays a tag.
  if (!out.includes('<') || !out.includes('={')) return out;
  return out
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(JSX_ATTRIBUTE, (_m, name: string, expr: string) => `${name}="{${expr.replace(/"/g, '&quot;')}}"`)))
    .join('');
}

const JSX_ATTRIBUTE = /(\s[\w:-]+)=\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g;

/** `<!--` and its `-->` (outside inline code) become an MDX comment's braces; the state spans lines. */
function rewriteComments(line: string, state: { open: boolean }): string {
  return line
    .split(/(`[^`]*`)/)
    .map((part) => {
      if (part.startsWith('`') && !state.open) return part;
      return part.replace(/<!--|-->/g, (token) => {
        if (token === '<!--' && !state.open) {
          state.open = true;
          return '{/*';
        }
        if (token === '-->' && state.open) {
          state.open = false;
          return '*/}';
        }
        return token;
      });
    })
    .join('');
}
