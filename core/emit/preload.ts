import path from 'node:path';
import type { Metafile } from 'esbuild';
import { PAGE_GROUP_MODULES, type PageGroup } from '../../renderer/pages/page-groups.ts';

/**
 * For each page group, the chunks its module needs beyond what the entry script already imports:
 * a page names them as `modulepreload`, so they download alongside the entry instead of after it.
 * Paths in the metafile are relative to `cwd`.
 */
export function groupPreloads(meta: Metafile, cwd: string, root: string, entry: string): Record<PageGroup, string[]> {
  const rel = (p: string) => path.relative(cwd, path.resolve(cwd, p)).split(path.sep).join('/');
  const outputs = new Map(Object.entries(meta.outputs).map(([file, out]) => [rel(file), out]));
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const i of outputs.get(file)?.imports ?? []) if (i.kind === 'import-statement') closure(rel(i.path), into);
    return into;
  };
  const loaded = closure(entry);
  const byModule = new Map<string, string>();
  for (const [file, out] of outputs) if (out.entryPoint) byModule.set(path.resolve(cwd, out.entryPoint), file);
  const preloads = {} as Record<PageGroup, string[]>;
  for (const [group, module] of Object.entries(PAGE_GROUP_MODULES) as [PageGroup, string][]) {
    const chunk = byModule.get(path.join(root, 'renderer', module));
    if (!chunk)
      throw new Error(`the client bundle has no chunk for ${module}: is it still imported dynamically by renderer/client/page-modules.ts?`);
    preloads[group] = [...closure(chunk)].filter((f) => !loaded.has(f));
  }
  return preloads;
}
