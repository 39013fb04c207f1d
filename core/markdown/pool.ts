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
 * it renders in-process with the same code, large files apart.
 */
const MAIN_LANE_BELOW = 1000;

/**
 * Parsing a large page allocates heavily: with V8's default young generation (16 MB semi-spaces)
 * collecting it took a third of the page's time. A page this large is therefore rendered on a
 * worker of its own with 64 MB semi-spaces (this thread's cannot change once it runs). Below this
 * size starting that worker cost more than it saved (a 1 MB page: 0.3 s less; 330 KB: 0.5 s more),
 * and giving every worker of a larger site's pool the larger young generation (or a large page a
 * worker of its own there) added 200 MB to a 1,000-page build and saved nothing measurable.
 */
const YOUNG_GENERATION_MB = 192;
const LARGE_FILE = 768 * 1024;

/** How many files a pool is for, and what renders them besides its workers. */
export interface PoolOptions {
  /** The number of files to render: it sets the number of workers, and whether this thread renders too. */
  files: number;
  /** A renderer already made in this thread (the dev server keeps one). */
  inProcess?: MarkdownRenderer | undefined;
  /** The workers' script; the bundled one beside this module by default (tests give another). */
  workerScript?: URL;
}

export function createRenderPool(setup: RenderSetup, { files: fileCount, inProcess, workerScript }: PoolOptions): RenderPool {
  const script = workerScript ?? new URL('./markdown-worker.js', import.meta.url);
  const bundled = script.protocol === 'file:' && existsSync(fileURLToPath(script));
  const size = Math.min(availableParallelism(), Math.ceil(fileCount / 16));
  const waiting = new Map<number, (o: RenderOutcome) => void>();
  const settle = (outcome: RenderOutcome) => {
    waiting.get(outcome.id)?.(outcome);
    waiting.delete(outcome.id);
  };
  const spawn = (onOutcome: (worker: Worker, outcome: RenderOutcome) => void, large = false): Worker => {
    const worker = new Worker(script, {
      workerData: setup,
      ...(large ? { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } } : {}),
    });
    worker.on('message', (outcome: RenderOutcome) => onOutcome(worker, outcome));
    worker.on('error', (error) => {
      for (const id of waiting.keys()) settle({ id, ok: false, message: `the markdown worker failed: ${error.message}`, diagnostics: [] });
    });
    return worker;
  };
  // Made on first use: a warm build with nothing to render never loads the highlighter's grammars.
  let renderer = inProcess ? Promise.resolve(inProcess) : undefined;
  const renderHere = async (job: RenderJob) => {
    const { loadRenderer, runJob } = await pipeline();
    return runJob(await (renderer ??= loadRenderer(setup)), job);
  };
  let large: Worker | undefined;
  const renderLarge = (job: RenderJob): Promise<RenderOutcome> => {
    large ??= spawn((_, outcome) => settle(outcome), true);
    const worker = large;
    return new Promise((resolve) => {
      waiting.set(job.id, resolve);
      worker.postMessage(job);
    });
  };
  const isLarge = (job: Omit<RenderJob, 'id'>) => bundled && job.text.length >= LARGE_FILE;
  let next = 0;
  if (size < 2 || !bundled) {
    return {
      render: (job) => {
        const id = next++;
        return isLarge(job) ? renderLarge({ ...job, id }) : renderHere({ ...job, id });
      },
      close: async () => {
        await large?.terminate();
      },
    };
  }

  const queue: RenderJob[] = [];
  // A worker holds a file in hand and three more queued: this thread, rendering files and loading the
  // OpenAPI specs, is busy for up to a few hundred milliseconds at a time and cannot answer a worker
  // the moment it finishes (the worker sat idle for a third of the portal's build when handed one
  // file at a time, and for 0.4 s with one queued).
  const slots: Worker[] = [];
  // For a site of up to some hundreds of files this thread is one of the lanes: it has the pipeline
  // loaded anyway (the OpenAPI stage renders markdown too), so one worker fewer is started, a copy of
  // the whole stack less to load and hold (a fifth of the portal's CPU and memory). A larger site
  // leaves it to the workers: this thread's heap then holds thousands of rendered pages, and the
  // garbage of parsing here made its collections cost more than a worker's start-up (measured at 5,000).
  const mainLane = fileCount < MAIN_LANE_BELOW;
  let mainBusy = false;
  const dispatch = () => {
    while (slots.length > 0 && queue.length > 0) (slots.shift() as Worker).postMessage(queue.shift());
    if (!mainLane || mainBusy || queue.length === 0) return;
    mainBusy = true;
    // After pending messages: a worker that finished is handed its next file first.
    setImmediate(() => {
      const job = queue.shift();
      if (!job) {
        mainBusy = false;
        return;
      }
      void renderHere(job).then((outcome) => {
        mainBusy = false;
        settle(outcome);
        dispatch();
      });
    });
  };
  const workers = Array.from({ length: mainLane ? size - 1 : size }, () => {
    const worker = spawn((w, outcome) => {
      settle(outcome);
      slots.push(w);
      dispatch();
    });
    slots.push(worker, worker, worker, worker);
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
