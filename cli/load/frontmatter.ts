import { load as parseYaml } from 'js-yaml';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { tagSlug } from '../util/slug.ts';
import type { TagRef } from './types.ts';

export interface SplitSource {
  data: Record<string, unknown>;
  /** Line (1-based) where the body starts, for messages about the body. */
  bodyLine: number;
}

const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Reads the YAML frontmatter of a markdown file; a syntax error is a diagnostic at the right line. */
export function readFrontmatter(text: string, file: string, diagnostics: Diagnostic[]): SplitSource {
  const match = FRONTMATTER.exec(text);
  if (!match) return { data: {}, bodyLine: 1 };
  const bodyLine = match[0].split('\n').length;
  try {
    const data = parseYaml(match[1] ?? '');
    if (data === undefined || data === null) return { data: {}, bodyLine };
    if (typeof data !== 'object' || Array.isArray(data)) {
      diagnostics.push(diagnostic('error', 'frontmatter-invalid', 'frontmatter must be a mapping of keys to values', { file, point: { line: 2, column: 1 }, hint: 'write `key: value` lines between the --- lines' }));
      return { data: {}, bodyLine };
    }
    return { data: data as Record<string, unknown>, bodyLine };
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    diagnostics.push(
      diagnostic('error', 'frontmatter-syntax', `frontmatter is not valid YAML: ${reason}`, {
        file,
        point: mark ? { line: mark.line + 2, column: mark.column + 1 } : { line: 1, column: 1 },
        hint: 'quote values that contain ": " or start with a special character',
      }),
    );
    return { data: {}, bodyLine };
  }
}

/** Typed access to frontmatter values, reporting a wrong type against the key's line. */
export class FrontmatterReader {
  constructor(
    private readonly data: Record<string, unknown>,
    private readonly file: string,
    private readonly text: string,
    private readonly diagnostics: Diagnostic[],
  ) {}

  has(key: string): boolean {
    return this.data[key] !== undefined && this.data[key] !== null;
  }

  string(key: string): string | undefined {
    const v = this.data[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string' || typeof v === 'number') return String(v).trim();
    this.bad(key, 'must be text', `write \`${key}: some text\``);
    return undefined;
  }

  number(key: string): number | undefined {
    const v = this.data[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    this.bad(key, `must be a number, got ${JSON.stringify(v)}`, `write \`${key}: 3\``);
    return undefined;
  }

  boolean(key: string): boolean | undefined {
    const v = this.data[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'boolean') return v;
    this.bad(key, `must be true or false, got ${JSON.stringify(v)}`, `write \`${key}: true\``);
    return undefined;
  }

  strings(key: string): string[] {
    const v = this.data[key];
    if (v === undefined || v === null) return [];
    if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
    if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) return v.map((x) => String(x).trim());
    this.bad(key, 'must be a list of text values', `write \`${key}: [one, two]\``);
    return [];
  }

  tags(key = 'tags'): TagRef[] {
    const v = this.data[key];
    const labels = Array.isArray(v)
      ? v.map((t) => (typeof t === 'object' && t !== null && 'label' in t ? String((t as { label: unknown }).label) : String(t)))
      : this.strings(key);
    const seen = new Set<string>();
    const out: TagRef[] = [];
    for (const label of labels) {
      const slug = tagSlug(label);
      if (!slug) {
        this.bad(key, `has the tag "${label}", which has no letters or digits`, 'remove it or spell it out');
        continue;
      }
      if (!seen.has(slug)) out.push({ label, slug });
      seen.add(slug);
    }
    return out;
  }

  raw(key: string): unknown {
    return this.data[key];
  }

  line(key: string): number {
    const lines = this.text.split('\n');
    const i = lines.findIndex((l) => l.startsWith(`${key}:`));
    return i < 0 ? 1 : i + 1;
  }

  bad(key: string, message: string, hint: string): void {
    this.diagnostics.push(
      diagnostic('error', 'frontmatter-invalid', `frontmatter \`${key}\` ${message}`, { file: this.file, point: { line: this.line(key), column: 1 }, hint }),
    );
  }

  warn(key: string, code: string, message: string, hint: string): void {
    this.diagnostics.push(diagnostic('warning', code, message, { file: this.file, point: { line: this.line(key), column: 1 }, hint }));
  }
}
