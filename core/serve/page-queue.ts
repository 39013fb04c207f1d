import { routeOutputFile } from '../../model/url.ts';
import type { Route } from '../../model/routes.ts';

export interface PageQueue {
  /** If `rel` (a path below the base path) is a file of a page still waiting, renders that page first. */
  ensure(rel: string): Promise<void>;
  /** Paths of the routes not rendered yet. */
  waiting(): ReadonlySet<string>;
  /** Stops rendering in idle time (a newer rebuild took over). */
  stop(): void;
}

export interface PageQueueInput {
  routes: readonly Route[];
  /** Renders these routes' pages into `write` (emitSite's `renderPages`). */
  render: (paths: ReadonlySet<string>, write: (rel: string, data: string) => Promise<void>) => Promise<number>;
  /** Where rendered files go: the map the server answers from. */
  memory: Map<string, Uint8Array | string>;
}

/**
 * The pages a dev-server rebuild changed, rendered after the browsers were told to reload: the page
 * a browser asks for first (the one it shows), every other in idle time, one at a time, so an edit
 * that touches a whole sidebar reloads as quickly as one that touches a single page. Until a page
 * is rendered its old files are not served: a request waits for the fresh one.
 */
export function pageQueue({ routes, render, memory }: PageQueueInput): PageQueue {
  const waiting = new Set(routes.map((r) => r.path));
  const byFile = new Map<string, string>();
  for (const { path } of routes) byFile.set(routeOutputFile(path), path);
  const inFlight = new Map<string, Promise<void>>();
  let stopped = false;
  const renderOne = (path: string): Promise<void> => {
    let job = inFlight.get(path);
    if (!job) {
      job = render(new Set([path]), async (rel, data) => void memory.set(rel, data)).then(() => void waiting.delete(path));
      inFlight.set(path, job);
    }
    return job;
  };
  const idle = () => {
    const next = waiting.values().next();
    if (stopped || next.done) return;
    void renderOne(next.value).then(
      () => setImmediate(idle),
      () => setImmediate(idle),
    );
  };
  setImmediate(idle);
  return {
    async ensure(rel) {
      const path = candidates(rel)
        .map((c) => byFile.get(c))
        .find((p) => p !== undefined);
      if (path !== undefined && waiting.has(path)) await renderOne(path);
    },
    waiting: () => waiting,
    stop() {
      stopped = true;
    },
  };
}

/** The output files a request path may be served from: `x`, `x/`, `x.html` and `x/index.html` are the page `x`. */
function candidates(rel: string): string[] {
  const bare = rel.replace(/\/$/, '').replace(/(?:\/index)?\.html$/, '');
  return [rel, bare === '' ? 'index.html' : `${bare}/index.html`];
}
