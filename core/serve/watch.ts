import { existsSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch } from 'chokidar';
import { BUILD_MARKER } from '../util/files.ts';

export interface WatchOptions {
  paths: string[];
  onChange: (files: string[]) => void;
  /** Editors write a file in several steps; changes within this window are one change. */
  debounceMs?: number;
}

/** How long an emptied file may wait for the rest of its save. */
const EMPTY_SETTLE_MS = 200;

export function watchSources({ paths, onChange, debounceMs = 10 }: WatchOptions): { close(): Promise<void> } {
  const roots = paths.map((p) => path.resolve(p));
  // Judged below the watched folder, so a site that itself lives under a folder named build is still
  // watched; a build output inside the site is recognised by its marker file, whatever its name.
  const ignored = (p: string, stats?: Stats) => {
    const root = roots.find((r) => p === r || p.startsWith(`${r}${path.sep}`));
    const rel = root ? p.slice(root.length) : p;
    if (/[/\\](node_modules|\.git|dist)([/\\]|$)/.test(rel)) return true;
    // The default build output beside the content, and the staging folders a build swaps in.
    if (/^[/\\]build([/\\]|$)|\.(tmp|old)-\d+([/\\]|$)/.test(rel)) return true;
    return stats?.isDirectory() === true && existsSync(path.join(p, BUILD_MARKER));
  };
  const watcher = watch(paths, { ignoreInitial: true, ignored });
  let batch: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  // One save can reach the watcher as two events far enough apart (the truncate, then the write, on
  // a busy machine) to make two batches: a file whose time and size are what the last batch saw is
  // left out, so the same content is not rebuilt (and browsers reloaded) twice.
  const seen = new Map<string, string>();
  const signature = async (file: string) => {
    const info = await stat(file).catch(() => undefined);
    return info ? `${info.mtimeMs}:${info.size}` : 'gone';
  };
  const flush = async (waitedForEmpty: boolean) => {
    const taken = batch.length;
    const files = [...new Set(batch)];
    const signatures = await Promise.all(files.map(signature));
    // An editor that empties a file before writing it leaves it empty for a moment: building that
    // would show an empty page and reload browsers twice for one save. An emptied file is given a
    // little longer for its content to arrive (a file really saved empty is built after that).
    if (!waitedForEmpty && signatures.some((sig) => sig.endsWith(':0'))) {
      clearTimeout(timer);
      timer = setTimeout(() => void flush(true), EMPTY_SETTLE_MS);
      return;
    }
    // Events that arrived while the files were read stay for the next flush.
    batch = batch.slice(taken);
    const changed = files.filter((file, i) => seen.get(file) !== signatures[i]);
    files.forEach((file, i) => seen.set(file, signatures[i] as string));
    if (changed.length > 0) onChange(changed);
  };
  watcher.on('all', (_event, file) => {
    batch.push(file);
    clearTimeout(timer);
    timer = setTimeout(() => void flush(false), debounceMs);
  });
  return {
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
