import { isThemeComponent } from '../../../renderer/theme/registry.ts';

/** The Docusaurus modules portal provides to site code (core/theme/site-bundle.ts). */
const PROVIDED = new Set([
  '@docusaurus/Link',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/Head',
  '@docusaurus/BrowserOnly',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/Translate',
  '@theme/Layout',
  'react',
  'react-dom',
  'react/jsx-runtime',
  'clsx',
  'react-lite-youtube-embed',
  'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css',
  'react-github-btn',
]);

/** Every module a JS/TS file imports (`import ... from`, `import()`, `require()`, `export ... from`). */
export function importsOf(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g)) out.add(m[2]!);
  return [...out];
}

/**
 * What a site-code file of a Docusaurus site imports that portal cannot give it: Docusaurus
 * modules it does not stand in for, theme components it does not have, and npm packages (a
 * converted site has no node_modules yet). Relative imports, `@site/` paths and CSS are fine.
 */
export function unsupportedImports(code: string): string[] {
  return importsOf(code).filter((spec) => {
    if (spec.startsWith('.') || spec.startsWith('@site/') || PROVIDED.has(spec)) return false;
    if (/\.(css|png|jpe?g|gif|svg|webp)$/.test(spec) && spec.startsWith('@site/')) return false;
    const theme = /^@theme(?:-original)?\/([A-Za-z]+)$/.exec(spec)?.[1];
    if (theme && isThemeComponent(theme)) return false;
    return true;
  });
}
