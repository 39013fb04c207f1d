import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the portal package itself (where renderer/ and theme/ live), found from this
 * module's location. Walking up works both from the sources and from the bundled dist/cli.js.
 */
export function packageRoot(from: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(from));
  for (let i = 0; i < 8; i++) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'portal') return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`could not find the portal package above ${fileURLToPath(from)}`);
}
