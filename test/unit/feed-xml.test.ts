import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { atomXml, rssXml, type FeedEntry, type FeedHead } from '../../core/emit/feed-xml.ts';

/** Parses XML strictly; returns the text of every element named `name`, in order, or throws at the first error. */
function texts(xml: string, name: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const out: string[] = [];
  let current: string | undefined;
  parser.on('error', (e) => {
    throw e;
  });
  parser.on('opentag', (tag) => {
    if (tag.name === name) current = '';
  });
  parser.on('text', (t) => {
    if (current !== undefined) current += t;
  });
  parser.on('cdata', (t) => {
    if (current !== undefined) current += t;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === name && current !== undefined) {
      out.push(current);
      current = undefined;
    }
  });
  parser.write(xml).close();
  return out;
}

const HOSTILE = [
  'a<b',
  '<img src=x onerror=alert(1)>',
  ']]>',
  '& &amp; "q" \'s',
  '\u0000\u0001\u000b\ufffe',
  '\ud800 lone',
  '<![CDATA[x]]>',
  '<!--',
  '</title><script>x</script>',
];
const hostile = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'binary' }), fc.string());
/** What XML can carry of a string: the characters it forbids are dropped. */
const carried = (s: string) =>
  s.replace(
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '',
  );

describe('the XML feeds', () => {
  it('stay well-formed for any title, tag, author and description, and carry each as text', () => {
    fc.assert(
      fc.property(hostile, hostile, hostile, hostile, hostile, (title, tag, author, description, copyright) => {
        const head: FeedHead = {
          home: 'https://x.example/blog',
          self: 'https://x.example/blog/rss.xml?a=1&b=2',
          title: copyright,
          description,
          language: 'en',
          copyright,
        };
        const entry: FeedEntry = {
          title,
          url: 'https://x.example/blog/p?x=1&y=2',
          date: new Date(0),
          description,
          html: `<p>${description}</p>`,
          authors: [{ name: author, link: 'https://x.example/?a&b' }],
          tags: [{ label: tag, url: 'https://x.example/t?a&b' }],
        };
        const rss = rssXml(head, [entry]);
        const atom = atomXml(head, [entry]);
        expect(texts(rss, 'title')[1]).toBe(carried(title));
        expect(texts(atom, 'title')[1]).toBe(carried(title));
        expect(texts(rss, 'category')[0]).toBe(carried(tag));
        expect(texts(atom, 'name')[0]).toBe(carried(author));
        expect(texts(rss, 'dc:creator')[0]).toBe(carried(author));
      }),
      { numRuns: 300 },
    );
  });

  it('write Atom titles and summaries as text, never as HTML', () => {
    const atom = atomXml({ home: 'h', self: 's', title: 't', description: 'd', language: 'en', copyright: '' }, [
      {
        title: '<img src=x onerror=alert(1)>',
        url: 'u',
        date: new Date(0),
        description: '<b>s</b>',
        html: '<p>x</p>',
        authors: [],
        tags: [],
      },
    ]);
    expect(atom).toContain('<title type="text">&lt;img src=x onerror=alert(1)&gt;</title>');
    expect(atom).toContain('<summary type="text">&lt;b&gt;s&lt;/b&gt;</summary>');
    expect(atom).not.toMatch(/type="html"><!\[CDATA|<title type="html"/);
  });
});
