import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * CLI tests run bin/portal.js, which loads dist/: bundle it from the current sources first.
 * Every temporary folder the tests (and the processes they start) make goes into one folder of
 * this run, removed at the end: hundreds of fixture copies used to stay behind in /tmp.
 */
export default function setup(): () => void {
  execFileSync(process.execPath, ['scripts/bundle.js'], { stdio: 'inherit' });
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-tests-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
