import { el } from './dom.ts';
import type { ConsoleRequest } from './request.ts';

/** What the result area shows once a request is done: made on demand, as text only. */
export type Outcome = (doc: Document) => Node[];

/**
 * Sends the request and describes what came back: status, the headers the browser lets the page
 * read, the body and the time taken; or, when the browser gives only "Failed to fetch", what that
 * most likely means.
 */
export async function sendRequest(win: Window, request: ConsoleRequest): Promise<Outcome> {
  const doc = win.document;
  let blocked = false;
  // A connection the site's CSP refuses fails like any network error; the violation event tells them apart.
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === 'connect-src') blocked = true;
  };
  doc.addEventListener('securitypolicyviolation', onViolation);
  const started = win.performance.now();
  try {
    const init: RequestInit = { method: request.method, headers: request.headers, credentials: 'omit', redirect: 'follow' };
    if (request.body !== undefined) init.body = request.body;
    const res = await win.fetch(request.url, init);
    const type = res.headers.get('content-type') ?? '';
    const body =
      TEXT_TYPES.test(type) || type === ''
        ? shorten(pretty(await res.text(), type))
        : `(${(await res.arrayBuffer()).byteLength} bytes of ${type}, not shown)`;
    const ms = Math.round(win.performance.now() - started);
    const headers: [string, string][] = [];
    res.headers.forEach((value, name) => headers.push([name, value]));
    return (d) => answer(d, { status: res.status, statusText: res.statusText, ms, headers, body });
  } catch (error) {
    const ms = Math.round(win.performance.now() - started);
    // The violation event is queued as a task: let it arrive before deciding.
    await new Promise((resolve) => win.setTimeout(resolve, 0));
    return (d) =>
      failure(d, request, {
        blocked,
        ms,
        message: error instanceof Error ? error.message : String(error),
        pageOrigin: win.location.origin,
        pageHttps: win.location.protocol === 'https:',
      });
  } finally {
    doc.removeEventListener('securitypolicyviolation', onViolation);
  }
}

interface Answer {
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  body: string;
}

function answer(doc: Document, a: Answer): Node[] {
  const kind = a.status >= 200 && a.status < 300 ? 'ok' : 'error';
  const list = el(doc, 'dl', { class: 'api-try-headers' });
  for (const [name, value] of a.headers) list.append(el(doc, 'dt', {}, name), el(doc, 'dd', {}, value));
  return [
    el(
      doc,
      'p',
      { class: `api-try-status api-try-status-${kind}` },
      `Status ${a.status}${a.statusText ? ` ${a.statusText}` : ''}, in ${a.ms} ms`,
    ),
    el(
      doc,
      'details',
      { class: 'api-try-response-headers' },
      el(doc, 'summary', {}, `Response headers (${a.headers.length})`),
      list,
      el(
        doc,
        'p',
        { class: 'api-try-hint' },
        'From another site, a browser shows only the headers its server exposes (Access-Control-Expose-Headers).',
      ),
    ),
    el(doc, 'p', { class: 'api-try-label' }, 'Response body:'),
    el(doc, 'pre', { class: 'api-try-body' }, el(doc, 'code', {}, a.body === '' ? '(empty)' : a.body)),
  ];
}

interface Failure {
  blocked: boolean;
  ms: number;
  message: string;
  pageOrigin: string;
  pageHttps: boolean;
}

function failure(doc: Document, request: ConsoleRequest, f: Failure): Node[] {
  let target = request.url;
  try {
    target = new URL(request.url).origin;
  } catch {
    // Shown as typed.
  }
  const reasons = f.blocked
    ? [
        `This site's Content-Security-Policy does not allow the page to connect to ${target}: the console may call only the servers the spec lists (with their variables at the values the spec gives).`,
      ]
    : f.pageHttps && target.startsWith('http:')
      ? [`The page is served over HTTPS and ${target} over plain HTTP: the browser blocks such mixed requests.`]
      : [
          `The server at ${target} may not allow requests from this site (${f.pageOrigin}): a browser sends a request to another site only when the server answers with CORS headers (Access-Control-Allow-Origin) that allow this origin, and otherwise hides the answer from the page.`,
          'Or the server could not be reached: a wrong address, no network, or a certificate the browser does not trust.',
        ];
  return [
    el(
      doc,
      'p',
      { class: 'api-try-status api-try-status-error' },
      `The request failed after ${f.ms} ms (the browser says: "${f.message}").`,
    ),
    ...reasons.map((r) => el(doc, 'p', { class: 'api-try-explain' }, r)),
    el(
      doc,
      'p',
      { class: 'api-try-explain' },
      'The curl command above sends the same request from a terminal, where these browser rules do not apply.',
    ),
  ];
}

/** Bodies shown as text; anything else (images, archives) is described by its size. */
const TEXT_TYPES = /^(text\/|application\/([\w.+-]*\+)?(json|xml|javascript|x-www-form-urlencoded|yaml|x-yaml|problem\+json)\b)/i;

/** A page stays responsive: a body beyond this is cut, with a note (curl gets it all). */
const MAX_SHOWN = 200_000;

function shorten(text: string): string {
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}\n… (${text.length - MAX_SHOWN} more characters not shown)` : text;
}

/** JSON bodies indented for reading; anything else as it came. */
function pretty(text: string, contentType: string): string {
  if (!/json/i.test(contentType)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
