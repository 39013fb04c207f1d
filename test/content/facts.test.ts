import { describe, expect, it } from 'vitest';
import { codeBlocks, contentFiles, hits, proseLines, type CodeBlock, type ContentFile } from './support/content-files.ts';

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
    expect(hits(files, /sourceDateStart|sourceDateEnd|absoluteAccuracyLE90\b|(?<!Horizontal)\bmaxAccuracyCE90/)).toEqual([]);
    // accuracySE90 and mc:updateDate are fields of the deprecated 3D profile v1 only (v2 removed them).
    const v1Only = (f: ContentFile) => !/3D\/services\/catalog\/catalog-profile-v[12]\.md$/.test(f.rel);
    expect(hits(files, /accuracySE90|mc:updateDate(?!UTC)/, v1Only)).toEqual([]);
    // The vertical reference of DEM heights is a value of mc:undulationModel (PROVIDER-FACTS, DEM profile v1).
    expect(hits(files, /MSL_EGM|<DEM_VERTICAL_DATUM_FIELD>|<DEM_RECORD_SCHEMA>|<3D_RECORD_SCHEMA>/)).toEqual([]);
    const dem = file('docs/MapColonies/DEM/Services/catalog/catalog-profile-v1.md').text;
    for (const t of ['mc:undulationModel', 'MSL EGM96', 'MSL EGM2008', 'MSL DMA10', 'ILUM', 'mc:verticalDatum', 'WGS 1984', 'mc:resolutionDeg', 'mc:heightRangeFrom', 'mc:noDataValue', 'http://schema.mapcolonies.com/dem']) expect(dem).toContain(t);
    // Heights are stated in mc:undulationModel, not in an unnamed element.
    expect(hits(files, /vertical datum: MSL EGM96 -->|element that (holds|carries) the vertical datum/)).toEqual([]);
  });

  it('lists the DEM product types of the DEM profile, not DSM and DTM alone', () => {
    const types = ['DTM', 'DSM', 'QuantizedMesh', 'QuantizedMeshDTMBest', 'QuantizedMeshDSMBest'];
    for (const rel of ['docs/MapColonies/DEM/Services/catalog/catalog-profile-v1.md', 'docs/MapColonies/DEM/dem-overview.md']) for (const t of types) expect(file(rel).text, `${rel}: ${t}`).toContain(`\`${t}\``);
    // The answer of the elevation service does not restrict a product's type to DSM and DTM either.
    expect(hits(files, /products\.\*\.productType` \| `DSM` or `DTM`|catalog.{0,40}\bonly\b.{0,20}\bDSM\b.{0,10}\bDTM\b/i)).toEqual([]);
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

  it('gives raster records the published link schemes, and raster layers no XYZ service and no Web Mercator grid', () => {
    // WMTS_LAYER was removed in Q4 2022; XYZ is how 3D tiles are served, not a raster link scheme.
    expect(hits(files, /scheme="WMTS_LAYER"|`WMTS_LAYER`|scheme="XYZ"|<RASTER_XYZ_URL>|&lt;RASTER_XYZ_URL&gt;|WebMercatorQuad(?!` and `WorldCRS84Quad`)/)).toEqual([]);
    const v1 = file('docs/MapColonies/Raster/services/catalog/raster-catalog-profile-v1.md').text;
    for (const scheme of ['WMS', 'WMS_BASE', 'WMTS', 'WMTS_KVP', 'WMTS_BASE']) expect(v1, scheme).toContain(`| \`${scheme}\` |`);
    // The raster grid is InspireCRS84Quad; WorldCRS84Quad is only named as the OGC set it resembles.
    expect(hits(files, /\/WorldCRS84Quad\/|TILEMATRIXSET=WorldCRS84Quad|matrixSet: 'WorldCRS84Quad'|tileMatrixSetID: 'WorldCRS84/)).toEqual([]);
    for (const rel of ['docs/MapColonies/Raster/services/map-service.md', 'docs/MapColonies/Raster/overview.md']) {
      const text = file(rel).text;
      for (const fact of ['InspireCRS84Quad', '0 to 22', '1.67638e-7', 'up to 5 minutes']) expect(text, `${rel}: ${fact}`).toContain(fact);
    }
  });

  it('sends the token to raster layers only as the encoded token query parameter', () => {
    // A raster address and an x-api-key header in one statement: the lines around it, up to a blank line.
    // (A sample may still send the header to another service, such as a router, elsewhere in the block.)
    const raster = /<RASTER_(WMTS|WMS)_URL>/;
    const viaHeader = files
      .filter(md)
      .flatMap(codeBlocks)
      .flatMap((b) => {
        const lines = b.body.split('\n');
        return lines.flatMap((line, i) => {
          if (!raster.test(line)) return [];
          let from = i;
          while (from > 0 && i - from < 3 && lines[from - 1]!.trim()) from--;
          let to = i;
          while (to < lines.length - 1 && to - i < 3 && lines[to + 1]!.trim()) to++;
          return /x-api-key/i.test(lines.slice(from, to + 1).join('\n')) ? [`content/${b.rel}:${b.line + i}`] : [];
        });
      });
    expect(viaHeader).toEqual([]);
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
    expect(hits(files, /export-tasks\/[0-9a-f]{8}-|task[^\n]*\buuid\b|\buuid\b[^\n]*\btask\b/i, exportFiles)).toEqual([]);
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

describe('the values the provider publishes are written out, one story per fact', () => {
  it('names the webhook events TASK_COMPLETED and TASK_FAILED, as an enum of the export spec', () => {
    expect(hits(files, /<WEBHOOK_EVENT_[A-Z]+>|event names are not published/i)).toEqual([]);
    const page = file('docs/MapColonies/Raster/services/raster-export.md').text;
    for (const t of ['TASK_COMPLETED', 'TASK_FAILED']) expect(page).toContain(t);
    const spec = file('api/raster-export.yaml').text;
    expect(spec).toMatch(/WebhookEvent:[\s\S]{0,300}enum: \[TASK_COMPLETED, TASK_FAILED\]/);
  });

  it('traces geocoding requests with the x-request-id header, sent back as request_id', () => {
    expect(hits(files, /<REQUEST_ID_HEADER>|request id[^\n]{0,40}not published/i)).toEqual([]);
    const spec = file('api/geocoding.yaml').text;
    expect(spec.match(/'x-request-id':\n\s+\$ref: '#\/components\/headers\/RequestId'/g)?.length).toBeGreaterThanOrEqual(6);
    for (const rel of ['docs/MapColonies/vector/Services/geocoding/feedback.md', 'docs/MapColonies/vector/Services/geocoding/info.md', 'api/geocoding-feedback.yaml']) {
      expect(file(rel).text, rel).toMatch(/x-request-id[\s\S]{0,200}request_id|request_id[\s\S]{0,200}x-request-id/);
    }
  });

  it('gives feedback errors a message only, and invents no retention of answers', () => {
    const spec = file('api/geocoding-feedback.yaml');
    expect(hits([spec], /^\s+status:/)).toEqual([]);
    expect(hits(files, /"status": 40[0-9]|retains? (the )?responses|keeps? (each|every) geocoding answer|no longer known|the current request was not found/, about(/feedback/))).toEqual([]);
  });

  it('names the link schemes 3DTiles and TERRAIN_QMESH', () => {
    expect(hits(files, /<3D_TILES_LINK_SCHEME>|<TERRAIN_LINK_SCHEME>/)).toEqual([]);
    for (const rel of ['docs/MapColonies/3D/services/catalog/3d-catalog.md', 'docs/MapColonies/3D/services/catalog/catalog-profile-v2.md', 'docs/MapColonies/3D/Guides/3d-getting-started.md']) expect(file(rel).text, rel).toMatch(/'3DTiles'|"3DTiles"|`3DTiles`/);
    for (const rel of ['docs/MapColonies/DEM/Services/catalog/dem-catalog.md', 'docs/MapColonies/DEM/Services/catalog/catalog-profile-v1.md', 'docs/MapColonies/DEM/Services/CesiumTerrainProvider/info.md']) expect(file(rel).text, rel).toMatch(/'TERRAIN_QMESH'|"TERRAIN_QMESH"|`TERRAIN_QMESH`/);
  });

  it('publishes 3D profile v2 in the same 3d namespace as v1, with its fields', () => {
    expect(hits(files, /<3D_V2_OUTPUT_SCHEMA>|<3D_V2_CHANGES>|schema\.mapcolonies\.com\/3d\/v\d|v2 namespace|namespace of (profile )?v2|\bv1 namespace/i)).toEqual([]);
    expect(hits(files, /(profile )?v2[^.\n]{0,60}\b(unpublished|not (yet )?published|has not published)|details of profile v2/i, about(/3D\//))).toEqual([]);
    const v2 = file('docs/MapColonies/3D/services/catalog/catalog-profile-v2.md').text;
    for (const t of ['mc:MC3DRecord', 'http://schema.mapcolonies.com/3d', 'mc:productSource', 'mc:productStatus', 'PUBLISHED', 'UNPUBLISHED', 'mc:productName', 'mc:accuracyLE90', 'dd/mm/yyyy', '3DPhotoRealisticBest', '3DSemanticMesh', '3DPointCloud', 'RECORD_3D', 'mc:updateDateUTC']) expect(v2, t).toContain(t);
    expect(file('docs/MapColonies/3D/services/catalog/catalog-profile-v1.md').text).toMatch(/same namespace/);
  });

  it('binds the WFS feature types to the vector namespace, whose URI and prefix are both vector', () => {
    expect(hits(files, /<VECTOR_NAMESPACE_URI>/)).toEqual([]);
    expect(hits(files, /xmlns:vector="(?!vector")/)).toEqual([]);
    expect(file('docs/ogc/protocols/ogc-wfs.md').text).toMatch(/xmlns:vector="vector"/);
  });

  it('shows the provider\'s tileset form: refine "add", url, no invented conversion pipeline or resolution', () => {
    // OSGB is named only as the legacy delivery format the provider lists; no conversion pipeline is published.
    expect(hits(files, /"refine":\s*"REPLACE"|osgb|OSGB[^.\n]*\b(convert|conversion|ingest|pipeline)|centimetres per pixel/)).toEqual([]);
    // The height reference of the published models is not stated anywhere: the 3D pages do not claim one.
    expect(hits(files, /heights? (in the published tiles|of the models?) (are|is)|model, whose heights|heights above the WGS 84 ellipsoid/, about(/3D\//))).toEqual([]);
    const tileServer = file('docs/MapColonies/3D/services/3d-tile-server.md').text;
    expect(tileServer).toMatch(/"refine": "add"/);
    // "Download one tile" downloads a tile, and the jq filters read the url of the page's own example.
    expect(tileServer).not.toMatch(/\.content\.uri'/);
    expect(tileServer).toMatch(/\(\.url \/\/ \.uri\)/);
  });

  it('gives the elevation error codes in errorCode of a 500 body, and maps no code to another status', () => {
    expect(hits(files, /<ELEVATION_ERROR_CODES>|(POINTS_DENSITY_TOO_LOW_ERROR|GENERAL_SERVER_ERROR)[^\n]*\b(400|422|503)\b|\b(400|422|503)\b[^\n]*(POINTS_DENSITY_TOO_LOW_ERROR|GENERAL_SERVER_ERROR)/)).toEqual([]);
    // errorCode belongs to the elevation service only.
    expect(hits(files, /errorCode/, (f) => !/elevation|dem-getting-started|authentication\.md/.test(f.rel))).toEqual([]);
    const page = file('docs/MapColonies/DEM/Services/elevation/info.md').text;
    expect(page).toMatch(/`500`[^.]*`errorCode`/);
    expect(page).toMatch(/After a time-out[^.]*retry the same call/);
  });

  it('gives 401 and 403 one meaning, with no key "without access" or "unauthorised"', () => {
    expect(hits(files, /without (routing )?access|key without|unauthori[sz]ed (API )?key|(missing|unknown)[^|\n]{0,30}\b401\b|\b401\b[^|\n]{0,30}\b(missing|unknown)\b(?! or)|No valid (API )?(token|key) (was )?(provided|sent)|`?401`? \/ `?403`?|401 or 403 from the/i)).toEqual([]);
  });

  it('says once how each API takes the key: geocoding both forms, replication the header, the others not published', () => {
    expect(hits(files, /(every|all|each) (3D |DEM |OSM |Nominatim )?(service|endpoint)s? (accepts?|takes?) both|both work for|as for every service|accepts? both|takes? both|(query parameter|header) is not accepted|does not read the `token`/i)).toEqual([]);
    // A page outside geocoding and replication that tells how to send the key names <KEY_TRANSPORT>.
    // Exempt: the pages of the APIs whose key form is published (geocoding, replication, raster layers).
    // (Raster layers and the pages that speak of them: the token query parameter is their published form.)
    const exempt = /authentication\.md|geocoding\/info\.md|replication\/info\.md|pages\/index\.md|blog\/|Raster\/|ogc-wmts\.md|osm-carto\/openstreetmap-carto\.md|osm-in-depth\.md/;
    // The text outside fenced blocks, inline code kept: that is where "the `token` query parameter" is written.
    const prose = (f: ContentFile) => f.text.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '');
    const silent = files.filter((f) => md(f) && !exempt.test(f.rel) && /`x-api-key` header|`token` query parameter/.test(prose(f)) && !f.text.includes('<KEY_TRANSPORT>'));
    expect(files.filter((f) => md(f) && /`x-api-key` header|`token` query parameter/.test(prose(f))).length).toBeGreaterThanOrEqual(20);
    expect(silent.map((f) => f.rel)).toEqual([]);
    const security = (rel: string) => [...file(rel).text.matchAll(/^ {2}- (\w+): \[\]$/gm)].map((m) => m[1]);
    expect(security('api/geocoding.yaml')).toEqual(['tokenQuery', 'apiKeyHeader']);
    expect(security('api/replication.yaml')).toEqual(['apiKeyHeader']);
    for (const rel of ['api/dem-elevation.yaml', 'api/raster-export.yaml', 'api/geocoding-feedback.yaml']) {
      expect(security(rel).length, rel).toBe(1);
      expect(file(rel).text, rel).toMatch(/<KEY_TRANSPORT>/);
      expect(file(rel).text, rel).not.toMatch(/in: query\n\s+name: token/);
    }
  });
});

describe('one story per fact of the provider\'s published values (issue 32)', () => {
  const blocks = files.filter(md).flatMap(codeBlocks);
  const codeHits = (re: RegExp, only: (b: CodeBlock) => boolean = () => true) =>
    blocks.filter(only).flatMap((b) => b.body.split('\n').flatMap((line, i) => (re.test(line) ? [`content/${b.rel}:${b.line + i}: ${line.trim().slice(0, 140)}`] : [])));

  it('puts the token in a URL only URL-encoded, by the one rule of the authentication page', () => {
    // Template URLs: ?token=${encodeURIComponent(...)}; curl: --data-urlencode; never a bare variable.
    expect(codeHits(/[?&]token=(?!\$\{encodeURIComponent\(|<YOUR_TOKEN>|\{token\}|\.\.\.)/)).toEqual([]);
    expect(codeHits(/'token=' \+ (?!encodeURIComponent)|"token=" \+ (?!encodeURIComponent)/)).toEqual([]);
    // Leaflet fills a {token} option in as given, so the option itself is encoded.
    expect(blocks.filter((b) => /token=\{token\}/.test(b.body) && !/token: encodeURIComponent\(/.test(b.body)).map((b) => `content/${b.rel}:${b.line}`)).toEqual([]);
    const auth = file('docs/MapColonies/authentication.md').text;
    expect(auth).toMatch(/### Encode the token in every URL \{#encode-the-token\}/);
    for (const form of ['encodeURIComponent', 'searchParams.set', 'queryParameters', '--data-urlencode', 'params=']) expect(auth, form).toContain(form);
  });

  it('tells one story of error bodies: {message} for 401/403 everywhere, the engines\' shapes only for their own errors', () => {
    const auth = file('docs/MapColonies/authentication.md').text;
    expect(auth).toMatch(/### Error bodies \{#error-bodies\}/);
    // No page says that every service answers {message} without the engines' exception, or that 401/403 bodies are an engine's.
    expect(hits(files, /all error bodies[^.]*(valhalla|nominatim|error_code)|every service answers[^.]*\{?message|\| 40[13] \| \d+ \|/i)).toEqual([]);
    // Error handlers of samples that call an engine read message on 401/403 before the engine's fields.
    const engines = blocks.filter((b) => /<(VALHALLA|NOMINATIM)_URL>/.test(b.body) && /\b(fetch|requests\.)/.test(b.body) && /(throw|raise)\b/.test(b.body));
    expect(engines.length).toBeGreaterThanOrEqual(10);
    expect(engines.filter((b) => !/status === 401 \|\| \w+\.status === 403/.test(b.body) || !/\.message\b/.test(b.body)).map((b) => `content/${b.rel}:${b.line}`)).toEqual([]);
    // Engine error shapes shown on a page are said to be the engine's.
    const shapes = blocks.filter((b) => b.lang === 'json' && /"error_code"|"error":\s*\{/.test(b.body));
    expect(shapes.filter((b) => !/engine|Nominatim itself|Valhalla/i.test(b.title)).map((b) => `content/${b.rel}:${b.line}: ${b.title}`)).toEqual([]);
  });

  it('gives every sample that checks the answer of a service an error handler for the {message} of 401 and 403', () => {
    const checking = blocks.filter(
      (b) => ['javascript', 'js', 'mjs', 'python', 'html'].includes(b.lang) && /<[A-Z0-9_]+_URL>|\b[A-Z_]+_URL\b|\bBASE\b/.test(b.body) && /\.ok\b|status_code|raise_for_status|\.status\b|Promise\.reject/.test(b.body),
    );
    expect(checking.length).toBeGreaterThanOrEqual(30);
    // Either it names 401/403, or it reads `message` from every error body.
    const reads = /\b40[13]\b|\{\s*message\s*\}|\.get\(["']message["']\)/;
    expect(checking.filter((b) => !reads.test(b.body)).map((b) => `content/${b.rel}:${b.line}: ${b.title}`)).toEqual([]);
  });

  it('sends the x-user-id header with every geocoding call of a sample', () => {
    const calls = blocks.filter((b) => /<GEOCODING_SERVICE_URL>|\$GEOCODING_URL|GEOCODING_URL\}|\bBASE\b[^\n]*search/.test(b.body) && /curl|fetch\(|requests\.get/.test(b.body));
    expect(calls.length).toBeGreaterThanOrEqual(8);
    expect(calls.filter((b) => !/x-user-id/.test(b.body)).map((b) => `content/${b.rel}:${b.line}: ${b.title}`)).toEqual([]);
  });

  it('caps the Nominatim limit at 50 with a default of 10, and gives reverse search no layer parameter', () => {
    const osm = about(/nominatim|openstreetmap|special-phrases/i);
    expect(hits(files, /\b1 to 40\b|at most 40\b|capped at 40|above 40|up to 40\b|limit=40|limit: '40'/, osm)).toEqual([]);
    expect(hits(files, /`layer`|layer=|featureType|^\| `amenity` \|/, about(/nominatim\//))).toEqual([]);
    expect(file('docs/MapColonies/openstreetmap/nominatim/Osm-Search-API.md').text).toMatch(/\| `limit` \| integer, 1 to 50 \| `10` \|/);
    const reverse = file('docs/MapColonies/openstreetmap/nominatim/Osm-Reverse-Search-API.md').text;
    expect(reverse).toMatch(/\| 14 \| suburb \|/);
    expect(reverse).not.toMatch(/\| 14 \| neighbourhood/);
  });

  it('puts Valhalla units (km or mi) in directions_options, quotes no open-source limits, and refuses arrive-by only for multimodal', () => {
    const valhalla = (b: CodeBlock) => /<VALHALLA_URL>|costing/.test(b.body);
    // A request that sets units sets them inside directions_options.
    const requests = (b: CodeBlock) => valhalla(b) && !/answer/i.test(b.title) && !/"trip"|"sources_to_targets"/.test(b.body);
    expect(codeHits(/\bunits\b/, requests).filter((line) => !/directions_options/.test(line))).toEqual([]);
    expect(codeHits(/directions_options[^\n]*units["']?\s*:\s*["'](kilometers|miles)/, requests)).toEqual([]);
    expect(hits(files, /\| `units` \| enum: `kilometers`/, about(/valhalla/))).toEqual([]);
    expect(hits(files, /[Uu]pstream (default|limit|maximum)|\(upstream[:)]|upstream: |Upstream limits|\b(2,500|16,000) (location )?(pairs|points)|120 min|200 km/, about(/valhalla/))).toEqual([]);
    expect(hits(files, /[Aa]rrive-by is not supported for isochrones|isochrones do not support/, about(/valhalla/))).toEqual([]);
    const route = file('docs/MapColonies/openstreetmap/valhalla/turn-by-turn/osm-valhalla-route.md').text;
    for (const name of ['maneuver_penalty', 'private_access_penalty', 'use_living_streets', 'closure_factor', 'axle_load', 'hazmat', 'bicycle_type', 'avoid_bad_surfaces', 'walking_speed', 'max_hiking_difficulty', 'use_lit']) expect(route, name).toContain(`\`${name}\``);
  });

  it('explains replica files and defines no meaning for isHidden', () => {
    expect(hits(files, /withdrawn|skip hidden|hidden replica|isHidden[^\n]*(true|skip)/i, about(/replication/))).toEqual([]);
    const page = file('docs/MapColonies/vector/Services/replication/info.md').text;
    for (const fact of ['500 MB', 'RFC 7946', 'WGS84', 'deleted_<uuid>.json', '`isGeometryChanged`', '`changedTags`', 'X-API-KEY']) expect(page, fact).toContain(fact);
  });

  it('numbers chosen_result_id from 0 in features and asks feedback for every answer acted on', () => {
    expect(hits(files, /<CHOSEN_RESULT_ID_RULE>|[Nn]ot for automatic picks|send nothing|[Ss]end feedback only for real choices|requests may carry an `x-user-id`/)).toEqual([]);
    for (const rel of ['docs/MapColonies/vector/Services/geocoding/feedback.md', 'docs/MapColonies/obligations.md', 'api/geocoding-feedback.yaml']) expect(file(rel).text, rel).toMatch(/0-based index/);
  });

  it('publishes no webhook delivery contract and no invented transitions of export tasks', () => {
    expect(hits(files, /2xx[^.\n]*(quickly|at once)|answer (the call )?at once|typical path|[Pp]lausible from the status/, about(/export|raster-export/))).toEqual([]);
  });
});

describe('answers shown as output say that their values are illustrative', () => {
  it('labels every response, answer or output block "illustrative" in its title or the lines before it', () => {
    const unlabelled = files.filter(md).flatMap((f) =>
      codeBlocks(f)
        .filter((b) => ['json', 'xml', 'text', 'http'].includes(b.lang))
        .flatMap((b) => {
          const before = f.lines.slice(Math.max(0, b.line - 9), b.line - 2).join(' ');
          const lead = f.lines.slice(Math.max(0, b.line - 5), b.line - 2).join(' ');
          // The line before the block, blank lines skipped: a closing fence means "the output of the command above".
          const previous = f.lines.slice(0, b.line - 2).filter((l) => l.trim()).pop()?.trim() ?? '';
          const untitledAnswer =
            !b.title &&
            ['json', 'xml'].includes(b.lang) &&
            (/^(`{3,}|~{3,})$/.test(previous) || /^#+ .*\b(Response|Answer|Output)\b/i.test(previous) || /\b(answers?|responses?|returns?|output|answers with|comes back)\b[^.]*:\s*$/i.test(lead.trim()));
          const isAnswer = /\b(answers?|responses?|output|return value|reply|exception report|error body|payload)\b/i.test(b.title) || untitledAnswer;
          const isRequest = /\brequest\b(?! (id|identifier))|\.xml"?$|filter|save (this|it)|on the wire/i.test(b.title);
          if (!isAnswer || isRequest) return [];
          return /illustrat|fictional|example of the shape/i.test(`${b.title} ${before}`) ? [] : [`content/${f.rel}:${b.line - 1}: ${b.lang} "${b.title}"`];
        }),
    );
    expect(unlabelled).toEqual([]);
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
    const used = new Set(files.flatMap((f) => [...f.text.replace(/#lt;|&lt;/g, '<').replace(/#gt;|&gt;/g, '>').matchAll(placeholder)].map((m) => m[1]!)));
    expect([...used].filter((p) => !listed.has(p)).sort()).toEqual([]);
  });
});

describe('the provider\'s published portal, second reading (issue 32)', () => {
  const blocks = files.filter(md).flatMap(codeBlocks);
  const where = (b: CodeBlock) => `content/${b.rel}:${b.line}: ${b.title}`;
  const carto = '<RASTER_WMTS_URL>/<OSM_CARTO_LAYER>/InspireCRS84Quad/';

  it('serves the OSM carto basemap as a raster layer in WGS84 (InspireCRS84Quad), never as Web Mercator XYZ tiles', () => {
    expect(hits(files, /<OSM_TILES_URL>|carto[^.\n]*\bWeb Mercator\b(?! projection of openstreetmap| tile pyramid| rather| instead)/i)).toEqual([]);
    const page = file('docs/MapColonies/openstreetmap/osm-carto/openstreetmap-carto.md').text;
    for (const fact of ['WGS84', 'Hebrew and English', 'Natural Earth', 'InspireCRS84Quad', 'raster map service']) expect(page, fact).toContain(fact);
    // Every basemap sample draws the layer in its own grid: Leaflet in EPSG:4326, OpenLayers with the
    // EPSG:4326 tile grid, CesiumJS with its geographic tiling scheme; MapLibre cannot draw it.
    const users = blocks.filter((b) => b.body.includes(carto) && /\{z\}/.test(b.body));
    expect(users.length).toBeGreaterThanOrEqual(20);
    const wrong = users.filter((b) => {
      if (/L\.tileLayer/.test(b.body)) return !/crs: L\.CRS\.EPSG4326/.test(b.body);
      if (/XYZ\(/.test(b.body)) return !/projection: 'EPSG:4326'/.test(b.body) || !/origin: \[-180, 90\]/.test(b.body) || !/0\.703125 \/ 2 \*\* z/.test(b.body);
      if (/UrlTemplateImageryProvider/.test(b.body)) return !/GeographicTilingScheme/.test(b.body);
      return true;
    });
    expect(wrong.map(where)).toEqual([]);
  });

  it('lets answers of the replication API carry no replicaId, which the provider\'s schema marks write-only', () => {
    const spec = file('api/replication.yaml').text;
    expect(spec).toMatch(/replicaId:\n\s+type: string\n\s+format: uuid\n\s+writeOnly: true/);
    expect(hits([file('api/replication.yaml')], /^\s+-? ?replicaId: [0-9a-f]{8}-/)).toEqual([]);
    expect(blocks.filter((b) => /replication/.test(b.rel) && /"replicaId"|replica\.replicaId/.test(b.body)).map(where)).toEqual([]);
  });

  it('gives elevation answers no null productId and no invented 400 for more than 250 positions', () => {
    const elevation = about(/elevation|DEM\//);
    expect(hits(files, /"productId": null|productId: null|`productId` is `null`/, elevation)).toEqual([]);
    expect(hits(files, /400[^\n]*more than 250|more than 250[^\n]*\b400\b/, elevation)).toEqual([]);
    expect(file('docs/MapColonies/DEM/Services/elevation/info.md').text).toMatch(/requires it to show the `productType`, `resolutionMeter` and `absoluteAccuracyLEP90`/);
  });

  it('gives export tasks no invented null fields, start status or status meanings', () => {
    const exportFiles = about(/export/);
    expect(hits(files, /(errorReason|expiredAt|finishedAt)"?: null|string or null|A new task is `PENDING`|answers `201` with a task in status|in status `PENDING`|`PENDING` on creation/, exportFiles)).toEqual([]);
    expect(file('docs/MapColonies/Raster/services/raster-export.md').text).toMatch(/publishes the eight status names and no definitions/);
  });

  it('reads the {message} of 401 and 403 in every sample that branches on them', () => {
    const branching = blocks.filter((b) => /status(_code)? === 40[13]|status_code in \(401, 403\)|status(_code)? == 40[13]/.test(b.body));
    expect(branching.length).toBeGreaterThanOrEqual(15);
    const reads = /\.message\b|\[['"]message['"]\]|\.get\(["']message["']\)|\{ ?message ?\}/;
    expect(branching.filter((b) => !reads.test(b.body)).map(where)).toEqual([]);
  });

  it('lists only the published endpoints of the hosted engines, and says so of the others', () => {
    expect(hits(files, /^\| `\/(status|trace_route|trace_attributes|height)` \|/)).toEqual([]);
    for (const rel of ['docs/MapColonies/vector/Services/valhalla.md', 'docs/MapColonies/vector/Services/nominatim_service.md', 'docs/MapColonies/openstreetmap/valhalla/turn-by-turn/osm-valhalla-overview.md']) {
      expect(file(rel).text, rel).toMatch(/`\/status`[\s\S]{0,200}(not list|does not list|whether)/);
    }
  });

  it('gives every catalog the operations and bindings the provider publishes', () => {
    for (const rel of ['docs/MapColonies/3D/services/catalog/3d-catalog.md', 'docs/MapColonies/DEM/Services/catalog/dem-catalog.md', 'docs/MapColonies/Raster/services/catalog/raster-catalog-service.md', 'docs/ogc/protocols/ogc-csw/csw-available-catalogs.md', 'docs/ogc/protocols/ogc-csw/ogc-csw.md']) {
      const text = file(rel).text;
      for (const fact of ['GetDomain', 'GetRepositoryItem', 'SOAP']) expect(text, `${rel}: ${fact}`).toContain(fact);
    }
    expect(hits(files, /The DEM catalog also supports `GetRepositoryItem`|or a WCS coverage\)/)).toEqual([]);
  });

  it('claims no WCS axis labels, data type or no-data value the provider does not publish', () => {
    expect(hits(files, /labels this service advertises|storage type \(`Float32` or `Int16`\)|it is the `noDataValue` of/)).toEqual([]);
  });

  it('writes WFS feature ids with their braces, gives geo_context radius no unit, and control features names', () => {
    expect(hits(files, /buildings\.[0-9a-f]{8}-|entity_id" type="xsd:string" nillable/)).toEqual([]);
    expect(hits(files, /radius in metres|Radius in metres/i, about(/geocoding/))).toEqual([]);
    expect(hits(files, /Control features have no `names`/)).toEqual([]);
  });

  it('names the layer parts feature types as published: one per layer, layerParts:<productId>-<productType>', () => {
    expect(hits(files, /<LAYER_PARTS_(FEATURE_TYPE|NAMESPACE_URI|PREFIX|TYPE_NAME)>|How overlapping parts are combined/)).toEqual([]);
    const page = file('docs/MapColonies/Raster/services/LayerParts/layer-parts.md').text;
    for (const fact of ['`<productId>-<productType>`', 'http://layerParts', 'layerParts:coastal-plain-Orthophoto', 'recalculated']) expect(page, fact).toContain(fact);
    // An OWS exception report comes with an HTTP status nobody published (the authentication page's rule).
    expect(hits(files, /^\| `?(400|404|500)`? \| OWS `?ExceptionReport/)).toEqual([]);
  });

  it('writes catalog update dates dd/mm/yyyy as the profile tables do, and every published DEM field', () => {
    expect(hits(files, /<mc:(updateDateUTC|creationDateUTC|imagingTimeBeginUTC|imagingTimeEndUTC)>\d{4}-/)).toEqual([]);
    const dem = file('docs/MapColonies/DEM/Services/catalog/catalog-profile-v1.md').text;
    for (const field of ['mc:productName', 'mc:layerPolygonParts', 'mc:footprint', 'mc:SRSName', 'mc:producerName', 'mc:insertDate', 'mc:keywords']) expect(dem, field).toContain(`\`${field}`);
  });

  it('writes expansion requests and answers in the format the provider publishes', () => {
    const page = file('docs/MapColonies/openstreetmap/valhalla/osm-valhalla-expansion.md').text;
    for (const name of ['durations', 'distances', 'costs', 'edge_ids', 'statuses', 'MultiLineString', 'sources_to_targets']) expect(page, name).toContain(`\`${name}\``);
    expect(hits(files, /expansion_properties[^\n]*\b(duration|distance|edge_status|expansion_type)\b(?!s)/)).toEqual([]);
  });

  it('shows real rows of the provider\'s special-phrase table, with the three operators', () => {
    const page = file('docs/MapColonies/openstreetmap/nominatim/Osm-special-phrases.md').text;
    for (const row of ['| בית ספר | `amenity` | `school` | `-` | no |', '| בתי ספר בתוך | `amenity` | `school` | `in` | yes |', '| בית ספר ליד | `amenity` | `school` | `near` | no |']) expect(page, row).toContain(row);
    expect(page).toContain('2,536');
  });
});

describe('the provider\'s published portal, third reading (issue 32)', () => {
  const blocks = files.filter(md).flatMap(codeBlocks);
  const where = (b: CodeBlock) => `content/${b.rel}:${b.line}: ${b.title}`;

  it('writes a record\'s ows:BoundingBox in the CRS the provider\'s records use, latitude first', () => {
    expect(hits(files, /<ows:BoundingBox crs="(?!urn:x-ogc:def:crs:EPSG:6\.11:4326" dimensions="2">)/)).toEqual([]);
  });

  it('gives raster profile v2 the published removals, and tells the layer name convention one way', () => {
    const v2 = file('docs/MapColonies/Raster/services/catalog/raster-catalog-profile-v2.md').text;
    for (const t of ['`mc:creationDateUTC`', '`mc:RMS`', '0.01 to 4000', '0.0185 to 78271.52', 'http://schema.mapcolonies.com/raster']) expect(v2, t).toContain(t);
    expect(hits(files, /renamed or removed since v1, if any|how (layer names are|it is) formed is not published|is formed is not\s*$/i)).toEqual([]);
    // Raster product types: the provider publishes the names only.
    expect(hits(files, /Earlier imagery kept for comparison|not updated any more|Auxiliary raster products|best-of (orthophoto|raster)/i)).toEqual([]);
  });

  it('reads layer part attributes with the spelling of the service\'s answers', () => {
    // The profile table writes ...UTC and ...CE90; DescribeFeatureType and GetFeature answer ...Utc and ...Ce90.
    const parts = blocks.filter((b) => /LayerParts\//.test(b.rel));
    expect(parts.filter((b) => /"(ingestionDate|imagingTimeBegin|imagingTimeEnd)UTC"|"horizontalAccuracyCE90"|get\('\w+(UTC|CE90)'\)/.test(b.body)).map(where)).toEqual([]);
    const profile = file('docs/MapColonies/Raster/services/LayerParts/layer-parts-profile-v1.md').text;
    for (const t of ['`imagingTimeEndUtc`', '`horizontalAccuracyCe90`', '`ingestionDateUtc`', '1.67638e-7 to 0.703125', '0.0185 to 78273']) expect(profile, t).toContain(t);
    // No change policy of the profile is published.
    expect(hits(files, /such additions do not change the meaning|v1 still available while clients migrate/)).toEqual([]);
  });

  it('writes 3D record fields with their published types and names OSGB only as a delivery format', () => {
    expect(hits(files, /<mc:productVersion>\d+\.\d+<\/mc:productVersion>/, about(/3D\//))).toEqual([]);
    const v2 = file('docs/MapColonies/3D/services/catalog/catalog-profile-v2.md').text;
    expect(v2).toMatch(/\| `mc:productVersion` \| int \|/);
    expect(v2).toMatch(/\| `ows:BoundingBox` \| WKT \|/);
    expect(file('docs/MapColonies/3D/3d-overview.md').text).toMatch(/OSGB[^.]*legacy/);
    expect(hits(files, /also known as \*\*smart reality\*\*|every 3D Tiles client (handles|reads)/)).toEqual([]);
  });

  it('writes catalog dates dd/mm/yyyy in prose too, and carto colours the style uses', () => {
    expect(hits(files, /`mc:(imagingTime\w+|creationDate|updateDate)UTC`[^\n]*`\d{4}-\d{2}-\d{2}/)).toEqual([]);
    // Values that openstreetmap-carto does not use (river areas share the water colour; pitch is #88e0be; protected areas #008000).
    expect(hits(files, /#8fcadd|#aae0cb|#65870f/i, about(/osm-carto\//))).toEqual([]);
  });

  it('tells each client library, release and cadence the way the provider publishes it', () => {
    // The provider's viewer comparison marks the ArcGIS SDK as not reading 3D Tiles, and CesiumJS and Leaflet as not reading WMTS capabilities.
    expect(hits(files, /ArcGIS SDK handles integrated-mesh|ArcGIS for integrated meshes|Already on ArcGIS\?|Integrated meshes in recent versions|ArcGIS Maps SDK\] --> WMTS & T3D|clients that read capabilities: OpenLayers, CesiumJS, Leaflet/)).toEqual([]);
    // The release of the hosted Nominatim is not published; neither is a replication cadence or an HTTPS-only webhook.
    expect(hits(files, /Nominatim 4\.x|\(4\.x API\)|replicate[^.\n]*every few minutes|reachable from the platform over HTTPS|you do not need CSW/)).toEqual([]);
    // WMTS_KVP links arrived in Q1 2023, after the Q4 2022 release removed the WMTS layer link.
    expect(file('blog/2022-12-28-2022-q4.md').text).not.toContain('WMTS_KVP');
    expect(file('blog/2023-03-29-2023-q1.md').text).toContain('`WMTS_KVP`');
    // The provider's 3D guide takes the "Best" terrain from the 3D catalog.
    expect(file('docs/MapColonies/3D/Guides/3d-getting-started.md').text).toContain('`QuantizedMeshDTMBest`');
  });

  it('claims no restricted keys and defines LEP90 no further than the provider does', () => {
    expect(hits(files, /key restricted to|restricted (API )?keys?/i)).toEqual([]);
    expect(hits(files, /LEP90[^.\n]*names the same statistic/)).toEqual([]);
  });
});
