import { diagnostic, type Diagnostic, type Severity, type SourcePoint } from '../model/diagnostics.ts';
import type { SpecSource } from './source.ts';

export interface SpecDiagnosticInput {
  severity: Severity;
  code: string;
  message: string;
  hint?: string;
  /** The file, to name it and to find the line of `pointer`. */
  file?: { display: string; source: SpecSource };
  /** Where the file is shown when it could not be parsed. */
  display?: string;
  /** A pointer inside the file (`#/paths/...`), located to a line when the file was parsed. */
  pointer?: string;
  point?: SourcePoint | undefined;
}

/** A diagnostic about a spec: the file, the line the pointer was written on, and the message. */
export function specDiagnostic(input: SpecDiagnosticInput): Diagnostic {
  const fragment = input.pointer === undefined ? undefined : input.pointer.slice(input.pointer.indexOf('#'));
  const point = input.point ?? (fragment !== undefined ? input.file?.source.locate(fragment) : undefined);
  // A converted spec's messages name the pointers of the file the author edits, not of the conversion.
  const written = input.file?.source.written;
  const message = written ? input.message.replace(POINTER, (p) => written(p)) : input.message;
  return diagnostic(input.severity, input.code, message, {
    file: input.file?.display ?? input.display,
    point,
    hint: input.hint,
    pointer: fragment === undefined ? undefined : written ? written(fragment) : fragment,
  });
}

/** A JSON pointer inside a message: up to a space or `;`, without a trailing `:`, `,` or `.`. */
const POINTER = /#\/[^\s;]*[^\s;,:.)]/g;
