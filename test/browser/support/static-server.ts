import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentType } from '../../../core/serve/http.ts';

export interface StaticSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

async function file(p: string): Promise<Buffer | undefined> {
  try {
    return (await stat(p)).isFile() ? await readFile(p) : undefined;
  } catch {
    return undefined;
  }
}

export interface ServeOptions {
  /**
   * Sends each HTML page in pieces of this many bytes, this long apart, as a slow network does: the
   * browser then draws the page while the rest of its HTML is still on its way.
   */
  trickle?: { bytes: number; ms: number; firstAfter?: string };
}

/**
 * Serves a built site the way a static host does (the README's nginx example): the folder at
 * `mount` (the base path, or another path to test a misconfigured base), `x`, `x.html` and
 * `x/index.html` for a page, anything else (or an undecodable path) 404.html with status 404.
 */
export async function serveStatic(root: string, mount: string, { trickle }: ServeOptions = {}): Promise<StaticSite> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const send = async (status: number, body: Buffer, file: string) => {
        res.writeHead(status, { 'content-type': contentType(file), 'cache-control': 'no-cache' });
        if (trickle && file.endsWith('.html')) {
          const marker = trickle.firstAfter ? body.indexOf(trickle.firstAfter) : -1;
          const start = marker < 0 ? 0 : marker + (trickle.firstAfter ?? '').length;
          const cuts = start > 0 ? [start] : [];
          for (let at = start + trickle.bytes; at < body.length; at += trickle.bytes) cuts.push(at);
          let from = 0;
          for (const to of [...cuts, body.length]) {
            if (from > 0) await new Promise((r) => setTimeout(r, trickle.ms));
            if (res.destroyed) return;
            res.write(body.subarray(from, to));
            from = to;
          }
          res.end();
        } else res.end(body);
      };
      const notFound = async () => send(404, (await file(path.join(root, '404.html'))) ?? Buffer.from('Not found'), '404.html');
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return notFound();
      }
      if (!decoded.startsWith(mount) || decoded.includes('..')) return notFound();
      const rel = decoded.slice(mount.length);
      for (const candidate of [rel, `${rel}.html`, path.join(rel, 'index.html')]) {
        const body = rel === '' && candidate === rel ? undefined : await file(path.join(root, candidate));
        if (body) return send(200, body, candidate);
      }
      return notFound();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
