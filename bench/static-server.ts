import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.yaml': 'text/yaml',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.yaml']);

/** The build served as a production host would: under its base path, gzipped, assets cached forever. */
export async function serveBuild(out: string, baseUrl: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (!url.pathname.startsWith(baseUrl)) return void res.writeHead(404).end();
      const rel = decodeURIComponent(url.pathname.slice(baseUrl.length));
      let file = path.join(out, rel);
      for (const candidate of [file, `${file}.html`, path.join(file, 'index.html')]) {
        if ((await stat(candidate).catch(() => undefined))?.isFile()) {
          file = candidate;
          break;
        }
      }
      const info = await stat(file).catch(() => undefined);
      const status = info?.isFile() ? 200 : 404;
      if (status === 404) file = path.join(out, '404.html');
      const ext = path.extname(file);
      const headers: Record<string, string> = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gzip) headers['content-encoding'] = 'gzip';
      res.writeHead(status, headers);
      const stream = createReadStream(file);
      (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
