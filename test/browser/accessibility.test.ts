import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeSource, axeViolations } from './support/axe.ts';
import { hydrated, openPage } from './support/browser.ts';
import { READING_PAGES } from './support/reading-site.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';

// Issue 28, deliverable 4: axe-core finds nothing, of any impact, on the five page kinds, in both
// colour modes, on a wide and a narrow screen, with the diagrams drawn.

const PAGES = {
  home: '/',
  docs: '/docs/guide/intro',
  diagrams: '/docs/guide/diagrams',
  api: '/docs/api/pets',
  blog: '/blog/first',
} as const;

let site: BuiltSite;
let browser: Browser;
let axe: string;
beforeAll(async () => {
  [{ site, browser }, axe] = await Promise.all([openFixture({ extra: READING_PAGES }), axeSource()]);
}, 180_000);
afterAll(() => closeFixture(site, browser));

/** The page as a reader with that stored colour mode sees it, its diagrams drawn. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(`${site.base}${route}`);
  await hydrated(page);
  for (const diagram of await page.$$('.mermaid-diagram')) await diagram.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll('.mermaid-diagram')].every((d) => d.hasAttribute('data-theme')));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Every other page kind of the fixture site. */
const OTHER_KINDS = {
  'category index': '/docs/category/guide',
  'docs tags': '/docs/tags',
  'docs tag': '/docs/tags/guide',
  'blog list': '/blog',
  'blog tag': '/blog/tags/raster',
  'blog authors': '/blog/authors',
  'blog archive': '/blog/archive',
  'widgets doc': '/docs/guide/widgets',
  page: '/about',
  'not found': '/no/such/page',
} as const;

describe('axe-core on every page kind', () => {
  it('finds every landmark named apart from the others of its kind, on every page kind', async () => {
    const { page, context } = await openPage(browser, { width: 1366, height: 800 });
    const problems: string[] = [];
    for (const [kind, route] of Object.entries({ ...PAGES, ...OTHER_KINDS })) {
      await page.goto(`${site.base}${route}`);
      await hydrated(page);
      const rules = ['landmark-unique', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo', 'landmark-no-duplicate-main'];
      problems.push(...(await axeViolations(page, axe, rules)).map((v) => `${kind} ${route}: ${v}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const width of [1366, 390]) {
      it(`finds no violation in ${mode} mode at ${width} px`, async () => {
        const { page, context, errors } = await openPage(browser, {
          width,
          height: width > 400 ? 800 : 844,
          init: [`try { localStorage.setItem('theme', '${mode}') } catch {}`],
        });
        const problems: string[] = [];
        for (const [kind, route] of Object.entries(PAGES)) {
          await open(page, route);
          expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
          problems.push(...(await axeViolations(page, axe)).map((v) => `${kind} ${route}: ${v}`));
        }
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
