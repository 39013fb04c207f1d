import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatDiagnostic, type Diagnostic } from '../../model/diagnostics.ts';

export const OVERLAY_ID = '__portal-error-overlay';

/** What the browser is told when a rebuild fails: each diagnostic as the terminal prints it, plus its parts. */
export interface BuildErrorEvent {
  summary: string;
  errors: { text: string; file?: string; line?: number; code: string; message: string }[];
}

/**
 * The script every page of the dev server carries: it reloads when a build succeeds and, when a
 * rebuild fails, lays the errors over the page (built with textContent, so a message can hold any
 * characters). The reload after the fix is what takes the overlay away.
 */
export function liveReloadScript(eventsUrl: string): string {
  const url = JSON.stringify(eventsUrl).replace(/</g, '\\u003c');
  const id = JSON.stringify(OVERLAY_ID);
  return [
    `(function(){var s=new EventSource(${url});`,
    's.addEventListener("reload",function(){location.reload()});',
    's.addEventListener("build-error",function(e){var d=JSON.parse(e.data);',
    `var o=document.getElementById(${id});if(o)o.remove();`,
    `o=document.createElement("div");o.id=${id};o.setAttribute("role","alertdialog");o.setAttribute("aria-label","Build failed");`,
    'o.style.cssText="position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(20,20,24,.92);color:#fff;font:15px/1.5 ui-monospace,monospace;padding:2rem";',
    'var h=document.createElement("h2");h.textContent="The last change broke the build: "+d.summary;h.style.cssText="margin:0 0 1rem;color:#ff8a80;font:600 20px/1.3 system-ui,sans-serif";o.appendChild(h);',
    'd.errors.forEach(function(x){var p=document.createElement("pre");p.textContent=x.text;p.style.cssText="white-space:pre-wrap;margin:0 0 1rem";o.appendChild(p)});',
    'var n=document.createElement("p");n.textContent="Still showing the last good build. This page reloads when the site builds again.";o.appendChild(n);',
    'document.body.appendChild(o)});',
    '})()',
  ].join('');
}

/** The event for a failed rebuild. */
export function buildErrorEvent(summary: string, errors: readonly Diagnostic[]): BuildErrorEvent {
  return {
    summary,
    errors: errors.map((d) => ({
      text: formatDiagnostic(d),
      code: d.code,
      message: d.message,
      ...(d.file ? { file: d.file } : {}),
      ...(d.line ? { line: d.line } : {}),
    })),
  };
}

/**
 * The open live-reload streams. A stream leaves the set when its connection closes, however that
 * happens, so a browser that goes away costs nothing afterwards. The last failed rebuild is
 * remembered, so a page opened (or reloaded) while the build is broken shows it too.
 */
export function createLiveReload() {
  const clients = new Set<ServerResponse>();
  let failure: BuildErrorEvent | undefined;
  const send = (res: ServerResponse, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  return {
    connect(_req: IncomingMessage, res: ServerResponse): void {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      res.on('close', () => clients.delete(res));
      if (failure) send(res, 'build-error', failure);
    },
    reload(): void {
      failure = undefined;
      for (const res of clients) send(res, 'reload', {});
    },
    showError(event: BuildErrorEvent): void {
      failure = event;
      for (const res of clients) send(res, 'build-error', event);
    },
    get count(): number {
      return clients.size;
    },
    close(): void {
      for (const res of clients) res.end();
    },
  };
}
