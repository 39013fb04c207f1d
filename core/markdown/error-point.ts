import type { SourcePoint } from '../../model/diagnostics.ts';

interface ParseError {
  message?: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: SourcePoint };
}

/**
 * Where a parser error is. micromark and MDX give `place` (a point or a position), vfile messages
 * `line`; some MDX errors (an unclosed `<div>`) carry neither and only write "(3:1-3:6)" in their
 * message, so that is read too.
 */
export function errorPoint(error: unknown): SourcePoint | undefined {
  const e = (error ?? {}) as ParseError;
  if (e.place?.start) return e.place.start;
  if (e.place?.line) return { line: e.place.line, column: e.place.column ?? 1 };
  if (e.line) return { line: e.line, column: e.column ?? 1 };
  const written = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(String(e.message ?? ''));
  return written ? { line: Number(written[1]), column: Number(written[2]) } : undefined;
}
