import { Command } from 'commander';
import { formatDiagnostic, plural } from '../../model/diagnostics.ts';
import { resolveSiteDir, runAction, SITE_DIR_HELP } from './shared.ts';

/** `portal docs-version <name>`: Docusaurus's `docs:version`. */
export function docsVersionCommand(): Command {
  return new Command('docs-version')
    .description(
      'release the working copy of the docs as a version: copy docs/ and the sidebars to versioned_docs/ and versioned_sidebars/ and add it to versions.json',
    )
    .argument('<VERSION>', 'the version name, like 2.0 (it becomes a folder name and a URL segment)')
    .argument('[SITE_DIR]', SITE_DIR_HELP)
    .option('--instance <id>', 'the docs folder to version, by its id in the config', 'default')
    .action((name: string, siteArg: string | undefined, opts: { instance: string }) =>
      runAction(false, async () => {
        const { docsVersion } = await import('../../core/authoring/docs-version.ts');
        const { written } = await docsVersion({ siteDir: resolveSiteDir(siteArg), name, instance: opts.instance });
        for (const file of written) process.stdout.write(`${file}\n`);
        process.stderr.write(
          `Version ${name} released: the working copy is now served at its next/ path, ${name} at the docs' own path.\n`,
        );
        return 0;
      }),
    );
}

/** `portal write-translations`: Docusaurus's `write-translations`. */
export function writeTranslationsCommand(): Command {
  return new Command('write-translations')
    .description(
      "write the theme's, navbar's, footer's, blog's and sidebars' strings into i18n/<locale>/ JSON files for translators (messages already there are kept)",
    )
    .argument('[SITE_DIR]', SITE_DIR_HELP)
    .option('--locale <code>', 'only this locale (default: every locale but the default one)')
    .option('--override', 'replace messages already translated with the defaults', false)
    .action((siteArg: string | undefined, opts: { locale?: string; override: boolean }) =>
      runAction(false, async () => {
        const { writeTranslations } = await import('../../core/authoring/write-translations.ts');
        const { files, diagnostics } = await writeTranslations({
          siteDir: resolveSiteDir(siteArg),
          override: opts.override,
          ...(opts.locale ? { locale: opts.locale } : {}),
        });
        for (const d of diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
        for (const f of files) process.stdout.write(`${f.file}: ${plural(f.messages, 'message')}, ${f.added} new\n`);
        process.stderr.write(`Wrote ${plural(files.length, 'translation file')}.\n`);
        return 0;
      }),
    );
}
