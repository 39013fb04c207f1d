// Bundles the CLI (compiler stages and the server renderer) into dist/cli.js, so `portal` starts
// without a TypeScript loader. Dependencies are bundled too: resolving and compiling the unified
// ecosystem's hundreds of small modules from node_modules took about 0.3 s of every start, in the
// main thread and again in each markdown worker. A CommonJS dependency's `require` of a built-in
// needs a real `require`, which the banner gives each output file.
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const result = await build({
  // The markdown and page workers are entries of their own: worker threads start from a file.
  // The schema entry exists so this script can write the compiled OpenAPI validators (below).
  entryPoints: {
    cli: 'cli/main.ts',
    'markdown-worker': 'core/markdown/worker.ts',
    'page-worker': 'core/emit/page-worker.ts',
    'openapi-schema-source': 'openapi/schema-source.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // esbuild is a native binary with its own service; everything else is bundled (see below).
  external: ['esbuild'],
  banner: { js: "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);" },
  jsx: 'automatic',
  // Code behind a dynamic import() is its own chunk, loaded when a command first needs it: `portal
  // serve` listens before the compiler's dependencies load. Chunks sit beside the entries, so
  // paths the code finds from import.meta.url (the markdown worker) stay the same.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});

// The OpenAPI validators, compiled once here: compiling them took about a second of every build.
const { openApiSchemaSource } = await import(new URL('../dist/openapi-schema-source.js', import.meta.url).href);
for (const version of ['3.0', '3.1']) await writeFile(path.join('dist', `openapi-schema-${version}.cjs`), openApiSchemaSource(version));

// Chunks of earlier bundles would pile up in dist/ (and in the packed package).
const current = new Set(Object.keys(result.metafile.outputs).map((f) => path.basename(f)));
for (const name of await readdir('dist')) {
  if (name.startsWith('chunk-') && !current.has(name)) await rm(path.join('dist', name), { force: true });
}
