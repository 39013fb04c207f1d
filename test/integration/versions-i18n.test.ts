import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, ROOT, runPortal } from '../helpers.ts';

// test/fixtures/versions: versions.json ["2.0", "1.0"], a working copy in docs/, a second docs
// folder (community/), a blog, and the locales en (default) and he (right to left, partly translated).
const FIXTURE = path.join(ROOT, 'test/fixtures/versions');

interface Summary {
  ok: boolean;
  diagnostics: { severity: string; code: string; message: string; file?: string; line?: number }[];
}

async function build(site: string, out: string): Promise<Summary> {
  const result = await runPortal(['build', site, '--out', out, '--format', 'json', '--no-cache']);
  return JSON.parse(result.stdout) as Summary;
}

const page = (out: string, route: string) => readFile(path.join(out, route, 'index.html'), 'utf8');
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const links = (html: string, dropdown: string) =>
  [...(new RegExp(`data-dropdown="${dropdown}"[\\s\\S]*?</details>`).exec(html)?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );

describe('versioned docs, two locales (one right to left) and a second docs folder', () => {
  let out = '';
  let summary: Summary;
  beforeAll(async () => {
    out = path.join(await mkdtemp(path.join(tmpdir(), 'portal-versions-')), 'build');
    summary = await build(FIXTURE, out);
  }, 120_000);

  it('serves the last release at /docs/, the working copy at /docs/next/ and older releases at /docs/<name>/, in every locale', async () => {
    expect(summary.ok).toBe(true);
    for (const prefix of ['', 'he/']) {
      for (const route of [
        'docs/intro',
        'docs/guide/setup',
        'docs/next/intro',
        'docs/next/new-feature',
        'docs/1.0/intro',
        'docs/1.0/legacy',
        'community',
        'community/support',
        'blog/release',
      ]) {
        expect(existsSync(path.join(out, prefix, route, 'index.html')), `${prefix}${route}`).toBe(true);
      }
    }
    // The released text at /docs/intro, the unreleased one only under next/.
    expect(text(await page(out, 'docs/intro'))).toContain('Tiles Portal 2.0 serves raster and vector map tiles');
    expect(text(await page(out, 'docs/next/intro'))).toContain('This text describes the next release');
    expect(existsSync(path.join(out, 'docs/new-feature/index.html'))).toBe(false);
  });

  it('shows each version its banner and badge, the banner linking to the same page in the latest version, else to its main doc', async () => {
    const next = text(await page(out, 'docs/next/intro'));
    expect(next).toContain('which is not released yet');
    expect(next).toContain('Version: Next');
    const legacy = await page(out, 'docs/1.0/intro');
    expect(text(legacy)).toContain('which is no longer maintained');
    expect(legacy).toMatch(/<a href="\/docs\/intro" data-latest-version/);
    // A page the latest version lacks: the banner leads to the latest version's first doc.
    expect(await page(out, 'docs/next/new-feature')).toMatch(/<a href="\/docs\/intro" data-latest-version/);
    // The config's label for 1.0 is used everywhere the version is named.
    expect(text(legacy)).toContain('Version: 1.0 (legacy)');
    expect(text(await page(out, 'docs/intro'))).not.toContain('not released yet');
  });

  it('keeps the reader on the same page in the version and language menus, where the page exists', async () => {
    expect(links(await page(out, 'docs/1.0/intro'), 'docs-preferred-version')).toEqual([
      '/docs/next/intro',
      '/docs/intro',
      '/docs/1.0/intro',
    ]);
    expect(links(await page(out, 'docs/next/new-feature'), 'docs-preferred-version')).toEqual([
      '/docs/next/new-feature',
      '/docs/intro',
      '/docs/1.0/intro',
    ]);
    const hebrew = await page(out, 'he/docs/guide/setup');
    expect(links(hebrew, '')).toEqual(['/docs/guide/setup', '/he/docs/guide/setup']);
    expect(links(hebrew, 'docs-preferred-version')).toEqual(['/he/docs/next/guide/setup', '/he/docs/guide/setup', '/he/docs/1.0/intro']);
  });

  it('points canonical URLs and the sitemap at the latest version', async () => {
    expect(await page(out, 'docs/1.0/intro')).toContain('<link rel="canonical" href="https://tiles.example.com/docs/intro">');
    expect(await page(out, 'docs/next/intro')).toContain('<link rel="canonical" href="https://tiles.example.com/docs/intro">');
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://tiles.example.com/docs/intro</loc>');
    expect(sitemap).not.toContain('/docs/next/intro<');
    expect(sitemap).not.toContain('/docs/1.0/intro<');
  });

  it('checks links per version: a 1.0 page linking to a doc only the working copy has is a broken link, with its line', () => {
    const broken = summary.diagnostics.filter((d) => d.code === 'broken-link');
    expect(broken).toHaveLength(1);
    expect(broken[0]?.file).toBe('test/fixtures/versions/versioned_docs/version-1.0/legacy.md');
    expect(broken[0]?.line).toBe(5);
  });

  it('builds each locale under /<locale>/ with lang, dir, hreflang alternates, its strings and untranslated pages marked', async () => {
    const en = await page(out, 'docs/intro');
    expect(en).toMatch(/<html lang="en" dir="ltr"/);
    const he = await page(out, 'he/docs/intro');
    expect(he).toMatch(/<html lang="he" dir="rtl"/);
    for (const html of [en, he]) {
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://tiles.example.com/docs/intro">');
      expect(html).toContain('<link rel="alternate" hreflang="he" href="https://tiles.example.com/he/docs/intro">');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://tiles.example.com/docs/intro">');
    }
    // The pagination arrows point outwards on both sides, mirrored right to left.
    const arrows = (html: string) =>
      [...html.matchAll(/class="pagination-title">(.*?)<\/span>/g)].map((m) => (m[1] ?? '').replaceAll('<!-- -->', '').trim());
    expect(arrows(en).some((a) => a.startsWith('«') || a.endsWith('»'))).toBe(true);
    expect(arrows(en).every((a) => !a.startsWith('»') && !a.endsWith('«'))).toBe(true);
    expect(arrows(he).some((a) => a.startsWith('»') || a.endsWith('«'))).toBe(true);
    expect(arrows(he).every((a) => !a.startsWith('«') && !a.endsWith('»'))).toBe(true);
    expect(text(he)).toContain('פורטל האריחים 2.0 מגיש אריחי מפה');
    expect(text(he)).toContain('גרסה: 2.0');
    // Not translated: shown in English, said so in Hebrew, the English text marked as English.
    const setup = await page(out, 'he/docs/guide/setup');
    expect(text(setup)).toContain('העמוד הזה עדיין לא תורגם');
    expect(setup).toMatch(/lang="en"[^>]*>[\s\S]*Install the 2.0 client/);
    // The working copy's translated sidebar label and version label (i18n/he/.../current.json).
    expect(text(await page(out, 'he/docs/next/intro'))).toContain('מדריכים');
    // Markdown's own words are the page's language too: an admonition's default title.
    expect(await page(out, 'he/docs/next/intro')).toMatch(/<p class="admonition-heading">עצה<\/p>/);
  });

  it('writes one search index per locale, each naming the docs version of every entry', async () => {
    const indexes = async (dir: string) =>
      (await readdir(path.join(out, dir, 'assets/search'))).filter((f) => f.startsWith('search-documents-'));
    const [en] = await indexes('');
    const [he] = await indexes('he');
    const enDocs = await readFile(path.join(out, 'assets/search', en ?? ''), 'utf8');
    const heDocs = await readFile(path.join(out, 'he/assets/search', he ?? ''), 'utf8');
    expect(enDocs).toContain('/docs/1.0/legacy');
    expect(heDocs).toContain('מבוא');
    expect(heDocs).not.toEqual(enDocs);
  });
});

describe("the versions' options and the content folders' paths", () => {
  it('honours lastVersion, onlyIncludeVersions, per-version label, path, banner and badge, and blog.path', async () => {
    const dir = await copyFixture('versions');
    const site = path.join(dir, 'site');
    const config = path.join(site, 'portal.config.yaml');
    const options = [
      '    lastVersion: current',
      '    onlyIncludeVersions: [current, "2.0"]',
      '    versions:',
      '      current: { label: Edge, path: edge, banner: none, badge: false }',
      '      "2.0": { path: stable, banner: unmaintained }',
    ].join('\n');
    const yaml = (await readFile(config, 'utf8')).replace(/ {4}versions:\n {6}"1\.0":\n {8}label: 1\.0 \(legacy\)/, options);
    await writeFile(config, `${yaml}blog:\n  path: news\n`);
    await rename(path.join(site, 'blog'), path.join(site, 'news'));
    const out = path.join(dir, 'build');
    expect((await build(site, out)).ok).toBe(true);
    // An explicit path wins over the last version's empty one, as in Docusaurus.
    const edge = await page(out, 'docs/edge/intro');
    // In the markup: the page's inline CSS names both classes.
    expect(edge).not.toMatch(/class="[^"]*version-banner/);
    expect(edge).not.toMatch(/class="[^"]*version-badge/);
    expect(links(edge, 'docs-preferred-version')).toEqual(['/docs/edge/intro', '/docs/stable/intro']);
    const stable = await page(out, 'docs/stable/intro');
    expect(text(stable)).toContain('which is no longer maintained');
    expect(stable).toMatch(/<a href="\/docs\/edge\/intro" data-latest-version/);
    expect(existsSync(path.join(out, 'docs/1.0'))).toBe(false);
    expect(existsSync(path.join(out, 'blog/release/index.html'))).toBe(true);
  }, 120_000);
});

describe('a declared locale without translations', () => {
  it('builds under /fr/ in the default language, with a locale-untranslated warning naming the config line, and no link to a missing page', async () => {
    const dir = await copyFixture('versions');
    const site = path.join(dir, 'site');
    const config = path.join(site, 'portal.config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace('locales: [en, he]', 'locales: [en, he, fr]'));
    const out = path.join(dir, 'build');
    const summary = await build(site, out);
    expect(summary.ok).toBe(true);
    const warning = summary.diagnostics.find((d) => d.code === 'locale-untranslated');
    expect(warning?.message).toContain('"fr"');
    expect(warning?.file).toContain('portal.config.yaml');
    const fr = await page(out, 'fr/docs/intro');
    expect(fr).toMatch(/<html lang="fr" dir="ltr"/);
    expect(text(fr)).toContain('Tiles Portal 2.0 serves raster');
    // Every menu entry on an English page leads to a page that was written.
    for (const href of links(await page(out, 'docs/intro'), '')) expect(existsSync(path.join(out, href, 'index.html')), href).toBe(true);
  }, 120_000);
});

describe('portal docs-version and portal write-translations', () => {
  it('docs-version 3.0 snapshots docs, sidebars and translations as Docusaurus does; the next build serves 3.0 at /docs/', async () => {
    const dir = await copyFixture('versions');
    const site = path.join(dir, 'site');
    const released = await runPortal(['docs-version', '3.0', site]);
    expect(released.code).toBe(0);
    expect(JSON.parse(await readFile(path.join(site, 'versions.json'), 'utf8'))).toEqual(['3.0', '2.0', '1.0']);
    expect(await readFile(path.join(site, 'versioned_docs/version-3.0/new-feature.md'), 'utf8')).toEqual(
      await readFile(path.join(site, 'docs/new-feature.md'), 'utf8'),
    );
    const sidebars = JSON.parse(await readFile(path.join(site, 'versioned_sidebars/version-3.0-sidebars.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(sidebars.docs).toEqual(['intro', { type: 'category', label: 'Guides', items: ['guide/setup'] }, 'new-feature']);
    expect(existsSync(path.join(site, 'i18n/he/docusaurus-plugin-content-docs/version-3.0/intro.md'))).toBe(true);
    // The translated label of "Next" is not carried to 3.0; its sidebar labels are.
    const messages = JSON.parse(
      await readFile(path.join(site, 'i18n/he/docusaurus-plugin-content-docs/version-3.0.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(Object.keys(messages)).toEqual(['sidebar.docs.category.Guides']);

    const again = await runPortal(['docs-version', '3.0', site]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('version-exists');

    const out = path.join(dir, 'build');
    expect((await build(site, out)).ok).toBe(true);
    expect(existsSync(path.join(out, 'docs/new-feature/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'docs/2.0/intro/index.html'))).toBe(true);
  }, 120_000);

  it('both refuse to start on a config with errors, naming them, and write nothing', async () => {
    const dir = await copyFixture('versions');
    const site = path.join(dir, 'site');
    const config = path.join(site, 'portal.config.yaml');
    await writeFile(config, `${await readFile(config, 'utf8')}\ntitel: Typo\n`);
    const codeJson = path.join(site, 'i18n/he/code.json');
    const before = await readFile(codeJson, 'utf8');
    for (const args of [
      ['docs-version', '3.0', site],
      ['write-translations', site],
    ]) {
      const run = await runPortal(args);
      expect(run.code, args[0]).toBe(1);
      expect(run.stderr).toContain('the config has errors');
      expect(run.stderr).toContain('titel');
    }
    expect(JSON.parse(await readFile(path.join(site, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
    expect(await readFile(codeJson, 'utf8')).toBe(before);
  });

  it('write-translations writes the theme, navbar, footer, blog and sidebar strings, keeping what translators wrote', async () => {
    const dir = await copyFixture('versions');
    const site = path.join(dir, 'site');
    const result = await runPortal(['write-translations', site]);
    expect(result.code).toBe(0);
    const code = JSON.parse(await readFile(path.join(site, 'i18n/he/code.json'), 'utf8')) as Record<string, { message: string }>;
    // The site's own translation is kept; the theme's strings come in Hebrew, as portal ships them.
    expect(code['theme.common.editThisPage']?.message).toBe('עריכת העמוד');
    expect(code['portal.navbar.versionMenu']?.message).toBe('גרסת התיעוד');
    const navbar = JSON.parse(await readFile(path.join(site, 'i18n/he/docusaurus-theme-classic/navbar.json'), 'utf8')) as Record<
      string,
      { message: string }
    >;
    expect(navbar['item.label.Community']?.message).toBe('Community');
    const v1 = JSON.parse(await readFile(path.join(site, 'i18n/he/docusaurus-plugin-content-docs/version-1.0.json'), 'utf8')) as Record<
      string,
      { message: string }
    >;
    expect(v1['version.label']?.message).toBe('1.0 (legacy)');
    expect(existsSync(path.join(site, 'i18n/he/docusaurus-plugin-content-docs-community/current.json'))).toBe(true);
    expect(existsSync(path.join(site, 'i18n/he/docusaurus-plugin-content-blog/options.json'))).toBe(true);

    const unknown = await runPortal(['write-translations', site, '--locale', 'de']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('locale-unknown');
  }, 120_000);
});

describe('portal init --from-docusaurus with versions, locales and a second docs folder', () => {
  it('maps versions.json and its options, i18n with localeConfigs and the community docs instance, copies their files, and the result builds at the same URLs', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-from-docusaurus-'));
    const site = path.join(dir, 'site');
    const init = await runPortal(['init', '--from-docusaurus', path.join(ROOT, 'test/fixtures/docusaurus-versions'), '--out', site]);
    expect(init.code).toBe(0);
    expect(init.stderr + init.stdout).toContain('Everything in the Docusaurus config was mapped.');
    for (const copied of [
      'versions.json',
      'versioned_docs/version-1.0/legacy.md',
      'versioned_sidebars/version-2.0-sidebars.json',
      'i18n/he/code.json',
      'community/support.md',
    ]) {
      expect(existsSync(path.join(site, copied)), copied).toBe(true);
    }
    const yaml = await readFile(path.join(site, 'portal.config.yaml'), 'utf8');
    expect(yaml).toContain("lastVersion: '2.0'");
    expect(yaml).toContain('routeBasePath: community');
    expect(yaml).toContain('direction: rtl');
    const out = path.join(dir, 'build');
    expect((await build(site, out)).ok).toBe(true);
    for (const route of ['docs/intro', 'docs/next/new-feature', 'docs/1.0/legacy', 'community/support', 'he/docs/intro', 'he/community']) {
      expect(existsSync(path.join(out, route, 'index.html')), route).toBe(true);
    }
    expect(await page(out, 'he/docs/intro')).toMatch(/<html lang="he-IL" dir="rtl"/);
    expect(text(await page(out, 'docs/1.0/intro'))).toContain('which is no longer maintained');
  }, 120_000);

  it('says what it could not map instead of claiming everything was', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-from-docusaurus-'));
    await cp(path.join(ROOT, 'test/fixtures/docusaurus-versions'), path.join(dir, 'src'), { recursive: true });
    const configFile = path.join(dir, 'src/docusaurus.config.js');
    const js = (await readFile(configFile, 'utf8'))
      .replace("htmlLang: 'he-IL' }", "htmlLang: 'he-IL', calendar: 'hebrew' }")
      .replace("banner: 'unmaintained' }", "banner: 'unmaintained', noIndex: true, weird: 1 }");
    await writeFile(configFile, js);
    const init = await runPortal(['init', '--from-docusaurus', path.join(dir, 'src'), '--out', path.join(dir, 'site')]);
    expect(init.code).toBe(0);
    const said = init.stderr + init.stdout;
    expect(said).not.toContain('Everything in the Docusaurus config was mapped');
    expect(said).toContain('i18n.localeConfigs.he.calendar');
    expect(said).toContain('versions.1.0.weird');
    expect(await readFile(path.join(dir, 'site/portal.config.yaml'), 'utf8')).toContain('noIndex: true');
  }, 120_000);
});

describe('portal init --from-docusaurus with i18n in a module of its own and docs outside the site folder', () => {
  it("reads `i18n: require('./i18n')` statically and copies `path: '../docs'` into the new site", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-from-docusaurus-'));
    const website = path.join(dir, 'repo/website');
    await mkdir(path.join(dir, 'repo/docs'), { recursive: true });
    await mkdir(website, { recursive: true });
    await writeFile(path.join(dir, 'repo/docs/getting-started.md'), '---\ntitle: Getting started\n---\n\nInstall the client.\n');
    await writeFile(
      path.join(website, 'docusaurus.config.js'),
      "const i18n = require('./i18n');\nmodule.exports = { i18n, title: 'Tiles', url: 'https://tiles.example.com', baseUrl: '/', presets: [['classic', { docs: { path: '../docs' } }]] };\n",
    );
    await writeFile(
      path.join(website, 'i18n.js'),
      "module.exports = { defaultLocale: 'en', locales: ['en', 'he'], localeConfigs: { he: { direction: 'rtl' } } };\n",
    );
    const site = path.join(dir, 'site');
    const init = await runPortal(['init', '--from-docusaurus', website, '--out', site]);
    expect(init.code).toBe(0);
    expect(init.stderr + init.stdout).toContain('Everything in the Docusaurus config was mapped.');
    const yaml = await readFile(path.join(site, 'portal.config.yaml'), 'utf8');
    expect(yaml).toContain('- he');
    expect(yaml).not.toContain('../docs');
    const out = path.join(dir, 'build');
    const summary = await build(site, out);
    expect(summary.ok).toBe(true);
    expect(summary.diagnostics.map((d) => d.code)).toEqual(['locale-untranslated']);
    expect(await page(out, 'he/docs/getting-started')).toMatch(/<html lang="he" dir="rtl"/);

    // The same i18n imported as an ES module (Jest's website today).
    const esm = path.join(dir, 'esm');
    await mkdir(esm, { recursive: true });
    await writeFile(
      path.join(esm, 'docusaurus.config.mjs'),
      "import i18n from './i18n.mjs';\nexport default { i18n, title: 'Tiles', url: 'https://tiles.example.com', baseUrl: '/' };\n",
    );
    await writeFile(path.join(esm, 'i18n.mjs'), "const locales = ['en', 'fr'];\nexport default { defaultLocale: 'en', locales };\n");
    const fromEsm = await runPortal(['init', '--from-docusaurus', esm, '--out', path.join(dir, 'esm-site')]);
    expect(fromEsm.code).toBe(0);
    expect(await readFile(path.join(dir, 'esm-site/portal.config.yaml'), 'utf8')).toMatch(/locales:\n\s+- en\n\s+- fr/);

    // In place, the folder outside is named as what was not mapped.
    const inPlace = await runPortal(['init', '--from-docusaurus', website]);
    expect(inPlace.stderr + inPlace.stdout).toContain('is ../docs, outside the site folder');
  }, 120_000);
});
