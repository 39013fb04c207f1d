import { Command } from 'commander';
import { defaultSiteDir, runAction } from './shared.ts';
import { startDevServer } from '../serve/dev-server.ts';

export function serveCommand(): Command {
  return new Command('serve')
    .description('build the site, serve it under its base path and rebuild + reload the browser on every change')
    .argument('[SITE_DIR]', 'the site folder (holds portal.config.yaml)', defaultSiteDir())
    .option('-p, --port <PORT>', 'port to listen on', '3000')
    .option('--host <HOST>', 'address to listen on', '127.0.0.1')
    .option('--open', 'open the site in the default browser', false)
    .action((siteDir: string, opts: { port: string; host: string; open: boolean }) =>
      runAction(false, async () => {
        const port = Number.parseInt(opts.port, 10);
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a number from 0 to 65535, got "${opts.port}"`);
        await startDevServer({ siteDir, port, host: opts.host, open: opts.open });
        // Keeps running until interrupted.
        return await new Promise<number>(() => undefined);
      }),
    );
}
