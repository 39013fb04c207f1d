import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MarkdownFeature } from '../types.ts';

/**
 * The site's own React components in MDX: `import Counter from '@site/src/components/Counter'`
 * then `<Counter start={3} />`. MDX only *uses* what site code provides: the import must name a
 * module under the site's `src/` (site code, trusted like the config); the element becomes an
 * island marker, `<div data-island="src/components/Counter.tsx#default" data-island-props="{...}">`,
 * with its children rendered as markdown inside. The build prerenders each marker with the site's
 * server bundle and hydrates it in the browser only when the component is interactive
 * (core/theme/islands.ts). No import or expression of the MDX file itself is ever run.
 */

/** An imported name: the module (relative to the site folder) and which export. */
export interface SiteImport {
  module: string;
  exportName: string;
}

const EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];

/** `@site/src/x`, `../src/x` (from the MDX file) or `/abs` to a module file under `<site>/src/`, or undefined. */
export function resolveSiteModule(spec: string, fromAbs: string, siteDir: string): string | undefined {
  let base: string;
  if (spec.startsWith('@site/')) base = path.join(siteDir, spec.slice('@site/'.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(fromAbs), spec);
  else return undefined;
  const src = path.join(siteDir, 'src') + path.sep;
  if (!base.startsWith(src)) return undefined;
  const candidates = path.extname(base)
    ? [base]
    : [...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  const found = candidates.find((c) => existsSync(c));
  return found ? path.relative(siteDir, found).split(path.sep).join('/') : undefined;
}

interface EsNode {
  type: string;
  source?: { value?: unknown };
  specifiers?: { type: string; local: { name: string }; imported?: { name?: string; value?: string } }[];
}

/** The names an MDX `import` block brings in from site code. */
export function siteImports(estree: unknown, fromAbs: string, siteDir: string): { names: Map<string, SiteImport>; other: string[] } {
  const names = new Map<string, SiteImport>();
  const other: string[] = [];
  const body = (estree as { body?: EsNode[] } | undefined)?.body ?? [];
  for (const node of body) {
    if (node.type !== 'ImportDeclaration' || typeof node.source?.value !== 'string') continue;
    const module = resolveSiteModule(node.source.value, fromAbs, siteDir);
    if (!module) {
      other.push(node.source.value);
      continue;
    }
    for (const s of node.specifiers ?? []) {
      const exportName =
        s.type === 'ImportDefaultSpecifier'
          ? 'default'
          : s.type === 'ImportSpecifier'
            ? String(s.imported?.name ?? s.imported?.value ?? s.local.name)
            : '*';
      if (exportName !== '*') names.set(s.local.name, { module, exportName });
    }
  }
  return { names, other };
}

/** The marker an element of an imported site component becomes. */
export function islandMarker(
  ref: SiteImport,
  props: Record<string, unknown>,
  inline: boolean,
  key: string,
): { hName: string; hProperties: Record<string, unknown> } {
  return {
    hName: inline ? 'span' : 'div',
    // The key proves the compiler made this marker; the sanitiser's report pass takes it off.
    hProperties: { dataIsland: `${ref.module}#${ref.exportName}`, dataIslandProps: JSON.stringify(props), dataIslandKey: key },
  };
}

export const siteComponents: MarkdownFeature = {
  name: 'site-components',
  sanitize: { attributes: { div: ['dataIsland', 'dataIslandProps'], span: ['dataIsland', 'dataIslandProps'] } },
};
