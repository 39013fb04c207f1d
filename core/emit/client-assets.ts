import path from 'node:path';
import { build, stop } from 'esbuild';
import { packageRoot } from '../util/package-root.ts';
import { childrenGone } from '../util/children.ts';
import { mermaidAssets } from './mermaid-assets.ts';
import { siteCssOptions } from '../theme/site-css.ts';
import { bundleDiagnostics, hasSiteCode, siteCodeOptions, type SiteCodePlan } from '../theme/site-bundle.ts';
import { createHash } from 'node:crypto';
import { formatDiagnostic, PortalError } from '../../model/diagnostics.ts';
import type { ThemeConfig } from '../config/types.ts';
import { clientChunks, type ClientChunks } from './client-chunks.ts';

export interface ClientAssets {
  /** Output path (relative to the site output) -> contents. */
  files: Map<string, Uint8Array>;
  /** Output path -> absolute source file: files copied as they are. */
  copies: Map<string, string>;
  /** Path of the entry script and the stylesheet, relative to the site output. */
  entry: string;
  css: string;
  /** The chunks by when a page loads them (before any interaction, with its first island), for the weight report. */
  chunks: ClientChunks;
}

export interface ClientAssetsInput {
  /** The site folder and its theme settings: the palette and the site's stylesheets join the theme. */
  siteDir?: string;
  theme?: ThemeConfig;
  /** The site's own React code (theme replacements, pages, MDX components), bundled in with the client. */
  siteCode?: SiteCodePlan;
  /**
   * Which build of React the browser runs: production, or development (unminified, with React's
   * warnings: hydration mismatches, keys), which the browser tests use to prove every page kind
   * hydrates without one. Default: production, or development when PORTAL_REACT_BUILD=development.
   */
  react?: 'production' | 'development';
}

/**
 * Bundles the client runtime and the theme with content hashes in their names, so they can be
 * cached forever. Code-split: React and the islands, search, diagrams and API-page helpers load
 * only when used; the entry itself holds no React.
 */
export async function buildClientAssets(input: ClientAssetsInput = {}): Promise<ClientAssets> {
  const root = packageRoot();
  const react = input.react ?? (process.env.PORTAL_REACT_BUILD === 'development' ? 'development' : 'production');
  const mermaid = await mermaidAssets(root);
  const files = new Map<string, Uint8Array>(mermaid.files);
  // The site's stylesheet (theme, palette, custom CSS) and the console's, loaded with the console
  // (renderer/client/try-it/); the client names the console's by its hashed file name.
  const [themeCss, consoleCssBuild] = await Promise.all([
    build({ ...siteCssOptions({ root, ...input }), write: false }),
    build({
      entryPoints: { 'api-console': path.join(root, 'theme/api-console.css') },
      bundle: true,
      minify: true,
      entryNames: '[name]-[hash]',
      outdir: 'assets/css',
      write: false,
      logLevel: 'silent',
    }),
  ]);
  const css = { outputFiles: [...themeCss.outputFiles, ...consoleCssBuild.outputFiles] };
  const consoleCss = consoleCssBuild.outputFiles.map((f) => path.basename(f.path)).find((name) => name.startsWith('api-console-')) ?? '';
  const siteCode = input.siteCode && hasSiteCode(input.siteCode) ? siteCodeOptions(input.siteCode, root, 'browser') : undefined;
  const js = await build({
    entryPoints: { portal: path.join(root, 'renderer/client/entry.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    // Identifiers always: they name CSS-module classes, which must be the server bundle's names.
    minifyIdentifiers: true,
    minifySyntax: react === 'production',
    minifyWhitespace: react === 'production',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    // The client imports mermaid from this path at run time (see renderer/client/content/mermaid.ts).
    define: {
      'process.env.NODE_ENV': JSON.stringify(react),
      PORTAL_MERMAID_PATH: JSON.stringify(mermaid.entry),
      PORTAL_CONSOLE_CSS: JSON.stringify(consoleCss),
    },
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    outdir: 'assets/js',
    legalComments: 'none',
    logLevel: 'silent',
    ...(siteCode ?? {}),
    write: false,
    metafile: true,
  }).catch((error: unknown) => {
    throw input.siteCode
      ? new PortalError(
          {
            code: 'site-code',
            message: `the site's code could not be bundled for the browser: ${bundleDiagnostics(error).map(formatDiagnostic).join('; ')}`,
          },
          { cause: error },
        )
      : error;
  });
  let entry = '';
  let cssFile = '';
  const siteCss: Uint8Array[] = [];
  const cwd = process.cwd();
  for (const f of [...js.outputFiles, ...css.outputFiles]) {
    const rel = path.relative(cwd, f.path).split(path.sep).join('/');
    // CSS that site code imports (CSS modules included) joins the one stylesheet below. The entry's
    // CSS file holds it all; each lazy chunk's CSS file repeats its own part.
    if (/^assets\/js\/.+\.css$/.test(rel)) {
      if (/^assets\/js\/portal-[^/]+\.css$/.test(rel)) siteCss.push(f.contents);
      continue;
    }
    if (rel.endsWith('.css.map') || rel.endsWith('.js.map')) continue;
    files.set(rel, f.contents);
    if (/^assets\/js\/portal-[^/]+\.js$/.test(rel)) entry = rel;
    if (/^assets\/css\/theme-[^/]+\.css$/.test(rel)) cssFile = rel;
  }
  if (!entry || !cssFile) throw new Error('the client bundle has no entry script or stylesheet');
  if (siteCss.length > 0) {
    const joined = Buffer.concat([Buffer.from(files.get(cssFile) ?? new Uint8Array()), ...siteCss.map((c) => Buffer.from(c))]);
    files.delete(cssFile);
    cssFile = `assets/css/theme-${createHash('sha256').update(joined).digest('base64url').slice(0, 10)}.css`;
    files.set(cssFile, joined);
  }
  return { files, copies: new Map(), entry, css: cssFile, chunks: clientChunks(js.metafile, cwd, root, entry) };
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
