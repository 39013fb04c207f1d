import { diagnostic, type Diagnostic, preview } from '../../model/diagnostics.ts';

/**
 * A typed walk over untrusted YAML. Each getter records a diagnostic naming the key path and
 * the line of that key instead of throwing, so one run reports every bad key at once.
 */
export interface ConfigReader {
  file: string;
  text: string;
  diagnostics: Diagnostic[];
}

type Path = readonly (string | number)[];

export function keyName(path: Path): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${k}` : k), '');
}

/**
 * Finds the line of a key by walking the YAML text with indentation: good enough for the block
 * style config files are written in, and it never fails (it falls back to the parent's line).
 */
export function findKeyLine(text: string, path: Path): number | undefined {
  const lines = text.split('\n');
  let from = 0;
  let indent = -1;
  let found: number | undefined;
  for (const key of path) {
    if (typeof key === 'number') {
      let seen = -1;
      for (let i = from; i < lines.length; i++) {
        const line = lines[i] ?? '';
        const ind = line.search(/\S/);
        if (ind < 0 || line.trimStart().startsWith('#')) continue;
        if (ind <= indent && i > from) return found;
        if (line.trimStart().startsWith('- ') && ind > indent) {
          seen++;
          if (seen === key) {
            found = i + 1;
            from = i;
            indent = ind;
            break;
          }
        }
      }
      continue;
    }
    const re = new RegExp(`^(\\s*)(?:- )?["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`);
    let hit = false;
    for (let i = from; i < lines.length; i++) {
      const m = re.exec(lines[i] ?? '');
      if (m && (m[1]?.length ?? 0) >= indent) {
        found = i + 1;
        from = i + 1;
        indent = m[1]?.length ?? 0;
        hit = true;
        break;
      }
    }
    if (!hit) return found;
  }
  return found;
}

export function report(r: ConfigReader, path: Path, message: string, hint: string): void {
  const line = findKeyLine(r.text, path);
  r.diagnostics.push(
    diagnostic('error', 'config-invalid', `\`${keyName(path)}\` ${message}`, {
      file: r.file,
      point: line ? { line, column: 1 } : undefined,
      hint,
    }),
  );
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function readString(r: ConfigReader, v: unknown, path: Path, fallback: string): string {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  report(r, path, `must be a text value, got ${describe(v)}`, `write it as a quoted string`);
  return fallback;
}

export function readRequiredString(r: ConfigReader, v: unknown, path: Path): string {
  if (typeof v === 'string' && v.trim() !== '') return v;
  report(r, path, v === undefined ? 'is required' : `must be a non-empty text value, got ${describe(v)}`, `add \`${String(path[path.length - 1])}: ...\``);
  return '';
}

export function readBoolean(r: ConfigReader, v: unknown, path: Path, fallback: boolean): boolean {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'boolean') return v;
  report(r, path, `must be true or false, got ${describe(v)}`, 'write true or false without quotes');
  return fallback;
}

export function readInt(r: ConfigReader, v: unknown, path: Path, fallback: number, min: number, max: number): number {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) return v;
  report(r, path, `must be a whole number from ${min} to ${max}, got ${describe(v)}`, `for example \`${String(path[path.length - 1])}: ${fallback}\``);
  return fallback;
}

export function readEnum<T extends string>(r: ConfigReader, v: unknown, path: Path, allowed: readonly T[], fallback: T): T {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
  report(r, path, `must be one of ${allowed.join(', ')}, got ${describe(v)}`, `use ${allowed.map((a) => `\`${a}\``).join(' or ')}`);
  return fallback;
}

export function readList(r: ConfigReader, v: unknown, path: Path): unknown[] {
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) return v;
  report(r, path, `must be a list, got ${describe(v)}`, 'write each entry on its own line starting with `- `');
  return [];
}

export function readRecord(r: ConfigReader, v: unknown, path: Path): Record<string, unknown> {
  if (v === undefined || v === null) return {};
  if (isRecord(v)) return v;
  report(r, path, `must be a mapping of keys to values, got ${describe(v)}`, 'indent its keys under it');
  return {};
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'nothing';
  if (typeof v === 'object') return 'a mapping';
  return `${typeof v} ${preview(v)}`;
}
