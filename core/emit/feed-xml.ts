/**
 * RSS 2.0 and Atom 1.0 written as XML text, every value escaped by one function: titles, tags,
 * author names and URLs come from frontmatter and authors.yml, so any of them may hold `<`, `&`,
 * quotes, `]]>` or characters XML forbids, and the feed must stay well-formed for all of them.
 * Titles and summaries are text (Atom `type="text"`, RSS plain text); only a post's content is
 * HTML (the sanitised page HTML), sent escaped.
 */

/** Characters XML 1.0 does not allow anywhere (C0 controls but tab, newline, return; lone surrogates; U+FFFE, U+FFFF). */
const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text or an attribute value as XML: forbidden characters dropped, markup characters escaped. */
export function xmlEscape(value: string): string {
  return (
    value
      .replace(NOT_XML, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // A parser turns a raw carriage return into a newline: a reference keeps it.
      .replace(/\r/g, '&#xD;')
  );
}

/** An attribute value: its tabs and newlines as references too, or a parser reads them as spaces. */
function attrEscape(value: string): string {
  return xmlEscape(value).replace(/\n/g, '&#xA;').replace(/\t/g, '&#x9;');
}

export interface FeedEntry {
  title: string;
  url: string;
  date: Date;
  description?: string;
  /** The post's HTML, links made absolute. */
  html: string;
  authors: { name: string; link?: string; email?: string }[];
  tags: { label: string; url: string }[];
  image?: string;
}

export interface FeedHead {
  /** The blog's address: the feed's id and link. */
  home: string;
  /** This feed's own address. */
  self: string;
  title: string;
  description: string;
  language: string;
  copyright: string;
  updated?: Date;
  favicon?: string;
}

const el = (name: string, text: string, attrs = '') => `<${name}${attrs}>${xmlEscape(text)}</${name}>`;
const attr = (name: string, value: string) => ` ${name}="${attrEscape(value)}"`;

export function rssXml(head: FeedHead, entries: readonly FeedEntry[]): string {
  const items = entries.map((e) =>
    [
      '    <item>',
      `      ${el('title', e.title)}`,
      `      ${el('link', e.url)}`,
      `      ${el('guid', e.url, ' isPermaLink="false"')}`,
      `      ${el('pubDate', e.date.toUTCString())}`,
      e.description ? `      ${el('description', e.description)}` : '',
      `      ${el('content:encoded', e.html)}`,
      // <author> holds an email address; an author known by name only is a dc:creator.
      ...e.authors.map((a) => `      ${a.email ? el('author', `${a.email} (${a.name})`) : el('dc:creator', a.name)}`),
      ...e.tags.map((t) => `      ${el('category', t.label, attr('domain', t.url))}`),
      e.image ? `      <enclosure${attr('url', e.image)} length="0"${attr('type', imageType(e.image))}/>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${el('title', head.title)}`,
    `    ${el('link', head.home)}`,
    `    ${el('description', head.description)}`,
    `    <atom:link${attr('href', head.self)} rel="self" type="application/rss+xml"/>`,
    `    ${el('language', head.language)}`,
    head.copyright ? `    ${el('copyright', head.copyright)}` : '',
    head.updated ? `    ${el('lastBuildDate', head.updated.toUTCString())}` : '',
    '    <generator>portal</generator>',
    head.favicon ? `    <image>${el('url', head.favicon)}${el('title', head.title)}${el('link', head.home)}</image>` : '',
    ...items,
    '  </channel>',
    '</rss>',
  ]
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}

export function atomXml(head: FeedHead, entries: readonly FeedEntry[]): string {
  const entryXml = entries.map((e) =>
    [
      '  <entry>',
      `    ${el('title', e.title, ' type="text"')}`,
      `    ${el('id', e.url)}`,
      `    <link${attr('href', e.url)}/>`,
      `    ${el('updated', e.date.toISOString())}`,
      `    ${el('published', e.date.toISOString())}`,
      e.description ? `    ${el('summary', e.description, ' type="text"')}` : '',
      `    ${el('content', e.html, ' type="html"')}`,
      ...e.authors.map(
        (a) => `    <author>${el('name', a.name)}${a.email ? el('email', a.email) : ''}${a.link ? el('uri', a.link) : ''}</author>`,
      ),
      ...e.tags.map((t) => `    <category${attr('term', t.label)}${attr('label', t.label)}${attr('scheme', t.url)}/>`),
      e.image ? `    <link rel="enclosure"${attr('href', e.image)}${attr('type', imageType(e.image))}/>` : '',
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${attr('xml:lang', head.language)}>`,
    `  ${el('id', head.home)}`,
    `  ${el('title', head.title, ' type="text"')}`,
    head.description ? `  ${el('subtitle', head.description, ' type="text"')}` : '',
    `  ${el('updated', (head.updated ?? new Date(0)).toISOString())}`,
    '  <generator>portal</generator>',
    `  <link rel="alternate"${attr('href', head.home)}/>`,
    `  <link rel="self"${attr('href', head.self)}/>`,
    head.copyright ? `  ${el('rights', head.copyright, ' type="text"')}` : '',
    head.favicon ? `  ${el('icon', head.favicon)}` : '',
    ...entryXml,
    '</feed>',
  ]
    .filter(Boolean)
    .join('\n')
    .concat('\n');
}

function imageType(url: string): string {
  const ext = /\.(\w+)(?:[?#]|$)/.exec(url)?.[1]?.toLowerCase();
  return ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : ext === 'svg' ? 'image/svg+xml' : ext ? `image/${ext}` : 'image/png';
}
