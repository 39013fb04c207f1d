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

describe('axe-core on every page kind', () => {
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
