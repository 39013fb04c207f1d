import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MarkdownRenderer } from './processor.ts';
import type { RenderJob, RenderOutcome, RenderSetup } from './render-job.ts';

/** The pipeline (unified, remark, the highlighter's grammars) loads when a file is first rendered. */
const pipeline = () => import('./render-job.ts');

export interface RenderPool {
  render(job: Omit<RenderJob, 'id'>): Promise<RenderOutcome>;
  close(): Promise<void>;
}

/**
 * Renders markdown on every core. Parsing is most of a build's time (micromark handles about
 * 0.7 MB/s per core here), so files are handed to worker threads, and to this thread, one at a
 * time as each frees up.
 * Without the bundled worker script (running from sources, as in unit tests) or with few files,
 * it renders in-process with the same code.
 */
const MAIN_LANE_BELOW = 1000;

export function createRenderPool(setup: RenderSetup, fileCount: number, inProcess?: MarkdownRenderer): RenderPool {
  const script = new URL('./markdown-worker.js', import.meta.url);
  const size = Math.min(availableParallelism(), Math.ceil(fileCount / 16));
  if (size < 2 || script.protocol !== 'file:' || !existsSync(fileURLToPath(script))) {
    // Made on first use: a warm build with nothing to render never loads the highlighter's grammars.
    let renderer = inProcess;
    let next = 0;
    return {
      render: async (job) => {
        const { rendererFor, runJob } = await pipeline();
        return runJob((renderer ??= rendererFor(setup)), { ...job, id: next++ });
      },
      close: async () => undefined,
    };
  }

  const waiting = new Map<number, (o: RenderOutcome) => void>();
  const queue: RenderJob[] = [];
  const idle: Worker[] = [];
  let next = 0;
  // For a site of up to some hundreds of files this thread is one of the lanes: it has the pipeline
  // loaded anyway (the OpenAPI stage renders markdown too), so one worker fewer is started, a copy of
  // the whole stack less to load and hold (a fifth of the portal's CPU and memory). A larger site
  // leaves it to the workers: this thread's heap then holds thousands of rendered pages, and the
  // garbage of parsing here made its collections cost more than a worker's start-up (measured at 5,000).
  const mainLane = fileCount < MAIN_LANE_BELOW;
  let renderer = inProcess;
  let mainBusy = false;
  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) (idle.pop() as Worker).postMessage(queue.shift());
    if (!mainLane || mainBusy || queue.length === 0) return;
    mainBusy = true;
    // After pending messages: a worker that finished is handed its next file first.
    setImmediate(() => {
      const job = queue.shift();
      if (!job) {
        mainBusy = false;
        return;
      }
      void pipeline().then(({ rendererFor, runJob }) => runJob((renderer ??= rendererFor(setup)), job)).then((outcome) => {
        mainBusy = false;
        waiting.get(outcome.id)?.(outcome);
        waiting.delete(outcome.id);
        dispatch();
      });
    });
  };
  const workers = Array.from({ length: mainLane ? size - 1 : size }, () => {
    const worker = new Worker(script, { workerData: setup });
    worker.on('message', (outcome: RenderOutcome) => {
      waiting.get(outcome.id)?.(outcome);
      waiting.delete(outcome.id);
      idle.push(worker);
      dispatch();
    });
    worker.on('error', (error) => {
      for (const [id, resolve] of waiting) resolve({ id, ok: false, message: `the markdown worker failed: ${error.message}`, diagnostics: [] });
      waiting.clear();
    });
    idle.push(worker);
    return worker;
  });
  return {
    render(job) {
      const id = next++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        queue.push({ ...job, id });
        dispatch();
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
