import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_MARKER } from '../util/files.ts';

/**
 * A warm `portal build` renders again only the pages whose inputs changed: every other page's
 * files are hard-linked from the previous output (still in place while the new one is staged).
 * What each page was rendered from is a key per page, kept beside the outcome store, together with
 * an id the build also wrote into its output's marker file: keys are trusted only for the output
 * they were written with (not a folder another build, or a person, has replaced since).
 */
export interface PageKeyStore {
  /** The keys of the build now in `outDir`, when this store wrote them and that output is still there. */
  read(outDir: string): Promise<ReadonlyMap<string, string> | undefined>;
  /** Remembers the keys of the build just committed to `outDir` with the id in its marker. */
  write(outDir: string, buildId: string, keys: ReadonlyMap<string, string>): Promise<void>;
}

/** The marker file's text: what it is, and the id the page keys of this output are saved with. */
export function markerText(buildId: string): string {
  return `Written by \`portal build\`: the next build may replace this folder.\nbuild ${buildId}\n`;
}

export const newBuildId = (): string => randomUUID();

/** Page keys under `dir` (node_modules/.cache/portal/pages), one file per output folder. A failed read or write is a miss. */
export function diskPageKeys(dir: string, version: string): PageKeyStore {
  const fileOf = (outDir: string) => path.join(dir, `${createHash('sha1').update(path.resolve(outDir)).digest('base64url')}.json`);
  return {
    async read(outDir) {
      try {
        const marker = await readFile(path.join(outDir, BUILD_MARKER), 'utf8');
        const id = /^build (\S+)$/m.exec(marker)?.[1];
        const saved = JSON.parse(await readFile(fileOf(outDir), 'utf8')) as { id: string; version: string; keys: Record<string, string> };
        return id && saved.id === id && saved.version === version ? new Map(Object.entries(saved.keys)) : undefined;
      } catch {
        return undefined;
      }
    },
    async write(outDir, buildId, keys) {
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(fileOf(outDir), JSON.stringify({ id: buildId, version, keys: Object.fromEntries(keys) }));
      } catch {
        // A read-only or full disk only costs the next build its reuse.
      }
    },
  };
}
