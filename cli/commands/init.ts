import { Command } from 'commander';
import { createReporter } from '../reporter.ts';
import { displayPath } from '../util/files.ts';
import { writeStarterSite } from '../init/starter.ts';
import { checkInitTarget } from '../init/target.ts';
import { runAction } from './shared.ts';

/**
 * `portal init [DIR]`: a new site folder. Each way of starting a site (today the starter site)
 * is one branch below: it gets a checked, missing or empty target folder and writes into it.
 */
export function initCommand(): Command {
  return new Command('init')
    .description('start a new site: write a small working site (config, docs, a blog post, an API spec) into DIR')
    .argument('[DIR]', 'the folder to create or fill (must be missing or empty)', '.')
    .action((dir: string) =>
      runAction(false, async () => {
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
