import { Unresolved } from './static-eval.ts';

/** A preset, plugin or theme entry: `'name'`, `['name', options]` or an inline plugin. */
export interface PluginEntry {
  name: string;
  options: Record<string, unknown>;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Unresolved);
}

export function text(v: unknown): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

export function entries(list: unknown): PluginEntry[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): PluginEntry[] => {
    if (typeof item === 'string') return [{ name: item, options: {} }];
    if (Array.isArray(item) && typeof item[0] === 'string') return [{ name: item[0], options: isRecord(item[1]) ? item[1] : {} }];
    if (item instanceof Unresolved) return [{ name: item.source, options: {} }];
    return [{ name: '(a plugin written inline)', options: {} }];
  });
}

/** `classic`, `@docusaurus/preset-classic` and the `docusaurus-preset-` / `-preset-` short forms. */
export function isClassicPreset(name: string): boolean {
  return /^(classic|@docusaurus\/preset-classic|docusaurus-preset-classic)$/.test(name);
}

export function isRedocusaurus(name: string): boolean {
  return /^(redocusaurus|docusaurus-preset-redocusaurus)$/.test(name);
}

export function isOpenApiDocs(name: string): boolean {
  return /^docusaurus-plugin-openapi-docs$/.test(name);
}

/** Plugins portal does the work of itself: nothing to map and nothing to report. */
export function isBuiltIn(name: string): boolean {
  return /^(@docusaurus\/theme-mermaid|docusaurus-theme-openapi-docs|@docusaurus\/plugin-sitemap|@docusaurus\/theme-classic|@docusaurus\/plugin-content-(docs|blog|pages)|@easyops-cn\/docusaurus-search-local|docusaurus-lunr-search|@docusaurus\/theme-search-algolia)$/.test(
    name,
  );
}
