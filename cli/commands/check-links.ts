import { Command } from 'commander';
import { countBySeverity, formatDiagnostic as formatLine, plural, sortDiagnostics } from '../../model/diagnostics.ts';
import { createReporter } from '../reporter.ts';
import { formatOption, githubAnnotation, resolveFormat } from './output-format.ts';
import { apiLoader, resolveSiteDir, SITE_DIR_HELP, outcomeStore, runAction } from './shared.ts';

export function checkLinksCommand(): Command {
  return new Command('check-links')
    .description('check links, anchors and duplicate routes without rendering (fast enough for a pre-commit hook)')
    .argument('[SITE_DIR]', SITE_DIR_HELP)
    .option('--strict', 'exit non-zero on warnings too', false)
    .addOption(formatOption())
    .option('--json', 'the same as --format json: every diagnostic as JSON on stdout', false)
    .option('--no-cache', "parse every markdown file again instead of reusing the last run's results")
    .action((siteArg: string | undefined, opts: { strict: boolean; json: boolean; format: string; cache: boolean }) =>
      runAction(resolveFormat(opts), async () => {
        const format = resolveFormat(opts);
        const siteDir = resolveSiteDir(siteArg);
        const reporter = createReporter({ stream: process.stderr, quiet: true });
        const store = outcomeStore(opts.cache);
        const specs = apiLoader(opts.cache);
        // Highlighted like `build`, so both read and fill the same cache entries: either one warms the other.
        const { compile } = await import('../../core/build/pipeline.ts');
        const { diagnostics } = await compile(siteDir, reporter, { ...(store ? { store } : {}), ...(specs ? { loadApi: specs } : {}) });
        const sorted = sortDiagnostics(diagnostics);
        const { errors, warnings } = countBySeverity(sorted);
        const ok = errors === 0 && (!opts.strict || warnings === 0);
        if (format === 'json') process.stdout.write(`${JSON.stringify({ ok, errors, warnings, diagnostics: sorted }, null, 2)}\n`);
        else {
          for (const d of sorted) process.stdout.write(`${format === 'github' ? githubAnnotation(d) : formatLine(d)}\n`);
          process.stderr.write(
            `${sorted.length === 0 ? 'No broken links, anchors or duplicate routes.' : `${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`}\n`,
          );
        }
        return ok ? 0 : 1;
      }),
    );
}
