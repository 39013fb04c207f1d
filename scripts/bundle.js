// Bundles the CLI (compiler stages and the server renderer) into dist/cli.js, so `portal` starts
// without a TypeScript loader. Dependencies stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  // The markdown worker is its own entry: worker threads start from a file.
  entryPoints: { cli: 'cli/main.ts', 'markdown-worker': 'cli/load/markdown/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});
