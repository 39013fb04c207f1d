import path from 'node:path/posix';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import type { RouteGraph } from '../../model/graph.ts';
import type { LoadedSite, OutLink } from '../load/types.ts';
import type { LoadedApi } from '../../model/api.ts';
import { closest } from '../../model/slug.ts';

export interface CheckInput {
  site: LoadedSite;
  graph: RouteGraph;
  /** Files under static/ (as URL paths below the base) and emitted spec files. */
  extraPaths?: ReadonlySet<string>;
  /** The site's specs: links in their descriptions are checked like links in markdown. */
  apis?: readonly LoadedApi[];
}

/**
 * The check stage: every link written in content must reach a route of the graph or a file, and
 * every #anchor an id that page really renders. Warnings, as the spec asks; `--strict` upgrades.
 */
export function checkLinks({ site, graph, extraPaths = new Set(), apis = [] }: CheckInput): Diagnostic[] {
  const routes = new Set(graph.routes.map((r) => r.path));
  const staticPaths = new Set([...site.staticFiles.map((f) => `/${f.relPath}`), ...extraPaths]);
  const markdownFiles = [...site.docs, ...site.posts, ...site.pages].map((f) => f.relPath);
  const out: Diagnostic[] = [];

  /** `relPath`: where a relative path was resolved from, for the "did you mean" of a missing file. */
  const check = (source: { display: string; relPath: string; pointer?: string }, link: OutLink) => {
    const at = {
      file: source.display,
      point: { line: link.line, column: link.column },
      ...(source.pointer !== undefined ? { pointer: source.pointer } : {}),
    };
    const t = link.target;
    if (t.kind === 'external') return;
    if (t.kind === 'missing-file') {
      const guess = closest(t.file, markdownFiles);
      const rel = guess ? path.relative(path.dirname(source.relPath), guess) : undefined;
      out.push(
        diagnostic('warning', 'broken-link', `the link "${link.url}" points to ${t.file}, which does not exist`, {
          ...at,
          hint: rel ? `did you mean ${rel.startsWith('.') ? rel : `./${rel}`}?` : 'check the relative path from this file',
        }),
      );
      return;
    }
    if (t.kind === 'asset') {
      if (!t.exists && !staticPaths.has(t.path)) {
        out.push(
          diagnostic('warning', 'broken-link', `the file "${link.url}" does not exist`, {
            ...at,
            hint: t.path.startsWith('/_files/') ? 'put it next to the page or under static/' : `put it at static${t.path}`,
          }),
        );
      }
      return;
    }
    if (!routes.has(t.path)) {
      if (staticPaths.has(t.path)) return;
      const guess = closest(t.path, routes);
      out.push(
        diagnostic('warning', 'broken-link', `the link "${link.url}" points to ${t.path}, which is not a page of the site`, {
          ...at,
          hint: guess ? `did you mean ${guess}?` : 'link to a markdown file with a relative path, or to an existing route',
        }),
      );
      return;
    }
    if (t.hash === undefined) return;
    const ids = graph.anchors.get(t.path);
    if (!ids || ids.has(t.hash)) return;
    const guess = closest(t.hash, ids);
    out.push(
      diagnostic('warning', 'broken-anchor', `the anchor "#${t.hash}" does not exist on ${t.path}`, {
        ...at,
        hint: guess ? `did you mean #${guess}?` : 'anchors are the slugs of the page headings, e.g. "## Get a token" is #get-a-token',
      }),
    );
  };

  for (const doc of site.docs) for (const link of doc.content.links) check(doc, link);
  for (const post of site.posts) for (const link of post.content.links) check(post, link);
  for (const page of site.pages) for (const link of page.content.links) check(page, link);
  for (const api of apis)
    for (const link of api.links ?? []) check({ display: link.file, relPath: api.config.spec, pointer: link.pointer }, link);
  return out;
}
