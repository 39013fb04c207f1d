import { watch } from 'chokidar';

export interface WatchOptions {
  paths: string[];
  onChange: (files: string[]) => void;
  /** Editors write a file in several steps; changes within this window are one change. */
  debounceMs?: number;
}

export function watchSources({ paths, onChange, debounceMs = 25 }: WatchOptions): { close(): Promise<void> } {
  const watcher = watch(paths, { ignoreInitial: true, ignored: (p) => /(^|[/\\])(node_modules|\.git|build|dist)([/\\]|$)/.test(p) });
  let batch: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  watcher.on('all', (_event, file) => {
    batch.push(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = batch;
      batch = [];
      onChange(files);
    }, debounceMs);
  });
  return {
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}
