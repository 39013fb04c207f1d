import { Command } from 'commander';
import { createReporter } from '../reporter.ts';
import { plural, sortDiagnostics } from '../../model/diagnostics.ts';
import { displayPath } from '../../core/util/files.ts';
import { formatOption, githubAnnotation, resolveFormat } from './output-format.ts';
import { apiLoader, clientCache, onInterrupt, pageKeyStore, resolveSiteDir, SITE_DIR_HELP, outcomeStore, runAction } from './shared.ts';
import { rmSync } from 'node:fs';
import type { BuildProgress } from '../../core/build/build-site.ts';

export function buildCommand(): Command {
  return new Command('build')
    .description('build the whole site into a folder of static files')
    .argument('[SITE_DIR]', SITE_DIR_HELP)
    .option('-o, --out <DIR>', 'output folder', 'build')
    .option('--strict', 'treat warnings as errors', false)
    .addOption(formatOption())
    .option('--json', 'the same as --format json: the result and every diagnostic as JSON on stdout', false)
    .option('--report', 'also write a page-weight report (heaviest pages and assets, what each page kind loads) to <out>-report.md', false)
    .option('--no-cache', "render every markdown file again instead of reusing the last build's results")
    .option('--locale <LOCALE...>', 'build only these locales (each under its own path in the output); default: all of them')
    .action(
      (
        siteArg: string | undefined,
        opts: { out: string; strict: boolean; json: boolean; format: string; cache: boolean; report: boolean; locale?: string[] },
      ) =>
        runAction(resolveFormat(opts), async () => {
          const format = resolveFormat(opts);
          const siteDir = resolveSiteDir(siteArg);
          const reporter = createReporter({ stream: process.stderr, quiet: format === 'json' });
          const store = outcomeStore(opts.cache);
          const specs = apiLoader(opts.cache);
          const pageKeys = pageKeyStore(opts.cache);
          const client = clientCache(opts.cache);
          const { buildSite } = await import('../../core/build/build-site.ts');
          const progress: BuildProgress = { committed: false };
          const shownOut = displayPath(opts.out);
          // Ctrl+C: the staging folder goes (a later build would clear it anyway) and the output is as it was.
          const stop = onInterrupt(() => {
            if (progress.committed) return `Interrupted after the new build was written to ${shownOut}.`;
            if (progress.staging) rmSync(progress.staging, { recursive: true, force: true });
            return `Interrupted; nothing written${progress.previous ? ` (the previous output in ${shownOut} is unchanged)` : ''}.`;
          });
          const result = await buildSite({
            siteDir,
            outDir: opts.out,
            strict: opts.strict,
            reporter,
            report: opts.report,
            progress,
            ...(store ? { store } : {}),
            ...(specs ? { loadApi: specs } : {}),
            ...(pageKeys ? { pageKeys } : {}),
            ...(client ? { clientCache: client } : {}),
            ...(opts.locale ? { locales: opts.locale } : {}),
          }).finally(stop);
          const diagnostics = sortDiagnostics(result.diagnostics);
          if (format === 'json') {
            process.stdout.write(`${JSON.stringify({ ...result, diagnostics }, null, 2)}\n`);
          } else {
            if (format === 'github') for (const d of diagnostics) process.stdout.write(`${githubAnnotation(d)}\n`);
            else reporter.diagnostics(diagnostics);
            const counts = `${plural(result.errors, 'error')}, ${plural(result.warnings, 'warning')}`;
            reporter.line(
              result.ok
                ? `Built ${plural(result.routes, 'route')} (${plural(result.pages, 'page')}, ${(result.bytes / 1024 / 1024).toFixed(1)} MB) into ${displayPath(result.outDir)} in ${(result.ms / 1000).toFixed(2)} s: ${counts}.`
                : `Build failed: ${counts}${opts.strict && result.errors === 0 ? ' (--strict treats warnings as errors)' : ''}. ${result.previousOutput ? `The previous output in ${displayPath(result.outDir)} is unchanged.` : `Nothing was written to ${displayPath(result.outDir)}.`}`,
            );
          }
          return result.ok ? 0 : 1;
        }),
    );
}
