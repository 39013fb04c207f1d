import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, stop, type Metafile } from 'esbuild';
import { packageRoot } from '../util/package-root.ts';
import { childrenGone } from '../util/children.ts';
import { mermaidAssets } from './mermaid-assets.ts';
import { readCachedClient, writeCachedClient, type ClientInputs } from './client-cache.ts';
import type { ClientAssets, ClientAssetsInput } from './client-types.ts';
import { clientChunks } from './client-chunks.ts';
import { siteCssOptions } from '../theme/site-css.ts';
import { buildInlineCss } from '../theme/page-css.ts';
import { bundleDiagnostics, hasSiteCode, siteCodeOptions } from '../theme/site-bundle.ts';
import type { PageGroup } from '../../renderer/pages/page-groups.ts';
import { createHash } from 'node:crypto';
import { formatDiagnostic, PortalError } from '../../model/diagnostics.ts';

export type { ClientAssets, ClientAssetsInput } from './client-types.ts';

/** Which build of React the browser runs (ClientAssetsInput.react): its default comes from PORTAL_REACT_BUILD. */
function reactBuild(input: ClientAssetsInput): 'production' | 'development' {
  return input.react ?? (process.env.PORTAL_REACT_BUILD === 'development' ? 'development' : 'production');
}

/**
 * Bundles the client runtime and the theme with content hashes in their names, so they can be
 * cached forever. Code-split: React and the islands, search, diagrams and API-page helpers load
 * only when used; the entry itself holds no React.
 */
export async function buildClientAssets(options: ClientAssetsInput = {}): Promise<ClientAssets> {
  // Resolved before the cache is asked: a development bundle is not a production one.
  const input = { ...options, react: reactBuild(options) };
  const hit = input.cache ? await readCachedClient(input.cache, input) : undefined;
  if (hit) return hit;
  const { assets, inputs } = await bundleClient(input);
  if (input.cache) await writeCachedClient(input.cache, input, assets, inputs);
  return assets;
}

/**
 * The files a build's metafile names (relative to `cwd`), as absolute paths; virtual modules
 * (`ns:...`, `<stdin>` and a stdin's `sourcefile`, which name no file) left out.
 */
function metafileInputs(meta: Metafile | undefined, cwd: string): string[] {
  return Object.keys(meta?.inputs ?? {})
    .filter((p) => !p.startsWith('<') && !/^[a-z-]+:/i.test(p))
    .map((p) => path.resolve(cwd, p))
    .filter((p) => existsSync(p));
}

async function bundleClient(input: ClientAssetsInput): Promise<{ assets: ClientAssets; inputs: ClientInputs }> {
  const root = packageRoot();
  const react = reactBuild(input);
  const mermaid = await mermaidAssets(root);
  const files = new Map<string, Uint8Array>(mermaid.files);
  // The site's stylesheet (theme, palette, custom CSS) and the console's, loaded with the console
  // (renderer/client/try-it/); the client names the console's by its hashed file name.
  const [themeCss, inlineCss, consoleCssBuild] = await Promise.all([
    build({ ...siteCssOptions({ root, ...input }), write: false, metafile: true }),
    buildInlineCss({ root, ...input }),
    build({
      entryPoints: { 'api-console': path.join(root, 'theme/api-console.css') },
      bundle: true,
      minify: true,
      entryNames: '[name]-[hash]',
      outdir: 'assets/css',
      write: false,
      metafile: true,
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
    // The site code's CSS ends every page's inline CSS too, as it ends the stylesheet.
    const codeCss = siteCss.map((c) => Buffer.from(c).toString('utf8')).join('');
    for (const group of Object.keys(inlineCss) as PageGroup[]) inlineCss[group] += codeCss;
  }
  const assets: ClientAssets = {
    files,
    copies: new Map(),
    entry,
    css: cssFile,
    inlineCss,
    chunks: clientChunks(js.metafile, cwd, root, entry),
    mermaidFiles: [...mermaid.files.keys()],
  };
  const inputs = [
    ...metafileInputs(js.metafile, cwd),
    ...metafileInputs(themeCss.metafile, cwd),
    ...metafileInputs(consoleCssBuild.metafile, cwd),
    mermaid.packageFile,
  ];
  return { assets, inputs: [...new Set(inputs)] };
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
