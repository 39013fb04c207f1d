import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runPortal } from '../helpers.ts';

/** The branded fixture: a logo, colours, custom CSS, a replaced footer, a React page with state and a CSS module. */
let dir = '';
let out = '';
const page = async (rel: string) => cheerio.load(await readFile(path.join(out, rel), 'utf8'));

beforeAll(async () => {
  dir = await copyFixture('branded');
  out = path.join(dir, 'out');
  const built = await runPortal(['build', 'site', '--out', out, '--strict'], { cwd: dir });
  if (built.code !== 0) throw new Error(built.stderr);
});

describe('a site with its own code', () => {
  it('builds src/pages/help.tsx as /help inside the layout, titled by its Layout props', async () => {
    const $ = await page('help/index.html');
    expect($('title').text()).toBe('Help center | Acme Docs');
    expect($('meta[name=description]').attr('content')).toBe('Answers to what Acme customers ask most.');
    // The page's own <main>, one landmark; the skip link's target is its wrapper.
    expect($('main').length).toBe(1);
    expect($('#__portal-main').hasClass('site-page')).toBe(true);
    expect($('main h1').text()).toBe('Help center');
    expect($('.navbar').length).toBe(1);
    expect(JSON.parse($('#__portal-data').text())).toMatchObject({ route: { kind: 'site-page', path: '/help' } });
    // The page has state: it is an island of its own (its <main> inside it), hydrated when seen.
    const island = $('#__portal-main > [data-island="src/pages/help.tsx#default"]');
    expect([island.attr('data-island-hydrate'), island.attr('data-island-id'), island.children('main').length]).toEqual([
      'visible',
      'p-',
      1,
    ]);
  });

  it('leaves a React page without state, effects, refs, context or handlers static', async () => {
    const $ = await page('thanks/index.html');
    expect($('#__portal-main [data-island]').length).toBe(0);
    expect($('main h1').text()).toBe('Thanks from the Rocket team');
  });

  it('gives CSS modules the same class names on the server as in the stylesheet', async () => {
    const $ = await page('help/index.html');
    const cls = $('main').attr('class') ?? '';
    const css = await readFile(path.join(out, ($('link[rel=stylesheet]').attr('href') ?? '').slice(1)), 'utf8');
    expect(cls).not.toBe('');
    expect(css).toContain(`.${cls}{max-width:40rem`);
    // The custom CSS and the palette are in the same one stylesheet.
    expect(css).toContain('--ifm-color-primary: #0e7c3a;');
    expect(css).toMatch(/\.navbar\{border-bottom:3px solid var\(--ifm-color-primary\)\}/);
  });

  it("draws the site's footer, which wraps the original, on every page", async () => {
    for (const file of ['index.html', 'docs/intro/index.html', '404.html']) {
      const $ = await page(file);
      expect($('.acme-footer-note').text()).toBe('Made by Acme with care.');
      expect($('.acme-footer footer.footer.footer-dark').length).toBe(1);
    }
  });

  it('draws the logo, the dropdown and the right-side link from the config', async () => {
    const $ = await page('docs/intro/index.html');
    expect($('.navbar-brand img.logo-light').attr('src')).toBe('/img/acme.svg');
    expect($('.navbar-brand img.logo-dark').attr('src')).toBe('/img/acme-dark.svg');
    expect($('.navbar-brand img').first().attr('width')).toBe('32');
    expect($('.navbar-items-left details.dropdown summary').text()).toBe('Products');
    expect(
      $('.navbar-items-left .dropdown-menu a')
        .map((_, a) => $(a).text().replace(' (opens in a new tab)', ''))
        .get(),
    ).toEqual(['Rockets', 'Anvils']);
    expect($('.navbar-items-left .dropdown-menu hr.acme-divider').length).toBe(1);
    expect($('.navbar-items-right a').text()).toContain('GitHub');
    // One version and one language: no menus and no badge for them.
    expect($('[data-dropdown="docs-preferred-version"]').length).toBe(0);
    expect($('.version-badge').length).toBe(0);
  });

  it("loads the page's code only on the page that has it", async () => {
    const jsFiles = await readdir(path.join(out, 'assets/js'));
    const docHtml = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    const helpChunk = [];
    for (const f of jsFiles)
      if ((await readFile(path.join(out, 'assets/js', f), 'utf8')).includes('Where are the rockets?')) helpChunk.push(f);
    expect(helpChunk).toHaveLength(1);
    expect(docHtml).not.toContain(helpChunk[0]);
  });

  it('reports a page that fails to render with its file, and an unresolvable import with its line', async () => {
    const broken = await copyFixture('branded');
    await writeFile(
      path.join(broken, 'site/src/pages/broken.tsx'),
      "export default function Broken() {\n  throw new Error('no data');\n}\n",
    );
    let result = await runPortal(['build', 'site', '--out', 'out'], { cwd: broken });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /src\/pages\/broken\.tsx error site-page-failed: the React page src\/pages\/broken\.tsx failed to render: no data/,
    );
    await writeFile(
      path.join(broken, 'site/src/pages/broken.tsx'),
      "import Thing from 'no-such-package';\nexport default function Broken() {\n  return <Thing />;\n}\n",
    );
    result = await runPortal(['build', 'site', '--out', 'out'], { cwd: broken });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/broken\.tsx:1:\d+ error site-code: Could not resolve "no-such-package"/);
    expect(existsSync(path.join(broken, 'out'))).toBe(false);
    await rm(broken, { recursive: true, force: true });
  });
});

describe('theme components', () => {
  it('warns that a replaced theme component with state does nothing in the browser, naming why', async () => {
    const copy = await copyFixture('branded');
    await writeFile(
      path.join(copy, 'site/src/theme/Logo.tsx'),
      "import { useState } from 'react';\nexport default function Logo() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\n",
    );
    const result = await runPortal(['build', 'site', '--out', 'out'], { cwd: copy });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /src\/theme\/Logo\.tsx warning theme-component-static: the theme component Logo is rendered at build time only, but .*src\/theme\/Logo\.tsx uses useState: that part does nothing in the browser/,
    );
    await rm(copy, { recursive: true, force: true });
  });
});

describe('what Docusaurus pages import', () => {
  it('builds a page with Translate, react-lite-youtube-embed, react-github-btn, a component folder and JSON of the site, none of them installed', async () => {
    const $ = await page('thanks/index.html');
    expect($('main h1').text()).toBe('Thanks from the Rocket team');
    expect($('title').text()).toMatch(/^Thanks/);
    expect($('main .acme-badge').text()).toBe('new');
    expect($('main a.youtube-embed').attr('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const star = $('main a.github-button');
    expect([star.attr('href'), star.attr('aria-label'), star.text()]).toEqual([
      'https://github.com/acme/docs',
      'Star acme/docs on GitHub',
      'Star',
    ]);
    expect($('main iframe')).toHaveLength(0);
  });
});

describe('the embeds portal offers every site', () => {
  it('draws YouTube (and LiteYouTubeEmbed) as a thumbnail link, LinkCard as a card and Iframe sandboxed and lazy', async () => {
    const $ = await page('docs/media/index.html');
    expect(
      $('a.youtube-embed')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=3n7lhnZg1tQ']);
    expect($('a.youtube-embed img').first().attr('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect($('a.link-card .card-title').text()).toBe('Anvil news');
    expect($('a.link-card .link-card-host').text()).toBe('anvils.acme.example');
    const frame = $('iframe.iframe-embed');
    expect([frame.attr('src'), frame.attr('sandbox'), frame.attr('loading'), frame.attr('title')]).toEqual([
      'https://replit.com/@acme/rocket?lite=true',
      'allow-scripts allow-same-origin allow-popups',
      'lazy',
      'Rocket playground',
    ]);
    expect($('.markdown [data-island]').length).toBe(0);
    // No script of its own: the page loads what a plain docs page loads.
    const plain = await page('docs/rockets/index.html');
    const scripts = (p: cheerio.CheerioAPI) =>
      p('script[src], link[rel=modulepreload]')
        .map((_, e) => p(e).attr('src') ?? p(e).attr('href'))
        .get();
    expect(scripts($)).toEqual(scripts(plain));
    // The page's policy frames exactly the allowed hosts.
    expect($('meta[http-equiv=Content-Security-Policy]').attr('content')).toContain('; frame-src https://replit.com;');
  });

  it('removes an Iframe from a host the config does not allow, with a warning at its line', async () => {
    const copy = await copyFixture('branded');
    await writeFile(
      path.join(copy, 'site/docs/evil.mdx'),
      '---\ntitle: Evil\n---\n\n<Iframe src="https://evil.example/x" title="Not allowed" />\n',
    );
    const result = await runPortal(['build', 'site', '--out', 'out'], { cwd: copy });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/site\/docs\/evil\.mdx:5:1 warning html-removed: <iframe src="https:\/\/evil\.example\/x"> was removed/);
    expect(await readFile(path.join(copy, 'out/docs/evil/index.html'), 'utf8')).not.toContain('evil.example');
    await rm(copy, { recursive: true, force: true });
  });
});

describe('portal swizzle', () => {
  it('copies a theme component into src/theme with imports that build, and refuses a second time', async () => {
    const site = await copyFixture('site');
    const result = await runPortal(['swizzle', 'NotFound', 'site'], { cwd: site });
    expect(result.code, result.stderr).toBe(0);
    const file = path.join(site, 'site/src/theme/NotFound.tsx');
    const text = await readFile(file, 'utf8');
    expect(text).toContain("from '@portal/renderer/context.tsx'");
    await writeFile(file, text.replace('Page Not Found', 'Lost in space'));
    const built = await runPortal(['build', 'site', '--out', 'out'], { cwd: site });
    expect(built.code, built.stderr).toBe(0);
    expect(await readFile(path.join(site, 'out/404.html'), 'utf8')).toContain('Lost in space');
    const again = await runPortal(['swizzle', 'NotFound', 'site'], { cwd: site });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already replaces NotFound/);
    const unknown = await runPortal(['swizzle', 'footer', 'site'], { cwd: site });
    expect(unknown.stderr).toMatch(/did you mean Footer\?/);
    const list = await runPortal(['swizzle', '--list'], { cwd: site });
    expect(list.stdout).toMatch(/^Navbar\s+the whole top bar/m);
  });
});
