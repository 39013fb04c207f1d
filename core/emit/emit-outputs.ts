import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { DocRoute } from '../../model/routes.ts';
import type { RouteGraph } from '../../model/graph.ts';
import type { DocFile, LoadedSite } from '../load/types.ts';
import { twinPath } from '../../model/twin-path.ts';
import { buildFeeds } from './feeds.ts';
import { llmsFullTxt, llmsTxt } from './llms.ts';
import { titledTwin } from './twin-title.ts';
import { twinUrlResolver } from './twin-links.ts';
import { mapLimited, READ_LIMIT } from '../util/map-limited.ts';

export interface OutputsInput {
  graph: RouteGraph;
  site: LoadedSite;
  write: (relPath: string, data: string) => Promise<void>;
  /** Twins of an earlier run (the dev server keeps one), reused while their inputs are the same. */
  twinCache?: TwinCache;
}

/** Doc file -> the key of what its twin was made from, and the twin. */
export type TwinCache = Map<string, { key: string; text: string }>;

export function createTwinCache(): TwinCache {
  return new Map();
}

export async function emitFeeds({ graph, write }: Pick<OutputsInput, 'graph' | 'write'>): Promise<void> {
  if (graph.feed) await Promise.all(buildFeeds(graph.site, graph.routes, graph.feed).map((feed) => write(feed.file, feed.text)));
}

/** The markdown twin of every doc page, llms.txt and llms-full.txt. */
export async function emitReaderFiles({ graph, site, write, twinCache }: OutputsInput): Promise<void> {
  const writes: Promise<void>[] = [];
  const twins = await docTwins(graph, site, twinCache);
  for (const [path, text] of twins) writes.push(write(twinPath(path).slice(1), text));
  writes.push(write('llms.txt', llmsTxt(graph, twins)), write('llms-full.txt', llmsFullTxt(graph, twins)));
  await Promise.all(writes);
}

/** Route path -> markdown twin, for every doc route the graph kept. */
async function docTwins(graph: RouteGraph, site: LoadedSite, cache: TwinCache | undefined): Promise<Map<string, string>> {
  const files = new Map(site.docs.map((d) => [d.path, d]));
  const routes = graph.routes.filter((r): r is DocRoute => r.kind === 'doc');
  // A twin the workers did not make is made from its file: a few files read at a time.
  const entries = await mapLimited(routes, READ_LIMIT, async (route): Promise<[string, string] | undefined> => {
    const doc = files.get(route.path);
    return doc ? [route.path, await twinOf(graph, doc, route, cache)] : undefined;
  });
  return new Map(entries.filter((e): e is [string, string] => e !== undefined));
}

async function twinOf(graph: RouteGraph, doc: DocFile, route: DocRoute, cache: TwinCache | undefined): Promise<string> {
  // The markdown workers made the twin from the text they parsed anyway (and the caches kept it).
  if (doc.content.twin) return titledTwin(doc.content.twin, route.title);
  const { site } = graph;
  const targets = new Map(doc.content.links.map((l) => [l.url, l.target]));
  const resolveUrl = twinUrlResolver(doc.content.links, site);
  try {
    const text = await readFile(doc.absPath, 'utf8');
    // Parsing is most of a twin's cost; the dev server skips it for files that did not change.
    const key = cache
      ? hash([text, route.title, site.url, site.baseUrl, String(site.trailingSlash), JSON.stringify([...targets])].join('\0'))
      : '';
    const hit = cache?.get(doc.relPath);
    if (hit && hit.key === key) return hit.text;
    // The parser loads only here: the workers made the twins of every file they rendered.
    const { markdownTwin } = await import('./markdown-twin.ts');
    const twin = markdownTwin({ text, mdx: /\.mdx$/i.test(doc.relPath), title: route.title, resolveUrl });
    cache?.set(doc.relPath, { key, text: twin });
    return twin;
  } catch {
    // The page itself built; its twin falls back to the words it shows rather than failing the build.
    return `# ${route.title}\n\n${doc.content.text}\n`;
  }
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}
