import { EVENT_ID, constructFromEvents, getScalarValue, parseEvents, SCALAR_STYLE, type Event } from 'js-yaml';
import type { SourcePoint } from './diagnostics.ts';
import { yamlErrorPoint } from './yaml-error.ts';

/**
 * The one YAML (and JSON) reader: the config, frontmatter, `_category_` files, `tags.yml`,
 * `authors.yml` and OpenAPI specs all go through it. js-yaml's event stream is parsed once; the
 * value is built from it, and the place of every key and value is indexed from the same events
 * the first time a diagnostic asks for one (most files never need it).
 */
export interface YamlSource {
  /** The value the text holds; undefined for a text with no document. */
  data: unknown;
  /**
   * Where the value at `path` (keys and list indices) is written; with `key`, where its key is
   * (a list item has none: its value's place). The nearest written ancestor when `path` is not written.
   */
  locate(path: readonly PropertyKey[], options?: { key?: boolean }): SourcePoint | undefined;
}

export type YamlResult = { ok: true; source: YamlSource } | { ok: false; message: string; point: SourcePoint | undefined; cause: unknown };

export interface YamlOptions {
  /** Read as JSON: a repeated key takes the last value, as JSON.parse does, instead of being an error. */
  json?: boolean;
  /** The text must be strict JSON (no trailing commas, no comments), as `JSON.parse` reads it. */
  strictJson?: boolean;
  /** The file line of the text's first line, when the text is part of a file (frontmatter starts on line 2). */
  firstLine?: number;
  /** More aliases than this are an error. */
  maxAliases?: number;
  /**
   * More values than this, aliases expanded, are an error: aliases are shared rather than copied,
   * but a walk over the value (the config schema's) would expand them, so a "billion laughs" file
   * stops here. Infinity for readers whose walks guard themselves (OpenAPI specs).
   */
  maxValues?: number;
  /** Collections nested deeper than this are an error. */
  maxDepth?: number;
}

interface Place {
  key?: number;
  value: number;
}

export function readYaml(text: string, options: YamlOptions = {}): YamlResult {
  const shift = (options.firstLine ?? 1) - 1;
  const moved = (point: SourcePoint | undefined) => (point && shift ? { line: point.line + shift, column: point.column } : point);
  if (options.strictJson) {
    try {
      JSON.parse(text);
    } catch (error) {
      const at = /at position (\d+)/.exec((error as Error).message);
      const point = at ? pointAt(lineStarts(text), Number(at[1])) : { line: 1, column: 1 };
      return { ok: false, message: (error as Error).message.replace(/ in JSON at position \d+.*$/, ''), point: moved(point), cause: error };
    }
  }
  let events: Event[];
  let documents: unknown[];
  try {
    events = parseEvents(text, { maxDepth: options.maxDepth ?? 100 });
    documents = constructFromEvents(events, { source: text, json: options.json === true, maxAliases: options.maxAliases ?? 100 });
  } catch (error) {
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    return { ok: false, message: reason, point: moved(options.json ? markPoint(error) : yamlErrorPoint(text, error)), cause: error };
  }
  if (documents.length > 1)
    return {
      ok: false,
      message: 'the file holds several YAML documents (a line `---` inside it?); it must hold one',
      point: undefined,
      cause: undefined,
    };
  const maxValues = options.maxValues ?? 100_000;
  if (maxValues !== Infinity && countOver(documents[0], maxValues))
    return {
      ok: false,
      message: `its aliases (*name) expand to more than ${maxValues.toLocaleString('en')} values`,
      point: undefined,
      cause: undefined,
    };
  let places: Map<string, Place> | undefined;
  let starts: number[] | undefined;
  return {
    ok: true,
    source: {
      data: documents[0],
      locate(path, { key = false } = {}) {
        places ??= index(text, events);
        starts ??= lineStarts(text);
        for (let n = path.length; n >= 0; n--) {
          const place = places.get(pathKey(path.slice(0, n)));
          if (!place) continue;
          const offset = key && n === path.length ? (place.key ?? place.value) : place.value;
          return moved(pointAt(starts, offset));
        }
        return undefined;
      },
    },
  };
}

/** Whether the value holds more than `max` values, counting a shared (aliased) value each time it is used. */
function countOver(value: unknown, max: number): boolean {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (++count > max) return true;
    if (typeof v === 'object' && v !== null) for (const child of Object.values(v)) stack.push(child);
  }
  return false;
}

function markPoint(error: unknown): SourcePoint | undefined {
  const mark = (error as { mark?: { line: number; column: number } }).mark;
  return mark ? { line: mark.line + 1, column: mark.column + 1 } : undefined;
}

const pathKey = (path: readonly PropertyKey[]) => path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** A key that no path can name: what a collection or alias used as a mapping key is filed under. */
const NO_KEY = '\u0000';

interface Frame {
  kind: 'map' | 'seq';
  path: string;
  index: number;
  /** In a mapping: the key whose value comes next (with where it is written), or undefined when a key comes next. */
  key: { name: string; at: number } | undefined;
}

/** Every path's key and value offsets, from the first document's events. */
function index(text: string, events: readonly Event[]): Map<string, Place> {
  const places = new Map<string, Place>();
  const stack: Frame[] = [];
  let inKey = 0;
  const child = (parent: Frame, name: string) => (parent.path === '' ? name : `${parent.path}/${name}`);
  /** Files the value starting at `start` under its path; undefined for a value inside a complex key. */
  const place = (start: number): string | undefined => {
    const parent = stack[stack.length - 1];
    if (!parent) {
      places.set('', { value: start });
      return '';
    }
    if (parent.kind === 'seq') {
      const path = child(parent, String(parent.index++));
      places.set(path, { value: start });
      return path;
    }
    const key = parent.key;
    parent.key = undefined;
    if (!key || key.name === NO_KEY) return undefined;
    const path = child(parent, key.name.replace(/~/g, '~0').replace(/\//g, '~1'));
    if (!places.has(path)) places.set(path, { key: key.at, value: start });
    return path;
  };
  const keySlot = () => {
    const parent = stack[stack.length - 1];
    return parent?.kind === 'map' && parent.key === undefined ? parent : undefined;
  };
  for (const e of events) {
    if (e.type === EVENT_ID.DOCUMENT && places.size > 0) break;
    if (e.type === EVENT_ID.SCALAR) {
      // A quoted value is placed at its opening quote, where an editor puts it.
      const quoted = e.style === SCALAR_STYLE.SINGLE_QUOTED || e.style === SCALAR_STYLE.DOUBLE_QUOTED;
      const start = quoted ? e.valueStart - 1 : e.valueStart;
      const slot = inKey === 0 ? keySlot() : undefined;
      if (slot) slot.key = { name: getScalarValue(text, e), at: start };
      else if (inKey === 0) place(start);
    } else if (e.type === EVENT_ID.ALIAS) {
      const slot = inKey === 0 ? keySlot() : undefined;
      if (slot) slot.key = { name: NO_KEY, at: e.anchorStart };
      else if (inKey === 0) place(e.anchorStart);
    } else if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) {
      // A collection used as a mapping key has no path; what is inside it is skipped.
      if (inKey > 0 || keySlot()) {
        inKey++;
        continue;
      }
      const path = place(e.start);
      stack.push({ kind: e.type === EVENT_ID.MAPPING ? 'map' : 'seq', path: path ?? NO_KEY, index: 0, key: undefined });
    } else if (e.type === EVENT_ID.POP) {
      if (inKey > 0) {
        inKey--;
        const slot = inKey === 0 ? keySlot() : undefined;
        if (slot) slot.key = { name: NO_KEY, at: 0 };
      } else stack.pop();
    }
  }
  return places;
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
