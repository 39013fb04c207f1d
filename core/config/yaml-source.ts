import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { SourcePoint } from '../../model/diagnostics.ts';
import { unclosedOpener } from '../../model/yaml-error.ts';

/**
 * A YAML (or JSON) file read with its syntax tree kept, so every problem found later in the
 * data can name the line and column the parser itself recorded for the key or value.
 */
export interface YamlSource {
  data: unknown;
  /** Where the value at `path` is written; with `key`, where its key is written. Falls back to the nearest written ancestor. */
  locate(path: readonly PropertyKey[], options?: { key?: boolean }): SourcePoint | undefined;
}

export type YamlResult = { ok: true; source: YamlSource } | { ok: false; message: string; point?: SourcePoint };

/** Aliases past this count are an error rather than an expansion: a "billion laughs" file stops here. */
const MAX_ALIASES = 100;

export function readYaml(text: string): YamlResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    // An unclosed quote or bracket is noticed where the value ends; name the line that opened it.
    const opened = /closing|end with a/.test(error.message) ? unclosedOpener(text, line) : undefined;
    return { ok: false, message: error.message.split('\n')[0] ?? error.message, point: opened ?? { line, column: col } };
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
  const pointAt = (offset: number | undefined): SourcePoint | undefined => {
    if (offset === undefined) return undefined;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  return { ok: true, source: { data, locate: (path, options = {}) => locate(doc, path, options.key === true, pointAt) } };
}

function locate(
  doc: Document,
  path: readonly PropertyKey[],
  key: boolean,
  pointAt: (offset: number | undefined) => SourcePoint | undefined,
): SourcePoint | undefined {
  let node: unknown = doc.contents;
  let found = pointAt(rangeStart(node));
  for (const [i, segment] of path.entries()) {
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) return found;
      const keyNode = pair.key as Node;
      found = pointAt(rangeStart(keyNode));
      if (last && key) return found;
      node = pair.value;
      const value = pointAt(rangeStart(node));
      if (value) found = value;
    } else if (isSeq(node) && typeof segment === 'number') {
      node = node.items[segment];
      const item = pointAt(rangeStart(node));
      if (!item) return found;
      found = item;
    } else return found;
  }
  return found;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
  return range?.[0];
}
