// `npm run bench`: bundles the benchmark (TypeScript, like the rest of the portal) and runs it.
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = `${root}node_modules/.cache/portal/bench/bench.js`;
await build({ entryPoints: [`${root}bench/main.ts`], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' });
const { main } = await import(pathToFileURL(outfile).href);
process.exitCode = await main(process.argv.slice(2));
