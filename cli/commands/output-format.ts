import { Option } from 'commander';
import type { Diagnostic } from '../../model/diagnostics.ts';

/** How a command prints its diagnostics: for people, for programs, or as GitHub Actions annotations. */
export type OutputFormat = 'text' | 'json' | 'github';

export const OUTPUT_FORMATS: readonly OutputFormat[] = ['text', 'json', 'github'];

export function formatOption(): Option {
  return new Option(
    '--format <FORMAT>',
    'how diagnostics are printed: text, json (on stdout, no progress) or github (workflow annotations)',
  )
    .choices(OUTPUT_FORMATS)
    .default('text');
}

/** `--json` is kept as the short form of `--format json`, which older scripts use. */
export function resolveFormat(opts: { format?: string; json?: boolean }): OutputFormat {
  if (opts.json) return 'json';
  return (OUTPUT_FORMATS as readonly string[]).includes(opts.format ?? '') ? (opts.format as OutputFormat) : 'text';
}

/**
 * One GitHub Actions workflow command (`::warning file=...,line=...,col=...,title=...::message`),
 * which the job log turns into an annotation on that line of the pull request's diff.
 */
export function githubAnnotation(d: Diagnostic): string {
  const props: string[] = [];
  if (d.file) props.push(`file=${escapeProperty(d.file)}`);
  if (d.file && d.line) props.push(`line=${d.line}`);
  if (d.file && d.line && d.column) props.push(`col=${d.column}`);
  props.push(`title=${escapeProperty(`portal ${d.code}`)}`);
  const message = d.hint ? `${d.message} (${d.hint})` : d.message;
  return `::${d.severity} ${props.join(',')}::${escapeData(message)}`;
}

/** The escapes the runner undoes: `%`, CR and LF in the message... */
function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** ...and also `:` and `,` in property values, which would end the property. */
function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
