import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageShare } from './page-loop.ts';
import type { PageJobMessage, PageWorkerMessage } from './page-worker.ts';

/**
 * From this many routes a worker thread renders and writes every second page beside the main
 * thread. By then the markdown workers are done, so the second core is free; below it, the worker's
 * start (loading React and the renderer) costs more than it saves.
 */
export const PARALLEL_PAGES_FROM = 1000;

/**
 * Routes per message to the page worker, and batches it holds at once: enough that it never waits
 * for a busy main thread, few enough that its heap holds a few hundred pages, not half the site.
 */
const BATCH = 100;
const BATCHES_AHEAD = 2;

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
 * Renders `share` on a worker that writes into `dir`, its routes streamed to it a batch at a time;
 * `onPages` hears of pages as they are done. `stop` ends it at once (the main thread's share
 * failed: nothing may write into a folder being removed).
 */
export function renderOnWorker(
  script: URL,
  share: PageShare,
  dir: string,
  onPages: (n: number) => void,
): { done: Promise<PagesDone>; stop(): Promise<void> } {
  const worker = new Worker(script);
  const { routes, ...rest } = share;
  const send = (message: PageJobMessage) => worker.postMessage(message);
  let next = 0;
  const sendBatch = () => {
    if (next >= routes.length) return;
    send({ kind: 'routes', routes: routes.slice(next, next + BATCH) });
    next += BATCH;
    if (next >= routes.length) send({ kind: 'end' });
  };
  const done = new Promise<PagesDone>((resolve, reject) => {
    worker.on('message', (m: PageWorkerMessage) => {
      if (m.kind === 'progress') onPages(m.pages);
      else if (m.kind === 'batch-done') sendBatch();
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
    send({ kind: 'start', share: rest, dir });
    if (routes.length === 0) send({ kind: 'end' });
    for (let i = 0; i < BATCHES_AHEAD; i++) sendBatch();
  });
  const stop = async () => void (await worker.terminate());
  return { done: done.finally(stop), stop };
}
