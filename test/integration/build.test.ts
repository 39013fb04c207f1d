import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runPortal, type RunResult } from '../helpers.ts';

let dir: string;
let out: string;
let result: RunResult;
const page = async (route: string) => cheerio.load(await readFile(path.join(out, route, 'index.html'), 'utf8'));

beforeAll(async () => {
  dir = await copyFixture();
  out = path.join(dir, 'build');
  result = await runPortal(['build', 'site', '--out', 'build'], { cwd: dir });
});

describe('portal build on the fixture site', () => {
  it('succeeds with warnings, lists its stages and ends with a summary', () => {
    expect(result.code).toBe(0);
    for (const stage of ['config', 'load', 'openapi', 'graph', 'check', 'bundle', 'render']) expect(result.stderr).toContain(`✓ ${stage}`);
    expect(result.stderr).toMatch(/Built 27 routes \(27 pages, [\d.]+ MB\) into build in [\d.]+ s: 0 errors, 4 warnings\./);
    expect(result.stderr).not.toMatch(/\bat .+\.js:\d+/);
  });

  it('prints each warning with file:line:column and a hint', () => {
    expect(result.stderr).toContain(
      'site/docs/guide/intro.md:16:3 warning broken-link: the link "./missing.md" points to docs/guide/missing.md, which does not exist (did you mean ./intro.md?)',
    );
    expect(result.stderr).toContain(
      'site/docs/guide/intro.md:16:38 warning broken-anchor: the anchor "#no-such-anchor" does not exist on /docs/guide/second',
    );
    expect(result.stderr).toContain('site/docs/dup.md:1:1 warning duplicate-route');
    expect(result.stderr).toContain('site/docs/other/page.mdx:25:1 warning component-unknown');
  });

  it('writes every route as index.html, and nothing more per page for navigation', () => {
    for (const route of [
      '',
      'about',
      'docs',
      'docs/guide/intro',
      'docs/category/guide',
      'docs/category/guide-1',
      'docs/tags',
      'docs/tags/3-d',
      'blog',
      'blog/page/2',
      'blog/first',
      'blog/archive',
      'blog/authors',
      'blog/authors/ada',
      'blog/tags',
      'blog/tags/release-notes',
      'docs/api/pets',
    ]) {
      expect(existsSync(path.join(out, route, 'index.html')), route).toBe(true);
    }
    // A page is written once: client navigation fetches the same HTML.
    expect(existsSync(path.join(out, '__data'))).toBe(false);
  });

  it('writes 404.html, sitemap.xml, robots.txt, static files, the spec and hashed assets', async () => {
    expect(existsSync(path.join(out, '404.html'))).toBe(true);
    expect(existsSync(path.join(out, 'img/logo.svg'))).toBe(true);
    expect(existsSync(path.join(out, 'docs/api/pets/pets.yaml'))).toBe(true);
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://fixture.example.com/fx/docs/guide/intro</loc>');
    expect(sitemap).not.toContain('/404');
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toContain('Sitemap: https://fixture.example.com/fx/sitemap.xml');
    const $ = await page('docs/guide/intro');
    expect($('link[rel=stylesheet]').attr('href')).toMatch(/^\/fx\/assets\/css\/theme-[A-Z0-9]+\.css$/);
    // The head script loads the entry (templates/csp.ts: 'strict-dynamic'); a link preloads it.
    expect($('html').attr('data-entry')).toMatch(/^\/fx\/assets\/js\/portal-[A-Z0-9]+\.js$/);
    expect($(`link[rel=modulepreload][href="${$('html').attr('data-entry') ?? ''}"]`).length).toBe(1);
    expect($('script[src]').length).toBe(0);
    // The site has a diagram (guide/intro.md), so mermaid's modules are published; a site without one has none (test/scale/open-files.test.ts).
    expect((await readdir(path.join(out, 'assets'))).some((name) => /^mermaid-[\d.]+$/.test(name))).toBe(true);
  });

  it('titles pages "Page | Site", and the home page with the site title alone', async () => {
    expect((await page('docs/guide/intro'))('title').text()).toBe('Introduction | Fixture Portal');
    expect((await page(''))('title').text()).toBe('Fixture Portal');
    expect((await page('blog/tags/release-notes'))('title').text()).toBe('2 posts tagged with "release-notes" | Fixture Portal');
  });

  it('writes the head a search engine and a social card need', async () => {
    const $ = await page('docs/guide/intro');
    expect($('html').attr('lang')).toBe('en');
    expect($('html').attr('dir')).toBe('ltr');
    expect($('meta[name=description]').attr('content')).toBe('The first page of the fixture guide.');
    expect($('meta[name=keywords]').attr('content')).toBe('fixture,intro');
    expect($('meta[property="og:image"]').attr('content')).toBe('https://fixture.example.com/fx/img/logo.svg');
    expect($('link[rel=canonical]').attr('href')).toBe('https://fixture.example.com/fx/docs/guide/intro');
    expect($('link[rel=icon]').attr('href')).toBe('/fx/img/logo.svg');
  });

  it('renders the shell: skip link, announcement, navbar, sidebar, breadcrumbs, TOC, tags, prev/next, footer', async () => {
    const $ = await page('docs/guide/intro');
    expect($('a.skip-link').attr('href')).toBe('#__portal-main');
    expect($('main#__portal-main').length).toBe(1);
    expect($('.announcement').text()).toContain('Fixture announcement.');
    expect(
      $('nav[aria-label=Main] .navbar-items a')
        .map((_, a) => $(a).text())
        .get(),
    ).toEqual(['Guide', 'Extra', 'Blog', 'App (opens in a new tab)', 'Status (opens in a new tab)']);
    expect($('nav[aria-label=Main] .navbar-link.active').first().text()).toBe('Guide');
    // One docs version and one locale: no version or language menu, though the config places them.
    expect(
      $('.dropdown-toggle')
        .map((_, s) => $(s).text())
        .get(),
    ).toEqual(['More']);
    expect($('.version-badge, .version-banner').length).toBe(0);
    expect($('.sidebar a[aria-current=page]').text()).toBe('Introduction');
    expect($('.sidebar details').first().attr('open')).toBeDefined();
    expect($('.breadcrumbs a').last().text()).toBe('Guide');
    expect(
      $('.toc a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['#token', '#sub-section']);
    expect(
      $('.tag-list a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toContain('/fx/docs/tags/3-d');
    expect($('.pagination-link.next').attr('href')).toBe('/fx/docs/guide/second');
    expect(
      $('footer.footer a')
        .map((_, a) => $(a).text())
        .get(),
    ).toContain('Intro');
    expect($('.markdown p a').first().attr('href')).toBe('/fx/docs/guide/second#real-anchor');
  });

  it('renders blog pages with dates, authors, reading time and the yearly sidebar', async () => {
    const $ = await page('blog/first');
    expect($('time').first().attr('datetime')).toBe('2024-01-02');
    expect($('.post-meta').text()).toContain('January 2, 2024');
    expect($('.post-meta').text()).toContain('min read');
    expect(
      $('.post-author')
        .map((_, a) => $(a).text())
        .get()
        .join(' '),
    ).toContain('Ada Writer');
    // A site path in image_url is served under the base URL; Ada has none, so her initials show.
    expect(
      $('.post-author img.avatar')
        .map((_, i) => `${i.attribs.src} alt=${JSON.stringify(i.attribs.alt)}`)
        .get(),
    ).toEqual(['/fx/img/logo.svg alt=""']);
    expect($('.post-author span.avatar').text()).toBe('AW');
    expect($('.blog-sidebar-year').text()).toBe('2024');
    const list = await page('blog/page/2');
    expect(list('.read-more').attr('href')).toBe('/fx/blog/first');
    expect(list('.markdown').text()).not.toContain('After the fold');
  });

  it('prints the result as JSON with --json, and --strict fails on warnings', async () => {
    const json = await runPortal(['build', 'site', '--out', 'build-json', '--json'], { cwd: dir });
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout) as {
      ok: boolean;
      routes: number;
      diagnostics: { code: string; file: string; line: number; column: number }[];
    };
    expect(parsed.ok).toBe(true);
    expect(parsed.routes).toBe(27);
    expect(parsed.diagnostics.find((d) => d.code === 'broken-anchor')).toMatchObject({ line: 16, column: 38 });
    const strict = await runPortal(['build', 'site', '--out', 'build-strict', '--strict'], { cwd: dir });
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('--strict treats warnings as errors');
    expect(existsSync(path.join(dir, 'build-strict'))).toBe(false);
  });

  it('leaves the previous output untouched when a build fails half way', async () => {
    const before = await readFile(path.join(out, 'docs/guide/intro/index.html'), 'utf8');
    await writeFile(path.join(dir, 'site/docs/guide/second.md'), '---\ntitle: [unclosed\n---\n\nBody\n');
    const failed = await runPortal(['build', 'site', '--out', 'build'], { cwd: dir });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('site/docs/guide/second.md:2:17 error frontmatter-syntax');
    expect(failed.stderr).toContain('The previous output in build is unchanged.');
    expect(await readFile(path.join(out, 'docs/guide/intro/index.html'), 'utf8')).toBe(before);
  });

  it('names the line and column of a broken _category_.json, and refuses an unwritable output folder', async () => {
    const site = await copyFixture();
    const unwritable = await runPortal(['build', 'site', '--out', '/proc/portal-out'], { cwd: site });
    expect(unwritable.code).toBe(1);
    expect(unwritable.stderr).toContain('error output-unwritable: cannot write next to the output folder /proc/portal-out');
    await writeFile(path.join(site, 'site/docs/guide/_category_.json'), '{ "label": "Guide",\n  "position": 1,\n}\n');
    const broken = await runPortal(['check-links', 'site'], { cwd: site });
    expect(broken.stdout).toContain('site/docs/guide/_category_.json:3:1 error category-syntax');
  });

  it('reuses cached markdown and specs, yet shows every edit on the next build', async () => {
    const site = await copyFixture();
    const build = () => runPortal(['build', 'site', '--out', 'out'], { cwd: site });
    expect((await build()).code).toBe(0);
    // Nothing changed: every page's file is the previous build's (a hard link to the same file), not rendered again.
    const inode = async (rel: string) => (await stat(path.join(site, 'out', rel))).ino;
    const pageFiles = ['docs/guide/intro/index.html', 'docs/api/pets/index.html', '404.html'];
    const before = await Promise.all(pageFiles.map(inode));
    expect((await build()).code).toBe(0);
    expect(await Promise.all(pageFiles.map(inode))).toEqual(before);
    // A build whose keys do not belong to the output there (another build replaced it) renders every page.
    await writeFile(path.join(site, 'out/.portal-build'), 'Written by `portal build`: the next build may replace this folder.\n');
    expect((await build()).code).toBe(0);
    expect((await Promise.all(pageFiles.map(inode))).filter((n, i) => n === before[i])).toEqual([]);
    await writeFile(
      path.join(site, 'site/api/pets.yaml'),
      (await readFile(path.join(site, 'site/api/pets.yaml'), 'utf8')).replace('title: Pets API', 'title: Pets API v2'),
    );
    await writeFile(
      path.join(site, 'site/docs/guide/second.md'),
      (await readFile(path.join(site, 'site/docs/guide/second.md'), 'utf8')).replace('Back to the', 'Return to the'),
    );
    const again = await build();
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('0 errors, 4 warnings');
    expect(await readFile(path.join(site, 'out/docs/api/pets/index.html'), 'utf8')).toContain('Pets API v2');
    expect(await readFile(path.join(site, 'out/docs/guide/second/index.html'), 'utf8')).toContain('Return to the');
  });

  it('exits 2 on a usage error and 1 with a clear message on a missing site', async () => {
    expect((await runPortal(['build', '--nope'])).code).toBe(2);
    const missing = await runPortal(['build', 'no-such-site', '--out', 'x'], { cwd: dir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('error config-missing: no portal.config.yaml in no-such-site');
  });
});
