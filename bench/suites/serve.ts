import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { figure, PORTAL, ROOT, type Figure } from '../measure.ts';

const EDITED = 'docs/MapColonies/Raster/overview.md';

/** Under `portal serve`: from saving one markdown file to the reload event reaching a client. */
export async function serveSuite(runs: number, log: (line: string) => void): Promise<Figure[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bench-serve-'));
  const site = path.join(dir, 'content');
  await cp(path.join(ROOT, 'content'), site, { recursive: true });
  const server = spawn(process.execPath, [PORTAL, 'serve', site, '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    let stderr = '';
    const url = await new Promise<string>((resolve, reject) => {
      server.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        const m = /Serving the portal at (\S+)/.exec(stderr);
        if (m) resolve(m[1] as string);
      });
      server.on('exit', (code) => reject(new Error(`portal serve exited (${code}):\n${stderr.slice(-2000)}`)));
    });
    const reloads: (() => void)[] = [];
    await new Promise<void>((resolve, reject) => {
      request(`${url}__portal/events`, (res) => {
        res.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('event: reload')) reloads.shift()?.();
        });
        resolve();
      })
        .on('error', reject)
        .end();
    });
    const file = path.join(site, EDITED);
    const original = await readFile(file, 'utf8');
    const times: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      const reloaded = new Promise<void>((resolve) => reloads.push(resolve));
      const started = performance.now();
      await writeFile(file, `${original}\n\nEdit number ${i + 1}.\n`);
      await reloaded;
      // The first edit warms the watcher and the incremental path; it is not counted.
      if (i > 0) times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 300));
    }
    log(`serve edit -> reload ${times.map((t) => Math.round(t)).join(', ')} ms`);
    return [figure('serve', 'edit one markdown file -> reload event', 'ms', times, { budget: 50 })];
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r).once('error', r));
    await rm(dir, { recursive: true, force: true });
  }
}
