/**
 * Every element name of HTML (living standard, plus the obsolete ones authors still write, and
 * the SVG and MathML roots): a tag with any other name in a description is not markup.
 */
const HTML_ELEMENTS = new Set(
  (
    'a abbr acronym address area article aside audio b base bdi bdo big blink blockquote body br button canvas caption center cite code col colgroup ' +
    'data datalist dd del details dfn dialog dir div dl dt em embed fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head ' +
    'header hgroup hr html i iframe img input ins kbd label legend li link main map mark marquee math menu meta meter nav nobr noembed noframes ' +
    'noscript object ol optgroup option output p param picture plaintext pre progress q rb rp rt rtc ruby s samp script search section select slot ' +
    'small source span strike strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr xmp'
  ).split(' '),
);

const TAG = /<(\/?)([A-Za-z][\w.-]*)(\s[^<>]*)?(\/?)>/g;

/**
 * Angle-bracket placeholders in a description (`https://<host>:<port>`, `<Pay>`, `<YOUR_TOKEN>`)
 * are text, not markup: they are escaped so the markdown pipeline shows them as written instead of
 * dropping them as unknown HTML. Known HTML elements, autolinks and anything inside code spans and
 * fenced code are left alone.
 */
export function escapePlaceholders(markdown: string): string {
  if (!markdown.includes('<')) return markdown;
  const out: string[] = [];
  let fence: string | undefined;
  let indented = false;
  let blank = true;
  for (const line of markdown.split('\n')) {
    indented = /^( {4}|\t)/.test(line) && (blank || indented) && !fence;
    const wasBlank = blank;
    blank = /^\s*$/.test(line);
    if (indented && (wasBlank || out.length > 0)) {
      out.push(line);
      continue;
    }
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      out.push(line);
      continue;
    }
    if (marker) {
      fence = marker;
      out.push(line);
      continue;
    }
    // Code spans keep their text: the odd pieces between backtick runs.
    out.push(
      line
        .split(/(`+[^`]*`+)/)
        .map((part, i) =>
          i % 2 === 1
            ? part
            : part.replace(TAG, (tag, _slash: string, name: string) =>
                HTML_ELEMENTS.has(name.toLowerCase()) ? tag : tag.replace('<', '&lt;').replace(/>$/, '&gt;'),
              ),
        )
        .join(''),
    );
  }
  return out.join('\n');
}
