import { describe, expect, it } from 'vitest';
import { contentFiles, hits, proseLines, type ContentFile } from './support/content-files.ts';

/*
 * One vocabulary across the site: the forms below contradict SPEC.md or PROVIDER-FACTS.md, or were
 * invented where neither document says anything. Each check lists every offending file:line.
 */
const files = contentFiles();
const md = (f: ContentFile) => /\.mdx?$/.test(f.rel);
const file = (rel: string) => files.find((f) => f.rel === rel)!;
const about = (re: RegExp) => (f: ContentFile) => re.test(f.rel);

describe('one vocabulary across pages, posts and specs', () => {
  it('reads the whole content tree', () => {
    expect(files.filter(md).length).toBeGreaterThanOrEqual(70);
    expect(files.filter((f) => f.rel.startsWith('api/'))).toHaveLength(5);
  });

  it('names the catalog record id mc:id, never mc:identifier or identifier', () => {
    expect(hits(files, /mc:identifier|`identifier`|'identifier'|<identifier>/)).toEqual([]);
  });

  it('uses the published 3D and DEM field names', () => {
    expect(hits(files, /sourceDateStart|sourceDateEnd|absoluteAccuracyLE90\b|(?<!Horizontal)\bmaxAccuracyCE90|accuracySE90/)).toEqual([]);
    expect(hits(files, /mc:updateDate(?!UTC)|undulationModel|MSL_EGM/)).toEqual([]);
  });

  it('sends elevation positions as {longitude, latitude} objects, at most 250, matched by coordinates', () => {
    const elevation = about(/elevation|DEM\/|blog\/|dem-elevation/);
    expect(hits(files, /"positions"\s*:\s*\[\s*\[|positions:\s*\[\s*\[|`\[longitude, latitude\]` positions|array of `\[longitude/, elevation)).toEqual([]);
    expect(hits(files, /\b1[,.\s]?000 positions|batches of up to\s*$|(?<!not (necessarily )?)in request order|(?<!not necessarily )in the order you sent them|data\[i\] answers/, elevation)).toEqual([]);
    const page = file('docs/MapColonies/DEM/Services/elevation/info.md').text;
    expect(page).toMatch(/At most 250 positions per request/);
    expect(page).toMatch(/not necessarily in request order/);
    expect(page).toMatch(/application\/octet-stream/);
  });

  it('gives 401 and 403 the meanings of SPEC §8 and mentions no 429', () => {
    expect(hits(files, /valid key(,| but| that| without)|valid but not allowed|token is valid|key is valid|not allowed to (use|read|export|access|send)|may not (use|read)|not granted|lacks access/i)).toEqual([]);
    expect(hits(files, /\b401\b(?:(?!403)[^|])*\b(unknown|not recognised|expired|revoked|misspelt)\b/i)).toEqual([]);
    expect(hits(files, /(?<![\d.])429(?!\d)|too many requests|rate limits? (are|is) (set|agreed|exceeded)/i)).toEqual([]);
  });

  it('explains token expiry and what an expired token looks like', () => {
    const auth = file('docs/MapColonies/authentication.md').text;
    expect(auth).toMatch(/^## Token expiry$/m);
    expect(auth).toMatch(/expired token[\s\S]{0,200}403 Forbidden/);
  });

  it('writes WFS feature types in the vector: namespace only', () => {
    expect(hits(files, /\bosm:[A-Za-z_]/)).toEqual([]);
    for (const rel of ['docs/ogc/protocols/ogc-wfs.md', 'docs/MapColonies/vector/Services/query.md']) expect(file(rel).text, rel).toMatch(/vector:[a-z]/);
  });

  it('has no WMTS_LAYER (or other unpublished) raster link types', () => {
    expect(hits(files, /WMTS_LAYER|WMTS_KVP/)).toEqual([]);
  });

  it('writes raster records with the published field names, and no invented profile v2 namespace or fields', () => {
    expect(hits(files, /schema\.mapcolonies\.com\/raster\/v\d|<mc:link\s|\bsrsId\b|productBoundingBox|tileMimeFormat|mc:rms\b|`rms`/)).toEqual([]);
    // Layer parts have an ingestionDateUTC; raster records write ingestionDate.
    expect(hits(files, /ingestionDateUTC/, (f) => !f.rel.includes('/LayerParts/'))).toEqual([]);
    const v1 = file('docs/MapColonies/Raster/services/catalog/raster-catalog-profile-v1.md').text;
    for (const field of ['productBBox', 'SRS', 'SRSName', 'insertDate', 'mimeType', 'RECORD_RASTER', 'RasterVectorBest']) expect(v1).toContain(field);
    expect(file('docs/MapColonies/Raster/services/catalog/raster-catalog-profile-v2.md').text).toContain('<RASTER_V2_OUTPUT_SCHEMA>');
  });

  it('writes RESTful WMTS tiles in the published layout: no version or style segment, column before row', () => {
    expect(hits(files, /<RASTER_WMTS_URL>\/1\.0\.0\/(?!WMTSCapabilities)|\{TileRow\}\/\{TileCol\}/)).toEqual([]);
  });

  it('describes layer parts with the published attributes only', () => {
    expect(hits(files, /\bpartId\b|mc:layerParts|"layerParts\./)).toEqual([]);
    const profile = file('docs/MapColonies/Raster/services/LayerParts/layer-parts-profile-v1.md').text;
    for (const field of ['catalogId', 'ingestionDateUTC', 'sourceResolutionMeter', 'horizontalAccuracyCE90', 'countries', 'cities']) expect(profile).toContain(field);
  });

  it('types the export task id as a number and dates the export service to Q4 2022', () => {
    const exportFiles = about(/export|blog\//);
    expect(hits(files, /export-tasks\/[0-9a-f]{8}-|task[^\n]*\buuid\b|\buuid\b[^\n]*\btask\b|TASK_COMPLETED|TASK_FAILED/i, exportFiles)).toEqual([]);
    expect(hits(files, /export[^\n]*Q3 2022|Q3 2022[^\n]*export/i)).toEqual([]);
    const q3 = file('blog/2022-09-28-2022-q3.md');
    expect(hits([q3], /export/i).filter((h) => !/not part of this release/.test(h))).toEqual([]);
    expect(file('blog/2022-12-28-2022-q4.md').text).toMatch(/export service arrived in this release/i);
  });

  it('states geocoding lookup and replication bounds as published', () => {
    expect(hits(files, /target_grid[^\n]*\bdefault(s)?\b(?! is)|defaults? to `?control/i).filter((h) => !/no default|there is no default/i.test(h))).toEqual([]);
    expect(hits(files, /\binclusive\b|earlier than or equal/i, about(/replication/))).toEqual([]);
    expect(file('docs/MapColonies/vector/Services/replication/info.md').text).toMatch(/Both bounds are exclusive/);
  });

  it('shows the 3D profile v1 as deprecated with the Best terrain products, and the DEM catalog operations', () => {
    const v1 = file('docs/MapColonies/3D/services/catalog/catalog-profile-v1.md').text;
    expect(v1).toMatch(/deprecated/i);
    for (const t of ['3DPhotoRealistic', 'QuantizedMeshDTMBest', 'QuantizedMeshDSMBest', 'imagingTimeBeginUTC', 'maxHorizontalAccuracyCE90', 'accuracyLEP90', 'SRSOrigin', 'productBBox']) expect(v1).toContain(t);
    const dem = file('docs/MapColonies/DEM/Services/catalog/dem-catalog.md').text;
    for (const t of ['GetDomain', 'GetRepositoryItem', 'SOAP']) expect(dem).toContain(t);
    expect(file('docs/MapColonies/DEM/Services/catalog/catalog-profile-v1.md').text).toContain('MSL EGM96');
  });
});

describe('specifics nobody published are visible placeholders', () => {
  const placeholder = /<([A-Z0-9][A-Z0-9_]{2,})>/g;

  it('names no invented host or path layout', () => {
    const notConfig = (f: ContentFile) => f.rel !== 'portal.config.yaml';
    expect(hits(files, /maps\.example\.com|\/api\/(raster|3d|dem|geocoding|replication|vector|osm)\//, notConfig)).toEqual([]);
  });

  it('keeps every placeholder in code, where markdown cannot swallow it as an HTML tag', () => {
    const raw = files.filter(md).flatMap((f) => proseLines(f).flatMap((line, i) => (/<[A-Z0-9][A-Z0-9_]{2,}>/.test(line) ? [`content/${f.rel}:${i + 1}: ${line.trim()}`] : [])));
    expect(raw).toEqual([]);
    const mermaid = files.filter(md).flatMap((f) => [...f.text.matchAll(/```mermaid\n([\s\S]*?)```/g)].filter((m) => /<[A-Z0-9_]{3,}>/.test(m[1]!)).map(() => f.rel));
    expect(mermaid).toEqual([]);
  });

  it('lists every placeholder used anywhere on the authentication page, with what to ask for', () => {
    const auth = file('docs/MapColonies/authentication.md').text;
    const table = auth.slice(auth.indexOf('## Service addresses'));
    const listed = new Set([...table.matchAll(placeholder)].map((m) => m[1]));
    const used = new Set(files.flatMap((f) => [...f.text.replace(/#lt;/g, '<').replace(/#gt;/g, '>').matchAll(placeholder)].map((m) => m[1]!)));
    expect([...used].filter((p) => !listed.has(p)).sort()).toEqual([]);
  });
});
