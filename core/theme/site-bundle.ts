import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildOptions, Message, Plugin } from 'esbuild';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { displayPath } from '../util/files.ts';
import { isThemeComponent, type ThemeComponentName } from '../../renderer/theme/registry.ts';
import type { SitePageFile } from './site-code-files.ts';
import { MEDIA_LOADERS } from './media-loaders.ts';
import { interactionJudge, type InteractionJudge } from './interaction.ts';

/**
 * Site code (the team's React under `src/`) is trusted like the config: it is bundled with esbuild
 * and runs at build time (prerendering) and in the browser (hydration). This is the one place it is
 * loaded. Markdown and MDX content never add code: MDX can only use a component this code exports.
 */
export interface SiteCodePlan {
  siteDir: string;
  baseUrl: string;
  /** Theme components the site replaces (src/theme/<Name>.tsx). */
  overrides: Partial<Record<ThemeComponentName, string>>;
  /** React pages (src/pages/*.tsx). */
  pages: SitePageFile[];
  /** Modules whose components MDX content uses, by site-relative path. */
  components: string[];
}

export function hasSiteCode(plan: SiteCodePlan): boolean {
  return Object.keys(plan.overrides).length > 0 || plan.pages.length > 0 || plan.components.length > 0;
}

const SITE_CODE_MODULE = 'renderer/site/site-code.ts';

/** Docusaurus modules site code may import, and portal's stand-ins for them. */
const DOCUSAURUS: Record<string, string> = {
  '@docusaurus/Link': 'renderer/site/compat/Link.tsx',
  '@docusaurus/useBaseUrl': 'renderer/site/compat/useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'renderer/site/compat/useDocusaurusContext.ts',
  '@docusaurus/Head': 'renderer/site/compat/Head.tsx',
  '@docusaurus/BrowserOnly': 'renderer/site/compat/BrowserOnly.tsx',
  '@docusaurus/ExecutionEnvironment': 'renderer/site/compat/ExecutionEnvironment.ts',
  '@docusaurus/Translate': 'renderer/site/compat/Translate.tsx',
  '@theme/Layout': 'renderer/site/compat/Layout.tsx',
};

/**
 * Packages Docusaurus sites commonly import, with portal's stand-ins for a site that does not have
 * them installed (a converted site has no node_modules yet); an installed package is used as it is.
 */
const PACKAGES: Record<string, string> = {
  clsx: 'renderer/site/compat/clsx.ts',
  'react-lite-youtube-embed': 'renderer/site/compat/LiteYouTubeEmbed.tsx',
  'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css': 'renderer/site/compat/empty.css',
  'react-github-btn': 'renderer/site/compat/GitHubButton.tsx',
};
const PACKAGE_NAMES = new RegExp(
  `^(${Object.keys(PACKAGES)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('|')})$`,
);

/** One copy of React for the portal and the site, or hooks would break across the two. */
const SHARED = /^(react|react-dom)(\/.*)?$/;

/** The module standing in for renderer/site/site-code.ts: static imports on the server, one lazy chunk per module in the browser. */
export function siteCodeModule(plan: SiteCodePlan, target: 'server' | 'browser'): string {
  const entries = (files: { rel: string; abs: string }[]) =>
    files
      .map(({ rel, abs }, i) =>
        target === 'server'
          ? `  ${JSON.stringify(rel)}: ready(m${i})`
          : `  ${JSON.stringify(rel)}: lazy(() => import(${JSON.stringify(abs)}))`,
      )
      .join(',\n');
  const pages = plan.pages.map((p) => ({ rel: p.relPath, abs: p.absPath }));
  const components = plan.components.map((rel) => ({ rel, abs: path.join(plan.siteDir, rel) }));
  if (target === 'server') {
    const all = [...pages, ...components];
    return [
      ...all.map(({ abs }, i) => `import * as m${i} from ${JSON.stringify(abs)};`),
      'const ready = (m) => ({ load: async () => {}, get: () => m });',
      `export const sitePages = {\n${entries(pages)}\n};`,
      `export const siteComponents = {\n${components.map(({ rel }, i) => `  ${JSON.stringify(rel)}: ready(m${i + pages.length})`).join(',\n')}\n};`,
    ].join('\n');
  }
  return [
    'const lazy = (load) => { let m; let p; return { load: () => (p ??= load().then((x) => { m = x; }, (e) => { p = undefined; throw e; })), get: () => m }; };',
    `export const sitePages = {\n${entries(pages)}\n};`,
    `export const siteComponents = {\n${entries(components)}\n};`,
  ].join('\n');
}

/**
 * Resolves what site code imports: `@site/...` (the site folder), `@theme/<Name>` (the site's own
 * theme component or the portal's), `@theme-original/<Name>` (always the portal's), `@portal/...`
 * (the portal package), the Docusaurus modules portal stands in for, and React (the portal's copy).
 * Inside the portal's renderer, an import of a theme component the site replaces gets the site's.
 */
export function siteCodePlugin(plan: SiteCodePlan, root: string, target: 'server' | 'browser'): Plugin {
  const renderer = path.join(root, 'renderer');
  const original = (name: string) => path.join(renderer, 'theme', `${name}.tsx`);
  const siteCode = path.join(root, SITE_CODE_MODULE);
  return {
    name: 'portal-site-code',
    setup(b) {
      const again = { portalSiteCode: true };
      // As a relative path from the site folder, so esbuild adds the extension or finds index.js as for any import.
      b.onResolve({ filter: /^@site\// }, async (args) => {
        const r = await b.resolve(`./${args.path.slice('@site/'.length)}`, {
          kind: args.kind,
          resolveDir: plan.siteDir,
          pluginData: again,
        });
        return r.errors.length > 0 ? { errors: r.errors } : { path: r.path, sideEffects: r.sideEffects };
      });
      b.onResolve({ filter: /^@portal\// }, (args) => ({ path: path.join(root, args.path.slice('@portal/'.length)) }));
      b.onResolve({ filter: /^@theme-original\// }, (args) => {
        const name = args.path.slice('@theme-original/'.length);
        return isThemeComponent(name)
          ? { path: original(name) }
          : { errors: [{ text: `"${args.path}": ${name} is not a portal theme component (see portal swizzle --list)` }] };
      });
      b.onResolve({ filter: /^@(theme|docusaurus)\// }, (args) => {
        const compat = DOCUSAURUS[args.path];
        if (compat) return { path: path.join(root, compat) };
        const name = args.path.slice('@theme/'.length);
        if (args.path.startsWith('@theme/') && isThemeComponent(name)) {
          const own = plan.overrides[name];
          // In the site's own replacement, `@theme/<Name>` is the original it wraps.
          return { path: own && own !== args.importer ? own : original(name) };
        }
        return {
          errors: [
            {
              text: `"${args.path}" is a Docusaurus module portal does not provide`,
              detail:
                'portal provides @docusaurus/Link, useBaseUrl, useDocusaurusContext, Head, BrowserOnly, ExecutionEnvironment, Translate, @theme/Layout and its own theme components (portal swizzle --list)',
            },
          ],
        };
      });
      b.onResolve({ filter: SHARED }, async (args) => {
        if (args.pluginData?.portalSiteCode) return undefined;
        const r = await b.resolve(args.path, { kind: args.kind, resolveDir: root, pluginData: again });
        return r.errors.length > 0 ? { errors: r.errors } : { path: r.path, sideEffects: r.sideEffects };
      });
      // clsx comes with every Docusaurus install; a converted site without node_modules gets portal's.
      b.onResolve({ filter: PACKAGE_NAMES }, async (args) => {
        if (args.pluginData?.portalSiteCode) return undefined;
        const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: again });
        return r.errors.length === 0 ? { path: r.path } : { path: path.join(root, PACKAGES[args.path] as string) };
      });
      // The renderer's own imports: the site-code stand-in, and theme components the site replaces.
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!args.importer.startsWith(renderer)) return undefined;
        const abs = path.resolve(args.resolveDir, args.path);
        if (abs === siteCode) return { path: 'site-code', namespace: 'portal-site' };
        const name = path.dirname(abs) === path.join(renderer, 'theme') ? path.basename(abs, '.tsx') : undefined;
        const own = name && isThemeComponent(name) ? plan.overrides[name] : undefined;
        return own ? { path: own } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'portal-site' }, () => ({
        contents: siteCodeModule(plan, target),
        loader: 'js',
        resolveDir: plan.siteDir,
      }));
    },
  };
}

/** esbuild options site code needs in both bundles: the same asset names, so server and browser agree. */
export function siteCodeOptions(plan: SiteCodePlan, root: string, target: 'server' | 'browser'): Partial<BuildOptions> {
  return {
    plugins: [siteCodePlugin(plan, root, target)],
    jsx: 'automatic',
    // Docusaurus sites write JSX in .js files.
    loader: {
      '.js': 'jsx',
      '.module.css': 'local-css',
      ...MEDIA_LOADERS,
    },
    publicPath: `${plan.baseUrl}assets/js`,
    assetNames: '../media/[name]-[hash]',
  };
}

export interface SiteRenderer {
  /** The server bundle (a file URL), for the page worker to import. */
  module: string;
  renderPage: typeof import('../../renderer/server/render-page.tsx').renderPage;
  probeSitePage: typeof import('../../renderer/server/site-page-probe.tsx').probeSitePage;
  renderIsland: typeof import('../../renderer/server/render-island.tsx').renderIsland;
  declaredIsland: typeof import('../../renderer/server/render-island.tsx').declaredIsland;
  /** Which of the site's modules need hydrating, from this bundle's module graph (core/theme/interaction.ts). */
  judge: InteractionJudge;
}

/**
 * The server renderer with the site's code in it: the portal's renderer and the site's pages,
 * components and theme replacements in one module, imported by the build. Its file is named by
 * its content, so an unchanged site reuses it.
 */
export async function bundleSiteRenderer(
  plan: SiteCodePlan,
  root: string,
): Promise<{ renderer?: SiteRenderer; diagnostics: Diagnostic[] }> {
  const options = siteCodeOptions(plan, root, 'server');
  const { build } = await import('esbuild');
  let result;
  try {
    result = await build({
      ...options,
      stdin: {
        contents: `export { renderPage } from ${JSON.stringify(path.join(root, 'renderer/server/render-page.tsx'))};\nexport { probeSitePage } from ${JSON.stringify(path.join(root, 'renderer/server/site-page-probe.tsx'))};\nexport { renderIsland, declaredIsland } from ${JSON.stringify(path.join(root, 'renderer/server/render-island.tsx'))};`,
        resolveDir: root,
        loader: 'ts',
        sourcefile: 'site-renderer.ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outdir: path.join(tmpdir(), 'portal-site-renderer'),
      define: { 'process.env.NODE_ENV': '"production"' },
      // The browser bundle is minified, which shortens CSS module class names: the server's must be the same names.
      minifyIdentifiers: true,
      write: false,
      // The module graph, for judging which components need hydrating.
      metafile: true,
      banner: { js: "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);" },
      logLevel: 'silent',
    });
  } catch (error) {
    return { diagnostics: bundleDiagnostics(error) };
  }
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'));
  if (!js) throw new Error('the site renderer bundle has no JavaScript output');
  const dir = path.join(tmpdir(), 'portal-site-renderer');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `site-${createHash('sha256').update(js.contents).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) await writeFile(file, js.contents);
  const module = pathToFileURL(file).href;
  const loaded = (await import(module)) as Omit<SiteRenderer, 'module' | 'judge'>;
  return {
    renderer: {
      module,
      renderPage: loaded.renderPage,
      probeSitePage: loaded.probeSitePage,
      renderIsland: loaded.renderIsland,
      declaredIsland: loaded.declaredIsland,
      judge: interactionJudge({ meta: result.metafile, cwd: process.cwd(), root }),
    },
    diagnostics: [],
  };
}

/** esbuild's errors (a syntax error, an import it cannot resolve) as diagnostics naming the site file and line. */
export function bundleDiagnostics(error: unknown): Diagnostic[] {
  const messages = (error as { errors?: Message[] }).errors;
  if (!Array.isArray(messages)) throw error;
  return messages.map((m) =>
    diagnostic('error', 'site-code', m.text, {
      ...(m.location
        ? { file: displayPath(path.resolve(m.location.file)), point: { line: m.location.line, column: m.location.column + 1 } }
        : {}),
      hint: /Could not resolve/.test(m.text)
        ? 'install the package in the site (npm install NAME), or fix the import path (@site/src/... is the site folder)'
        : (m.notes[0]?.text ?? m.detail ?? 'fix the site code at that place'),
    }),
  );
}
