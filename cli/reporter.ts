import { formatDiagnostic } from '../model/diagnostics.ts';
import type { Reporter } from '../core/reporter.ts';

export type { Reporter };

/**
 * Progress output. On a terminal each stage redraws one line with its progress; elsewhere (CI
 * logs, tests) every stage prints one plain line when it ends. `--json` output goes to stdout
 * alone, so all of this goes to stderr.
 */

export interface ReporterOptions {
  stream: NodeJS.WritableStream & { isTTY?: boolean };
  quiet?: boolean;
  now?: () => number;
}

export function createReporter({ stream, quiet = false, now = () => performance.now() }: ReporterOptions): Reporter {
  const tty = stream.isTTY === true;
  const write = (text: string) => {
    if (!quiet) stream.write(text);
  };
  return {
    async stage(name, work, summary, failed) {
      const started = now();
      let last = 0;
      const progress = (done: number, total: number) => {
        if (!tty || quiet) return;
        const t = now();
        if (t - last < 50 && done !== total) return;
        last = t;
        write(`\r\x1b[2K  ${name} ${done}/${total}`);
      };
      const clear = tty ? '\r\x1b[2K' : '';
      let result;
      try {
        result = await work(progress);
      } catch (error) {
        write(`${clear}  ✗ ${name} failed (${Math.round(now() - started)} ms)\n`);
        throw error;
      }
      const ms = Math.round(now() - started);
      const detail = summary ? ` ${summary(result)}` : '';
      write(failed?.(result) ? `${clear}  ✗ ${name} failed${detail} (${ms} ms)\n` : `${clear}  ✓ ${name}${detail} (${ms} ms)\n`);
      return result;
    },
    diagnostics(list) {
      for (const d of list) write(`${formatDiagnostic(d)}\n`);
    },
    line(text) {
      write(`${text}\n`);
    },
  };
}
