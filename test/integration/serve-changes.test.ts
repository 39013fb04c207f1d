import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, PORTAL, runPortal } from '../helpers.ts';

const children: ChildProcess[] = [];

/** Starts `portal serve` and resolves with its address once it listens (before the build is done). */
function serve(cwd: string, args: string[] = ['site', '--port', '0']): Promise<{ base: string; log: () => string }> {
  const child = spawn(process.execPath, [PORTAL, 'serve', ...args], { cwd });
  children.push(child);
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${log}`)), 60_000);
    child.stderr?.on('data', (d: Buffer) => {
      log += d.toString();
      const m = /Serving the portal at (http:\/\/\S+)/.exec(log);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ base: m[1], log: () => log });
      }
    });
  });
}

const status = async (url: string) => (await fetch(url)).status;
const ready = (log: () => string) => expect.poll(log, { timeout: 60_000 }).toContain('Ready: built');

afterAll(() => {
  for (const c of children) c.kill();
});

describe('portal serve tells the truth about the files', () => {
  it('reflects deleted, renamed and added docs, posts, static files and specs at once', { timeout: 180_000 }, async () => {
    const dir = await copyFixture();
    const site = path.join(dir, 'site');
    const { base, log } = await serve(dir);
    await ready(log);
    expect(await status(`${base}docs/guide/second`)).toBe(200);

    // A deleted doc: the page is gone.
    await rm(path.join(site, 'docs/guide/second.md'));
    await expect.poll(() => status(`${base}docs/guide/second`), { timeout: 20_000 }).toBe(404);

    // A renamed doc: the old address is gone, the new one is there.
    await rename(path.join(site, 'docs/other/page.mdx'), path.join(site, 'docs/other/renamed.mdx'));
    await expect.poll(() => status(`${base}docs/other/renamed`), { timeout: 20_000 }).toBe(200);
    expect(await status(`${base}docs/other/page`)).toBe(404);

    // An added doc and post.
    await writeFile(path.join(site, 'docs/guide/added.md'), '---\ntitle: Added later\n---\n\nNew text.\n');
    await writeFile(path.join(site, 'blog/2024-03-04-third.md'), '---\ntitle: Third post\nauthors: [ada]\n---\n\nA third post.\n');
    await expect.poll(() => status(`${base}docs/guide/added`), { timeout: 20_000 }).toBe(200);
    await expect.poll(() => status(`${base}blog/third`), { timeout: 20_000 }).toBe(200);
    expect(await (await fetch(`${base}docs/guide/added`)).text()).toContain('New text.');
    await rm(path.join(site, 'blog/2024-03-04-third.md'));
    await expect.poll(() => status(`${base}blog/third`), { timeout: 20_000 }).toBe(404);

    // Static files: added ones answer, deleted ones do not.
    await writeFile(path.join(site, 'static/img/new.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expect.poll(() => status(`${base}img/new.svg`), { timeout: 20_000 }).toBe(200);
    await rm(path.join(site, 'static/img/new.svg'));
    await expect.poll(() => status(`${base}img/new.svg`), { timeout: 20_000 }).toBe(404);

    // A spec taken out of the config: its API page and its copy are gone.
    expect(await status(`${base}docs/api/pets`)).toBe(200);
    const config = path.join(site, 'portal.config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace(/^apis:\n.*\n/m, ''));
    await expect.poll(() => status(`${base}docs/api/pets`), { timeout: 20_000 }).toBe(404);
    expect(await status(`${base}docs/api/pets/pets.yaml`)).toBe(404);
  });

  it(
    'renders again only the markdown files a structural edit concerns, and every page shows the new truth',
    { timeout: 180_000 },
    async () => {
      const dir = await copyFixture();
      const site = path.join(dir, 'site');
      await writeFile(path.join(site, 'docs/guide/linker.md'), '---\ntitle: Linker\n---\n\nSee [the later page](./later.md).\n');
      const { base, log } = await serve(dir);
      await ready(log);
      const rendered = async (from: number) => {
        await expect
          .poll(
            () => /Rebuilt \d+ of \d+ routes in \d+ ms \(compile \d+ ms; (\d+) of (\d+) markdown files rendered\)/.exec(log().slice(from)),
            { timeout: 20_000 },
          )
          .toBeTruthy();
        return /; (\d+) of (\d+) markdown files rendered/.exec(log().slice(from))?.slice(1).map(Number);
      };

      // A new doc nobody links to: only it is rendered; its sibling's sidebar lists it.
      let from = log().length;
      await writeFile(path.join(site, 'docs/guide/added.md'), '---\ntitle: Added doc\n---\n\nAdded text.\n');
      await expect.poll(() => status(`${base}docs/guide/added`), { timeout: 20_000 }).toBe(200);
      expect((await rendered(from))?.[0]).toBe(1);
      expect(await (await fetch(`${base}docs/guide/intro`)).text()).toContain('Added doc');

      // The doc a page links to appears: that page is rendered again too, and its link now leads to the doc.
      from = log().length;
      await writeFile(path.join(site, 'docs/guide/later.md'), '---\ntitle: Later\n---\n\nLater text.\n');
      await expect.poll(() => status(`${base}docs/guide/later`), { timeout: 20_000 }).toBe(200);
      expect((await rendered(from))?.[0]).toBe(2);
      expect(await (await fetch(`${base}docs/guide/linker`)).text()).toMatch(/href="\/fx\/docs\/guide\/later"/);

      // Deleted again: the page answers 404 and the linking page is rendered again; the others are not.
      from = log().length;
      await rm(path.join(site, 'docs/guide/later.md'));
      await expect.poll(() => status(`${base}docs/guide/later`), { timeout: 20_000 }).toBe(404);
      expect((await rendered(from))?.[0]).toBe(1);
    },
  );

  it('watches a site that lives below a folder named build', { timeout: 120_000 }, async () => {
    const dir = await copyFixture();
    await mkdir(path.join(dir, 'build'));
    await rename(path.join(dir, 'site'), path.join(dir, 'build/site'));
    const { base, log } = await serve(dir, ['build/site', '--port', '0']);
    await ready(log);
    await writeFile(path.join(dir, 'build/site/docs/guide/late.md'), '---\ntitle: Late\n---\n\nLate text.\n');
    await expect.poll(() => status(`${base}docs/guide/late`), { timeout: 20_000 }).toBe(200);
  });

  it('answers 503 with the errors while the first build fails, and serves the site once it is fixed', { timeout: 120_000 }, async () => {
    const dir = await copyFixture();
    const page = path.join(dir, 'site/docs/guide/intro.md');
    const good = await readFile(page, 'utf8');
    await writeFile(page, good.replace(/^---\n/, '---\ntitle: [unclosed\n'));
    const { base, log } = await serve(dir);
    await expect.poll(log, { timeout: 60_000 }).toContain('Build failed (1 error)');
    const failed = await fetch(`${base}docs/guide/intro`);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBeTruthy();
    const text = await failed.text();
    expect(text).toContain('The site could not be built');
    expect(text).toContain('site/docs/guide/intro.md:2');
    await writeFile(page, good);
    await expect.poll(() => status(`${base}docs/guide/intro`), { timeout: 30_000 }).toBe(200);
  });
});

describe('portal serve checks its port first', () => {
  it('reports a busy port before building, naming a port that is free', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const dir = await copyFixture();
      const result = await runPortal(['serve', 'site', '--port', String(port)], { cwd: dir });
      expect(result.code).toBe(1);
      const m =
        /error serve-port-busy: port (\d+) on 127\.0\.0\.1 is already in use by another program \(pass --port (\d+), which is free\)/.exec(
          result.stderr,
        );
      expect(m?.[1]).toBe(String(port));
      expect(Number(m?.[2])).toBeGreaterThan(port);
      expect(result.stderr).not.toContain('Building');
    } finally {
      blocker.close();
    }
  });

  it('treats a bad --port as a usage error (exit 2)', async () => {
    const result = await runPortal(['serve', '--port', 'abc']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('must be a number from 0 to 65535, got "abc"');
    expect(result.stderr).not.toContain('bug in portal');
  });
});
