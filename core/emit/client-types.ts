import type { ThemeConfig } from '../config/types.ts';
import type { PageGroup } from '../../renderer/pages/page-groups.ts';
import type { SiteCodePlan } from '../theme/site-bundle.ts';
import type { ClientChunks } from './client-chunks.ts';

export interface ClientAssets {
  /** Output path (relative to the site output) -> contents. */
  files: Map<string, Uint8Array>;
  /** Output path -> absolute source file: files copied as they are. */
  copies: Map<string, string>;
  /** Path of the entry script and the stylesheet, relative to the site output. */
  entry: string;
  css: string;
  /** Per page group, the CSS its pages carry inline for the first paint (core/theme/page-css.ts); `css` follows without blocking it. */
  inlineCss: Record<PageGroup, string>;
  /** The chunks by when a page loads them (before any interaction, with its first island), for the weight report. */
  chunks: ClientChunks;
  /** Which of `files` are mermaid's modules: a site without diagrams does not publish them (used-features.ts). */
  mermaidFiles: readonly string[];
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
  /** Where the last bundle is kept, reused while its inputs are unchanged (`portal build` with its cache). */
  cache?: ClientCache;
}

/**
 * The client bundle of the previous build, reused while none of its inputs changed: bundling is
 * a third of a warm build's CPU (esbuild, and reading mermaid's modules). An entry is named by the
 * build's options (site folder, theme, site code, portal version) and holds every file esbuild read
 * with its size and modification time; a file changed, added to an import or removed misses.
 */
export interface ClientCache {
  dir: string;
  /** The portal's own code (`bundleVersion`): a new portal never reuses an older bundle. */
  version: string;
}
