import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, PORTAL } from '../helpers.ts';

let child: ChildProcess;
let base = '';
let dir = '';
let log = '';

beforeAll(async () => {
  dir = await copyFixture();
  child = spawn(process.execPath, [PORTAL, 'serve', 'site', '--port', '0'], { cwd: dir });
  base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${log}`)), 60_000);
    child.stderr?.on('data', (d: Buffer) => {
      log += d.toString();
      const m = /Serving the portal at (http:\/\/\S+)/.exec(log);
      if (m?.[1] && log.includes('Ready: built')) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
  });
});

afterAll(() => {
  child?.kill();
});

describe('portal serve', () => {
  it('serves pages under the base path, with .html and /index.html aliases', async () => {
    const page = await fetch(`${base}docs/guide/intro`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Introduction | Fixture Portal</title>');
    expect((await fetch(`${base}docs/guide/intro.html`)).status).toBe(200);
    expect((await fetch(`${base}docs/guide/intro/index.html`)).status).toBe(200);
    expect((await fetch(`${base}img/logo.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('serves markdown twins, llms.txt and the feeds with their content types', async () => {
    const twin = await fetch(`${base}docs/guide/intro.md`);
    expect(twin.status).toBe(200);
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await twin.text()).toMatch(/^# Introduction\n/);
    const llms = await fetch(`${base}llms.txt`);
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await llms.text()).toContain('# Fixture Portal');
    expect((await fetch(`${base}llms-full.txt`)).headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await fetch(`${base}blog/rss.xml`)).headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect((await fetch(`${base}blog/feed.json`)).headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers unknown paths with the not-found page and 404, and redirects / to the base path', async () => {
    const missing = await fetch(`${base}no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    const root = await fetch(new URL('/', base), { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/fx/');
  });

  it('rebuilds on a content change and tells open browsers to reload', async () => {
    const events = await fetch(`${base}__portal/events`);
    const reader = events.body!.getReader();
    await reader.read(); // the ": connected" comment
    await appendFile(path.join(dir, 'site/docs/guide/second.md'), '\nA freshly added sentence.\n');
    const deadline = Date.now() + 20_000;
    let received = '';
    while (!received.includes('event: reload') && Date.now() < deadline) {
      const { value } = await reader.read();
      received += new TextDecoder().decode(value);
    }
    await reader.cancel();
    expect(received).toContain('event: reload');
    expect(await (await fetch(`${base}docs/guide/second`)).text()).toContain('A freshly added sentence.');
    // The markdown twin and llms-full.txt follow the edit; a twin of an unchanged page stays.
    expect(await (await fetch(`${base}docs/guide/second.md`)).text()).toContain('A freshly added sentence.');
    expect(await (await fetch(`${base}llms-full.txt`)).text()).toContain('A freshly added sentence.');
    expect(await (await fetch(`${base}docs/guide/intro.md`)).text()).toMatch(/^# Introduction\n/);
    expect(log).toMatch(/Rebuilt 1 of \d+ routes in \d+ ms \(compile \d+ ms; 1 of \d+ markdown files rendered\)\./);
  });
});
