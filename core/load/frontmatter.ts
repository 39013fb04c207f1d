import { load as parseYaml } from 'js-yaml';
import { yamlErrorPoint } from '../../model/yaml-error.ts';
import { diagnostic, type Diagnostic, preview } from '../../model/diagnostics.ts';
import { tagSlug } from '../../model/slug.ts';
import { LINK_SCHEMES, unsafeUrlReason } from '../../model/url-policy.ts';
import type { TagDefs } from './tags-file.ts';
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
      diagnostics.push(
        diagnostic('error', 'frontmatter-invalid', 'frontmatter must be a mapping of keys to values', {
          file,
          point: { line: 2, column: 1 },
          hint: 'write `key: value` lines between the --- lines',
        }),
      );
      return { data: {}, bodyLine };
    }
    return { data: data as Record<string, unknown>, bodyLine };
  } catch (error) {
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    // The YAML starts on line 2, after the opening ---.
    const point = yamlErrorPoint(match[1] ?? '', error);
    diagnostics.push(
      diagnostic('error', 'frontmatter-syntax', `frontmatter is not valid YAML: ${reason}`, {
        file,
        point: point ? { line: point.line + 1, column: point.column } : { line: 1, column: 1 },
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

  keys(): string[] {
    return Object.keys(this.data);
  }

  string(key: string): string | undefined {
    const v = this.data[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string' || typeof v === 'number') return String(v).trim();
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    this.bad(key, 'must be text', `write \`${key}: some text\``);
    return undefined;
  }

  /**
   * A URL path from `slug`: `.` and `..` segments, backslashes and control characters are refused,
   * since a route becomes a file path in the output and must never lead out of it.
   */
  slug(key = 'slug'): string | undefined {
    const v = this.string(key);
    if (v === undefined) return undefined;
    if (v.split('/').some((part) => part === '.' || part === '..') || /[\\\u0000-\u001f?#]/.test(v)) {
      this.bad(key, `must be a plain URL path, got ${preview(v)}`, 'leave out `.` and `..` segments, backslashes, `?` and `#`');
      return undefined;
    }
    // Kept (the URL has %20 where the space is), but a reader cannot type or read it back.
    if (/[\p{White_Space}\p{Cf}]/u.test(v)) {
      this.warn(
        key,
        'slug-unusual',
        `the slug ${preview(v)} has spaces or invisible characters, so its URL is ${preview(encodeURI(v))}`,
        'use letters, digits and - in slugs, e.g. `slug: /a-b-c`',
      );
    }
    return v;
  }

  /** A URL: one the URL policy refuses (model/url-policy.ts) is left out with an `unsafe-url` warning at the key's line. */
  url(key: string, judge: (value: string) => string | undefined = (v) => unsafeUrlReason(v, LINK_SCHEMES)): string | undefined {
    const v = this.string(key);
    return v === undefined ? undefined : this.checkedUrl(key, v, judge);
  }

  /** `value`, written under `key`, when `judge` finds nothing wrong with it; else a warning and undefined. */
  checkedUrl(key: string, value: string, judge: (value: string) => string | undefined = (v) => unsafeUrlReason(v)): string | undefined {
    const reason = judge(value);
    if (reason === undefined) return value;
    this.warn(
      key,
      'unsafe-url',
      `the URL ${preview(value)} in \`${key}\` uses ${reason}, so it is left out`,
      'links may use http:, https:, mailto: or tel:, or be a path on the site',
    );
    return undefined;
  }

  /** Numbers written as text (`"3"`) are accepted, as Docusaurus's schema converts them too. */
  number(key: string): number | undefined {
    const v = this.data[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
    this.bad(key, `must be a number, got ${preview(v)}`, `write \`${key}: 3\``);
    return undefined;
  }

  boolean(key: string): boolean | undefined {
    const v = this.data[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'boolean') return v;
    if (v === 'true' || v === 'false') return v === 'true';
    this.bad(key, `must be true or false, got ${preview(v)}`, `write \`${key}: true\``);
    return undefined;
  }

  strings(key: string): string[] {
    const v = this.data[key];
    if (v === undefined || v === null) return [];
    if (typeof v === 'string')
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) return v.map((x) => String(x).trim());
    this.bad(key, 'must be a list of text values', `write \`${key}: [one, two]\``);
    return [];
  }

  /**
   * Tags the way Docusaurus reads them: a text label, a `{label, permalink}` object, or a key of
   * the tags file. With a tags file, a tag it does not declare is a warning (`onInlineTags: warn`).
   */
  tags(defs?: TagDefs, key = 'tags'): TagRef[] {
    const v = this.data[key];
    const raw: unknown[] = Array.isArray(v) ? v : typeof v === 'string' ? this.strings(key) : v === undefined || v === null ? [] : [v];
    const seen = new Set<string>();
    const out: TagRef[] = [];
    for (const item of raw) {
      const tag = this.tag(item, defs, key);
      if (!tag) continue;
      if (!seen.has(tag.slug)) out.push(tag);
      seen.add(tag.slug);
    }
    return out;
  }

  private tag(item: unknown, defs: TagDefs | undefined, key: string): TagRef | undefined {
    if (typeof item === 'string' || typeof item === 'number') {
      const label = String(item).trim();
      const def = defs?.tags.get(label);
      if (def) return def;
      if (defs)
        this.warn(
          key,
          'unknown-tag',
          `the tag "${label}" is not declared in ${defs.display}`,
          `add \`${label}:\` to ${defs.display} or use one of its keys`,
        );
      const slug = tagSlug(label);
      if (!slug) {
        this.bad(key, `has the tag "${label}", which has no letters or digits`, 'remove it or spell it out');
        return undefined;
      }
      return { label, slug };
    }
    if (typeof item === 'object' && item !== null && typeof (item as { label?: unknown }).label === 'string') {
      const { label, permalink, description } = item as { label: string; permalink?: unknown; description?: unknown };
      if (defs)
        this.warn(
          key,
          'unknown-tag',
          `the tag "${label}" is written inline, not declared in ${defs.display}`,
          `declare it in ${defs.display} and write its key here`,
        );
      const slug = typeof permalink === 'string' ? permalink.replace(/^\/+|\/+$/g, '') : tagSlug(label);
      const tag: TagRef = { label, slug: slug || tagSlug(label) };
      if (typeof description === 'string') tag.description = description;
      if (typeof permalink === 'string') tag.origin = { file: this.file, line: this.line(key) };
      return tag;
    }
    this.bad(
      key,
      `has the tag ${preview(item)}, which is neither text nor {label, permalink}`,
      'write `- some-tag` or `- { label: Some tag, permalink: /some-tag }`',
    );
    return undefined;
  }

  raw(key: string): unknown {
    return this.data[key];
  }

  /** Replaces a value with the schema's reading of it (frontmatter-schema.ts); undefined leaves the key out. */
  set(key: string, value: unknown): void {
    if (value === undefined) delete this.data[key];
    else this.data[key] = value;
  }

  line(key: string): number {
    const lines = this.text.split('\n');
    const i = lines.findIndex((l) => l.startsWith(`${key}:`));
    return i < 0 ? 1 : i + 1;
  }

  bad(key: string, message: string, hint: string): void {
    this.diagnostics.push(
      diagnostic('error', 'frontmatter-invalid', `frontmatter \`${key}\` ${message}`, {
        file: this.file,
        point: { line: this.line(key), column: 1 },
        hint,
      }),
    );
  }

  warn(key: string, code: string, message: string, hint: string): void {
    this.diagnostics.push(diagnostic('warning', code, message, { file: this.file, point: { line: this.line(key), column: 1 }, hint }));
  }
}
