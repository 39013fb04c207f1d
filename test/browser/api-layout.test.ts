import type { Browser } from 'playwright-core';
import { dump } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, openPage, pageFetches } from './support/browser.ts';
import { closeFixture, openFixture, type BuiltSite } from './support/site.ts';

/**
 * A Discord-shaped spec: operations named only by long paths that share their first 30
 * characters, descriptions and response descriptions with long unbreakable tokens, and a
 * description link to a page that does not exist (next to one that does).
 */
function longNames(): string {
  const paths: Record<string, unknown> = {};
  const token = `x${'A1b2C3d4'.repeat(30)}`;
  for (const tail of [
    'commands',
    'commands/{command_id}',
    'guilds/{guild_id}/commands',
    'guilds/{guild_id}/commands/permissions',
    'role-connections/metadata',
  ]) {
    paths[`/applications/{application_id}/${tail}`] = {
      get: {
        parameters: [{ name: 'application_id', in: 'path', required: true, schema: { type: 'string', pattern: '^(0|[1-9][0-9]*)$' } }],
        description: `Unbreakable: ${token}. See [the guide](/docs/guide/intro) and [the old page](/docs/gone-away).`,
        responses: {
          '200': {
            description: `https://discord.com/developers/docs/interactions/application-commands#${token}`,
            content: { 'application/json': { schema: { type: 'object', properties: { [`field_${token}`]: { type: 'string' } } } } },
          },
        },
      },
    };
  }
  return dump({ openapi: '3.1.0', info: { title: 'Long names', version: '1' }, servers: [{ url: 'https://discord.com/api/v10' }], paths });
}

let site: BuiltSite | undefined;
let browser: Browser | undefined;
beforeAll(async () => {
  ({ site, browser } = await openFixture({
    extra: { 'api/long.yaml': longNames() },
    config: (yaml) => yaml.replace('apis:\n', 'apis:\n  - { id: long, title: Long API, spec: api/long.yaml, route: /docs/api/long }\n'),
  }));
}, 180_000);
afterAll(() => closeFixture(site, browser));

describe('an API page with long names', () => {
  it('shows every operation label in full in the nav, beside its method badge', async () => {
    const { page, context } = await openPage(browser!, { width: 1280, height: 900 });
    await page.goto(`${site!.base}/docs/api/long`);
    await hydrated(page);
    const labels = await page.$$eval('.api-nav-op', (links) =>
      links.map((a) => {
        const label = a.querySelector('.api-nav-op-label') as HTMLElement;
        const nav = (a.closest('.api-nav') as HTMLElement).getBoundingClientRect();
        const box = label.getBoundingClientRect();
        return {
          text: label.textContent,
          title: a.getAttribute('title'),
          clipped: label.scrollWidth > label.clientWidth + 1 || box.right > nav.right + 1,
          badge: a.querySelector('.http-method')?.textContent,
        };
      }),
    );
    expect(labels).toHaveLength(5);
    for (const l of labels) {
      expect(l.clipped, l.text ?? '').toBe(false);
      expect(l.badge).toBe('GET');
      expect(l.title).toBe(`GET ${l.text}`);
    }
    expect(new Set(labels.map((l) => l.text)).size).toBe(5);
    // The column can be made wider by the reader.
    expect(await page.$eval('.api-nav', (nav) => getComputedStyle(nav).resize)).toBe('horizontal');
    await context.close();
  });

  it('is no wider than a 390 px phone screen', async () => {
    const { page, context } = await openPage(browser!, { width: 390, height: 844 });
    await page.goto(`${site!.base}/docs/api/long`);
    await hydrated(page);
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, body: document.body.scrollWidth }));
    expect(widths.doc).toBeLessThanOrEqual(390);
    expect(widths.body).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('does not prefetch a description link that leads to no page', async () => {
    const { page, context } = await openPage(browser!, { width: 1280, height: 900 });
    const requested = pageFetches(page);
    await page.goto(`${site!.base}/docs/api/long`);
    await hydrated(page);
    const dead = page.locator('a[href="/fx/docs/gone-away"]').first();
    expect(await dead.getAttribute('data-no-prefetch')).toBe('');
    await dead.hover();
    // The live link next to it is prefetched (on sight or on hover): once its request is seen, the dead one had its chance.
    await page.locator('.api-op-main a[href="/fx/docs/guide/intro"]').first().hover();
    await expect.poll(() => requested).toContain('/fx/docs/guide/intro');
    expect(requested.filter((u) => u.includes('gone-away'))).toEqual([]);
    await context.close();
  });
});
