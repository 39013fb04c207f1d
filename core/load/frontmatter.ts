import { diagnostic, type Diagnostic, preview, type SourcePoint } from '../../model/diagnostics.ts';
import { readYaml, type YamlSource } from '../../model/yaml-source.ts';
import { tagSlug } from '../../model/slug.ts';
import { LINK_SCHEMES, unsafeUrlReason } from '../../model/url-policy.ts';
import type { TagDefs } from './tags-file.ts';
import type { TagRef } from './types.ts';

export interface SplitSource {
  data: Record<string, unknown>;
  /** Line (1-based) where the body starts, for messages about the body. */
  bodyLine: number;
  /** Where each key and value is written, in file lines; absent without frontmatter. */
  source?: YamlSource;
}

const FRONTMATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Reads the YAML frontmatter of a markdown file; a syntax error is a diagnostic at the right line. */
export function readFrontmatter(text: string, file: string, diagnostics: Diagnostic[]): SplitSource {
  const match = FRONTMATTER.exec(text);
  if (!match) return { data: {}, bodyLine: 1 };
  const bodyLine = match[0].split('\n').length;
  // The YAML starts on line 2, after the opening ---.
  const read = readYaml(match[1] ?? '', { firstLine: 2 });
  if (!read.ok) {
    diagnostics.push(
      diagnostic('error', 'frontmatter-syntax', `frontmatter is not valid YAML: ${read.message}`, {
        file,
        point: read.point ?? { line: 1, column: 1 },
        hint: 'quote values that contain ": " or start with a special character',
      }),
    );
    return { data: {}, bodyLine };
  }
  const data = read.source.data;
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
  return { data: data as Record<string, unknown>, bodyLine, source: read.source };
}

/**
 * A file's frontmatter as written, and the diagnostics about it, each at the line and column of
 * its key. Values are read typed from the schema's output (`checkFrontmatter`); the checks here
 * are the ones that need more than a type: URLs, slugs, tags.
 */
export class FrontmatterReader {
  constructor(
    private readonly data: Readonly<Record<string, unknown>>,
    private readonly file: string,
    private readonly source: YamlSource | undefined,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /** The keys and values as written, for the schema check. */
  entries(): [string, unknown][] {
    return Object.entries(this.data);
  }

  /**
   * A URL path from `slug`: `.` and `..` segments, backslashes and control characters are refused,
   * since a route becomes a file path in the output and must never lead out of it.
   */
  slug(value: string | null | undefined, key = 'slug'): string | undefined {
    const v = value ?? undefined;
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

  /** A URL written under `key`: one the URL policy refuses (model/url-policy.ts) is left out with an `unsafe-url` warning at its line. */
  url(
    key: string,
    value: string | null | undefined,
    judge: (value: string) => string | undefined = (v) => unsafeUrlReason(v, LINK_SCHEMES),
  ): string | undefined {
    return value === undefined || value === null ? undefined : this.checkedUrl(key, value, judge);
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

  /**
   * Tags the way Docusaurus reads them: a text label, a `{label, permalink}` object, or a key of
   * the tags file. With a tags file, a tag it does not declare is a warning (`onInlineTags: warn`).
   */
  tags(v: unknown, defs?: TagDefs, key = 'tags'): TagRef[] {
    const raw: unknown[] = Array.isArray(v)
      ? v
      : typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v === undefined || v === null
          ? []
          : [v];
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

  /** Where `key` (or a value inside it, `[key, 0, 'url']`) is written; the file's start when it is not. */
  point(key: string | readonly PropertyKey[]): SourcePoint {
    return this.source?.locate(typeof key === 'string' ? [key] : key, { key: true }) ?? { line: 1, column: 1 };
  }

  line(key: string): number {
    return this.point(key).line;
  }

  bad(key: string, message: string, hint: string): void {
    this.diagnostics.push(
      diagnostic('error', 'frontmatter-invalid', `frontmatter \`${key}\` ${message}`, {
        file: this.file,
        point: this.point(key),
        hint,
      }),
    );
  }

  warn(key: string, code: string, message: string, hint: string): void {
    this.diagnostics.push(diagnostic('warning', code, message, { file: this.file, point: this.point(key), hint }));
  }
}
