import { parentPort } from 'node:worker_threads';
import type { Route } from '../../model/routes.ts';
import { directorySink } from './output.ts';
import { emitPages, type PageShare, type RenderPage } from './page-loop.ts';
import { buildSidebarFiles } from './sidebar-files.ts';

/**
 * What a page worker is sent: first what every page shares (without routes), then its routes a
 * batch at a time, each batch sent when the worker has room for it, then the end. Routes hold
 * each page's HTML: sent all at once they were a second copy of half the site in this worker's heap.
 */
export type PageJobMessage =
  { kind: 'start'; share: Omit<PageShare, 'routes'>; dir: string } | { kind: 'routes'; routes: readonly Route[] } | { kind: 'end' };

export type PageWorkerMessage =
  | { kind: 'progress'; pages: number }
  /** A batch is rendered and written: the worker has room for another. */
  | { kind: 'batch-done' }
  | { kind: 'done'; pages: number; files: number; bytes: number }
  | { kind: 'failed'; message: string; code?: string; syscall?: string; path?: string; dest?: string };

const post = (message: PageWorkerMessage) => parentPort?.postMessage(message);

function fail(error: unknown): void {
  // A file-system error keeps its fields, so the build names the file it could not write.
  const e = error as NodeJS.ErrnoException & { dest?: string };
  post({
    kind: 'failed',
    message: String(e?.message ?? error),
    ...(e?.code ? { code: e.code } : {}),
    ...(e?.syscall ? { syscall: e.syscall } : {}),
    ...(e?.path ? { path: e.path } : {}),
    ...(e?.dest ? { dest: e.dest } : {}),
  });
}

parentPort?.once('message', (start: PageJobMessage) => {
  if (start.kind !== 'start') return;
  const { share, dir } = start;
  // A site with its own React code renders with its own server bundle (core/theme/site-bundle.ts).
  const renderer = share.rendererModule
    ? import(share.rendererModule).then((m: { renderPage: RenderPage }) => m.renderPage)
    : Promise.resolve(undefined);
  const sink = directorySink(dir);
  const sidebarFiles = buildSidebarFiles(share.sidebars);
  const counts = { files: 0, bytes: 0, pages: 0, reported: 0 };
  const write = async (rel: string, data: string) => {
    // At once (see OutputSink.writeSync): this thread has nothing else to do meanwhile.
    if (sink.writeSync) sink.writeSync(rel, data);
    else await sink.write(rel, data);
    counts.files++;
    counts.bytes += Buffer.byteLength(data);
  };
  const onPage = () => {
    if (++counts.pages - counts.reported >= 50) {
      post({ kind: 'progress', pages: counts.pages - counts.reported });
      counts.reported = counts.pages;
    }
  };
  // Batches render one after another, in the order they came.
  let chain: Promise<void> = renderer.then(() => undefined);
  let failed = false;
  parentPort?.on('message', (message: PageJobMessage) => {
    if (failed) return;
    chain = chain.then(async () => {
      if (failed) return;
      if (message.kind === 'routes') {
        const render = await renderer;
        await emitPages({ ...share, routes: message.routes }, write, onPage, sidebarFiles, render);
        post({ kind: 'batch-done' });
      } else if (message.kind === 'end') {
        post({ kind: 'progress', pages: counts.pages - counts.reported });
        post({ kind: 'done', pages: counts.pages, files: counts.files, bytes: counts.bytes });
      }
    });
    chain.catch((error: unknown) => {
      if (failed) return;
      failed = true;
      fail(error);
    });
  });
});
