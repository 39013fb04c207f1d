import type { Compiled } from '../build/pipeline.ts';
import { createTwinCache, emitReaderFiles } from '../emit/emit-outputs.ts';
import { twinPath } from '../../model/twin-path.ts';

/**
 * The dev server's markdown twins, llms.txt and llms-full.txt: made on the first request for one of
 * them after a rebuild, not during it, so an edit reaches the browser without parsing the page a
 * second time. Twins of files that did not change come from the cache.
 */
export function lazyReaderFiles() {
  const twinCache = createTwinCache();
  let built: { compiled: Compiled; files: Promise<Map<string, string>> } | undefined;
  return {
    /** The file at `rel` (a path below the base path), or undefined when `rel` is not one of them. */
    async get(rel: string, compiled: Compiled): Promise<string | undefined> {
      if (!isReaderFile(rel, compiled)) return undefined;
      if (built?.compiled !== compiled) {
        const files = new Map<string, string>();
        const done = emitReaderFiles({
          graph: compiled.graph,
          site: compiled.site,
          twinCache,
          write: async (file, text) => void files.set(file, text),
        }).then(() => files);
        built = { compiled, files: done };
      }
      return (await built.files).get(rel);
    },
  };
}

function isReaderFile(rel: string, compiled: Compiled): boolean {
  if (rel === 'llms.txt' || rel === 'llms-full.txt') return true;
  if (!rel.endsWith('.md')) return false;
  return compiled.graph.routes.some((r) => r.kind === 'doc' && twinPath(r.path).slice(1) === rel);
}
