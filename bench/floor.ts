import { spawn } from 'node:child_process';

/** The markdown parse floor of one corpus: remark-parse + remark-gfm alone over its files, one thread. */
export interface ParseFloor {
  files: number;
  bytes: number;
  cpuMs: number;
  wallMs: number;
}

/**
 * Measures the floor in a fresh process (bench/parse-floor-child.ts, bundled beside the bench by
 * bench/run.js), so no module or warm-up is shared with the bench or the build it is compared with.
 */
export function parseFloor(siteDir: string): Promise<ParseFloor> {
  const script = new URL('./parse-floor.js', import.meta.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script.pathname, siteDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the parse floor of ${siteDir} failed (exit ${code}):\n${err.slice(-2000)}`));
      resolve(JSON.parse(out) as ParseFloor);
    });
  });
}
