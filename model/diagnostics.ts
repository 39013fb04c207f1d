/**
 * Every problem the compiler finds is data: a Diagnostic. Stages return them instead of throwing,
 * so one run reports every problem at once; only a problem that stops the build becomes a
 * PortalError, which still carries the diagnostic and chains the underlying error as `cause`.
 */

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  code: string;
  message: string;
  /** Path relative to the current directory, so terminals and editors can open it. */
  file?: string;
  line?: number;
  column?: number;
  /**
   * Where in a structured file (an OpenAPI spec) the problem is, as a JSON pointer: a minified
   * JSON spec is one line, so the line alone would not say which value is meant.
   */
  pointer?: string;
  hint?: string;
}

export interface SourcePoint {
  line: number;
  column: number;
}

export class PortalError extends Error {
  readonly diagnostic: Diagnostic;

  constructor(diagnostic: Omit<Diagnostic, 'severity'>, options?: { cause?: unknown }) {
    super(diagnostic.message, options);
    this.name = 'PortalError';
    this.diagnostic = { severity: 'error', ...diagnostic };
  }
}

export function diagnostic(
  severity: Severity,
  code: string,
  message: string,
  where: { file?: string; point?: SourcePoint | undefined; hint?: string | undefined; pointer?: string | undefined } = {},
): Diagnostic {
  const d: Diagnostic = { severity, code, message };
  if (where.file !== undefined) d.file = where.file;
  if (where.point) {
    d.line = where.point.line;
    d.column = where.point.column;
  }
  if (where.pointer !== undefined) d.pointer = where.pointer;
  if (where.hint) d.hint = where.hint;
  return d;
}

/** `content/docs/x.md:12:5 warning broken-link: message (hint)` */
export function formatDiagnostic(d: Diagnostic): string {
  const place = d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''} ` : '';
  const hint = d.hint ? ` (${d.hint})` : '';
  const at = d.pointer !== undefined && !d.message.includes(d.pointer) ? ` [at ${d.pointer}]` : '';
  return `${place}${d.severity} ${d.code}: ${d.message}${at}${hint}`;
}

export function countBySeverity(list: readonly Diagnostic[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of list) {
    if (d.severity === 'error') errors++;
    else warnings++;
  }
  return { errors, warnings };
}

/** "1 error", "2 errors": counts in messages agree with their noun. */
export function plural(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

/** Stable order: by file, then position, so output diffs cleanly between runs. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.code.localeCompare(b.code),
  );
}

/** Turns anything thrown into a diagnostic, keeping the chain of causes readable. */
export function toDiagnostic(error: unknown): Diagnostic {
  if (error instanceof PortalError) return error.diagnostic;
  const message = causeChain(error).join(' Cause: ');
  return { severity: 'error', code: 'internal', message, hint: 'this is a bug in portal; please report it with the message above' };
}

export function causeChain(error: unknown): string[] {
  const out: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 8; depth++) {
    out.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return out;
}

/**
 * A value from the author's files as a diagnostic shows it: JSON, cut after `max` characters. A
 * YAML alias bomb in a tag list once printed a 40 MB message.
 */
export function preview(value: unknown, max = 60): string {
  let out = '';
  const visit = (v: unknown): void => {
    if (out.length > max) return;
    if (typeof v === 'string') out += JSON.stringify(v.length > max ? v.slice(0, max) : v);
    else if (Array.isArray(v)) {
      out += '[';
      for (let i = 0; i < v.length && out.length <= max; i++) {
        if (i > 0) out += ',';
        visit(v[i]);
      }
      out += ']';
    } else if (v !== null && typeof v === 'object' && !(v instanceof Date)) {
      out += '{';
      let first = true;
      for (const [k, x] of Object.entries(v)) {
        if (out.length > max) break;
        out += `${first ? '' : ','}${JSON.stringify(k.slice(0, max))}:`;
        first = false;
        visit(x);
      }
      out += '}';
    } else out += JSON.stringify(v) ?? String(v);
  };
  visit(value);
  return out.length > max ? `${out.slice(0, max)}…` : out;
}
