import path from 'node:path';
import type { Metafile } from 'esbuild';

/** The module that hydrates islands (React and the islands' root): loaded on a page's first island. */
const ISLAND_RUNTIME = 'renderer/client/islands/hydrate.tsx';

/**
 * The chunks the island runtime needs beyond what the entry already loads, relative to the site
 * output: what a page adds when its first island is hydrated. Paths in the metafile are relative
 * to `cwd`.
 */
export function islandRuntimeChunks(meta: Metafile, cwd: string, root: string, entry: string): string[] {
  const rel = (p: string) => path.relative(cwd, path.resolve(cwd, p)).split(path.sep).join('/');
  const outputs = new Map(Object.entries(meta.outputs).map(([file, out]) => [rel(file), out]));
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const i of outputs.get(file)?.imports ?? []) if (i.kind === 'import-statement') closure(rel(i.path), into);
    return into;
  };
  const loaded = closure(entry);
  const target = path.join(root, ISLAND_RUNTIME);
  const chunk = [...outputs].find(([, out]) => out.entryPoint && path.resolve(cwd, out.entryPoint) === target)?.[0];
  if (!chunk)
    throw new Error(`the client bundle has no chunk for ${ISLAND_RUNTIME}: is it still imported dynamically by the islands scheduler?`);
  return [...closure(chunk)].filter((f) => !loaded.has(f));
}
