#!/usr/bin/env node
// The `portal` executable: starts the bundled CLI (built by `npm ci` through the prepare script).
import { existsSync } from 'node:fs';

// React's server renderer checks this when it is first loaded: production mode is several times faster.
process.env.NODE_ENV ??= 'production';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('portal is not built yet: run `npm ci` (or `npm run prepare`) in the portal folder first.\n');
  process.exit(1);
}
const { main } = await import(cli.href);
await main(process.argv);
