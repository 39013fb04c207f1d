import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, readFile, rename, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
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

  it('reloads open browsers once per save, however the editor writes the file', async () => {
    const events = await fetch(`${base}__portal/events`);
    const reader = events.body!.getReader();
    let received = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += new TextDecoder().decode(value);
      }
    })().catch(() => undefined);
    const reloads = () => received.split('event: reload').length - 1;
    const file = path.join(dir, 'site/docs/guide/second.md');
    const saves: [string, (text: string) => Promise<void>][] = [
      ['a plain write', (text) => writeFile(file, text)],
      // Some editors empty the file first, then write it: two events for one save.
      [
        'truncate, then write',
        async (text) => {
          await writeFile(file, '');
          await sleep(40);
          await writeFile(file, text);
        },
      ],
      // Others write a temporary file and rename it over the page.
      [
        'write and rename',
        async (text) => {
          await writeFile(`${file}.tmp~`, text);
          await rename(`${file}.tmp~`, file);
        },
      ],
    ];
    for (const [how, save] of saves) {
      const before = reloads();
      await save(`${await readFile(file, 'utf8')}\nSaved by ${how}.\n`);
      const deadline = Date.now() + 20_000;
      while (reloads() === before && Date.now() < deadline) await sleep(50);
      // A second reload would follow within the debounce and rebuild time: wait well past both.
      await sleep(2500);
      expect([how, reloads() - before]).toEqual([how, 1]);
      expect(await (await fetch(`${base}docs/guide/second`)).text()).toContain(`Saved by ${how}.`);
    }
    await reader.cancel();
    await reading;
  });
});
