import { readdir, readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { copyFixture, runPortal } from '../helpers.ts';

/**
 * Every process `portal` starts (the esbuild service, markdown workers) inherits its environment:
 * a marker in it finds them, alive or zombie, however they were re-parented.
 */
async function processesWith(marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const environ = await readFile(`/proc/${pid}/environ`, 'latin1');
      if (!environ.includes(marker)) continue;
      const stat = await readFile(`/proc/${pid}/stat`, 'latin1');
      found.push(`${pid} ${stat.slice(stat.indexOf('(') , stat.lastIndexOf(')') + 3)}`);
    } catch {
      // Gone while reading, or not ours to read.
    }
  }
  return found;
}

let dir: string;
beforeAll(async () => {
  dir = await copyFixture();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('no process left behind', () => {
  it.each([
    ['build', ['build', 'site', '--out', 'build', '--no-cache']],
    ['a warm build', ['build', 'site', '--out', 'build']],
    ['check-links', ['check-links', 'site', '--no-cache']],
    ['a failed build', ['build', 'missing-site']],
  ])('after %s exits, none of its child processes remains, not even as a zombie', async (_name, args) => {
    const marker = `PORTAL_PROCESS_MARK=${randomUUID()}`;
    const [key, value] = marker.split('=') as [string, string];
    const result = await runPortal(args, { cwd: dir, env: { [key]: value } });
    expect(result.stderr).not.toMatch(/\bat .+\.js:\d+/);
    expect(await processesWith(marker)).toEqual([]);
  });
});
