import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage } from './support/browser.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';

// Issue 10, deliverable 4: the doc footer's edit link and last-updated line, as a reader sees them.

const DATED_PAGE = `---
title: Dated page
description: A page whose last change is given in its frontmatter.
tags: [dated]
sidebar_position: 4
last_update:
  date: 2023-05-06
  author: Frontmatter Author
---

Text of the dated page.
`;

let site: BuiltSite;
let browser: Browser;
beforeAll(
  async () =>
    ({ site, browser } = await openFixture({
      extra: { 'docs/guide/dated.md': DATED_PAGE },
      config: (yaml) =>
        yaml.replace(
          'docs:\n',
          'docs:\n  editUrl: https://git.example/org/repo/edit/main/site/\n  showLastUpdateTime: true\n  showLastUpdateAuthor: true\n',
        ),
    })),
);
afterAll(() => closeFixture(site, browser));

describe('doc footer', () => {
  it('shows "Edit this page" and the last update under the content, and follows in-site navigation', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${site.base}/docs/guide/dated`);
    await hydrated(page);
    const edit = page.locator('.docs-footer .edit-this-page');
    await expect.poll(() => edit.isVisible()).toBe(true);
    expect((await edit.textContent())?.trim()).toBe('Edit this page');
    expect(await edit.getAttribute('href')).toBe('https://git.example/org/repo/edit/main/site/docs/guide/dated.md');
    expect(await edit.getAttribute('target')).toBe('_blank');
    const updated = page.locator('.docs-footer .last-updated');
    expect(await updated.isVisible()).toBe(true);
    expect(await updated.textContent()).toBe('Last updated on May 6, 2023 by Frontmatter Author');
    // Below the article's text, not beside it.
    const textBox = await page.locator('.markdown p').first().boundingBox();
    const footerBox = await updated.boundingBox();
    expect(footerBox!.y).toBeGreaterThan(textBox!.y + textBox!.height);

    await page.click('.pagination-nav a[rel="prev"]');
    await page.waitForSelector('h1:text("Widgets")');
    await expect.poll(() => edit.getAttribute('href')).toBe('https://git.example/org/repo/edit/main/site/docs/guide/widgets.mdx');
    // The fixture is not in git and this page has no last_update: no date.
    expect(await page.locator('.last-updated').count()).toBe(0);
    expect(await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href')).toMatch(
      /\/fx\/docs\/guide\/widgets\.md$/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
