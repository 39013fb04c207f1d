/**
 * String literals of the request samples portal writes, by language. Template literals stay in
 * the skeleton: the samples' own (`HTTP ${response.status}`) are the same in every operation, and
 * their `${...}` parts are highlighted as code.
 */
const STRINGS: Record<string, RegExp> = {
  javascript: /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g,
  python: /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g,
  // curl's arguments, quoted for a POSIX shell: `'it'\''s'` is one word.
  bash: /'[^']*'(?:\\''[^']*')*/g,
};

/**
 * Highlights a generated request sample through its skeleton: each string literal is replaced by
 * a placeholder name, the skeleton is highlighted (once for all the operations that share it: a
 * 1,000-operation spec has a few dozen), and the literals go back in as string tokens. Highlighting
 * JavaScript and Python samples one by one was the largest part of building a large spec's pages
 * (Kubernetes: 2.5 of 3.2 s of highlighting). The result reads exactly as a full highlight.
 * `highlight` highlights a whole sample (with its title, if any). Undefined when the sample is not
 * one this applies to (another language, a comment in it).
 */
export function skeletonHighlight(
  skeletons: Map<string, string>,
  code: string,
  lang: string,
  highlight: (code: string) => string,
): string | undefined {
  const pattern = STRINGS[lang];
  // A comment (a sample's note) could hold a quote that is no string: highlighted in full.
  if (!pattern || /^\s*(\/\/|#)/m.test(code) || code.includes('__portal_s')) return undefined;
  const literals: string[] = [];
  const skeleton = code.replace(pattern, (literal) => `__portal_s${literals.push(literal) - 1}__`);
  if (literals.length === 0) return undefined;
  const key = `${lang}\u0000${skeleton}`;
  let html = skeletons.get(key);
  if (html === undefined) skeletons.set(key, (html = highlight(skeleton)));
  return html.replace(/__portal_s(\d+)__/g, (_, n: string) => `<span class="hljs-string">${escapeText(literals[Number(n)] ?? '')}</span>`);
}

/** Text as hast-util-to-html writes it in an element. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;');
}
