import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runPortal } from '../helpers.ts';

// The CLI reference (docs/docs/reference/cli.md) names every command `portal --help` lists, and
// every option of the commands documented with their options in the heading.
describe('the CLI reference', () => {
  it('has a section for every command, naming each of its options', async () => {
    const reference = await readFile(path.join(ROOT, 'docs/docs/reference/cli.md'), 'utf8');
    const help = await runPortal(['--help']);
    const commands = [...help.stdout.matchAll(/^ {2}([a-z][a-z-]+)\b/gm)].map((m) => m[1] ?? '').filter((c) => c !== 'help');
    expect(commands).toEqual(expect.arrayContaining(['build', 'docs-version', 'write-translations']));
    for (const command of commands) {
      const heading = new RegExp(`^## \`portal ${command}\\b[^\\n]*`, 'm').exec(reference)?.[0];
      expect(heading, `a "## \`portal ${command}" section`).toBeDefined();
      if (!['docs-version', 'write-translations'].includes(command)) continue;
      const options = [...(await runPortal([command, '--help'])).stdout.matchAll(/^ {2}(?:-\w, )?(--[a-z-]+)/gm)]
        .map((m) => m[1] ?? '')
        .filter((o) => o !== '--help');
      for (const option of options) expect(heading, `${command} ${option}`).toContain(option);
    }
  });
});
