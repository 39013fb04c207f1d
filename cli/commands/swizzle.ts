import { Command } from 'commander';
import { createReporter } from '../reporter.ts';
import { displayPath } from '../../core/util/files.ts';
import { resolveSiteDir, runAction } from './shared.ts';

/** `portal swizzle NAME [SITE_DIR]`: a theme component copied into the site, to change or wrap. */
export function swizzleCommand(): Command {
  return new Command('swizzle')
    .description("copy a theme component (Navbar, Footer, ...) into the site's src/theme/ to change it; --list shows them")
    .argument('[NAME]', 'the theme component to copy (see --list)')
    .argument('[SITE_DIR]', 'the site folder (holds portal.config.yaml); default: the current folder if it has one, else ./content')
    .option('--wrap', 'write a component that renders the original (@theme-original/NAME) instead of a copy of it', false)
    .option('--list', 'list the theme components a site can replace, and stop', false)
    .action((name: string | undefined, siteArg: string | undefined, opts: { wrap: boolean; list: boolean }) =>
      runAction(false, async () => {
        const log = createReporter({ stream: process.stderr });
        const { swizzle, themeComponentList } = await import('../../core/theme/swizzle.ts');
        if (opts.list || name === undefined) {
          const list = themeComponentList();
          const width = Math.max(...list.map((c) => c.name.length));
          for (const c of list) process.stdout.write(`${c.name.padEnd(width)}  ${c.description}\n`);
          if (name === undefined && !opts.list) log.line('Name one: portal swizzle NAME [SITE_DIR]');
          return name === undefined && !opts.list ? 2 : 0;
        }
        const siteDir = resolveSiteDir(siteArg);
        const file = await swizzle({ siteDir, name, wrap: opts.wrap });
        log.line(
          `Wrote ${displayPath(file)}: ${opts.wrap ? `it renders portal's ${name} (@theme-original/${name}); add around it` : `portal's ${name}, now the site's to change`}. It replaces ${name} on every page from the next build.`,
        );
        return 0;
      }),
    );
}
