import type { z } from 'zod';
import { diagnostic, preview, type Diagnostic, type Severity } from '../../model/diagnostics.ts';
import { closest } from '../../model/slug.ts';
import { knownKeys } from './schema-keys.ts';
import type { YamlSource } from '../../model/yaml-source.ts';

/**
 * Schema problems as diagnostics: each names the key path (`blog.postsPerPage`), the line and
 * column the YAML parser recorded for it, what was found, and the fix ("did you mean").
 */
export interface IssueContext {
  /** The file as diagnostics show it. */
  file: string;
  source: YamlSource;
  schema: z.ZodType;
  /** `config-invalid`, `frontmatter-invalid`, ... */
  code: string;
  /** What an unknown key is: an error in the config, a warning in frontmatter (Docusaurus ignores those). */
  unknownKey: { severity: Severity; code: string; noun: string };
  /** The key path as the message names it, e.g. `blog.postsPerPage` (default) or a frontmatter key. */
  keyName?: (path: readonly PropertyKey[]) => string;
}

type Issue = z.core.$ZodIssue;

export function issueDiagnostics(issues: readonly Issue[], ctx: IssueContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const issue of issues.flatMap((i) => flatten(i, ctx.source.data))) {
    for (const d of toDiagnostics(issue, ctx)) {
      const key = `${d.line}:${d.column}:${d.message}`;
      if (!seen.has(key)) out.push(d);
      seen.add(key);
    }
  }
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

/**
 * A union reports one issue with every branch's issues inside. The branch the author meant is
 * the one whose `type` matched (and that is not a type mismatch at the item itself); with no
 * single such branch, the union's own message, or the branch that got furthest.
 */
function flatten(issue: Issue, data: unknown): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const depth = issue.path.length;
  const branches = issue.errors.map((errs) => errs.map((e) => ({ ...e, path: [...issue.path, ...e.path] }) as Issue));
  const matched = branches.filter(
    (b) =>
      !b.some((e) => (e.path.length === depth + 1 && e.path[depth] === 'type') || (e.path.length === depth && e.code === 'invalid_type')),
  );
  // Of several, the one whose keys all fit (`{to, position: middle}` is a page link with a bad position).
  const fitting =
    matched.length > 1 ? matched.filter((b) => !b.some((e) => e.code === 'unrecognized_keys' && e.path.length === depth)) : matched;
  if (fitting.length === 1) return fitting[0]!.flatMap((e) => flatten(e, data));
  if (issue.message !== 'Invalid input') return [issue];
  const best = [...branches].sort((a, b) => a.length - b.length)[0] ?? [];
  return best.flatMap((e) => flatten(e, data));
}

function toDiagnostics(issue: Issue, ctx: IssueContext): Diagnostic[] {
  const name = ctx.keyName ?? defaultKeyName;
  const at = (path: readonly PropertyKey[], key = false) => ctx.source.locate(path, { key });
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeys(ctx.schema, issue.path).filter((k) => !issue.keys.includes(k));
    return issue.keys.map((k) => {
      const path = [...issue.path, k];
      const near = closest(k, known);
      const hint = near ? `did you mean \`${near}\`?` : known.length > 0 ? `known keys here: ${known.join(', ')}` : 'remove it';
      return diagnostic(ctx.unknownKey.severity, ctx.unknownKey.code, `\`${name(path)}\` is not a ${ctx.unknownKey.noun}`, {
        file: ctx.file,
        point: at(path, true),
        hint,
      });
    });
  }
  const value = valueAt(ctx.source.data, issue.path);
  const key = `\`${name(issue.path)}\``;
  const where = { file: ctx.file, point: at(issue.path) };
  const last = String(issue.path[issue.path.length - 1] ?? 'key');
  const fail = (message: string, hint: string) => [diagnostic('error', ctx.code, `${key} ${message}`, { ...where, hint })];
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return fail('is required', `add \`${last}: ...\``);
      return fail(`must be ${expected(issue.expected)}, got ${describe(value)}`, hintFor(issue.expected));
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      const near = typeof value === 'string' ? closest(value, allowed) : undefined;
      return fail(
        `must be ${allowed.length === 1 ? '' : 'one of '}${allowed.join(', ')}, got ${describe(value)}`,
        near ? `did you mean \`${near}\`?` : `use ${allowed.map((a) => `\`${a}\``).join(' or ')}`,
      );
    }
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'string')
        return fail(
          value === '' || (typeof value === 'string' && value.trim() === '') ? 'must not be empty' : issue.message,
          `write a value for \`${last}\``,
        );
      return fail(
        `${rangeText(issue)}, got ${describe(value)}`,
        `for example \`${last}: ${'minimum' in issue ? String(issue.minimum) : String(issue.maximum)}\``,
      );
    case 'custom': {
      const hint = (issue.params as { hint?: string | ((value: unknown) => string) } | undefined)?.hint;
      return fail(
        `${issue.message}, got ${describe(value)}`,
        typeof hint === 'function' ? hint(value) : (hint ?? 'see the configuration reference'),
      );
    }
    default:
      return fail(issue.message, 'see the configuration reference');
  }
}

function rangeText(issue: Issue): string {
  const i = issue as { origin?: string; minimum?: number | bigint; maximum?: number | bigint };
  return i.origin === 'array'
    ? i.minimum !== undefined
      ? `must have at least ${i.minimum} entries`
      : `must have at most ${i.maximum} entries`
    : i.minimum !== undefined
      ? `must be at least ${i.minimum}`
      : `must be at most ${i.maximum}`;
}

function defaultKeyName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)), '');
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v = data;
  for (const k of path) v = typeof v === 'object' && v !== null ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

const EXPECTED: Record<string, string> = {
  string: 'a text value',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping of keys to values',
  null: 'nothing',
};

function expected(type: string): string {
  return EXPECTED[type] ?? type;
}

function hintFor(type: string): string {
  if (type === 'boolean') return 'write true or false without quotes';
  if (type === 'array') return 'write each entry on its own line starting with `- `';
  if (type === 'object') return 'indent its keys under it';
  if (type === 'string') return 'write it as a quoted string';
  return 'see the configuration reference';
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'nothing';
  if (v === undefined) return 'nothing';
  if (typeof v === 'object') return 'a mapping';
  return `${typeof v} ${preview(v)}`;
}
