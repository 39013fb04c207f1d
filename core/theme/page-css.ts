import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { PAGE_KINDS, type PageGroup } from '../../renderer/pages/page-groups.ts';
import { siteCssOptions, type SiteCssInput } from './site-css.ts';

/**
 * Theme files the markup of only some page groups uses: the rest of the theme is in every page's
 * inline CSS. A site page (a team's own React page) may use anything. The print rules never are:
 * they do nothing for the first paint, and the stylesheet file brings them.
 */
const ONLY_FOR: Readonly<Record<string, readonly PageGroup[]>> = {
  'blog.css': ['blog', 'site'],
  'api.css': ['api', 'site'],
  'api-schema.css': ['api', 'site'],
  'api-samples.css': ['api', 'site'],
  'print.css': [],
};

/** The theme's files in the order theme/index.css imports them. */
async function themeFiles(root: string): Promise<string[]> {
  const index = await readFile(path.join(root, 'theme/index.css'), 'utf8');
  return [...index.matchAll(/@import\s+['"]\.\/([^'"]+)['"]/g)].map((m) => m[1] as string);
}

/**
 * The CSS each page group's pages carry inline, in a `<style>` (templates/document.ts), so the first
 * paint waits for no stylesheet: the site's stylesheet without the theme files the group's markup
 * never uses, in the same order (so the whole stylesheet, applied after it when it has loaded,
 * gives every element the same style: nothing moves, no colour changes). Groups with the same
 * files share one build.
 */
export async function buildInlineCss(input: Omit<SiteCssInput, 'themeFiles'>): Promise<Record<PageGroup, string>> {
  const files = await themeFiles(input.root);
  const groups = [...new Set(Object.values(PAGE_KINDS))];
  const subset = (group: PageGroup) => files.filter((f) => ONLY_FOR[f]?.includes(group) ?? true);
  const builds = new Map<string, Promise<string>>();
  const cssOf = (group: PageGroup) => {
    const chosen = subset(group);
    const key = chosen.join('\n');
    let css = builds.get(key);
    if (!css) {
      const options = siteCssOptions({ ...input, themeFiles: chosen.map((f) => path.join(input.root, 'theme', f)) });
      css = build({ ...options, write: false }).then((r) => r.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '');
      builds.set(key, css);
    }
    return css;
  };
  const entries = await Promise.all(groups.map(async (g) => [g, await cssOf(g)] as const));
  return Object.fromEntries(entries) as Record<PageGroup, string>;
}

/**
 * A page's inline CSS as it goes into the page: `url()`s that name the site's media files point at
 * them from any page (in the stylesheet file they are relative to assets/css/), and nothing in it
 * can close the `<style>` element (CSS from a site's stylesheet is site code, but a string in it
 * could hold `</style>`: `\/` is the same `/` to CSS).
 */
export function inlineCssForPage(css: string, assetBase: string): string {
  const media = `${assetBase.replace(/\/?$/, '/')}assets/media/`;
  return css.replace(/url\((["']?)\.\.\/media\//g, `url($1${media}`).replace(/<\/(style)/gi, '<\\/$1');
}
