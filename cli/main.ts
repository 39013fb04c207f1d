import { Command, CommanderError } from 'commander';
import { buildCommand } from './commands/build.ts';
import { checkLinksCommand } from './commands/check-links.ts';
import { serveCommand } from './commands/serve.ts';
import { initCommand } from './commands/init.ts';
import { installHookCommand } from './commands/install-hook.ts';
import { swizzleCommand } from './commands/swizzle.ts';
import { docsVersionCommand, writeTranslationsCommand } from './commands/authoring.ts';

/** Every `portal` command, in the order `--help` lists them (the CLI reference is tested against this list). */
export function portalCommands(): Command[] {
  return [
    initCommand(),
    buildCommand(),
    serveCommand(),
    checkLinksCommand(),
    swizzleCommand(),
    docsVersionCommand(),
    writeTranslationsCommand(),
    installHookCommand(),
  ];
}

/** The `portal` command line. Exit codes: 0 success, 1 errors (or warnings with --strict), 2 usage. */
export async function main(argv: string[]): Promise<void> {
  const program = new Command('portal')
    .description('Build, preview and check the developer portal from markdown and OpenAPI specs.')
    .version('0.1.0', '-v, --version')
    .showHelpAfterError('(run portal --help for usage)');
  for (const command of portalCommands()) {
    program.addCommand(command.showHelpAfterError('(run portal --help for usage)').exitOverride());
  }
  program.exitOverride();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    // Commander already printed the message; --help and --version end with code 0.
    if (error instanceof CommanderError) process.exitCode = error.exitCode === 0 ? 0 : 2;
    else throw error;
  }
}
