import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { classesByExtension, type MediaClass } from './media-types.ts';
import { activeXml } from './xml-active.ts';

/**
 * Extensions some host runs as a page or a script even where mime-db types them otherwise (or
 * not at all): Apache's handlers for server-side includes, IE's HTML applications and bindings.
 */
const ACTIVE_ELSEWHERE = new Set(['shtml', 'hta', 'htc', 'xbl', 'cjs', 'svgz', 'mht', 'mhtml']);

/**
 * Data types every static host names the same (nginx's, Apache's and the object stores' tables
 * all have them), so a browser never guesses what they are: not read for a page signature. Any
 * other file may be served with no type on some host, and is.
 */
const TYPED_EVERYWHERE = new Set([
  'txt',
  'json',
  'css',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'ico',
  'bmp',
  'pdf',
  'csv',
  'woff',
  'woff2',
  'mp4',
  'webm',
  'mp3',
  'ogg',
  'wav',
  'zip',
  'gz',
]);

/** What a browser guessing a type would read as a page: the HTML and XML signatures of the MIME sniffing standard. */
const MARKUP_START = /^\s*<(?:!doctype\s+html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|svg|\?xml|!--)[\s>/]/i;

/** Judges the files of one site: the media-type table is made once for all of them. */
export interface ActiveContentJudge {
  /** Why a file would run as a page or script when opened from the site, or undefined when it is data. */
  reason(absPath: string): Promise<string | undefined>;
}

/**
 * Files a browser runs as a page or a script when it opens them from the site's origin: published
 * from content, such a file would run its author's code beside the portal (on every application
 * sharing the origin). The decision follows the media types hosts serve the file with, not a
 * list of extensions: a page or script type is refused, an XML type (SVG, KML, GPX, XLIFF, feeds,
 * any `+xml`) is parsed and refused when it could run script, and any file, whatever its type,
 * that starts like a page is refused too, since a host that sends no type (or `nosniff`-less
 * octet streams) lets the browser guess from the first bytes.
 */
export function activeContentJudge(): ActiveContentJudge {
  const classes = classesByExtension();
  return {
    async reason(absPath) {
      const ext = path.extname(absPath).slice(1).toLowerCase();
      const cls: MediaClass | undefined = ACTIVE_ELSEWHERE.has(ext) ? 'page' : classes.get(ext);
      if (cls === 'page' || cls === 'script')
        return `a .${ext} file is served as a ${cls === 'page' ? 'page' : 'script'}, which runs in the browser`;
      if (cls === 'xml') {
        const reason = activeXml(await readFile(absPath, 'utf8'));
        return reason === undefined ? undefined : `this .${ext} file is an XML document that would run script when opened: ${reason}`;
      }
      if (cls === 'data' && TYPED_EVERYWHERE.has(ext)) return undefined;
      const head = await firstBytes(absPath, 1024);
      if (!MARKUP_START.test(head)) return undefined;
      // Served with no type, an XML start is read as XML: judged as such; an HTML start is a page.
      if (/^\s*<(?:\?xml|svg)[\s>/]/i.test(head)) {
        const reason = activeXml(await readFile(absPath, 'utf8'));
        return reason === undefined
          ? undefined
          : `it starts like an XML document that would run script when a browser guesses its type: ${reason}`;
      }
      return 'it starts like an HTML page, which a browser guessing its type would run';
    },
  };
}

async function firstBytes(absPath: string, size: number): Promise<string> {
  const handle = await open(absPath, 'r');
  try {
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await handle.read(buffer, 0, size, 0);
    return buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\ufeff/, '');
  } finally {
    await handle.close();
  }
}

/**
 * Whether the config's allow-list (paths relative to `static/`, or folders ending in `/`) lets this
 * file be published as it is.
 */
export function allowedActive(relPath: string, allowList: readonly string[]): boolean {
  return allowList.some((entry) => {
    const clean = entry.replace(/^\/+/, '');
    return clean.endsWith('/') ? relPath.startsWith(clean) : relPath === clean;
  });
}
