import { Command } from 'commander';
import { createReporter } from '../reporter.ts';
import { displayPath } from '../../core/util/files.ts';
import { writeStarterSite } from '../../core/init/starter.ts';
import { initFromDocusaurus } from '../../core/init/docusaurus/from-docusaurus.ts';
import { formatDiagnostic } from '../../model/diagnostics.ts';
import { checkInitTarget } from '../../core/init/target.ts';
import { onInterrupt, runAction } from './shared.ts';
import { rmSync } from 'node:fs';

/**
 * `portal init [DIR]`: a new site folder. Each way of starting a site (today the starter site)
 * is one branch below: it gets a checked, missing or empty target folder and writes into it.
 */
export function initCommand(): Command {
  return new Command('init')
    .description('start a new site: write a small working site (config, docs, a blog post, an API spec) into DIR')
    .argument('[DIR]', 'the folder to create or fill (must be missing or empty)', '.')
    .option(
      '--from-docusaurus <SITE>',
      'convert a Docusaurus site: write portal.config.yaml from its config and sidebars (in SITE, or in --out)',
    )
    .option(
      '--out <DIR>',
      'with --from-docusaurus: write a new site folder here (missing or empty) and copy docs/, blog/, src/, static/ and the API specs into it, all or nothing',
    )
    .option('--force', 'with --from-docusaurus: replace an existing portal.config.yaml in SITE')
    .action((dir: string, opts: { fromDocusaurus?: string; out?: string; force?: boolean }) =>
      runAction(false, async () => {
        if (opts.fromDocusaurus !== undefined)
          return fromDocusaurus(opts.fromDocusaurus, opts.out ?? (dir === '.' ? undefined : dir), opts.force ?? false);
        const target = await checkInitTarget(dir);
        const written = await writeStarterSite(target);
        const log = createReporter({ stream: process.stderr });
        const shown = displayPath(target);
        log.line(`Wrote a starter site (${written.length} files) into ${shown === '.' ? 'the current folder' : shown}.`);
        // Run through npx (portal installed in a project), the next commands need npx too.
        const portal = process.env.npm_command === 'exec' ? 'npx portal' : 'portal';
        const cd = shown === '.' ? '' : `cd ${shown.includes(' ') ? JSON.stringify(shown) : shown} && `;
        log.line(`Next: ${cd}${portal} serve   (preview with live reload)\n      ${cd}${portal} build   (static files in build/)`);
        return 0;
      }),
    );
}

async function fromDocusaurus(source: string, out: string | undefined, force: boolean): Promise<number> {
  const progress: { staging?: string | undefined } = {};
  // Ctrl+C: the half-made site is staged beside its folder; removing it leaves nothing behind.
  const stop = onInterrupt(() => {
    if (progress.staging) rmSync(progress.staging, { recursive: true, force: true });
    return 'Interrupted; nothing written.';
  });
  const result = await initFromDocusaurus({ source, out, force, progress }).finally(stop);
  const log = createReporter({ stream: process.stderr });
  log.line(`Wrote ${displayPath(result.configFile)}${result.copied.length > 0 ? ` and copied ${result.copied.join(', ')}` : ''}.`);
  if (result.notes.length === 0) log.line('Everything in the Docusaurus config was mapped.');
  else {
    log.line(`Could not map (${result.notes.length}):`);
    for (const n of result.notes) log.line(`  - ${n}`);
  }
  for (const d of result.diagnostics) log.line(formatDiagnostic(d));
  if (result.diagnostics.some((d) => d.severity === 'error')) return 1;
  const shown = displayPath(result.siteDir);
  log.line(`Next: portal build ${shown.includes(' ') ? JSON.stringify(shown) : shown}`);
  return 0;
}
