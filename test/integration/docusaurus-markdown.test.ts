import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runPortal, type RunResult } from '../helpers.ts';

let dir: string;
let out: string;
let result: RunResult;
const page = async (route: string) => cheerio.load(await readFile(path.join(out, route, 'index.html'), 'utf8'));

beforeAll(async () => {
  dir = await copyFixture('docusaurus');
  out = path.join(dir, 'build');
  result = await runPortal(['build', 'site', '--out', 'build'], { cwd: dir });
});

describe('a Docusaurus 3 site built unchanged', () => {
  it('builds without errors', () => {
    expect(result.stderr).toMatch(/0 errors/);
    expect(result.code).toBe(0);
  });

  it('renders the docs with their links as page URLs', async () => {
    const $ = await page('docs/intro');
    expect($('.markdown a[href="/docs/markdown-features"]').length).toBe(1);
  });
});
