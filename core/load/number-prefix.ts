/**
 * Docusaurus number prefixes: `01-intro.md` and `02-guides/` order the sidebar and are left out of
 * ids and URLs. Names that look like dates or versions (`2024-01-15-x`, `1.2-notes`) keep theirs.
 */
const PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const NOT_A_PREFIX = /^\d+[-_.]\d+/;

export interface Prefixed {
  name: string;
  position?: number;
}

export function splitNumberPrefix(name: string): Prefixed {
  if (NOT_A_PREFIX.test(name)) return { name };
  const m = PREFIX.exec(name);
  return m?.[2] ? { name: m[2], position: Number(m[1]) } : { name };
}

/** `01-guides/02-setup` -> `guides/setup`. */
export function stripNumberPrefixes(relPath: string): string {
  return relPath
    .split('/')
    .map((part) => splitNumberPrefix(part).name)
    .join('/');
}
