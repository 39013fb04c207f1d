// `npm run bench`: bundles the benchmark (TypeScript, like the rest of the portal) and runs it. The
// parse floor is a program of its own (bench/parse-floor-child.ts), run in a fresh process per corpus.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}node_modules/.cache/portal/bench`;
await build({
  entryPoints: { bench: `${root}bench/main.ts`, 'parse-floor': `${root}bench/parse-floor-child.ts` },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
const { main } = await import(pathToFileURL(`${outdir}/bench.js`).href);
process.exitCode = await main(process.argv.slice(2));
