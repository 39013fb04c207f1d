import { gzipSync } from 'node:zlib';
import type { RouteKind } from '../../model/routes.ts';
import type { RouteGraph } from '../../model/graph.ts';
import { routeOutputFile } from '../../model/url.ts';
import type { ClientAssets } from './client-assets.ts';

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
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (data: Uint8Array) => gzipSync(data).byteLength;

/**
 * Client files and their sizes: `before`, what every page loads before any interaction (the entry,
 * its static imports, the stylesheet); `islands`, what the first island hydrated adds (React,
 * react-dom, the islands' root). A page of any kind loads the same entry: what differs by kind is
 * its HTML and whether it has islands.
 */
function clientWeight(client: ClientAssets): { before: Weight; islands: Weight } {
  return { before: measure(client, [...client.chunks.entry, client.css]), islands: measure(client, client.chunks.islandRuntime) };
}

interface Weight {
  raw: number;
  gzip: number;
  files: number;
}

/** Files as served, each gzipped on its own. */
function measure(client: ClientAssets, files: readonly string[]): Weight {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const data = client.files.get(f);
    if (!data) continue;
    raw += data.byteLength;
    gzip += gz(data);
  }
  return { raw, gzip, files: files.length };
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
    }));
  const heaviest = [...pages].sort((a, b) => b.html - a.html).slice(0, 20);
  const assets = [...written]
    .filter(([rel]) => rel.startsWith('assets/'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20);
  const kinds = new Map<RouteKind, PageWeight[]>();
  for (const p of pages) kinds.set(p.kind, [...(kinds.get(p.kind) ?? []), p]);
  const total = [...written.values()].reduce((n, b) => n + b, 0);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const weight = clientWeight(client);
  return `# Page weight report

${pages.length} pages, ${written.size} files written, ${(total / 1024 / 1024).toFixed(1)} MB (files copied as they are, such as static images and mermaid, are not counted).

## What a page loads

Every page loads the same client before any interaction: the entry script, its imports and the
stylesheet (${kb(weight.before.raw)} raw, **${kb(weight.before.gzip)} gzipped**, ${weight.before.files} files, each gzipped on its own).
Its first island adds React and the islands' root (${kb(weight.islands.raw)} raw, **${kb(weight.islands.gzip)} gzipped**, ${weight.islands.files} files),
when the reader first uses the search box or the sidebar, opens the mobile menu, or a component of the
site's own comes into view; then each island's own code.

| kind | pages | HTML median | HTML largest |
| --- | --- | --- | --- |
${[...kinds]
  .map(
    ([kind, list]) =>
      `| ${kind} | ${list.length} | ${kb(median(list.map((p) => p.html)))} | ${kb(list.reduce((m, p) => Math.max(m, p.html), 0))} |`,
  )
  .join('\n')}

## Heaviest pages

| page | kind | HTML |
| --- | --- | --- |
${heaviest.map((p) => `| ${p.path} | ${p.kind} | ${kb(p.html)} |`).join('\n')}

## Heaviest assets

| file | size |
| --- | --- |
${assets.map(([rel, bytes]) => `| ${rel} | ${kb(bytes)} |`).join('\n')}
`;
}
