import { spawn } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const PORTAL = path.join(ROOT, 'bin/portal.js');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real `portal` executable, as a user or CI would. */
export function runPortal(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PORTAL, ...args], { cwd: options.cwd ?? ROOT, env: { ...process.env, ...options.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A private copy of a fixture site, so tests can edit it and build next to it. */
export async function copyFixture(name = 'site'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  await cp(path.join(ROOT, 'test/fixtures', name), path.join(dir, 'site'), { recursive: true });
  return dir;
}
