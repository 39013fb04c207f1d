import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { emitSite } from '../emit/emit-site.ts';
import { packageRoot } from '../util/package-root.ts';

/**
 * The running CLI holds the server renderer it was started with. After a change to renderer/ or
 * templates/, the dev server bundles the emit stage (with the renderer) afresh and imports that
 * copy, so page markup changes show without restarting `portal serve`.
 */
export async function freshEmitter(generation: number): Promise<typeof emitSite> {
  const root = packageRoot();
  const outfile = path.join(root, 'node_modules/.cache/portal', `ssr-${process.pid}-${generation}.js`);
  await build({
    entryPoints: [path.join(root, 'core/emit/emit-site.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
  });
  const mod = (await import(pathToFileURL(outfile).href)) as { emitSite: typeof emitSite };
  return mod.emitSite;
}
