import { PRISM_LANGUAGES } from './prism-languages.ts';

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

export function isPrismLanguage(lang: string): boolean {
  const name = lang.toLowerCase();
  return PRISM_LANGUAGES.includes(name) || COMMON.includes(name);
}
