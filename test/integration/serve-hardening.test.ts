import { connect, type Socket } from 'node:net';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture } from '../helpers.ts';
import { rawGet, startServe, type ServeProcess } from './support/serve-process.ts';

const OUTSIDE = 'OUTSIDE-THE-SITE-7f3a';
const IN_SITE = 'IN-SITE-NOT-PUBLISHED-91c2';

let serve: ServeProcess;
const others: ServeProcess[] = [];

beforeAll(async () => {
  const dir = await copyFixture();
  // A file beside the site and one inside it that the build does not publish: neither may ever be served.
  await writeFile(path.join(dir, 'secret.txt'), OUTSIDE);
  await writeFile(path.join(dir, 'site/notes.txt'), IN_SITE);
  serve = await startServe(dir, ['site', '--port', '0']);
  await serve.ready();
});

afterAll(() => {
  for (const s of [serve, ...others]) s?.child.kill();
});

/** Can a TCP connection be made to host:port? */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, host);
    s.on('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
}

describe('portal serve binds loopback only, unless told otherwise', () => {
  it('listens on 127.0.0.1 by default: another address of the machine is refused', async () => {
    expect(serve.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/fx\/$/);
    expect(await reachable('127.0.0.1', serve.port)).toBe(true);
    // 127.0.0.2 is this machine too (the loopback network), but not the address serve bound.
    expect(await reachable('127.0.0.2', serve.port)).toBe(false);
  });

  it('listens on every address with --host 0.0.0.0', async () => {
    const dir = await copyFixture();
    const open = await startServe(dir, ['site', '--port', '0', '--host', '0.0.0.0']);
    others.push(open);
    expect(await reachable('127.0.0.2', open.port)).toBe(true);
    open.child.kill();
  });
});

describe('portal serve refuses hostile paths', () => {
  const hostile = [
    '/fx/../secret.txt',
    '/fx/../../../../../../etc/passwd',
    '/../secret.txt',
    '/fx/%2e%2e/secret.txt',
    '/fx/%2E%2E/%2E%2E/%2E%2E/etc/passwd',
    '/fx/..%2fsecret.txt',
    '/fx/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/fx/img%2f..%2f..%2fnotes.txt',
    '/fx/..%5csecret.txt',
    '/fx/..\\..\\secret.txt',
    '/fx/img%5c..%5c..%5cnotes.txt',
    '/fx/%252e%252e/secret.txt',
    '/fx/....//secret.txt',
    '/fx/notes.txt',
    '/fx/../site/notes.txt',
    '/fx/img/logo.svg%00.html',
    '/fx/%00',
    '/fx/%00/../../secret.txt',
    '/fx/docs/guide/intro%00',
    `/fx/${'a'.repeat(10 * 1024)}`,
    `/fx/${'../'.repeat(3400)}etc/passwd`,
    '/fx/%E0%A4%A',
    '/fx/%',
    '/fx/%zz',
    '/fx/%C0%AE%C0%AE/secret.txt',
    '//etc/passwd',
    '/fx//etc/passwd',
    '/fx/file:///etc/passwd',
    '//',
    '*',
    'http://127.0.0.1:99999/fx/../secret.txt',
    'http://[::1/fx/',
  ];

  for (const target of hostile) {
    it(`answers ${target.length > 60 ? `${target.slice(0, 40)}... (${target.length} characters)` : target} with 400 or 404 and nothing from outside the build`, async () => {
      const res = await rawGet(serve.port, target);
      expect([400, 404]).toContain(res.status);
      expect(res.body).not.toContain(OUTSIDE);
      expect(res.body).not.toContain(IN_SITE);
      expect(res.body).not.toMatch(/root:x?:0:0/);
    });
  }

  it('stays up after all of them', async () => {
    expect((await rawGet(serve.port, '/fx/docs/guide/intro')).status).toBe(200);
    expect((await rawGet(serve.port, '/fx/img/logo.svg')).status).toBe(200);
  });
});

describe('portal serve releases live-reload connections', () => {
  const clients = async () =>
    ((await (await fetch(`${serve.base}__portal/status`)).json()) as { liveReloadClients: number }).liveReloadClients;

  it('counts 200 open event streams and drops each one its client closed', async () => {
    expect(await clients()).toBe(0);
    const sockets: Socket[] = [];
    for (let i = 0; i < 200; i++) {
      const s = connect(serve.port, '127.0.0.1');
      s.on('error', () => undefined);
      s.write('GET /fx/__portal/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n');
      sockets.push(s);
    }
    await expect.poll(clients).toBe(200);
    // Half go away politely, half vanish (reset, as a killed tab or a dropped network does).
    sockets.forEach((s, i) => (i % 2 === 0 ? s.end() : s.resetAndDestroy()));
    await expect.poll(clients).toBe(0);
    expect((await rawGet(serve.port, '/fx/docs/guide/intro')).status).toBe(200);
  });
});
