import type { JsonValue } from '../model/api-schema.ts';

const INLINE_WIDTH = 72;

export interface LiteralStyle {
  scalar: (value: null | boolean | number | string) => string;
  key: (key: string) => string;
  indent: string;
  /** Python wants a comma after the last item too (it reads better in diffs); JSON forbids it. */
  trailingComma: boolean;
}

const JSON_STYLE: LiteralStyle = { scalar: (v) => JSON.stringify(v), key: (k) => JSON.stringify(k), indent: '  ', trailingComma: false };

/**
 * Pretty JSON as people write it by hand: objects one field per line, but a short array of plain
 * values (coordinates, enum lists) on one line, so examples stay readable in a narrow column.
 */
export function prettyJson(value: JsonValue): string {
  return formatLiteral(value, JSON_STYLE);
}

export function formatLiteral(value: JsonValue, style: LiteralStyle, depth = 0): string {
  const pad = style.indent.repeat(depth + 1);
  const end = style.indent.repeat(depth);
  const close = style.trailingComma ? ',' : '';
  if (value === null || typeof value !== 'object') return style.scalar(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const line = `[${value.map((v) => style.scalar(v as null | boolean | number | string)).join(', ')}]`;
      if (line.length + depth * style.indent.length <= INLINE_WIDTH) return line;
    }
    return `[\n${value.map((v) => `${pad}${formatLiteral(v, style, depth + 1)}`).join(',\n')}${close}\n${end}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${style.key(k)}: ${formatLiteral(v, style, depth + 1)}`).join(',\n')}${close}\n${end}}`;
}
