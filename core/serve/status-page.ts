import { formatDiagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { liveReloadScript } from './live-reload.ts';

/**
 * What the dev server answers before it has a build to serve: 503 while the first build runs, or
 * the errors that stopped it. The page reloads itself when a build finishes (and every few
 * seconds in case the event stream is lost).
 */
export function statusPage(baseUrl: string, failure: readonly Diagnostic[] | undefined): string {
  const title = failure ? 'The site could not be built' : 'Building the site…';
  const body = failure
    ? `<p>Fix these problems; the page reloads when the site builds.</p><pre>${escapeHtml(failure.map(formatDiagnostic).join('\n'))}</pre>`
    : '<p>The first build is running. This page reloads as soon as it is done.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${failure ? 10 : 3}"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:3rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#f4f4f5;padding:1rem;border-radius:6px}</style>
</head><body><h1>${title}</h1>${body}<p><a href="">Retry now</a></p>
<script>${liveReloadScript(`${baseUrl}__portal/events`)}</script>
</body></html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
}
