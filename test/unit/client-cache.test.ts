import { mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildClientAssets, stopBundler } from '../../core/emit/client-assets.ts';
import type { ThemeConfig } from '../../core/config/types.ts';

afterAll(() => stopBundler());

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? new Uint8Array()).toString('utf8');

describe('the client bundle kept between builds', () => {
  it('is reused while every file it was made from is unchanged, and made again when one changes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-client-cache-'));
    const css = path.join(dir, 'custom.css');
    await writeFile(css, '.x { color: red }\n');
    const theme: ThemeConfig = {
      primaryColor: '#2e8555',
      primaryColorDark: null,
      fontFamily: null,
      monospaceFontFamily: null,
      customCss: ['custom.css'],
    };
    const cache = { dir: path.join(dir, 'cache'), version: 'test' };
    const input = { siteDir: dir, theme, cache };
    const first = await buildClientAssets(input);
    expect(text(first.files.get(first.css))).toContain('color:red');
    // The entry is marked, so a hit shows: the second build returns what the cache holds.
    const [entryFile] = await readdir(cache.dir);
    const saved = path.join(cache.dir, entryFile as string);
    await writeFile(saved, (await readFile(saved, 'utf8')).replace(JSON.stringify(first.entry), JSON.stringify('assets/js/marked.js')));
    const hit = await buildClientAssets(input);
    expect(hit.entry).toBe('assets/js/marked.js');
    expect([...hit.files.keys()].sort()).toEqual([...first.files.keys()].sort());
    expect(Buffer.from(hit.files.get(first.css) as Uint8Array).equals(Buffer.from(first.files.get(first.css) as Uint8Array))).toBe(true);
    // What the weight report reads (the chunks by when a page loads them) comes back too.
    expect(hit.chunks).toEqual(first.chunks);
    expect(first.chunks.islandRuntime.length).toBeGreaterThan(0);
    // React's development build (PORTAL_REACT_BUILD=development) is another bundle, never the production one kept.
    const development = await buildClientAssets({ ...input, react: 'development' });
    expect(development.entry).not.toBe('assets/js/marked.js');
    const runtime = (a: typeof first) => a.chunks.islandRuntime.map((f) => text(a.files.get(f))).join('');
    expect(runtime(development)).toContain('React DevTools');
    expect(runtime(first)).not.toContain('React DevTools');
    // The site's stylesheet changed: bundled again, with the change.
    await writeFile(css, '.x { color: blue }\n');
    await utimes(css, new Date(), new Date(Date.now() + 5000));
    const again = await buildClientAssets(input);
    expect(again.entry).not.toBe('assets/js/marked.js');
    expect(text(again.files.get(again.css))).toContain('color:#00f');
  }, 60_000);
});
