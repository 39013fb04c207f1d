import path from 'node:path';
import { build, stop, type Plugin } from 'esbuild';
import { packageRoot } from '../util/package-root.ts';
import { childrenGone } from '../util/children.ts';
import { mermaidAssets } from './mermaid-assets.ts';
import { groupPreloads } from './preload.ts';
import type { PageGroup } from '../../renderer/pages/page-groups.ts';

export interface ClientAssets {
  /** Output path (relative to the site output) -> contents. */
  files: Map<string, Uint8Array>;
  /** Output path -> absolute source file: files copied as they are. */
  copies: Map<string, string>;
  /** Path of the entry script and the stylesheet, relative to the site output. */
  entry: string;
  css: string;
  /** Per page group, the chunks a page of that group preloads (relative to the site output). */
  preload: Record<PageGroup, string[]>;
}

/**
 * The browser runs Preact's compat layer in place of React (about 8 KB gzipped against React's
 * 42): the same components, hooks and hydration, while the server render stays on
 * react-dom/server. Every import of react, react-dom (react-dom/client, react/jsx-runtime...) in the
 * client bundle, a site's own components included, resolves to preact/compat. Resolved from the
 * package's own folder: esbuild's `alias` resolves from the working directory, which is the site's,
 * where preact need not be installed.
 */
function reactToPreact(root: string): Plugin {
  return {
    name: 'react-to-preact',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) =>
        b.resolve(args.path.replace(/^react(-dom)?/, 'preact/compat'), { kind: args.kind, resolveDir: root }),
      );
    },
  };
}

/**
 * Bundles the client runtime and the theme with content hashes in their names, so they can be
 * cached forever. Code-split: search, diagrams and API-page helpers load only when used.
 */
export async function buildClientAssets(): Promise<ClientAssets> {
  const root = packageRoot();
  const mermaid = await mermaidAssets(root);
  const files = new Map<string, Uint8Array>(mermaid.files);
  const [js, css] = await Promise.all([
    build({
      entryPoints: { portal: path.join(root, 'renderer/client/entry.tsx') },
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      jsx: 'automatic',
      plugins: [reactToPreact(root)],
      // The client imports mermaid from this path at run time (see renderer/client/content/mermaid.ts).
      define: { 'process.env.NODE_ENV': '"production"', PORTAL_MERMAID_PATH: JSON.stringify(mermaid.entry) },
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      outdir: 'assets/js',
      write: false,
      metafile: true,
      legalComments: 'none',
      logLevel: 'silent',
    }),
    build({
      entryPoints: { theme: path.join(root, 'theme/index.css') },
      bundle: true,
      minify: true,
      entryNames: '[name]-[hash]',
      outdir: 'assets/css',
      write: false,
      logLevel: 'silent',
    }),
  ]);
  let entry = '';
  let cssFile = '';
  const cwd = process.cwd();
  for (const f of [...js.outputFiles, ...css.outputFiles]) {
    const rel = path.relative(cwd, f.path).split(path.sep).join('/');
    files.set(rel, f.contents);
    if (/^assets\/js\/portal-[^/]+\.js$/.test(rel)) entry = rel;
    if (rel.endsWith('.css')) cssFile = rel;
  }
  if (!entry || !cssFile) throw new Error('the client bundle has no entry script or stylesheet');
  return { files, copies: new Map(), entry, css: cssFile, preload: groupPreloads(js.metafile, cwd, root, entry) };
}

/**
 * Ends esbuild's service process and waits until it has exited and been reaped: a command that is
 * done leaves nothing behind, not even an exited process for PID 1 to reap (esbuild's `stop()`
 * only sends the signal).
 */
export async function stopBundler(): Promise<void> {
  await stop();
  await childrenGone('esbuild');
}
