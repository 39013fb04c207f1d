import { readFile } from 'node:fs/promises';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { readYaml, type YamlSource } from '../../model/yaml-source.ts';

/** What a site data file is, for its syntax error: the code, the words before the parser's reason, and the fix. */
export interface DataFileKind {
  code: string;
  what: string;
  hint: string;
}

/**
 * A YAML data file of the site (`authors.yml`, `tags.yml`), read once: its value and where each
 * key and value is written, or `undefined` after an error at the line and column of the mistake.
 */
export async function readYamlData(
  abs: string,
  display: string,
  kind: DataFileKind,
  diagnostics: Diagnostic[],
): Promise<YamlSource | undefined> {
  let text: string;
  try {
    text = await readFile(abs, 'utf8');
  } catch (error) {
    diagnostics.push(
      diagnostic('error', kind.code, `${display} could not be read: ${(error as Error).message}`, { file: display, hint: kind.hint }),
    );
    return undefined;
  }
  const read = readYaml(text);
  if (read.ok) return read.source;
  diagnostics.push(diagnostic('error', kind.code, `${kind.what}: ${read.message}`, { file: display, point: read.point, hint: kind.hint }));
  return undefined;
}
