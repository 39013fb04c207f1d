import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentType } from '../../../core/serve/http.ts';

export interface PlainHost {
  origin: string;
  /** Paths of requests to `/__pwned...`: only a payload that ran asks for one. */
  beacons: string[];
  close(): Promise<void>;
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>\n?/;

/**
 * The built site as the plainest static host serves it: files by path (`x`, `x.html`,
 * `x/index.html`), no security headers at all, and (with `stripCsp`) the page's own CSP <meta>
 * taken out too, so a payload the sanitiser let through would run rather than be blocked: what
 * the test measures is the content rules, not the policy behind them.
 */
export async function servePlain(root: string, mount: string, { stripCsp }: { stripCsp: boolean }): Promise<PlainHost> {
  const beacons: string[] = [];
  const read = async (p: string) => {
    try {
      return (await stat(p)).isFile() ? await readFile(p) : undefined;
    } catch {
      return undefined;
    }
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      if (pathname.includes('__pwned')) beacons.push(pathname);
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        decoded = '';
      }
      const rel = decoded.startsWith(mount) && !decoded.includes('..') ? decoded.slice(mount.length) : undefined;
      for (const candidate of rel === undefined ? [] : [rel, `${rel}.html`, path.join(rel, 'index.html')]) {
        if (candidate === '') continue;
        const body = await read(path.join(root, candidate));
        if (!body) continue;
        const type = contentType(candidate);
        res.writeHead(200, { 'content-type': type });
        res.end(stripCsp && type.startsWith('text/html') ? body.toString('utf8').replace(CSP_META, '') : body);
        return;
      }
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end((await read(path.join(root, '404.html'))) ?? 'Not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    beacons,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
