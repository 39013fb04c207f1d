import path from 'node:path';
import { build, stop } from 'esbuild';
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
 * Bundles the client runtime and the theme with content hashes in their names, so they can be
 * cached forever. Code-split: search, diagrams and API-page helpers load only when used.
 */
export async function buildClientAssets(): Promise<ClientAssets> {
  const root = packageRoot();
  const mermaid = await mermaidAssets(root);
  const files = new Map<string, Uint8Array>(mermaid.files);
  // The stylesheets first: the client names the console's by its hashed file name.
  const css = await build({
    // The console's styles are a file of their own, loaded with the console (renderer/client/try-it/).
    entryPoints: { theme: path.join(root, 'theme/index.css'), 'api-console': path.join(root, 'theme/api-console.css') },
    bundle: true,
    minify: true,
    entryNames: '[name]-[hash]',
    outdir: 'assets/css',
    write: false,
    logLevel: 'silent',
  });
  const consoleCss = css.outputFiles.map((f) => path.basename(f.path)).find((name) => name.startsWith('api-console-')) ?? '';
  const js = await build({
    entryPoints: { portal: path.join(root, 'renderer/client/entry.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    // The client imports mermaid from this path at run time (see renderer/client/content/mermaid.ts).
    define: {
      'process.env.NODE_ENV': '"production"',
      PORTAL_MERMAID_PATH: JSON.stringify(mermaid.entry),
      PORTAL_CONSOLE_CSS: JSON.stringify(consoleCss),
    },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    outdir: 'assets/js',
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  let entry = '';
  let cssFile = '';
  const cwd = process.cwd();
  for (const f of [...js.outputFiles, ...css.outputFiles]) {
    const rel = path.relative(cwd, f.path).split(path.sep).join('/');
    files.set(rel, f.contents);
    if (/^assets\/js\/portal-[^/]+\.js$/.test(rel)) entry = rel;
    if (/^assets\/css\/theme-[^/]+\.css$/.test(rel)) cssFile = rel;
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
