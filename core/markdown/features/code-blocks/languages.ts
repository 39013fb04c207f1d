import { createRequire } from 'node:module';

// Read through require: the bundler would drop an import's JSON attribute, which Node needs.
const prism = createRequire(import.meta.url)('prismjs/components.json') as { languages: Record<string, { alias?: string | string[] }> };

/**
 * Code-block languages Docusaurus accepts silently: every language and alias Prism has a grammar
 * for (Docusaurus loads a subset and shows the rest as plain text, never complaining), plus the
 * names authors commonly write for shell sessions.
 */
const COMMON = [
  'curl',
  'console',
  'shell-session',
  'sh-session',
  'shellsession',
  'zsh',
  'ps1',
  'text',
  'txt',
  'plain',
  'plaintext',
  'none',
];

function prismNames(): Set<string> {
  const names = new Set<string>(COMMON);
  for (const [id, entry] of Object.entries(prism.languages)) {
    if (id === 'meta') continue;
    names.add(id);
    for (const alias of [entry.alias ?? []].flat()) names.add(alias);
  }
  return names;
}

const KNOWN = prismNames();

export function isPrismLanguage(lang: string): boolean {
  return KNOWN.has(lang.toLowerCase());
}
