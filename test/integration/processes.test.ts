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
      found.push(`${pid} ${stat.slice(stat.indexOf('('), stat.lastIndexOf(')') + 3)}`);
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

/** The pid and start time (field 22 of /proc/PID/stat) of each process carrying `marker`, seen while it ran. */
function watchChildren(marker: string): { seen: Map<string, string>; stop(): Promise<void> } {
  const seen = new Map<string, string>();
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const line of await processesWith(marker)) {
        const [pid] = line.split(' ');
        const stat = await readFile(`/proc/${pid}/stat`, 'latin1').catch(() => '');
        const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
        if (pid && start) seen.set(pid, start);
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    seen,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** Those of `seen` that still exist in any state, a zombie (which no longer shows its environment) included. */
async function stillThere(seen: ReadonlyMap<string, string>): Promise<string[]> {
  const left: string[] = [];
  for (const [pid, start] of seen) {
    const stat = await readFile(`/proc/${pid}/stat`, 'latin1').catch(() => '');
    if (stat && stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] === start)
      left.push(`${pid} ${stat.slice(stat.indexOf('('), stat.lastIndexOf(')') + 3)}`);
  }
  return left;
}

describe('no process left behind', () => {
  it.each([
    ['build', ['build', 'site', '--out', 'build', '--no-cache']],
    ['a warm build', ['build', 'site', '--out', 'build']],
    ['check-links', ['check-links', 'site', '--no-cache']],
    ['a failed build', ['build', 'missing-site']],
  ])('after %s exits, none of its child processes remains, not even as a zombie', async (_name, args) => {
    const marker = `PORTAL_PROCESS_MARK=${randomUUID()}`;
    const [key, value] = marker.split('=') as [string, string];
    const children = watchChildren(marker);
    const result = await runPortal(args, { cwd: dir, env: { [key]: value } });
    await children.stop();
    expect(result.stderr).not.toMatch(/\bat .+\.js:\d+/);
    expect(await processesWith(marker)).toEqual([]);
    // A child that exited but was not waited for keeps its pid as a zombie, without its environment.
    expect(await stillThere(children.seen)).toEqual([]);
  });

  it('sees the processes of a build while it runs, its esbuild service among them (so the check above checks something)', async () => {
    const marker = `PORTAL_PROCESS_MARK=${randomUUID()}`;
    const [key, value] = marker.split('=') as [string, string];
    const children = watchChildren(marker);
    await runPortal(['build', 'site', '--out', 'build-seen', '--no-cache'], { cwd: dir, env: { [key]: value } });
    await children.stop();
    // The portal itself and the esbuild service it starts.
    expect(children.seen.size).toBeGreaterThanOrEqual(2);
  });
});
