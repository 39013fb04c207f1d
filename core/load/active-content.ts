import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { activeXml } from './xml-active.ts';

/**
 * Files a browser runs as a page or a script when it opens them from the site's origin: published
 * from content, such a file would run its author's code beside the portal (on every application
 * sharing the origin). Refused unless the config's allow-list names them.
 */
const ACTIVE = new Set([
  'html',
  'htm',
  'xhtml',
  'xht',
  'shtml',
  'mht',
  'mhtml',
  'js',
  'mjs',
  'cjs',
  'xsl',
  'xslt',
  'svgz',
  'swf',
  'hta',
  'htc',
  'xbl',
  'xul',
]);
/** Files browsers show as XML documents, where an element in the XHTML or SVG namespace can run script: parsed and checked. */
const XML = new Set(['svg', 'xml', 'rss', 'atom', 'rdf', 'mml', 'mathml']);
/**
 * Types that are data to every browser: shown as images, text or media, or downloaded. Anything
 * else is read a little: a server that sends no type lets the browser guess from the first bytes.
 */
const PASSIVE = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'ico',
  'bmp',
  'tif',
  'tiff',
  'heic',
  'pdf',
  'txt',
  'md',
  'csv',
  'tsv',
  'json',
  'geojson',
  'topojson',
  'yaml',
  'yml',
  'toml',
  'css',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'eot',
  'mp4',
  'webm',
  'ogg',
  'ogv',
  'oga',
  'mp3',
  'wav',
  'flac',
  'm4a',
  'm4v',
  'mov',
  'zip',
  'gz',
  'tgz',
  'bz2',
  'xz',
  '7z',
  'tar',
  'rar',
  'pbf',
  'mvt',
  'kml',
  'kmz',
  'gpx',
  'glb',
  'gltf',
  'b3dm',
  'i3dm',
  'pnts',
  'cmpt',
  'terrain',
  'las',
  'laz',
  'wasm',
  'map',
  'vtt',
  'srt',
  'webmanifest',
  'ics',
  'vcf',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'epub',
  'psd',
  'sketch',
  'fig',
  'dwg',
  'shp',
  'shx',
  'dbf',
  'prj',
  'cpg',
  'gpkg',
  'mbtiles',
  'sqlite',
  'bin',
  'dat',
]);

/** What a browser guessing a type would read as a page: the HTML and XML signatures of the MIME sniffing standard. */
const MARKUP_START = /^\s*<(?:!doctype\s+html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|svg|\?xml|!--)[\s>/]/i;

/** Why a file would run as a page or script when opened from the site, or undefined when it is data. */
export async function activeContentReason(absPath: string): Promise<string | undefined> {
  const ext = path.extname(absPath).slice(1).toLowerCase();
  if (ACTIVE.has(ext)) return `a .${ext} file runs as a page or a script in the browser`;
  if (XML.has(ext)) {
    const reason = activeXml(await readFile(absPath, 'utf8'));
    return reason === undefined ? undefined : `this .${ext} file would run script when opened: ${reason}`;
  }
  if (PASSIVE.has(ext)) return undefined;
  const head = await firstBytes(absPath, 1024);
  return MARKUP_START.test(head) ? `it starts like an HTML or XML page, which a browser guessing its type would run` : undefined;
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
