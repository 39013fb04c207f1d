import { parentPort, workerData } from 'node:worker_threads';
import { rendererFor, runJob, type RenderJob, type RenderSetup } from './render-job.ts';

/** A markdown rendering worker: the same pipeline as in-process, fed one file per message. */
const renderer = rendererFor(workerData as RenderSetup);
parentPort?.on('message', (job: RenderJob) => {
  void runJob(renderer, job).then((outcome) => parentPort?.postMessage(outcome));
});
