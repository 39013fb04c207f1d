import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.ts';
import { hydrated, launchChromium, openPage } from './support/browser.ts';
import { serveStatic, type StaticSite } from './support/static-server.ts';

const run = promisify(execFile);
const SHOTS = path.join(ROOT, 'test-results/branding');

/**
 * A second team's project, as the issue checks it: the packed package installed into a new
 * project, `init`, `serve` (the first page answers 200 at `/`), then branded (logo, colour, custom
 * CSS, a footer wrapped with `portal swizzle --wrap`, a React component with state in an MDX page,
 * a React page, a dropdown, a right-side GitHub link) and built. Screenshots at 1366 and 390 px,
 * light and dark, are saved under test-results/branding/; the assertions say what they show.
 */
let project = '';
let site: StaticSite;
let browser: Browser;

async function npx(args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run('npx', ['portal', ...args], { cwd: project });
}

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-brand-'));
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT });
  const [packed] = JSON.parse(stdout) as { filename: string }[];
  if (!packed) throw new Error('npm pack reported no package');
  project = path.join(dir, 'project');
  await mkdir(project);
  await writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'acme-docs', version: '1.0.0', private: true }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(dir, packed.filename)], { cwd: project });
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await site?.close();
  await browser?.close();
});

describe('a fresh project, branded', () => {
  it('init writes a site whose first page serve answers with 200 at /', { timeout: 120_000 }, async () => {
    await npx(['init']);
    const pkg = JSON.parse(await readFile(path.join(project, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts).toMatchObject({ start: 'portal serve', build: 'portal build' });
    const child = spawn('npx', ['portal', 'serve', '--port', '0'], { cwd: project, detached: true });
    let log = '';
    try {
      const base = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`serve did not get ready:\n${log}`)), 90_000);
        child.stderr.on('data', (d: Buffer) => {
          log += d.toString();
          const m = /Serving the portal at (http:\/\/\S+)/.exec(log);
          if (m?.[1] && log.includes('Ready: built')) {
            clearTimeout(timer);
            resolve(m[1]);
          }
        });
      });
      const home = await fetch(base, { redirect: 'manual' });
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<img class="navbar-logo" src="/img/logo.svg"');
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGINT');
    }
  });

  it('brands it and builds it', { timeout: 180_000 }, async () => {
    const fixture = path.join(ROOT, 'test/fixtures/branded');
    for (const part of [
      'portal.config.yaml',
      'static',
      'src/css',
      'src/pages',
      'src/components',
      'docs/counter.mdx',
      'docs/rockets.md',
      'team.json',
    ]) {
      await cp(path.join(fixture, part), path.join(project, part), { recursive: true });
    }
    // The starter's API page stays (its home page links to it).
    await writeFile(
      path.join(project, 'portal.config.yaml'),
      `${await readFile(path.join(project, 'portal.config.yaml'), 'utf8')}apis:\n  - { id: example, title: Example API, spec: api/openapi.yaml, route: /docs/api/example }\n`,
    );
    // The footer: the team's own line around portal's, started with swizzle --wrap.
    const swizzled = await npx(['swizzle', 'Footer', '--wrap']);
    expect(swizzled.stderr).toMatch(/Wrote src\/theme\/Footer\.tsx/);
    const footer = path.join(project, 'src/theme/Footer.tsx');
    await writeFile(
      footer,
      (await readFile(footer, 'utf8')).replace(
        '<Original {...props} />',
        '<p className="acme-footer-note">Made by Acme with care.</p>\n      <Original {...props} />',
      ),
    );
    const built = await npx(['build']);
    expect(built.stderr).toMatch(/: 0 errors, 0 warnings\./);
    site = await serveStatic(path.join(project, 'build'), '/');
  });

  const shoot = async (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });

  for (const mode of ['light', 'dark'] as const) {
    it(`at 1366 px in ${mode} mode: the team's logo, colour, CSS, footer and navbar, none of the portal's`, async () => {
      const { context, page, errors } = await openPage(browser, {
        width: 1366,
        height: 900,
        init: [`localStorage.setItem('theme', '${mode}')`],
      });
      await page.goto(`${site.origin}/`);
      await hydrated(page);
      await shoot(page, `home-1366-${mode}`);
      expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
      const logo = page.locator(`.navbar-brand img.logo-${mode}`);
      await expect.poll(() => logo.isVisible()).toBe(true);
      expect(await logo.getAttribute('src')).toBe(mode === 'light' ? '/img/acme.svg' : '/img/acme-dark.svg');
      // The brand colour on the primary button, the custom CSS's border under the navbar, the font.
      const styles = await page.evaluate(() => {
        const button = getComputedStyle(document.querySelector('.button-primary')!);
        const navbar = getComputedStyle(document.querySelector('.navbar')!);
        return {
          button: button.backgroundColor,
          border: navbar.borderBottomColor,
          borderWidth: navbar.borderBottomWidth,
          font: getComputedStyle(document.body).fontFamily,
        };
      });
      const primary = mode === 'light' ? 'rgb(14, 124, 58)' : styles.button;
      expect(styles.button).toBe(primary);
      if (mode === 'dark') expect(styles.button).not.toBe('rgb(14, 124, 58)');
      expect([styles.border, styles.borderWidth]).toEqual([primary, '3px']);
      expect(styles.font).toMatch(/^Georgia/);
      // The wrapped footer, dark in both modes.
      await expect.poll(() => page.locator('.acme-footer-note').isVisible()).toBe(true);
      expect(await page.locator('footer.footer').evaluate((f) => getComputedStyle(f).backgroundColor)).toBe('rgb(31, 35, 41)');
      // Left items after the brand, the GitHub link at the right end, the dropdown opening.
      const github = page.locator('.navbar-items-right a', { hasText: 'GitHub' });
      expect(await github.isVisible()).toBe(true);
      expect((await github.boundingBox())!.x).toBeGreaterThan(1366 / 2);
      await page.locator('summary', { hasText: 'Products' }).click();
      await expect.poll(() => page.locator('.dropdown-menu a', { hasText: 'Rockets' }).isVisible()).toBe(true);
      // Nothing of the portal's own brand.
      const text = await page.content();
      expect(text).not.toContain('logo-pin');
      expect(text).not.toContain('Developer Portal');
      expect(await page.locator('[data-dropdown="docs-preferred-version"]').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps the right-side link on the right at 1280 px', async () => {
    const { context, page } = await openPage(browser, { width: 1280 });
    await page.goto(`${site.origin}/docs/intro`);
    await hydrated(page);
    const github = page.locator('.navbar-items-right a', { hasText: 'GitHub' });
    expect(await github.isVisible()).toBe(true);
    expect((await github.boundingBox())!.x).toBeGreaterThan(900);
    for (const label of ['Docs', 'Products', 'Help'])
      expect(await page.locator('.navbar-items-left', { hasText: label }).isVisible()).toBe(true);
    await context.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`at 390 px in ${mode} mode: the logo in the bar, the items in the menu`, async () => {
      const { context, page, errors } = await openPage(browser, {
        width: 390,
        height: 844,
        init: [`localStorage.setItem('theme', '${mode}')`],
      });
      await page.goto(`${site.origin}/`);
      await hydrated(page);
      await shoot(page, `home-390-${mode}`);
      expect(await page.locator(`.navbar-brand img.logo-${mode}`).isVisible()).toBe(true);
      expect(await page.locator('.navbar-items-right a', { hasText: 'GitHub' }).isVisible()).toBe(false);
      await page.locator('.navbar-mobile-toggle').click();
      await expect.poll(() => page.locator('.navbar-mobile-panel a', { hasText: 'GitHub' }).isVisible()).toBe(true);
      expect(await page.locator('.navbar-mobile-group', { hasText: 'Products' }).isVisible()).toBe(true);
      await shoot(page, `menu-390-${mode}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('hydrates the React component with state in the MDX page, and only there', async () => {
    const { context, page, errors } = await openPage(browser, { width: 1366 });
    await page.goto(`${site.origin}/docs/counter`);
    await hydrated(page);
    const button = page.locator('.acme-counter button');
    await expect.poll(() => button.textContent()).toBe('Pressed 3 times');
    await expect
      .poll(async () => {
        await button.click();
        return button.textContent();
      })
      .toMatch(/Pressed [4-9] times/);
    expect(await page.locator('.acme-callout-warning').textContent()).toBe('Rockets are fast.');
    await shoot(page, 'mdx-component-1366-light');
    // The static component is plain HTML; the page with no component loads no island code.
    expect(await page.locator('[data-island*="Callout"][data-island-hydrate]').count()).toBe(0);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${site.origin}/docs/rockets`);
    await hydrated(page);
    const withIslands = await readFile(path.join(project, 'build/docs/counter/index.html'), 'utf8');
    expect(withIslands).toContain('data-island-hydrate');
    expect(scripts.some((s) => /Counter/.test(s))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('builds the React page with its layout and state', async () => {
    const { context, page, errors } = await openPage(browser, { width: 1366 });
    await page.goto(`${site.origin}/help`);
    await hydrated(page);
    expect(await page.title()).toBe('Help center | Acme Docs');
    await page.getByRole('button', { name: 'Do anvils fly?' }).click();
    await expect.poll(() => page.locator('[data-answer]').textContent()).toBe('Only with a rocket.');
    await shoot(page, 'react-page-1366-light');
    expect(errors).toEqual([]);
    await context.close();
    await rm(path.join(SHOTS, '.keep'), { force: true });
  });
});
