import { readFile, readdir, stat } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSite } from '../../bench/generate-site.ts';
import { runPortal } from '../helpers.ts';

/**
 * Pages must not grow with the site: the same page in a generated site of 100 and of 1,100 pages
 * (each product sidebar the same shape) must weigh the same (its HTML is all a page is: client
 * navigation fetches the same file).
 */
let root: string;
const htmlSize = async (out: string, route: string) => (await stat(path.join(out, route, 'index.html'))).size;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portal-speed-scale-'));
  for (const pages of [100, 1100]) {
    await generateSite({ dir: path.join(root, `site-${pages}`), pages, pagesPerSidebar: 100 });
    const result = await runPortal(['build', `site-${pages}`, '--out', `out-${pages}`, '--no-cache'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
  }
}, 900_000);

/** Every file under `dir` (relative path -> bytes), for comparing two outputs. */
async function tree(dir: string, rel = ''): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) for (const [k, v] of await tree(dir, child)) out.set(k, v);
    else out.set(child, await readFile(path.join(dir, child)));
  }
  return out;
}

describe('a site large enough to render its pages on two threads', () => {
  it('gives the same files as one thread (a build with --report renders on one)', async () => {
    const result = await runPortal(['build', 'site-1100', '--out', 'out-1100-one', '--no-cache', '--report'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const [two, one] = await Promise.all([tree(path.join(root, 'out-1100')), tree(path.join(root, 'out-1100-one'))]);
    // 1,115 pages and their markdown twins, and the assets (no page-data file: navigation fetches the page).
    expect(two.size).toBeGreaterThan(2200);
    expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
    // The marker holds each build's own id (core/emit/page-keys.ts).
    for (const [file, bytes] of two) if (file !== '.portal-build') expect(bytes.equals(one.get(file) as Buffer), file).toBe(true);
  }, 300_000);
});

describe('page weight does not depend on the size of the site', () => {
  it('a docs page and a category index page are the same size in a site of 100 and of 1,100 pages', async () => {
    for (const route of ['docs/p1/s1/t1/f1/page-1', 'docs/p1/s2/t3/f1/page-4', 'docs/category/p1-section-1']) {
      const small = await htmlSize(path.join(root, 'out-100'), route);
      const large = await htmlSize(path.join(root, 'out-1100'), route);
      expect(Math.abs(large - small), route).toBeLessThanOrEqual(16);
    }
  });

  it('puts each whole sidebar in one content-hashed file, not in the pages', async () => {
    const out = path.join(root, 'out-1100');
    const files = await readdir(path.join(out, 'assets/sidebars'));
    expect(files).toHaveLength(11);
    for (const f of files) expect(f).toMatch(/^product\d+-[0-9a-f]{10}\.json$/);
    const page = await readFile(path.join(out, 'docs/p1/s1/t1/f1/page-1/index.html'), 'utf8');
    // The sidebar's island names the file it hydrates from; the page carries no copy of its branch as data.
    const props = JSON.parse(cheerio.load(page)('aside.docs-sidebar').attr('data-island-props') ?? '{}') as { file: string };
    expect(files).toContain(path.basename(props.file));
    expect(JSON.parse(cheerio.load(page)('#__portal-data').text())).not.toHaveProperty('sidebar');
    const tree = await readFile(path.join(out, props.file), 'utf8');
    // The tree holds every page of the product; the page holds only its own branch.
    expect(tree).toContain('/docs/p1/s3/t2/f1/page-7');
    expect(page).not.toContain('/docs/p1/s3/t2/f1/page-7');
  });

  it('without JavaScript the sidebar shows the path to the page, its siblings and the top level, closed categories linking to their page', async () => {
    const $ = cheerio.load(await readFile(path.join(root, 'out-1100', 'docs/p1/s1/t1/f1/page-1/index.html'), 'utf8'));
    const links = $('.docs-sidebar a')
      .map((_, a) => $(a).attr('href'))
      .get();
    for (let n = 1; n <= 10; n++) expect(links).toContain(`/docs/p1/s1/t1/f1/page-${n}`);
    expect(links).toContain('/docs/category/p1-section-2');
    expect(links).toContain('/docs/category/p1-s1-topic-2');
    expect($('.docs-sidebar a[aria-current=page]').attr('href')).toBe('/docs/p1/s1/t1/f1/page-1');
    // A closed category's index page lists its children.
    const index = cheerio.load(await readFile(path.join(root, 'out-1100', 'docs/category/p1-section-2/index.html'), 'utf8'));
    expect(
      index('.card-grid a')
        .map((_, a) => index(a).attr('href'))
        .get(),
    ).toContain('/docs/category/p1-s2-topic-1');
  });
});
