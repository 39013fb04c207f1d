import { parentPort } from 'node:worker_threads';
import { directorySink } from './output.ts';
import { emitPages, type PageShare, type RenderPage } from './page-loop.ts';

/** A share of a large site's pages, rendered and written straight into the staging folder. */
export interface PageJob {
  share: PageShare;
  dir: string;
}

export type PageWorkerMessage =
  | { kind: 'progress'; pages: number }
  | { kind: 'done'; pages: number; files: number; bytes: number }
  | { kind: 'failed'; message: string; code?: string; syscall?: string; path?: string; dest?: string };

const post = (message: PageWorkerMessage) => parentPort?.postMessage(message);

parentPort?.once('message', (job: PageJob) => {
  // A site with its own React code renders with its own server bundle (core/theme/site-bundle.ts).
  const renderer = job.share.rendererModule
    ? import(job.share.rendererModule).then((m: { renderPage: RenderPage }) => m.renderPage)
    : Promise.resolve(undefined);
  const sink = directorySink(job.dir);
  let files = 0;
  let bytes = 0;
  let pages = 0;
  const write = async (rel: string, data: string) => {
    await sink.write(rel, data);
    files++;
    bytes += Buffer.byteLength(data);
  };
  renderer
    .then((render) =>
      emitPages(
        job.share,
        write,
        () => {
          if (++pages % 50 === 0) post({ kind: 'progress', pages: 50 });
        },
        undefined,
        render,
      ),
    )
    .then(
      (done) => {
        post({ kind: 'progress', pages: done % 50 });
        post({ kind: 'done', pages: done, files, bytes });
      },
      (error: unknown) => {
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
      },
    );
});
