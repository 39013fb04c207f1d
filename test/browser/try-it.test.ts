import { createServer, type IncomingMessage, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { dump } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, openPage } from './support/browser.ts';
import { buildFixture, type BuiltSite } from './support/site.ts';

// Issue 23 item 6: the "Try it" console, sending real requests from Chromium to a local server that
// allows CORS under /open and not under /closed.

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let mock: Server;
let mockOrigin: string;
const received: Received[] = [];

function startMock(): Promise<void> {
  mock = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const open = req.url?.startsWith('/open/') === true;
      if (open) {
        res.setHeader('Access-Control-Allow-Origin', String(req.headers.origin ?? '*'));
        res.setHeader('Access-Control-Allow-Headers', 'X-Key, X-Trace, Authorization, Content-Type');
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        res.setHeader('Access-Control-Expose-Headers', 'X-Request-Id');
      }
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.setHeader('X-Request-Id', 'req-77');
      res.setHeader('Content-Type', 'application/json');
      res.writeHead(req.method === 'POST' ? 201 : 200).end(JSON.stringify({ id: 42, name: 'Rex', note: '<b>not html</b>' }));
    });
  });
  return new Promise((resolve) => mock.listen(0, '127.0.0.1', () => resolve()));
}

function spec(port: number): string {
  return dump({
    openapi: '3.0.3',
    info: { title: 'Console', version: '1' },
    servers: [
      {
        url: `http://{host}:${port}/{area}`,
        description: 'The local mock',
        variables: { host: { default: '127.0.0.1' }, area: { default: 'open', enum: ['open', 'closed'] } },
      },
    ],
    tags: [{ name: 'Pets' }],
    paths: {
      '/pets/{petId}': {
        post: {
          operationId: 'updatePet',
          tags: ['Pets'],
          summary: 'Update a pet',
          security: [{ headerKey: [] }],
          parameters: [
            { name: 'petId', in: 'path', required: true, schema: { type: 'integer' }, example: 7 },
            { name: 'verbose', in: 'query', schema: { type: 'boolean' } },
            { name: 'X-Trace', in: 'header', schema: { type: 'string' }, example: 'trace-1' },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { type: 'object' }, example: { name: 'Rex', age: 3 } } },
          },
          responses: { '201': { description: 'Updated.' } },
        },
      },
      '/me': {
        get: {
          operationId: 'whoAmI',
          tags: ['Pets'],
          summary: 'Who am I',
          security: [{ bearer: [] }, { basic: [] }],
          responses: { '200': { description: 'You.' } },
        },
      },
      '/search': {
        get: {
          operationId: 'search',
          tags: ['Pets'],
          summary: 'Search',
          security: [{ queryKey: [] }],
          parameters: [{ name: 'q', in: 'query', required: true, schema: { type: 'string' }, example: 'dogs' }],
          responses: { '200': { description: 'Found.' } },
        },
      },
    },
    components: {
      securitySchemes: {
        headerKey: { type: 'apiKey', in: 'header', name: 'X-Key' },
        queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
        bearer: { type: 'http', scheme: 'bearer' },
        basic: { type: 'http', scheme: 'basic' },
      },
    },
  });
}

let site: BuiltSite;
let browser: Browser;
beforeAll(async () => {
  await startMock();
  const port = (mock.address() as { port: number }).port;
  mockOrigin = `http://127.0.0.1:${port}`;
  [site, browser] = await Promise.all([
    buildFixture({
      extra: { 'api/console.yaml': spec(port) },
      config: (yaml) =>
        yaml.replace(
          'apis:\n',
          'apis:\n  - { id: console, title: Console API, spec: api/console.yaml, route: /docs/api/console, tryIt: true }\n',
        ),
    }),
    launchChromium(),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await new Promise((resolve) => mock?.close(resolve));
});

const OP = (id: string) => `section[id="operation/${id}"]`;

/** Opens the console API page; `requests` collects every URL the page asks for. */
async function openApi(route = '/docs/api/console') {
  const opened = await openPage(browser);
  const requests: string[] = [];
  opened.page.on('request', (r) => requests.push(r.url()));
  await opened.page.goto(`${site.base}${route}`);
  await hydrated(opened.page);
  return { ...opened, requests };
}

async function openConsole(page: Page, id: string): Promise<void> {
  await page.click(`${OP(id)} button.api-try-open`);
  await page.waitForSelector(`${OP(id)} .api-try form`);
}

/** The operations' titles: the console is a region named for its operation. */
const TITLES: Record<string, string> = { updatePet: 'Update a pet', whoAmI: 'Who am I', search: 'Search' };
const field = (page: Page, id: string, label: string) =>
  page.getByRole('region', { name: `Try it: ${TITLES[id] ?? id}` }).getByLabel(label, { exact: true });

describe('the Try it console', () => {
  it('is loaded only when opened, and sends path, query, header, body and an API key header', async () => {
    const { page, context, errors, requests } = await openApi();
    await page.waitForSelector(`${OP('updatePet')} button.api-try-open:not([hidden])`);
    // Nothing of the console before a reader opens it.
    expect(requests.filter((u) => u.endsWith('/console.json') || /api-console-[^/]+\.css$/.test(u))).toEqual([]);
    const scriptsBefore = requests.filter((u) => u.endsWith('.js')).length;
    await openConsole(page, 'updatePet');
    expect(requests.some((u) => u.endsWith('/docs/api/console/console.json'))).toBe(true);
    expect(requests.some((u) => /api-console-[^/]+\.css$/.test(u))).toBe(true);
    expect(requests.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);

    // The body starts from the spec's example; fields start from the parameters' examples.
    expect(JSON.parse(await field(page, 'updatePet', 'Body (application/json)').inputValue())).toEqual({ name: 'Rex', age: 3 });
    expect(await field(page, 'updatePet', 'X-Trace').inputValue()).toBe('trace-1');
    await field(page, 'updatePet', 'petId (required)').fill('42');
    await field(page, 'updatePet', 'verbose').fill('true');
    await field(page, 'updatePet', 'API key in header "X-Key"').fill('s3cret-key');
    await field(page, 'updatePet', 'Body (application/json)').fill('{"name":"Max"}');
    received.length = 0;
    await page.click(`${OP('updatePet')} button.api-try-send`);
    const status = page.locator(`${OP('updatePet')} .api-try-result[aria-live="polite"]`);
    await status.getByText(/^Status 201/).waitFor();

    expect(received).toHaveLength(1);
    const got = received[0] as Received;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/open/pets/42?verbose=true');
    expect(got.headers['x-key']).toBe('s3cret-key');
    expect(got.headers['x-trace']).toBe('trace-1');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.body).toBe('{"name":"Max"}');

    // Status, time, the headers the server exposes, and the body as text (never as HTML).
    expect(await status.locator('.api-try-status').textContent()).toMatch(/^Status 201 Created, in \d+ ms$/);
    expect(await status.locator('.api-try-headers').textContent()).toContain('x-request-id');
    expect(await status.locator('.api-try-headers').textContent()).toContain('req-77');
    const body = await status.locator('.api-try-body').textContent();
    expect(JSON.parse(body ?? '')).toEqual({ id: 42, name: 'Rex', note: '<b>not html</b>' });
    expect(await status.locator('.api-try-body b').count()).toBe(0);

    // The curl command is the request that was sent.
    const curl = await page.locator(`${OP('updatePet')} .api-try-curl`).textContent();
    expect(curl).toBe(
      [
        `curl -X POST '${mockOrigin}/open/pets/42?verbose=true'`,
        `  -H 'X-Trace: trace-1'`,
        `  -H 'X-Key: s3cret-key'`,
        `  -H 'Content-Type: application/json'`,
        `  --data-raw '{"name":"Max"}'`,
      ].join(' \\\n'),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('applies bearer and basic credentials, and an API key in the query', async () => {
    const { page, context, errors } = await openApi();
    await openConsole(page, 'whoAmI');
    received.length = 0;
    await field(page, 'whoAmI', 'HTTP basic authentication: user name').fill('ada');
    await field(page, 'whoAmI', 'HTTP basic authentication: password').fill('pä55');
    await page.click(`${OP('whoAmI')} button.api-try-send`);
    await page
      .locator(`${OP('whoAmI')} .api-try-status`)
      .getByText(/^Status 200/)
      .waitFor();
    expect(received[0]?.headers.authorization).toBe(`Basic ${Buffer.from('ada:pä55').toString('base64')}`);

    // The first alternative the reader has filled in wins: the bearer token, once given.
    await field(page, 'whoAmI', 'Bearer token').fill('tok-123');
    await page.click(`${OP('whoAmI')} button.api-try-send`);
    await page.waitForFunction(
      () => document.querySelector('section[id="operation/whoAmI"] .api-try-send')?.hasAttribute('disabled') === false,
    );
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]?.headers.authorization).toBe('Bearer tok-123');
    expect(await page.locator(`${OP('whoAmI')} .api-try-curl`).textContent()).toContain(`-H 'Authorization: Bearer tok-123'`);

    await openConsole(page, 'search');
    await field(page, 'search', 'API key in query "api_key"').fill('qk');
    await page.click(`${OP('search')} button.api-try-send`);
    await page
      .locator(`${OP('search')} .api-try-status`)
      .getByText(/^Status 200/)
      .waitFor();
    expect(received[2]?.url).toBe('/open/search?q=dogs&api_key=qk');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains a CORS failure in words and offers the curl command', async () => {
    const { page, context } = await openApi();
    await openConsole(page, 'search');
    // The server variable is editable: the mock allows no CORS under /closed.
    await field(page, 'search', 'Server variable area').selectOption('closed');
    expect(await page.locator(`${OP('search')} .api-try-curl`).textContent()).toContain(`'${mockOrigin}/closed/search?q=dogs'`);
    await page.click(`${OP('search')} button.api-try-send`);
    const result = page.locator(`${OP('search')} .api-try-result`);
    await result.getByText(/The request failed after \d+ ms/).waitFor();
    const text = await result.textContent();
    expect(text).toContain('Failed to fetch');
    expect(text).toContain(`The server at ${mockOrigin} may not allow requests from this site (${new URL(site.base).origin})`);
    expect(text).toContain('Access-Control-Allow-Origin');
    expect(text).toContain('The curl command above sends the same request');
    await context.close();
  });

  it("says so when the site's CSP refuses a server the spec does not list", async () => {
    const { page, context } = await openApi();
    await openConsole(page, 'search');
    // Same mock, another origin: a host typed into the free server variable.
    await field(page, 'search', 'Server variable host').fill('localhost');
    received.length = 0;
    await page.click(`${OP('search')} button.api-try-send`);
    const result = page.locator(`${OP('search')} .api-try-result`);
    await result.getByText(/The request failed after \d+ ms/).waitFor();
    expect(await result.textContent()).toContain(
      `This site's Content-Security-Policy does not allow the page to connect to ${mockOrigin.replace('127.0.0.1', 'localhost')}`,
    );
    expect(received).toEqual([]);
    await context.close();
  });

  it('keeps credentials in sessionStorage only: not in localStorage, the URL or the page', async () => {
    const { page, context } = await openApi();
    await openConsole(page, 'updatePet');
    await field(page, 'updatePet', 'API key in header "X-Key"').fill('only-in-session');
    const stores = await page.evaluate(() => ({
      session: JSON.stringify({ ...sessionStorage }),
      local: JSON.stringify({ ...localStorage }),
      url: location.href,
      html: document.documentElement.outerHTML.replace(/<input[^>]*>/g, ''),
      data: document.querySelector('script[type="application/json"]')?.textContent ?? '',
    }));
    expect(stores.session).toContain('only-in-session');
    expect(stores.local).not.toContain('only-in-session');
    expect(stores.url).not.toContain('only-in-session');
    expect(stores.data).not.toContain('only-in-session');
    // In the tab, a reload keeps the key; the built files never had it.
    await page.reload();
    await hydrated(page);
    await openConsole(page, 'updatePet');
    expect(await field(page, 'updatePet', 'API key in header "X-Key"').inputValue()).toBe('only-in-session');
    expect(await field(page, 'updatePet', 'API key in header "X-Key"').getAttribute('type')).toBe('password');
    // A new tab (a new context) starts empty.
    await context.close();
    const fresh = await openApi();
    await openConsole(fresh.page, 'updatePet');
    expect(await field(fresh.page, 'updatePet', 'API key in header "X-Key"').inputValue()).toBe('');
    await fresh.context.close();
  });

  it('is accessible: every field labelled, usable from the keyboard, no axe violation', async () => {
    const { page, context } = await openApi();
    await page.focus(`${OP('search')} button.api-try-open`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${OP('search')} .api-try form`);
    expect(await page.getAttribute(`${OP('search')} button.api-try-open`, 'aria-expanded')).toBe('true');
    // Focus moves into the console; Tab reaches the send button and Enter sends.
    expect(await page.evaluate(() => document.activeElement?.closest('.api-try') !== null)).toBe(true);
    await page.focus(`${OP('search')} .api-try-send`);
    await page.keyboard.press('Enter');
    await page.locator(`${OP('search')} .api-try-status`).waitFor();
    const unlabelled = await page.evaluate(
      () =>
        [...document.querySelectorAll('.api-try :is(input, select, textarea)')].filter((c) => (c as HTMLInputElement).labels?.length !== 1)
          .length,
    );
    expect(unlabelled).toBe(0);
    const axe = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axe);
    const violations = await page.evaluate(async () => {
      const run = (
        window as unknown as { axe: { run: (c: Element, o: object) => Promise<{ violations: { id: string; impact: string | null }[] }> } }
      ).axe.run;
      return (
        await run(document.querySelector('section[id="operation/search"]') as Element, { resultTypes: ['violations'] })
      ).violations.map((v) => `${v.impact} ${v.id}`);
    });
    expect(violations).toEqual([]);
    await context.close();
  });

  it("is not there when the API does not opt in; only its own API's pages allow the console's servers", async () => {
    const { page, context } = await openApi('/docs/api/pets');
    expect(await page.locator('.api-try-open').count()).toBe(0);
    expect(existsSync(path.join(site.out, 'docs/api/pets/console.json'))).toBe(false);
    expect(existsSync(path.join(site.out, 'docs/api/console/console.json'))).toBe(true);
    // Another API's page, and every other page, keep connect-src to the site.
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    expect(csp).toContain(`connect-src 'self';`);
    const consolePage = await readFile(path.join(site.out, 'docs/api/console/index.html'), 'utf8');
    expect(consolePage).toContain(`connect-src 'self' ${mockOrigin};`);
    await context.close();
  });
});
