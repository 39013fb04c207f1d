import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserSite } from '../../model/browser-page.ts';
import { loadIndex } from '../../renderer/client/search/search-data.ts';
import type { CompactIndex, SearchDocuments } from '../../model/search.ts';
import { searchIndex } from '../../renderer/client/search/search-engine.ts';
import { figure, percentile, type Figure } from '../measure.ts';

/** Fixed queries: whole words, prefixes, typos and phrases a reader of a map-services portal types. */
export const QUERIES = [
  'raster',
  'wmts',
  'token',
  'elevation',
  'geocoding',
  'tile',
  'vector',
  'routing',
  'replication',
  '3d',
  'terrain',
  'wms',
  'ogc',
  'api key',
  'authentication',
  'export',
  'layer',
  'catalog',
  'osm',
  'openstreetmap',
  'coordinates',
  'zoom',
  'cache',
  'bbox',
  'projection',
  'rast',
  'elev',
  'geoc',
  'tiles format',
  'rate limit',
  'error 401',
  'mapbox',
  'cesium',
  'quantized mesh',
  'b3dm',
  'style',
  'search address',
  'reverse geocoding',
  'feedback',
  'download',
  'polygon',
  'crs',
  'epsg 4326',
  'upload',
  'status',
  'release notes',
  'elevaton',
  'geocodng',
  'wmts capabilities',
  'getting started',
];

/** Index size raw and gzipped, and query latency over the fixed queries, with the browser's own search code. */
export async function searchSuite(out: string, runs: number): Promise<Figure[]> {
  const home = await readFile(path.join(out, 'index.html'), 'utf8');
  const data = /<script type="application\/json" id="__portal-data">(.*?)<\/script>/s.exec(home)?.[1];
  if (!data) throw new Error('the home page carries no page data');
  const page = JSON.parse(data) as { site: BrowserSite };
  const { index, documents } = page.site.search;
  if (!index || !documents) throw new Error('the build has no search files');
  const indexText = await readFile(path.join(out, index), 'utf8');
  const docsText = await readFile(path.join(out, documents), 'utf8');
  const mini = loadIndex(JSON.parse(indexText) as CompactIndex);
  const docs = JSON.parse(docsText) as SearchDocuments;
  for (const q of QUERIES) searchIndex(mini, docs, page.site, q);
  const times: number[] = [];
  for (let r = 0; r < Math.max(3, runs); r++) {
    for (const q of QUERIES) {
      const t = performance.now();
      searchIndex(mini, docs, page.site, q);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const kb = (s: string) => Buffer.byteLength(s) / 1024;
  const gz = (s: string) => gzipSync(s, { level: 9 }).byteLength / 1024;
  return [
    figure('search', 'index + documents, gzipped', 'KB', [gz(indexText) + gz(docsText)], {
      budget: 120,
      note: `index ${gz(indexText).toFixed(1)} KB, documents ${gz(docsText).toFixed(1)} KB gzipped; ${(kb(indexText) + kb(docsText)).toFixed(0)} KB raw`,
    }),
    figure('search', 'index + documents, raw', 'KB', [kb(indexText) + kb(docsText)]),
    figure('search', `query p50 (${QUERIES.length} queries, Node)`, 'ms', [percentile(times, 50)], { budget: 5 }),
    figure('search', `query p95 (${QUERIES.length} queries, Node)`, 'ms', [percentile(times, 95)], { budget: 5 }),
  ];
}
