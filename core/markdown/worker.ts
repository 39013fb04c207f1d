import { parentPort, workerData } from 'node:worker_threads';
import { loadRenderer, runJob, type RenderJob, type RenderSetup } from './render-job.ts';

/** A markdown rendering worker: the same pipeline as in-process, fed one file per message. */
// The site's own plugins are imported first; messages wait in the port until the listener is on.
const renderer = await loadRenderer(workerData as RenderSetup);
parentPort?.on('message', (job: RenderJob) => {
  void runJob(renderer, job).then((outcome) => parentPort?.postMessage(outcome));
});
