import { execFileSync } from 'node:child_process';

/** CLI tests run bin/portal.js, which loads dist/: bundle it from the current sources first. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/bundle.js'], { stdio: 'inherit' });
}
