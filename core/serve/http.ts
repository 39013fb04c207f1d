import { readFile, realpath } from 'node:fs/promises';
import { isWithin } from '../util/inside-site.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import mime from 'mime';
import { normalizeRoutePath, routeOutputFile } from '../../model/url.ts';

/**
 * The type a file is served with, from the `mime` package's table (every type a site's code, CSS or
 * static folder may hold: fonts, video, AVIF...); text types say their charset, as the build
 * writes UTF-8. An unknown extension is served as bytes.
 */
export function contentType(file: string): string {
  const type = mime.getType(file);
  if (!type) return 'application/octet-stream';
  return /^text\/|^application\/(json|xml|javascript)$|\+xml$/.test(type) && type !== 'image/svg+xml' ? `${type}; charset=utf-8` : type;
}

/** Where the dev server finds a file: in memory (rendered) or on disk (static files). */
export interface FileSource {
  memory: ReadonlyMap<string, Uint8Array | string>;
  disk: ReadonlyMap<string, string>;
  /**
   * The folders a file on disk may really be in (the site folder, and portal's own for the copied
   * client files), as real paths. Judged at every request: a file swapped for a symbolic link
   * after the last good build is not followed out of them.
   */
  roots: readonly string[];
}

async function lookup(files: FileSource, rel: string): Promise<Uint8Array | string | undefined> {
  const inMemory = files.memory.get(rel);
  if (inMemory !== undefined) return inMemory;
  const onDisk = files.disk.get(rel);
  if (onDisk === undefined) return undefined;
  try {
    const real = await realpath(onDisk);
    if (!files.roots.some((root) => isWithin(root, real))) return undefined;
    return await readFile(real);
  } catch {
    return undefined;
  }
}

/**
 * Answers one request the way a static host serving the build would: `/` (and the base path
 * without its slash) redirects to the base path unless it is the base path itself, `x.html` and
 * `x/index.html` are the page `x`, anything unknown is the 404 page with 404.
 */
export async function serveRequest(req: IncomingMessage, res: ServerResponse, baseUrl: string, files: FileSource): Promise<void> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(requestUrl(req.url ?? '/').pathname);
  } catch {
    // The not-found page, so the client can explain the address (its invalid percent-encoding view).
    const page = await lookup(files, '404.html');
    send(res, 400, 'text/html; charset=utf-8', page ?? 'Bad request: the path is not a valid URL path or has invalid percent-encoding.');
    return;
  }
  if (pathname !== baseUrl && (pathname === '/' || pathname === baseUrl.slice(0, -1))) {
    res.writeHead(302, { location: baseUrl }).end();
    return;
  }
  if (!pathname.startsWith(baseUrl)) {
    await notFound(res, files);
    return;
  }
  const rel = pathname.slice(baseUrl.length);
  const direct = rel && !rel.endsWith('/') ? await lookup(files, rel) : undefined;
  if (direct !== undefined && !rel.endsWith('.html')) {
    send(res, 200, contentType(rel), direct);
    return;
  }
  const page = routeOutputFile(normalizeRoutePath(`/${rel}`));
  const html = await lookup(files, page);
  if (html !== undefined) send(res, 200, 'text/html; charset=utf-8', html);
  else await notFound(res, files);
}

/**
 * The request target as a URL. A path (`/x`, also `//x`) is taken as a path on this server, never
 * as the host of a scheme-relative URL; an absolute URL (`http://h/x`) as it is. Throws for anything
 * that is neither.
 */
function requestUrl(target: string): URL {
  if (target.startsWith('/')) return new URL(`http://localhost${target}`);
  return new URL(target);
}

async function notFound(res: ServerResponse, files: FileSource): Promise<void> {
  const page = await lookup(files, '404.html');
  send(res, 404, 'text/html; charset=utf-8', page ?? '<!doctype html><title>Not found</title><h1>Page Not Found</h1>');
}

function send(res: ServerResponse, status: number, type: string, body: Uint8Array | string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-cache' });
  res.end(body);
}
