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
  // Vitest runs this once per project, in the same process: the first run makes the folder and
  // the others reuse it. Nesting them made paths too long for Chromium's singleton socket.
  if (process.env.PORTAL_TEST_TMP) return () => undefined;
  execFileSync(process.execPath, ['scripts/bundle.js'], { stdio: 'inherit' });
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-tests-'));
  process.env.PORTAL_TEST_TMP = dir;
  process.env.TMPDIR = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.PORTAL_TEST_TMP;
  };
}
