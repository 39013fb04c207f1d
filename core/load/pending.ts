import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { decodeText, type DecodedText } from '../util/text.ts';
import { displayPath } from '../util/files.ts';
import { FrontmatterReader, readFrontmatter, type SplitSource } from './frontmatter.ts';
import type { RenderedMarkdown, SourceInfo } from './types.ts';
import { append } from '../util/append.ts';

/**
 * A markdown file after the first pass: its route is known (so links to it can be resolved), its
 * body is not rendered yet. `finish` turns the rendered body into the loaded record.
 */
export interface Pending<T> {
  source: SourceInfo;
  /** The file in the default language, when `source` is its translation. */
  contentPath?: string;
  text: string;
  path: string;
  finish(content: RenderedMarkdown): T;
}

export interface ReadSource {
  source: SourceInfo;
  text: string;
  fm: FrontmatterReader;
}

/**
 * Parsed frontmatter by file, with the text it came from and the diagnostics parsing it gave: the
 * dev server parses again only the files that changed.
 */
export type FrontmatterMemo = Map<string, { text: string; split: SplitSource; diagnostics: Diagnostic[] }>;

export async function readSource(siteDir: string, relPath: string, diagnostics: Diagnostic[], memo?: FrontmatterMemo): Promise<ReadSource> {
  const absPath = path.join(siteDir, relPath);
  let decoded: DecodedText;
  try {
    decoded = decodeText(await readFile(absPath));
  } catch (error) {
    throw new Error(`could not read ${relPath}`, { cause: error });
  }
  const { text } = decoded;
  const source: SourceInfo = { absPath, relPath, display: displayPath(absPath) };
  if (decoded.invalidLine !== undefined) {
    diagnostics.push(
      diagnostic('warning', 'encoding-invalid', 'this file is not valid UTF-8: the bytes that are not are shown as \u{FFFD}', {
        file: source.display,
        point: { line: decoded.invalidLine, column: 1 },
        hint: decoded.utf16
          ? 'the file is UTF-16: save it as UTF-8'
          : 'save the file as UTF-8 (it was probably written as Latin-1 or Windows-1252)',
      }),
    );
  }
  if (decoded.nulLine !== undefined) {
    diagnostics.push(
      diagnostic('warning', 'encoding-invalid', 'this file holds a NUL character (U+0000), which the page shows as \u{FFFD}', {
        file: source.display,
        point: { line: decoded.nulLine, column: 1 },
        hint: 'remove the NUL byte (0x00): it is usually left by a binary paste or a broken editor save',
      }),
    );
  }
  if (text.trim() === '') {
    diagnostics.push(
      diagnostic('warning', 'empty-file', 'this file is empty; its page has a title and nothing else', {
        file: source.display,
        hint: 'write its content, or delete the file',
      }),
    );
  }
  let hit = memo?.get(source.display);
  if (hit?.text !== text) {
    const found: Diagnostic[] = [];
    hit = { text, split: readFrontmatter(text, source.display, found), diagnostics: found };
    memo?.set(source.display, hit);
  }
  append(diagnostics, hit.diagnostics);
  return { source, text, fm: new FrontmatterReader(hit.split.data, source.display, hit.split.source, diagnostics) };
}

/** Docusaurus leaves out `_partial.md`, anything in a `_folder/`, and test folders. */
export function isMarkdown(relPath: string): boolean {
  return /\.mdx?$/i.test(relPath) && !relPath.split('/').some((part) => part.startsWith('_'));
}

/** Words per minute Docusaurus uses for reading time; a short note is still a 1-minute read. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/** The first `# heading` of a body, for files without a title in their frontmatter. */
export function firstHeading(text: string): string | undefined {
  return /^#[ \t]+(.+?)[ \t]*#*[ \t]*$/m.exec(text)?.[1];
}
