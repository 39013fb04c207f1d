import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { figure, type Figure } from '../measure.ts';

/** The page kinds the issue names, each found in the build by the data its page carries. */
const KINDS = ['home', 'docs page', 'docs page with a diagram', 'blog post', 'tag page', 'API page'] as const;

/** Every page of the build: its route (from the page's own data) and its HTML. */
async function listPages(out: string): Promise<{ route: { kind: string; path: string }; html: string }[]> {
  const pages = [];
  for (const entry of await readdir(out, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const html = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    const data = /<script type="application\/json" id="__portal-data">(.*?)<\/script>/s.exec(html)?.[1];
    if (data) pages.push({ route: (JSON.parse(data) as { route: { kind: string; path: string } }).route, html });
  }
  // In the order of the routes' names (`docs/x.json`), as the page-data files of earlier builds sorted: the same picks.
  const key = (p: string) => (p === '/' ? 'index.json' : `${p.slice(1)}.json`);
  return pages.sort((a, b) => (key(a.route.path) < key(b.route.path) ? -1 : 1));
}

/** One route of each kind (the first in route order), by its route path. */
export async function pickPages(out: string): Promise<Map<(typeof KINDS)[number], string>> {
  const picked = new Map<(typeof KINDS)[number], string>();
  for (const { route, html } of await listPages(out)) {
    const kind =
      route.kind === 'home'
        ? 'home'
        : route.kind === 'doc'
          ? html.includes('class="mermaid-diagram"')
            ? 'docs page with a diagram'
            : 'docs page'
          : route.kind === 'blog-post'
            ? 'blog post'
            : route.kind === 'docs-tag'
              ? 'tag page'
              : route.kind === 'api'
                ? 'API page'
                : undefined;
    if (kind && !picked.has(kind)) picked.set(kind, route.path);
    if (picked.size === KINDS.length) break;
  }
  return picked;
}

const gz = (data: Uint8Array | string) => gzipSync(data, { level: 9 }).byteLength;

/** The budget for the JavaScript a docs page loads before any interaction, gzipped, React 19 counted (DESIGN.md). */
const JS_BUDGET_KB = 80;

/** What a client file holds, where the minified text tells: React's runtime leaves its error-decoder URL. */
function holds(data: Buffer): string {
  const text = data.toString('utf8');
  if (text.includes('reactjs.org/docs/error-decoder') || text.includes('react.dev/errors')) return ', holds react and react-dom';
  return '';
}

/** A module and every module it imports statically (esbuild writes `from"./chunk-X.js"`, or `from"/base/assets/js/chunk-X.js"`). */
export async function moduleClosure(out: string, baseUrl: string, hrefs: readonly string[]): Promise<Map<string, Buffer>> {
  const seen = new Map<string, Buffer>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    const data = await readFile(file);
    seen.set(file, data);
    const text = data.toString('utf8');
    // Relative, or under the base path when the site has code of its own (esbuild's publicPath).
    for (const m of text.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["']((?:\.{1,2})?\/[^"']+)["']/g)) {
      const spec = m[1] as string;
      await visit(spec.startsWith('/') ? path.join(out, spec.slice(baseUrl.length)) : path.resolve(path.dirname(file), spec));
    }
  };
  for (const href of hrefs) await visit(path.join(out, href.slice(baseUrl.length)));
  return seen;
}

/** HTML, CSS and JS each page kind loads before any interaction, raw and gzipped (each file on its own, as served). */
export async function weightSuite(out: string, baseUrl: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  // React (react, react-dom's client) and what those chunks import: what a page's first island adds.
  const jsDir = path.join(out, 'assets/js');
  const reactFiles: string[] = [];
  for (const f of await readdir(jsDir)) if (holds(await readFile(path.join(jsDir, f)))) reactFiles.push(`${baseUrl}assets/js/${f}`);
  for (const [kind, route] of await pickPages(out)) {
    const htmlFile = path.join(out, route === '/' ? 'index.html' : path.join(route.slice(1), 'index.html'));
    const html = await readFile(htmlFile, 'utf8');
    const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1] as string);
    const css = await Promise.all(
      attr(/<link rel="stylesheet" href="([^"]+)"/g).map((h) => readFile(path.join(out, h.slice(baseUrl.length)))),
    );
    const js = await moduleClosure(out, baseUrl, [
      ...attr(/<script type="module" src="([^"]+)"/g),
      ...attr(/<link rel="modulepreload" href="([^"]+)"/g),
    ]);
    const sum = (files: Iterable<Buffer>, f: (b: Buffer) => number) => [...files].reduce((n, b) => n + f(b), 0) / 1024;
    const suite = 'page weight';
    const name = `${kind} (${route})`;
    const total = sum(js.values(), gz);
    figures.push(
      figure(suite, `${name}: HTML`, 'KB', [Buffer.byteLength(html) / 1024], { note: `${(gz(html) / 1024).toFixed(1)} KB gzipped` }),
      figure(suite, `${name}: HTML gzipped`, 'KB', [gz(html) / 1024]),
      figure(suite, `${name}: CSS gzipped`, 'KB', [sum(css, gz)], { note: `${sum(css, (b) => b.byteLength).toFixed(1)} KB raw` }),
      figure(suite, `${name}: JS before interaction, gzipped`, 'KB', [total], {
        note: `${js.size} files, ${sum(js.values(), (b) => b.byteLength).toFixed(1)} KB raw`,
        ...(kind.startsWith('docs page') ? { budget: JS_BUDGET_KB } : {}),
      }),
    );
    if (kind === 'docs page') {
      const withReact = await moduleClosure(
        out,
        baseUrl,
        [...js.keys()].map((f) => `${baseUrl}${path.relative(out, f)}`).concat(reactFiles),
      );
      figures.push(
        figure(suite, `${name}: JS once its first island is hydrated (React 19 loaded), gzipped`, 'KB', [sum(withReact.values(), gz)], {
          note: `${withReact.size} files; React loads on the first use of the sidebar or search, or when a component of the site comes into view`,
          budget: JS_BUDGET_KB,
        }),
      );
    }
    // The budget line of the plain docs page names each file's share, largest first.
    if (kind === 'docs page') {
      for (const [file, data] of [...js].sort((a, b) => gz(b[1]) - gz(a[1]))) {
        const kb = gz(data) / 1024;
        figures.push(
          figure(suite, `${name}: JS share: ${path.relative(out, file)}`, 'KB', [kb], {
            note: `${((kb / total) * 100).toFixed(1)} %${holds(data)}`,
          }),
        );
      }
    }
  }
  return figures;
}
