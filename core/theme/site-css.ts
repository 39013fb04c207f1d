import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';
import type { ThemeConfig } from '../config/types.ts';
import { paletteCss } from './palette.ts';
import { MEDIA_LOADERS } from './media-loaders.ts';

const PALETTE = 'portal:palette';

export interface SiteCssInput {
  /** The portal package root (theme/ lives there). */
  root: string;
  /** Absolute site folder; absent for a build without a site (tests of the theme alone). */
  siteDir?: string;
  theme?: ThemeConfig;
  /** The theme's files to bundle, in order (default: all of them, theme/index.css): a page's inline CSS leaves some out. */
  themeFiles?: readonly string[];
}

/**
 * The esbuild options of the site's one stylesheet: the portal theme, then the palette derived
 * from the site's colours and fonts, then the site's own `theme.customCss` files, in that order,
 * so each can override the one before. It is a file with a content hash, cached for good; each page
 * also carries the part its kind of page uses inline, for its first paint (page-css.ts, with
 * `themeFiles`). A `url()` in a site stylesheet
 * may name a file beside it or a file of static/ (`/img/x.png`): either is copied in with a hash.
 */
export function siteCssOptions({ root, siteDir, theme, themeFiles }: SiteCssInput): BuildOptions {
  const imports = [
    ...(themeFiles ?? [path.join(root, 'theme/index.css')]),
    PALETTE,
    ...(siteDir && theme ? theme.customCss.map((f) => path.resolve(siteDir, f)) : []),
  ];
  const plugin: Plugin = {
    name: 'portal-site-css',
    setup(build) {
      build.onResolve({ filter: /^portal:palette$/ }, () => ({ path: PALETTE, namespace: 'portal' }));
      build.onLoad({ filter: /.*/, namespace: 'portal' }, () => ({ contents: theme ? paletteCss(theme) : '', loader: 'css' }));
      // A root-relative url() in a site stylesheet names a file of static/, as it does in Docusaurus.
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token' || !siteDir) return undefined;
        const file = path.join(siteDir, 'static', args.path.split(/[?#]/)[0] ?? '');
        return existsSync(file) ? { path: file } : { path: args.path, external: true };
      });
      build.onResolve({ filter: /^(?:https?:)?\/\/|^data:/ }, (args) => ({ path: args.path, external: true }));
    },
  };
  return {
    stdin: {
      contents: imports.map((f) => `@import ${JSON.stringify(f)};`).join('\n'),
      loader: 'css',
      resolveDir: root,
      sourcefile: 'site.css',
    },
    bundle: true,
    minify: true,
    entryNames: 'theme-[hash]',
    assetNames: '../media/[name]-[hash]',
    loader: MEDIA_LOADERS,
    outdir: 'assets/css',
    write: false,
    logLevel: 'silent',
    plugins: [plugin],
  };
}
