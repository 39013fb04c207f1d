import { Command, InvalidArgumentError } from 'commander';
import { outcomeStore, resolveSiteDir, SITE_DIR_HELP, runAction } from './shared.ts';

/** A bad --port is a usage error (exit 2, with the usage), not a failure of the server. */
export function parsePort(value: string): number {
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port > 65535) throw new InvalidArgumentError(`must be a number from 0 to 65535, got "${value}".`);
  return port;
}

export function serveCommand(): Command {
  return new Command('serve')
    .description('serve the site under its base path at once, build it in the background and rebuild + reload the browser on every change')
    .argument('[SITE_DIR]', SITE_DIR_HELP)
    .option('-p, --port <PORT>', 'port to listen on', parsePort, 3000)
    .option('--host <HOST>', 'address to listen on', '127.0.0.1')
    .option('--open', 'open the site in the default browser', false)
    .option('--no-cache', 'render every markdown file again instead of reusing the last build\'s results')
    .option('--locale <LOCALE>', 'preview this locale (under /<locale>/) instead of the default one')
    .action((siteArg: string | undefined, opts: { port: number; host: string; open: boolean; cache: boolean; locale?: string }) =>
      runAction(false, async () => {
        const siteDir = resolveSiteDir(siteArg);
        const store = outcomeStore(opts.cache);
        const { startDevServer } = await import('../../core/serve/dev-server.ts');
        await startDevServer({ siteDir, port: opts.port, host: opts.host, open: opts.open, ...(store ? { store } : {}), ...(opts.locale ? { locale: opts.locale } : {}) });
        // Keeps running until interrupted.
        return await new Promise<number>(() => undefined);
      }),
    );
}
