import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../helpers.ts';

export const CONTENT = path.join(ROOT, 'content');

/** One text file of the portal's own content: docs, blog, pages, specs and the site config. */
export interface ContentFile {
  /** Path relative to content/, with forward slashes. */
  rel: string;
  text: string;
  lines: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'static' ? [] : walk(full);
    return /\.(md|mdx|ya?ml|json)$/.test(e.name) ? [full] : [];
  });
}

export function contentFiles(): ContentFile[] {
  return walk(CONTENT)
    .sort()
    .map((full) => {
      const text = readFileSync(full, 'utf8');
      return { rel: path.relative(CONTENT, full).split(path.sep).join('/'), text, lines: text.split('\n') };
    });
}

/** Every match of a pattern as `file:line: text`, so a failure says where to fix it. */
export function hits(files: ContentFile[], pattern: RegExp, only?: (f: ContentFile) => boolean): string[] {
  const re = new RegExp(pattern.source, pattern.flags.replace('g', ''));
  return files
    .filter((f) => !only || only(f))
    .flatMap((f) => f.lines.flatMap((line, i) => (re.test(line) ? [`content/${f.rel}:${i + 1}: ${line.trim().slice(0, 160)}`] : [])));
}

/** A fenced code block of a markdown file, with the line its body starts on. */
export interface CodeBlock {
  rel: string;
  line: number;
  lang: string;
  title: string;
  body: string;
}

export function codeBlocks(file: ContentFile): CodeBlock[] {
  const out: CodeBlock[] = [];
  const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)([^\n]*)$/;
  for (let i = 0; i < file.lines.length; i++) {
    const open = fence.exec(file.lines[i]!);
    if (!open) continue;
    const marker = open[2]!;
    const start = i + 1;
    let j = start;
    while (j < file.lines.length && !file.lines[j]!.trim().startsWith(marker)) j++;
    const title = /title="([^"]*)"/.exec(open[4] ?? '')?.[1] ?? '';
    out.push({ rel: file.rel, line: start + 1, lang: open[3] ?? '', title, body: file.lines.slice(start, j).join('\n') });
    i = j;
  }
  return out;
}

/** The prose of a markdown file: fenced blocks and inline code removed, line numbers kept. */
export function proseLines(file: ContentFile): string[] {
  let inFence: string | undefined;
  return file.lines.map((line) => {
    const m = /^\s*(`{3,}|~{3,})/.exec(line);
    if (inFence) {
      if (m && line.trim().startsWith(inFence)) inFence = undefined;
      return '';
    }
    if (m) {
      inFence = m[1];
      return '';
    }
    return line.replace(/`[^`]*`/g, '');
  });
}
