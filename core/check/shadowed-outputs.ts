import type { LoadedApi } from '../../model/api.ts';
import { CONSOLE_DATA_FILE } from '../../model/api-console.ts';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import type { RouteGraph } from '../../model/graph.ts';
import { twinPath } from '../../model/twin-path.ts';
import { routeOutputFile } from '../../model/url.ts';
import { ANCHOR_INDEX_FILE } from '../../openapi/anchor-index.ts';
import type { LoadedSite } from '../load/types.ts';
import { displayPath } from '../util/files.ts';

export interface ShadowInput {
  site: LoadedSite;
  graph: RouteGraph;
  apis: readonly LoadedApi[];
}

/**
 * Folders the build fills with names of its own (hashes, routes): a file of static/ there would
 * be fetched by the client as if the build had made it (the scripts, styles, search and sidebar
 * files are the shell's), so none may be published. Pages need no folder of their own: client
 * navigation fetches a page's own index.html, which is listed by route.
 */
const OWNED_FOLDERS: readonly [string, string][] = [
  ['assets/js/', "the build's scripts"],
  ['assets/css/', "the build's stylesheets"],
  ['assets/search/', 'the search index'],
  ['assets/sidebars/', 'the sidebar files'],
  ['assets/mermaid-', 'the diagram library'],
  ['_files/', 'the files pages link to'],
  ['__portal/', "the preview server's own paths"],
];

/** Every file the build writes for one locale, with what it is (relative to the locale's output folder). */
function builtFiles({ graph, apis }: ShadowInput): Map<string, string> {
  const out = new Map<string, string>();
  for (const route of graph.routes) {
    out.set(routeOutputFile(route.path), `the page ${route.path}`);
    if (route.path !== '/') out.set(`${route.path.slice(1)}.html`, `the page ${route.path} (as hosts serve x.html for x)`);
    if (route.kind === 'doc') out.set(twinPath(route.path).slice(1), `the markdown twin of ${route.path}`);
  }
  for (const [file, what] of [
    ['404.html', 'the not-found page'],
    ['sitemap.xml', 'the sitemap'],
    ['robots.txt', 'robots.txt'],
    ['llms.txt', 'llms.txt'],
    ['llms-full.txt', 'llms-full.txt'],
  ])
    out.set(file as string, what as string);
  for (const link of graph.feed?.links ?? []) out.set(link.path.slice(1), `the ${link.type} feed`);
  for (const api of apis) {
    const folder = api.config.route.slice(1);
    out.set(`${folder}/${api.config.spec.split('/').pop() ?? ''}`, `the copy of the spec ${api.config.spec}`);
    out.set(`${folder}/${ANCHOR_INDEX_FILE}`, `the anchor index of ${api.config.route}`);
    out.set(`${folder}/${CONSOLE_DATA_FILE}`, `the console data of ${api.config.route}`);
  }
  return out;
}

/**
 * A file of `static/` whose path is one the build writes would silently replace the build's own
 * output (the page of a route, the theme's stylesheet, the sitemap, a feed): an error naming
 * both, so the build stops before writing anything. Paths are compared without case, as a
 * case-insensitive file system would overwrite them.
 */
export function shadowedOutputs(input: ShadowInput): Diagnostic[] {
  const built = new Map([...builtFiles(input)].map(([file, what]) => [file.toLowerCase(), { file, what }]));
  const out: Diagnostic[] = [];
  for (const f of input.site.staticFiles) {
    const lower = f.relPath.toLowerCase();
    const exact = built.get(lower);
    const folder = OWNED_FOLDERS.find(([prefix]) => lower.startsWith(prefix));
    if (!exact && !folder) continue;
    const what = exact ? `${exact.file}, ${exact.what}` : `${folder?.[0] ?? ''}, where the build writes ${folder?.[1] ?? ''}`;
    out.push(
      diagnostic('error', 'static-shadows-output', `static/${f.relPath} would replace ${what}`, {
        file: displayPath(f.absPath),
        hint: 'rename or move the file: the build writes this path itself, and a static file may not take its place',
      }),
    );
  }
  return out;
}
