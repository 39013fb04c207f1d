import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runPortal } from '../helpers.ts';
import { hydrated, launchChromium, openPage } from '../browser/support/browser.ts';
import { serveStatic, type StaticSite } from '../browser/support/static-server.ts';

// Issue 5, behaviour 11: axe-core on the portal's own pages (one of each main kind) in light and
// dark mode, and screenshots of them at 1280 and 375 px in test-results/screenshots/.

const PAGES = {
  home: '/',
  doc: '/docs/MapColonies/Raster/overview',
  'blog-post': '/blog/2023-q1',
  tag: '/docs/tags/raster',
  api: '/docs/MapColonies/vector/services/geocoding/api',
} as const;

const SHOTS = path.join(ROOT, 'test-results/screenshots');

let out: string;
let server: StaticSite;
let browser: Browser;
let axeSource: string;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'portal-a11y-'));
  const [result, chromium, axe] = await Promise.all([
    runPortal(['build', path.join(ROOT, 'content'), '--out', path.join(out, 'build')]),
    launchChromium(),
    readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
    mkdir(SHOTS, { recursive: true }),
  ]);
  browser = chromium;
  axeSource = axe;
  if (result.code !== 0) throw new Error(`portal build failed:\n${result.stderr}`);
  server = await serveStatic(path.join(out, 'build'), '/developer-portal/');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.slice(0, 5).map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`);
}

/** The page in a colour mode, as a reader with that stored choice sees it, once its widgets are drawn. */
async function open(page: Page, route: string, mode: 'light' | 'dark'): Promise<void> {
  await page.goto(`${server.origin}/developer-portal${route === '/' ? '/' : route}`);
  await hydrated(page);
  expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
  await page.waitForFunction(() => [...document.querySelectorAll('.mermaid-diagram')].every((d) => d.hasAttribute('data-theme')), null, { timeout: 15_000 });
}

describe('accessibility and screenshots of the portal', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations in ${mode} mode, and is photographed at 1280 and 375 px`, async () => {
      const { page, context, errors } = await openPage(browser, { init: [`try { localStorage.setItem('theme', '${mode}') } catch {}`] });
      const problems: string[] = [];
      for (const [name, route] of Object.entries(PAGES)) {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
          await open(page, route, mode);
          await page.screenshot({ path: path.join(SHOTS, `${name}-${mode}-${width}.png`) });
          if (width === 1280) problems.push(...(await seriousViolations(page)).map((v) => `${route} (${mode}): ${v}`));
        }
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('has no serious or critical violations with the mobile menu and the search panel open', async () => {
    const { page, context } = await openPage(browser, { width: 375, height: 740 });
    await open(page, PAGES.doc, 'light');
    await page.click('details[data-mobile-menu] > summary');
    await page.waitForSelector('nav[aria-label="Docs sidebar (menu)"]');
    await page.screenshot({ path: path.join(SHOTS, 'mobile-menu-light-375.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.fill('[data-search-input]', 'raster');
    await page.waitForSelector('.search-results');
    await page.screenshot({ path: path.join(SHOTS, 'search-light-375.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
