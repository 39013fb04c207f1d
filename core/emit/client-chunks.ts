import path from 'node:path';
import type { Metafile } from 'esbuild';

/** The module that hydrates islands (React and the islands' root): loaded on a page's first island. */
const ISLAND_RUNTIME = 'renderer/client/islands/hydrate.tsx';

export interface ClientChunks {
  /** The entry and every chunk it imports statically: what a page loads before any interaction. */
  entry: string[];
  /** What the island runtime (React, react-dom, the islands' root) adds to that: what a page's first island loads. */
  islandRuntime: string[];
}

/** The client's chunks by when a page loads them, relative to the site output. Paths in the metafile are relative to `cwd`. */
export function clientChunks(meta: Metafile, cwd: string, root: string, entry: string): ClientChunks {
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
  return { entry: [...loaded], islandRuntime: [...closure(chunk)].filter((f) => !loaded.has(f)) };
}
