import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, runPortal } from '../helpers.ts';

let dir: string | undefined;
afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

describe('portal build --report', () => {
  it('writes a page-weight report beside the output: what each page kind loads, the heaviest pages and assets', async () => {
    dir = await copyFixture();
    const result = await runPortal(['build', 'site', '--out', 'build', '--report'], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    const report = await readFile(path.join(dir, 'build-report.md'), 'utf8');
    expect(report).toContain('## What a page loads');
    // Before any interaction, the entry without React; React comes with the first island.
    const before = /stylesheet \(([\d.]+) KB raw, \*\*([\d.]+) KB gzipped\*\*, \d+ files/.exec(report);
    const islands = /React and the islands' root \(([\d.]+) KB raw, \*\*([\d.]+) KB gzipped\*\*/.exec(report);
    expect(Number(before?.[2])).toBeGreaterThan(5);
    expect(Number(islands?.[2])).toBeGreaterThan(50);
    expect(report).toMatch(/\| doc \| \d+ \| [\d.]+ KB \| [\d.]+ KB \|/);
    expect(report).toMatch(/\| \/docs\/guide\/intro \| doc \| [\d.]+ KB \|/);
    expect(report).toMatch(/## Heaviest assets[\s\S]*\| assets\/[\w./@-]+\.js \| [\d.]+ KB \|/);
    // Without the option there is no report.
    const plain = await runPortal(['build', 'site', '--out', 'plain'], { cwd: dir });
    expect(plain.code).toBe(0);
    await expect(readFile(path.join(dir, 'plain-report.md'), 'utf8')).rejects.toThrow();
  });
});
