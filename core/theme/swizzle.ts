import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PortalError } from '../../model/diagnostics.ts';
import {
  isThemeComponent,
  THEME_COMPONENT_NAMES,
  THEME_COMPONENTS,
  themeComponentFile,
  type ThemeComponentName,
} from '../../renderer/theme/registry.ts';
import { displayPath } from '../util/files.ts';
import { packageRoot } from '../util/package-root.ts';
import { siteThemeOverride } from './site-code-files.ts';

/** The theme components a site can replace, with what each draws (`portal swizzle --list`). */
export function themeComponentList(): { name: string; description: string }[] {
  return Object.entries(THEME_COMPONENTS).map(([name, info]) => ({ name, description: info.description }));
}

export interface SwizzleOptions {
  siteDir: string;
  name: string;
  /** Write a wrapper around the original instead of a copy of it. */
  wrap?: boolean;
}

/**
 * `portal swizzle NAME`: the original theme component as the site's own `src/theme/NAME.tsx`, to
 * change freely (or, with `wrap`, a component that renders the original, to add around it). Its
 * imports are rewritten to the aliases site code resolves (`@theme/X` for other theme components,
 * `@portal/...` for the rest of the renderer), so the copy builds where it lands.
 */
export async function swizzle({ siteDir, name, wrap = false }: SwizzleOptions): Promise<string> {
  if (!isThemeComponent(name)) {
    const close = THEME_COMPONENT_NAMES.find((n) => n.toLowerCase() === name.toLowerCase());
    throw new PortalError({
      code: 'swizzle-unknown',
      message: `"${name}" is not a theme component a site can replace`,
      hint: close ? `did you mean ${close}?` : `one of: ${THEME_COMPONENT_NAMES.join(', ')} (portal swizzle --list)`,
    });
  }
  const existing = siteThemeOverride(siteDir, name);
  if (existing)
    throw new PortalError({
      code: 'swizzle-exists',
      message: `${displayPath(existing)} already replaces ${name}`,
      hint: 'edit that file, or delete it to start again from the original',
    });
  const target = path.join(siteDir, 'src/theme', `${name}.tsx`);
  const text = wrap ? wrapper(name) : rewriteImports(await readFile(path.join(packageRoot(), themeComponentFile(name)), 'utf8'), name);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, text, { flag: 'wx' });
  return target;
}

function wrapper(name: ThemeComponentName): string {
  return `import type { ComponentProps } from 'react';
import Original from '@theme-original/${name}';

/** The site's ${name}: the portal's own, with room around it for the site's additions. */
export default function ${name}(props: ComponentProps<typeof Original>) {
  return (
    <>
      <Original {...props} />
    </>
  );
}
`;
}

/** Relative imports of the original, made to work from the site's src/theme/. */
export function rewriteImports(source: string, name: string): string {
  const header = `// The site's own ${name}, copied from portal's renderer/theme/${name}.tsx by \`portal swizzle ${name}\`.\n// Imports: @theme/X is a theme component (the site's own where it has one), @portal/... portal's renderer.\n`;
  return (
    header +
    source.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (_m, lead: string, quote: string, spec: string) => {
      const theme = /^\.\/([A-Za-z]+)\.tsx$/.exec(spec)?.[1];
      if (theme && isThemeComponent(theme)) return `${lead}${quote}@theme/${theme}${quote}`;
      const resolved = path.posix.normalize(path.posix.join('renderer/theme', spec));
      return `${lead}${quote}@portal/${resolved}${quote}`;
    })
  );
}
