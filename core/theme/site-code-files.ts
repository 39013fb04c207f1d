import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { THEME_COMPONENT_NAMES, type ThemeComponentName } from '../../renderer/theme/registry.ts';

/**
 * Site code: the team's own React under the site's `src/`, trusted like the config (it runs at
 * build time and in the browser). This file only finds it; core/theme/site-bundle.ts bundles it.
 * Content (markdown, MDX) never adds code: MDX may only use a component this code provides.
 */

const CODE = /\.(tsx|jsx|ts|js)$/;

/** The site's replacement for a theme component, `src/theme/<Name>.{tsx,jsx,ts,js}`, if any. */
export function siteThemeOverride(siteDir: string, name: ThemeComponentName): string | undefined {
  return ['tsx', 'jsx', 'ts', 'js'].map((ext) => path.join(siteDir, 'src/theme', `${name}.${ext}`)).find((f) => existsSync(f));
}

export function siteThemeOverrides(siteDir: string): Partial<Record<ThemeComponentName, string>> {
  const out: Partial<Record<ThemeComponentName, string>> = {};
  for (const name of THEME_COMPONENT_NAMES) {
    const file = siteThemeOverride(siteDir, name);
    if (file) out[name] = file;
  }
  return out;
}

/** A React page of `src/pages/`: its file and the route it serves. */
export interface SitePageFile {
  /** Path relative to the site folder, with forward slashes: also the page's component id. */
  relPath: string;
  absPath: string;
  route: string;
}

/**
 * React pages, as Docusaurus finds them: every .tsx/.jsx/.ts/.js file under `src/pages/`, except
 * names and folders starting with `_` and test files; `index` is its folder's route.
 */
export function sitePageFiles(siteDir: string): SitePageFile[] {
  const dir = path.join(siteDir, 'src/pages');
  if (!existsSync(dir)) return [];
  const files = (readdirSync(dir, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/')).sort();
  return files
    .filter(
      (f) =>
        CODE.test(f) && !f.endsWith('.d.ts') && !/\.(test|spec)\.[jt]sx?$/.test(f) && !f.split('/').some((part) => part.startsWith('_')),
    )
    .map((f) => {
      const noExt = f.replace(CODE, '');
      const route = path.posix.basename(noExt) === 'index' ? `/${path.posix.dirname(noExt)}`.replace(/\/\.?$/, '') || '/' : `/${noExt}`;
      return { relPath: `src/pages/${f}`, absPath: path.join(dir, f), route };
    });
}
