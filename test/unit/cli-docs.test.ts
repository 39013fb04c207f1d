import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { initCommand } from '../../cli/commands/init.ts';
import { portalCommands } from '../../cli/main.ts';
import { ROOT } from '../helpers.ts';

/**
 * `portal <command> --help` and the CLI reference (docs/docs/reference/cli.md) say the same: every
 * command the CLI has (cli/main.ts) has its section, every option the command takes is documented
 * in it, every option the section names exists, and the defaults the help shows are the ones the
 * docs give.
 */
const COMMANDS: Command[] = portalCommands();
const doc = readFileSync(path.join(ROOT, 'docs/docs/reference/cli.md'), 'utf8');

/** The text of every section whose heading names `portal <name>`. */
function sections(name: string): string {
  return doc
    .split(/^## /m)
    .filter((s) => new RegExp(`^\`portal ${name}\\b`).test(s))
    .join('\n');
}

/** Options named in the text; `--ifm-...` are CSS variables the docs name, not options. */
const longFlags = (text: string) =>
  new Set([...text.matchAll(/(?<![\w-])--([a-z][a-z-]*)/g)].map((m) => m[1]!).filter((f) => !f.startsWith('ifm-')));

describe('the CLI reference and --help', () => {
  for (const command of COMMANDS) {
    const name = command.name();
    it(`agree on \`portal ${name}\``, () => {
      const text = sections(name);
      expect(text, `cli.md has no section for portal ${name}`).not.toBe('');
      const options = command.options.map((o) => o.long?.replace(/^--/, '') ?? '');
      const documented = longFlags(text);
      for (const o of options) expect(documented, `--${o} of portal ${name} is not in cli.md`).toContain(o);
      // Every flag the section names is one the command takes (a mention of another command's flag
      // is written with that command's name, e.g. "portal build --strict").
      const foreign = [...documented].filter(
        (f) => !options.includes(f) && !new RegExp(`(portal (?!${name})[a-z-]+|git [a-z]+)[^\\n\`]*--${f}`).test(text),
      );
      expect(foreign, `cli.md names options portal ${name} does not take`).toEqual([]);
      for (const o of command.options) {
        if (o.short) expect(text, `${o.short} of portal ${name} is not in cli.md`).toContain(`${o.short}, ${o.long}`);
        const fallback = o.defaultValue;
        if (typeof fallback === 'string' || (typeof fallback === 'number' && fallback !== 0))
          expect(text, `the default of ${o.long} (${String(fallback)}) is not in cli.md`).toContain(String(fallback));
      }
      for (const arg of command.registeredArguments) expect(text).toContain(arg.name());
    });
  }

  it('name no command the CLI does not have', () => {
    const documented = [...doc.matchAll(/^## `portal ([a-z-]+)/gm)].map((m) => m[1]);
    expect(documented.filter((name) => !COMMANDS.some((c) => c.name() === name))).toEqual([]);
  });

  it("say the same about init's folder", () => {
    const help = initCommand().registeredArguments[0]?.description ?? '';
    expect(help).toMatch(/missing or empty/);
    expect(sections('init')).toMatch(/must be missing or empty/);
  });
});
