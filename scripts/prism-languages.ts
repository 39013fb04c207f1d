import components from 'prismjs/components.json' with { type: 'json' };

/**
 * core/markdown/features/code-blocks/prism-languages.ts: the names and aliases of every language
 * Prism has a grammar for, read from prismjs's components.json (a development dependency: only
 * this generator reads it, so sites do not install Prism's 3.8 MB to get a list of names).
 */
export function prismLanguagesModule(): string {
  const { languages } = components as { languages: Record<string, { alias?: string | string[] }> };
  const names = new Set<string>();
  for (const [id, entry] of Object.entries(languages)) {
    if (id === 'meta') continue;
    names.add(id);
    for (const alias of [entry.alias ?? []].flat()) names.add(alias);
  }
  // Names joined into lines of about 100 characters: one name a line made a 400-line file of a list.
  const lines: string[] = [''];
  for (const name of [...names].sort()) {
    const last = lines.length - 1;
    if ((lines[last] as string).length + name.length > 100) lines.push(name);
    else lines[last] = lines[last] ? `${lines[last]} ${name}` : name;
  }
  return `// Generated from prismjs/components.json by \`npm run generate\` (scripts/prism-languages.ts): do not edit.\n\n/** Every language name and alias Prism (and so Docusaurus) accepts in a code fence. */\nexport const PRISM_LANGUAGES: readonly string[] = \`\n${lines.join('\n')}\n\`\n  .trim()\n  .split(/\\s+/);\n`;
}
