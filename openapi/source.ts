import type { SourcePoint } from '../model/diagnostics.ts';
import { readYaml } from '../model/yaml-source.ts';
import { unescapeToken } from './pointer.ts';

/** A parsed spec file and where each of its values was written, for messages that cite lines. */
export interface SpecSource {
  value: unknown;
  /** The line and column of the value at a JSON pointer, or of its nearest written ancestor. */
  locate(pointer: string): SourcePoint | undefined;
  /**
   * The pointer as the file writes it, when the value is a conversion of the file (Swagger 2.0):
   * `#/components/schemas/Pet` -> `#/definitions/Pet`. Absent when the two are the same.
   */
  written?(pointer: string): string;
}

export class SpecSyntaxError extends Error {
  readonly point: SourcePoint | undefined;

  constructor(message: string, point: SourcePoint | undefined, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SpecSyntaxError';
    this.point = point;
  }
}

/**
 * Parses YAML or JSON (JSON is read as YAML, which accepts it, so both keep positions) with the
 * project's one YAML reader. A YAML value is placed at its key (where readers look; a block scalar
 * starts on the line after it); a JSON value where the value itself starts: in a minified spec the
 * key and the value share a line, but the column then points at the value.
 */
export function parseSpecText(text: string, fileName: string): SpecSource {
  const json = /\.json$/i.test(fileName);
  // Aliases are shared, not copied, so a "billion laughs" file cannot blow up memory here; the
  // limit keeps later walks of the value bounded too.
  const read = readYaml(text, { json, maxAliases: 1000, maxDepth: 200, maxValues: Infinity });
  if (!read.ok) throw new SpecSyntaxError(`${json ? 'JSON' : 'YAML'} syntax error: ${read.message}`, read.point, { cause: read.cause });
  const { source } = read;
  if (source.data === undefined) throw new SpecSyntaxError('the file is empty', undefined);
  return {
    value: source.data,
    locate: (pointer) => source.locate(tokens(pointer), { key: !json }),
  };
}

/** The keys of a pointer as the spec writes them (`#/paths/~1pets` -> ['paths', '/pets']). */
function tokens(pointer: string): string[] {
  const p = pointer.startsWith('#') ? pointer.slice(1) : pointer;
  return p === '' ? [] : p.slice(1).split('/').map(unescapeToken);
}
