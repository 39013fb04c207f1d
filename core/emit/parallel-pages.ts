import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageShare } from './page-loop.ts';
import type { PageJob, PageWorkerMessage } from './page-worker.ts';

/**
 * From this many routes a worker thread renders and writes every second page beside the main
 * thread. By then the markdown workers are done, so the second core is free; below it, the worker's
 * start (loading React and the renderer) costs more than it saves.
 */
export const PARALLEL_PAGES_FROM = 1000;

export interface PagesDone {
  pages: number;
  files: number;
  bytes: number;
}

/** The bundled page worker, or undefined when running from sources (tests), where pages render in-process. */
export function pageWorkerScript(): URL | undefined {
  const script = new URL('./page-worker.js', import.meta.url);
  return script.protocol === 'file:' && existsSync(fileURLToPath(script)) ? script : undefined;
}

/**
 * Renders `share` on a worker that writes into `dir`; `onPages` hears of pages as they are done.
 * `stop` ends it at once (the main thread's share failed: nothing may write into a folder being removed).
 */
export function renderOnWorker(
  script: URL,
  share: PageShare,
  dir: string,
  onPages: (n: number) => void,
): { done: Promise<PagesDone>; stop(): Promise<void> } {
  const worker = new Worker(script);
  const done = new Promise<PagesDone>((resolve, reject) => {
    worker.on('message', (m: PageWorkerMessage) => {
      if (m.kind === 'progress') onPages(m.pages);
      else if (m.kind === 'done') resolve({ pages: m.pages, files: m.files, bytes: m.bytes });
      else
        reject(
          Object.assign(
            new Error(m.message),
            m.code ? { code: m.code } : {},
            m.syscall ? { syscall: m.syscall } : {},
            m.path ? { path: m.path } : {},
            m.dest ? { dest: m.dest } : {},
          ),
        );
    });
    worker.on('error', (error) => reject(new Error('the page worker failed', { cause: error })));
    worker.on('exit', (code) => reject(new Error(`the page worker exited (${code}) before it was done`)));
    worker.postMessage({ share, dir } satisfies PageJob);
  });
  const stop = async () => void (await worker.terminate());
  return { done: done.finally(stop), stop };
}
