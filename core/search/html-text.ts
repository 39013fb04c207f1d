/**
 * Plain text from the compiler's own HTML (well-formed, produced by hast-util-to-html), for search
 * documents. A regular-expression pass is enough for that HTML and keeps the build fast; it is not
 * meant for HTML from elsewhere.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  });
}

/** Markup that says nothing a reader would search for: diagram sources, heading self-links, tab labels (repeated in the tab). */
const DROPPED = [
  /<pre class="mermaid-source">[\s\S]*?<\/pre>/g,
  /<a class="hash-link"[^>]*>[\s\S]*?<\/a>/g,
  /<p class="tab-label">[\s\S]*?<\/p>/g,
];

/** Visible text of an HTML fragment, whitespace collapsed. Block ends become spaces so words never run together. */
export function htmlToText(html: string, options: { code?: boolean } = {}): string {
  let s = html;
  for (const re of DROPPED) s = s.replace(re, ' ');
  if (options.code === false) s = s.replace(/<pre[\s\S]*?<\/pre>/g, ' ');
  s = s.replace(/<\/?(p|div|li|h\d|tr|td|th|pre|br|blockquote|ul|ol|table|summary|details|dt|dd)\b[^>]*>/gi, ' ');
  s = s.replace(/<[^>]+>/g, '');
  return decodeEntities(s).replace(/\s+/g, ' ').trim();
}

export interface HtmlSection {
  /** Heading id, '' for the text before the first heading. */
  anchor: string;
  heading: string;
  text: string;
}

/**
 * A page's HTML cut at its level 2 and 3 headings: each section is searchable on its own and a hit
 * links to its heading. Deeper headings stay inside their section.
 */
export function htmlSections(html: string, options: { code?: boolean } = {}): HtmlSection[] {
  const heading = /<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
  const sections: HtmlSection[] = [];
  let anchor = '';
  let title = '';
  let from = 0;
  const push = (to: number) => {
    const text = htmlToText(html.slice(from, to), options);
    if (anchor || text) sections.push({ anchor, heading: title, text });
  };
  for (let m = heading.exec(html); m; m = heading.exec(html)) {
    push(m.index);
    anchor = decodeEntities(m[2] ?? '');
    title = htmlToText(m[3] ?? '');
    from = m.index + m[0].length;
  }
  push(html.length);
  return sections;
}
