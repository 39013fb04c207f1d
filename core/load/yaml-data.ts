import { readFile } from 'node:fs/promises';
import { load as parseYaml } from 'js-yaml';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';

/** What a site data file is, for its syntax error: the code, the words before the parser's reason, and the fix. */
export interface DataFileKind {
  code: string;
  what: string;
  hint: string;
}

/**
 * A YAML data file of the site (`authors.yml`, `tags.yml`): its text and value, or `undefined`
 * after an error at the line and column the parser stopped on.
 */
export async function readYamlData(
  abs: string,
  display: string,
  kind: DataFileKind,
  diagnostics: Diagnostic[],
): Promise<{ text: string; data: unknown } | undefined> {
  try {
    const text = await readFile(abs, 'utf8');
    return { text, data: parseYaml(text) };
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    diagnostics.push(
      diagnostic('error', kind.code, `${kind.what}: ${reason}`, {
        file: display,
        point: mark ? { line: mark.line + 1, column: mark.column + 1 } : undefined,
        hint: kind.hint,
      }),
    );
    return undefined;
  }
}
