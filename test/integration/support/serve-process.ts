import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { PORTAL } from '../../helpers.ts';

export interface ServeProcess {
  child: ChildProcess;
  /** The printed address, `http://127.0.0.1:<port>/fx/`. */
  base: string;
  port: number;
  log(): string;
  /** Resolves once the first build is served. */
  ready(): Promise<void>;
}

/** Starts the real `portal serve` in `cwd` and resolves once it prints its address. */
export function startServe(cwd: string, args: string[]): Promise<ServeProcess> {
  const child = spawn(process.execPath, [PORTAL, 'serve', ...args], { cwd });
  let log = '';
  const waitFor = (test: (text: string) => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (test(log)) return resolve();
      const timer = setTimeout(() => reject(new Error(`serve: no ${what} within 90 s:\n${log}`)), 90_000);
      const onData = () => {
        if (!test(log)) return;
        clearTimeout(timer);
        child.stderr?.off('data', onData);
        resolve();
      };
      child.stderr?.on('data', onData);
    });
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  return waitFor((t) => /Serving the portal at http:\/\/\S+/.test(t), 'address').then(() => {
    const base = /Serving the portal at (http:\/\/\S+)/.exec(log)?.[1] ?? '';
    return {
      child,
      base,
      port: Number(new URL(base).port),
      log: () => log,
      ready: () => waitFor((t) => t.includes('Ready: built'), 'first build'),
    };
  });
}

export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/**
 * One request written byte for byte on a socket, so no client library normalises the path
 * (`../`, `%2e%2e` and backslashes reach the server exactly as written).
 */
export function rawGet(port: number, target: string, host = '127.0.0.1'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer for ${target.slice(0, 80)}`)));
    socket.on('connect', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head, body: split < 0 ? '' : text.slice(split + 4) });
    });
  });
}
