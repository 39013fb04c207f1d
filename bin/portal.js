#!/usr/bin/env node
// The `portal` executable. It runs the bundle (dist/cli.js, built by `npm ci` through the prepare
// script); with PORTAL_SOURCE=1 it runs the TypeScript sources through tsx instead, so a
// contributor's edit needs no bundle step (`npm run dev`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// React's server renderer checks this when it is first loaded: production mode is several times faster.
process.env.NODE_ENV ??= 'production';

if (process.env.PORTAL_SOURCE === '1') {
  const { register } = await import('tsx/esm/api');
  // The portal's own tsconfig (its JSX transform), not whatever the site folder being built has.
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  const { main } = await import(new URL('../cli/main.ts', import.meta.url).href);
  await main(process.argv);
} else {
  const cli = new URL('../dist/cli.js', import.meta.url);
  if (!existsSync(cli)) {
    process.stderr.write('portal is not built yet: run `npm ci` (or `npm run prepare`) in the portal folder first.\n');
    process.exit(1);
  }
  const { main } = await import(cli.href);
  await main(process.argv);
}
