import type { Browser } from 'playwright-core';
import { dump } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, openPage } from './support/browser.ts';
import { buildFixture, type BuiltSite } from './support/site.ts';

/** A spec large enough to be split into pages: 70 operations under two tags, and schemas. */
function bigSpec(): string {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 70; i++) {
    paths[`/pets/${i}/{id}`] = {
      get: {
        operationId: `op${i}`,
        tags: [i < 35 ? 'Pets' : 'Toys'],
        summary: `Operation ${i}`,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } },
      },
    };
  }
  paths['/plain'] = { post: { tags: ['Toys'], responses: { '204': { description: 'none' } } } };
  return dump({
    openapi: '3.0.3',
    info: { title: 'Big', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    tags: [{ name: 'Pets' }, { name: 'Toys' }],
    paths,
    components: {
      schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } } } },
      securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
    },
  });
}

let site: BuiltSite;
let browser: Browser;
beforeAll(async () => {
  site = await buildFixture({
    extra: { 'api/big.yaml': bigSpec() },
    config: (yaml) => yaml.replace('apis:\n', 'apis:\n  - { id: big, title: Big API, spec: api/big.yaml, route: /docs/api/big }\n'),
  });
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Opens `path`, waits for the API page's redirect (if any), and says where the browser is. */
async function land(path: string): Promise<{ url: string; visible: boolean }> {
  const { page, context, errors } = await openPage(browser);
  await page.goto(`${site.base}${path}`);
  await hydrated(page);
  await page.waitForFunction(
    (start) => location.href !== start || document.getElementById(decodeURIComponent(location.hash.slice(1))) !== null,
    page.url(),
    { timeout: 10_000 },
  );
  await page.waitForLoadState();
  const url = new URL(page.url());
  const id = decodeURIComponent(url.hash.slice(1));
  const visible = await page.evaluate((x) => document.getElementById(x) !== null, id);
  expect(errors).toEqual([]);
  await context.close();
  return { url: `${url.pathname.replace(/^\/fx/, '')}${decodeURIComponent(url.hash)}`, visible };
}

describe('Redoc anchors and anchors of other pages, on any API page', () => {
  it.each([
    ['/docs/api/big#tag/Toys/operation/op60', '/docs/api/big/tag/toys#operation/op60'],
    ['/docs/api/big/tag/pets#operation/op60', '/docs/api/big/tag/toys#operation/op60'],
    ['/docs/api/big#schema/Pet', '/docs/api/big/schemas#schema/Pet'],
    ['/docs/api/big/tag/toys#components/schemas/Pet', '/docs/api/big/schemas#schema/Pet'],
    ['/docs/api/big/schemas#tag/Pets/paths/~1pets~15~1{id}/get', '/docs/api/big/tag/pets#operation/op5'],
    ['/docs/api/big/tag/toys#section/Authentication', '/docs/api/big#section/Authentication'],
    ['/docs/api/big/schemas#tag/Toys', '/docs/api/big/tag/toys#tag/Toys'],
  ])('%s -> %s', async (from, to) => {
    const { url, visible } = await land(from);
    expect(url).toBe(to);
    expect(visible).toBe(true);
  });
});
