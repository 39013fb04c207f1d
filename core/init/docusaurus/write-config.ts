import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dump } from 'js-yaml';
import { loadConfig } from '../../config/load-config.ts';
import { siteSchema } from '../../config/schema/site.ts';
import type { Diagnostic } from '../../../model/diagnostics.ts';
import { Unresolved } from './static-eval.ts';

/**
 * Writes the converted config and reads it back with the real loader: a key this portal version
 * does not read is noted and left out, so the written file always loads.
 */
export async function writeConfig(
  dir: string,
  header: string,
  config: Record<string, unknown>,
  note: (key: string, message: string) => void,
  atomic: boolean,
) {
  const file = path.join(dir, 'portal.config.yaml');
  let diagnostics: Diagnostic[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const text = header + dump(config, { lineWidth: 120, noRefs: true });
    if (atomic) {
      await writeFile(`${file}.tmp-${process.pid}`, text);
      await rename(`${file}.tmp-${process.pid}`, file);
    } else await writeFile(file, text);
    diagnostics = (await loadConfig(dir, {})).diagnostics;
    const unknown = diagnostics.flatMap((d) => /^`(\w+)` is not a config key/.exec(d.message)?.[1] ?? []).filter((k) => k in config);
    if (unknown.length === 0) break;
    for (const key of unknown) {
      note(key, `this portal version does not read \`${key}\`, so it was left out`);
      delete config[key];
    }
  }
  return diagnostics;
}

/** The keys in the schema's order, which the configuration reference follows too. */
const ORDER = Object.keys(siteSchema.shape);

export function ordered(config: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ORDER) if (config[key] !== undefined) out[key] = plain(config[key]);
  for (const [key, v] of Object.entries(config)) if (!(key in out) && v !== undefined) out[key] = plain(v);
  return out;
}

/** Plain data only: a value the converter could not read (already noted) is left out of the file. */
function plain(value: unknown): unknown {
  if (value instanceof Unresolved) return undefined;
  if (Array.isArray(value)) return value.map(plain).filter((v) => v !== undefined);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).flatMap(([k, v]) => {
        const p = plain(v);
        return p === undefined ? [] : [[k, p]];
      }),
    );
  }
  return value;
}
