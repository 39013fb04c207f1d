import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import { displayPath } from '../util/files.ts';
import { FrontmatterReader, readFrontmatter } from './frontmatter.ts';
import type { RenderedMarkdown, SourceInfo } from './types.ts';

/**
 * A markdown file after the first pass: its route is known (so links to it can be resolved), its
 * body is not rendered yet. `finish` turns the rendered body into the loaded record.
 */
export interface Pending<T> {
  source: SourceInfo;
  text: string;
  path: string;
  finish(content: RenderedMarkdown): T;
}

export interface ReadSource {
  source: SourceInfo;
  text: string;
  fm: FrontmatterReader;
}

export async function readSource(siteDir: string, relPath: string, diagnostics: Diagnostic[]): Promise<ReadSource> {
  const absPath = path.join(siteDir, relPath);
  let text: string;
  try {
    text = await readFile(absPath, 'utf8');
  } catch (error) {
    throw new Error(`could not read ${relPath}`, { cause: error });
  }
  const source: SourceInfo = { absPath, relPath, display: displayPath(absPath) };
  const { data } = readFrontmatter(text, source.display, diagnostics);
  return { source, text, fm: new FrontmatterReader(data, source.display, text, diagnostics) };
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
  return /^#\s+(.+?)\s*#*\s*$/m.exec(text)?.[1];
}
