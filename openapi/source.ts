import { EVENT_ID, YAMLException, constructFromEvents, getScalarValue, parseEvents, type Event } from 'js-yaml';
import type { SourcePoint } from '../model/diagnostics.ts';
import { childPointer } from './pointer.ts';
import { yamlErrorPoint } from '../model/yaml-error.ts';

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

interface Frame {
  kind: 'map' | 'seq';
  pointer: string;
  index: number;
  /** In a mapping: the key whose value comes next, or undefined when a key comes next. */
  key: string | undefined;
}

/**
 * Parses YAML or JSON (JSON is read as YAML, which accepts it, so both keep positions). The parser's
 * event stream is walked once to note where each pointer starts; values come from the same events.
 */
export function parseSpecText(text: string, fileName: string): SpecSource {
  let events: Event[];
  let value: unknown;
  const json = /\.json$/i.test(fileName);
  try {
    events = parseEvents(text, { filename: fileName, maxDepth: 200 });
    // Aliases are shared, not copied, so a "billion laughs" file cannot blow up memory here; the
    // limit keeps later walks of the value bounded too.
    const docs = constructFromEvents(events, { source: text, filename: fileName, json, maxAliases: 1000 });
    if (docs.length !== 1)
      throw new SpecSyntaxError(
        docs.length === 0 ? 'the file is empty' : 'the file holds several YAML documents; a spec is one',
        undefined,
      );
    value = docs[0];
  } catch (error) {
    if (error instanceof SpecSyntaxError) throw error;
    if (error instanceof YAMLException) {
      const point = json
        ? error.mark
          ? { line: error.mark.line + 1, column: error.mark.column + 1 }
          : undefined
        : yamlErrorPoint(text, error);
      throw new SpecSyntaxError(`${json ? 'JSON' : 'YAML'} syntax error: ${error.reason}`, point, { cause: error });
    }
    throw new SpecSyntaxError(`could not parse the file: ${(error as Error).message}`, undefined, { cause: error });
  }
  const offsets = pointerOffsets(text, events, json);
  const lines = lineStarts(text);
  return {
    value,
    locate(pointer) {
      let p = pointer.startsWith('#') ? pointer : `#${pointer}`;
      for (;;) {
        const offset = offsets.get(p);
        if (offset !== undefined) return pointAt(lines, offset);
        const cut = p.lastIndexOf('/');
        if (cut < 1) return undefined;
        p = p.slice(0, cut);
      }
    },
  };
}

/**
 * YAML values are placed at their key's line (where readers look; a block scalar starts on the
 * line after it). JSON values are placed where the value itself starts: in a minified spec the
 * key and the value share a line, but the column then points at the value.
 */
function pointerOffsets(text: string, events: readonly Event[], atValue: boolean): Map<string, number> {
  const offsets = new Map<string, number>();
  const stack: Frame[] = [];
  // Offset of the key being read, so a value is located at its key's line (where readers look).
  let keyOffset = -1;
  const place = (start: number): string | undefined => {
    const parent = stack[stack.length - 1];
    if (!parent) return '#';
    if (parent.kind === 'seq') return childPointer(parent.pointer, parent.index++);
    if (parent.key === undefined) return undefined;
    const pointer = childPointer(parent.pointer, parent.key);
    parent.key = undefined;
    offsets.set(pointer, keyOffset >= 0 && !atValue ? keyOffset : start);
    return pointer;
  };
  const isKeySlot = () => {
    const parent = stack[stack.length - 1];
    return parent?.kind === 'map' && parent.key === undefined;
  };
  for (const e of events) {
    switch (e.type) {
      case EVENT_ID.SCALAR: {
        if (isKeySlot()) {
          (stack[stack.length - 1] as Frame).key = getScalarValue(text, e);
          keyOffset = e.valueStart;
          break;
        }
        // A JSON string is placed at its opening quote, where an editor puts the value.
        const start = atValue && text[e.valueStart - 1] === '"' ? e.valueStart - 1 : e.valueStart;
        const p = place(start);
        if (p && !offsets.has(p)) offsets.set(p, start);
        break;
      }
      case EVENT_ID.ALIAS: {
        if (isKeySlot()) (stack[stack.length - 1] as Frame).key = '';
        else place(e.anchorStart);
        break;
      }
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        // A collection used as a mapping key has no pointer; it is tracked under a name no
        // JSON key can have, so its contents do not shift the positions of real keys.
        const p = isKeySlot() ? '#\u0000key' : place(e.start);
        const pointer = p ?? '#\u0000key';
        if (!offsets.has(pointer)) offsets.set(pointer, e.start);
        stack.push({ kind: e.type === EVENT_ID.MAPPING ? 'map' : 'seq', pointer, index: 0, key: undefined });
        keyOffset = -1;
        break;
      }
      case EVENT_ID.POP: {
        const done = stack.pop();
        const parent = stack[stack.length - 1];
        if (done?.pointer === '#\u0000key' && parent?.kind === 'map' && parent.key === undefined) parent.key = '\u0000';
        break;
      }
      default:
        break;
    }
  }
  return offsets;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function pointAt(starts: readonly number[], offset: number): SourcePoint {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
}
