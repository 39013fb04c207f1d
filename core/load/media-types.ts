import mimeDb from 'mime-db';

/**
 * What a browser does with a file, by the media types a static host may send for it (mime-db:
 * the types of the IANA registry, Apache's and nginx's lists together).
 *
 * - `page`: rendered as an HTML document (scripts run) or archived page;
 * - `script`: run as a script, a component or a plugin;
 * - `xml`: rendered as an XML document, where an element in the XHTML or SVG namespace can run
 *   script: such a file is parsed and checked (xml-active.ts);
 * - `data`: shown as an image, text or media, or downloaded.
 */
export type MediaClass = 'page' | 'script' | 'xml' | 'data';

const RANK: Record<MediaClass, number> = { data: 0, xml: 1, script: 2, page: 3 };

export function mediaClass(type: string): MediaClass {
  const t = type.toLowerCase();
  if (/^text\/html$|xhtml|^message\/rfc822$|^multipart\/related$|mimearchive|xslt|^text\/xsl$/.test(t)) return 'page';
  if (/(?:java|ecma|j|vb)script|x-component|shockwave|^application\/hta$|^application\/node$/.test(t)) return 'script';
  if (/^(?:text|application)\/xml$|\+xml$|^text\/mathml$|^application\/xml-/.test(t)) return 'xml';
  return 'data';
}

/** Extension (lower case, no dot) to the most dangerous class any of its media types has: made once per check of a site's files. */
export function classesByExtension(): ReadonlyMap<string, MediaClass> {
  const out = new Map<string, MediaClass>();
  for (const [type, entry] of Object.entries(mimeDb)) {
    const cls = mediaClass(type);
    for (const ext of entry.extensions ?? []) {
      const known = out.get(ext);
      if (known === undefined || RANK[cls] > RANK[known]) out.set(ext, cls);
    }
  }
  return out;
}
