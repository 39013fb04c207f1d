import { execFile } from 'node:child_process';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Command } from 'commander';
import { PortalError } from '../../model/diagnostics.ts';
import { displayPath } from '../../core/util/files.ts';
import { packageRoot } from '../../core/util/package-root.ts';
import { runAction } from './shared.ts';

const run = promisify(execFile);

/**
 * `portal install-hook`: copies the package's ready pre-commit script (scripts/pre-commit) into the
 * current git repository's hooks folder, executable. Another hook already there is kept unless
 * --force is given.
 */
export function installHookCommand(): Command {
  return new Command('install-hook')
    .description('install a git pre-commit hook that runs `portal check-links --strict` before each commit')
    .option('--force', 'replace a pre-commit hook that is already there', false)
    .action((opts: { force: boolean }) =>
      runAction(false, async () => {
        const hooks = await hooksDir();
        const target = path.join(hooks, 'pre-commit');
        const source = path.join(packageRoot(), 'scripts/pre-commit');
        const script = withInstaller(await readFile(source, 'utf8'), path.join(packageRoot(), 'bin/portal.js'));
        const existing = await readFile(target, 'utf8').catch(() => undefined);
        if (existing !== undefined && existing !== script && !opts.force) {
          throw new PortalError({
            code: 'hook-exists',
            message: `${displayPath(target)} already holds another pre-commit hook`,
            hint: 'pass --force to replace it, or call `npx portal check-links --strict` from your hook',
          });
        }
        await mkdir(hooks, { recursive: true });
        await writeFile(target, script);
        // Git runs a hook only when it is executable.
        await chmod(target, 0o755);
        process.stderr.write(
          `Installed ${displayPath(target)}: every commit now runs portal check-links --strict (skip once with git commit --no-verify).\n`,
        );
        return 0;
      }),
    );
}

/**
 * The script with the path of the portal installing it, which the hook falls back on when the
 * repository has no portal of its own (a site built with a portal installed elsewhere).
 */
export function withInstaller(script: string, portalJs: string): string {
  return script.replace("installed_by=''", `installed_by='${portalJs.replace(/'/g, `'\\''`)}'`);
}

async function hooksDir(): Promise<string> {
  try {
    // --git-path follows worktrees and core.hooksPath.
    const { stdout } = await run('git', ['rev-parse', '--git-path', 'hooks']);
    return path.resolve(stdout.trim());
  } catch (error) {
    throw new PortalError(
      {
        code: 'hook-no-repo',
        message: 'not inside a git repository (or git is not installed)',
        hint: "run portal install-hook from your site's repository",
      },
      { cause: error },
    );
  }
}
