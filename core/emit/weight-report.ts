import { gzipSync } from 'node:zlib';
import type { RouteKind } from '../../model/routes.ts';
import type { RouteGraph } from '../../model/graph.ts';
import { routeOutputFile } from '../../model/url.ts';
import { PAGE_KINDS } from '../../renderer/pages/page-groups.ts';
import type { ClientAssets } from './client-assets.ts';
import { pageDataFile } from '../../model/url.ts';

export interface WeightInput {
  graph: RouteGraph;
  client: ClientAssets;
  /** Every file the build wrote, by output path, with its size in bytes. */
  written: ReadonlyMap<string, number>;
}

interface PageWeight {
  path: string;
  kind: RouteKind;
  html: number;
  data: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (data: Uint8Array) => gzipSync(data).byteLength;

/** The client files a page of each group loads before any interaction: entry, its static imports, its preloads. */
function loadedBeforeInteraction(client: ClientAssets, kind: RouteKind): { raw: number; gzip: number; files: number } {
  const seen = new Set<string>();
  const visit = (rel: string) => {
    if (seen.has(rel)) return;
    const data = client.files.get(rel);
    if (!data) return;
    seen.add(rel);
    const text = Buffer.from(data).toString('utf8');
    for (const m of text.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+)["']/g))
      visit(`${rel.slice(0, rel.lastIndexOf('/') + 1)}${m[1] as string}`);
  };
  visit(client.entry);
  for (const f of client.preload[PAGE_KINDS[kind]]) visit(f);
  visit(client.css);
  let raw = 0;
  let gzip = 0;
  for (const f of seen) {
    const data = client.files.get(f) as Uint8Array;
    raw += data.byteLength;
    gzip += gz(data);
  }
  return { raw, gzip, files: seen.size };
}

/**
 * `portal build --report`: the heaviest pages and assets and what each page kind loads, as
 * markdown beside the output, so a team sees what makes its site heavy before its readers do.
 */
export function weightReport({ graph, client, written }: WeightInput): string {
  const pages: PageWeight[] = graph.routes
    .filter((r) => r.kind !== 'not-found')
    .map((r) => ({
      path: r.path,
      kind: r.kind,
      html: written.get(routeOutputFile(r.path)) ?? 0,
      data: written.get(pageDataFile(r.path)) ?? 0,
    }));
  const heaviest = [...pages].sort((a, b) => b.html + b.data - (a.html + a.data)).slice(0, 20);
  const assets = [...written]
    .filter(([rel]) => rel.startsWith('assets/'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20);
  const kinds = new Map<RouteKind, PageWeight[]>();
  for (const p of pages) kinds.set(p.kind, [...(kinds.get(p.kind) ?? []), p]);
  const total = [...written.values()].reduce((n, b) => n + b, 0);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return `# Page weight report

${pages.length} pages, ${written.size} files written, ${(total / 1024 / 1024).toFixed(1)} MB (files copied as they are, such as static images and mermaid, are not counted).

## What each page kind loads before any interaction

HTML is the median and the largest page of the kind; JS and CSS are the client files the page loads
before any interaction (entry, its imports, the preloaded chunks, the stylesheet), each gzipped on its own.

| kind | pages | HTML median | HTML largest | page-data median | JS + CSS raw | JS + CSS gzipped | files |
| --- | --- | --- | --- | --- | --- | --- | --- |
${[...kinds]
  .map(([kind, list]) => {
    const js = loadedBeforeInteraction(client, kind);
    return `| ${kind} | ${list.length} | ${kb(median(list.map((p) => p.html)))} | ${kb(list.reduce((m, p) => Math.max(m, p.html), 0))} | ${kb(median(list.map((p) => p.data)))} | ${kb(js.raw)} | ${kb(js.gzip)} | ${js.files} |`;
  })
  .join('\n')}

## Heaviest pages (HTML + page-data)

| page | kind | HTML | page-data |
| --- | --- | --- | --- |
${heaviest.map((p) => `| ${p.path} | ${p.kind} | ${kb(p.html)} | ${kb(p.data)} |`).join('\n')}

## Heaviest assets

| file | size |
| --- | --- |
${assets.map(([rel, bytes]) => `| ${rel} | ${kb(bytes)} |`).join('\n')}
`;
}
