import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../helpers.ts';

export const CONTENT = path.join(ROOT, 'content');

/** A fenced code block of a page or post, with where it starts so a failure can name it. */
export interface Block {
  /** Path relative to the repository, with forward slashes: content/docs/.../page.md */
  file: string;
  /** Line of the opening fence, 1-based. */
  line: number;
  lang: string;
  /** The text after the language on the fence line (title="...", showLineNumbers). */
  meta: string;
  title: string;
  body: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'static' ? [] : walk(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

/** Every markdown page of content/ (docs, blog posts, pages), sorted. */
export function markdownFiles(): { file: string; text: string }[] {
  return walk(CONTENT)
    .sort()
    .map((full) => ({ file: path.relative(ROOT, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') }));
}

/**
 * The fenced blocks of one markdown text. A fence closes on a line that starts with at least as many
 * of the same character and has nothing else after it, as in CommonMark.
 */
export function blocksOf(file: string, text: string): Block[] {
  const lines = text.split('\n');
  const out: Block[] = [];
  const open = /^(\s{0,3})(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;
  for (let i = 0; i < lines.length; i++) {
    const m = open.exec(lines[i]!);
    if (!m) continue;
    const fence = m[2]!;
    const close = new RegExp(`^\\s{0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let j = i + 1;
    while (j < lines.length && !close.test(lines[j]!)) j++;
    const meta = m[4] ?? '';
    out.push({ file, line: i + 1, lang: (m[3] ?? '').toLowerCase(), meta, title: /title="([^"]*)"/.exec(meta)?.[1] ?? '', body: lines.slice(i + 1, j).join('\n') });
    i = j;
  }
  return out;
}

export function allBlocks(): Block[] {
  return markdownFiles().flatMap((f) => blocksOf(f.file, f.text));
}

/** `file:line` of a block, or of a line inside it (1-based within the body). */
export function where(block: Block, bodyLine?: number): string {
  return `${block.file}:${bodyLine === undefined ? block.line : block.line + bodyLine}`;
}

/**
 * The placeholders the authentication page lists, with what to ask for: the only `<UPPER_SNAKE>` names a
 * sample may contain. Read from the table of its "Service addresses" section.
 */
export function documentedPlaceholders(): Set<string> {
  const auth = readFileSync(path.join(CONTENT, 'docs/MapColonies/authentication.md'), 'utf8');
  const table = auth.slice(auth.indexOf('{#service-addresses}'));
  const names = new Set<string>();
  for (const row of table.split('\n').filter((l) => l.startsWith('| `<'))) {
    const first = row.split('|')[1] ?? '';
    for (const m of first.matchAll(/<([A-Z0-9][A-Z0-9_]{2,})>/g)) names.add(m[1]!);
  }
  return names;
}

export const PLACEHOLDER = /<([A-Z0-9][A-Z0-9_]{2,})>/g;
