import { createServer } from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { modelOf, renderApi, text } from './helpers.ts';

const load = () => modelOf('views.yaml', { highlight: false });

describe('views that tell the truth', () => {
  it('a request body leaves out readOnly fields and a response writeOnly ones (a shared schema too)', async () => {
    const { $ } = renderApi((await load()).model);
    const request = text($, '[id="operation/createUser"] .api-body');
    const response = text($, '[id="operation/createUser"] .api-responses');
    expect(request).toContain('password');
    expect(request).not.toMatch(/\bid\b/);
    expect(response).toContain('idstringread-only');
    expect(response).not.toContain('password');
  });

  it('a discriminator without oneOf or mapping offers the schemas that extend it by allOf', async () => {
    const { $ } = renderApi((await load()).model);
    const pets = text($, '[id="operation/listPets"] .api-op-main');
    expect(pets).toContain('One of (chosen by petType)');
    expect(pets).toContain('petType = "Cat"');
    expect(pets).toContain('huntingSkill');
    expect(pets).toContain('petType = "Dog"');
    expect($('[id="operation/listPets"] details.schema-variant')).toHaveLength(2);
  });

  it('if/then/else, dependentRequired and not are shown', async () => {
    const { $ } = renderApi((await load()).model);
    const user = text($, '[id="schema/User"]');
    expect(user).toContain('When postcode is present, also required: country');
    expect(user).toContain('If the value matches');
    expect(user).toContain('then it must also match');
    expect(user).toContain('otherwise it must match');
    expect(user).toContain('nicknamenot integer');
  });

  it('response links and multipart encoding are shown', async () => {
    const { $ } = renderApi((await load()).model);
    expect(text($, '[id="operation/createUser"] .api-links')).toContain('GetUser: getUser with id = $response.body#/id');
    expect($('[id="operation/createUser"] .api-links a').attr('href')).toBe('#operation/getUser');
    expect(text($, '[id="operation/upload"] .api-encoding')).toContain('meta sent as application/json');
    expect(text($, '[id="operation/upload"] .api-encoding')).toContain('with headers X-Rate-Limit');
  });

  it('an XML body is an XML sample that honours xml name, attribute and wrapped', async () => {
    const { $ } = renderApi((await load()).model);
    const xml = $('[id="operation/getUser"] [data-api-tabs="response"] pre').text();
    expect(xml).toContain('<user id="string">');
    expect(xml).toContain('<roles>\n    <role>admin</role>\n  </roles>');
    expect(xml).not.toContain('{');
  });

  it('angle-bracket placeholders in descriptions are kept as text; known HTML and code stay as they are', async () => {
    const { model } = await load();
    expect(model.descriptionHtml).toContain('https://&#x3C;host>:&#x3C;port>/v1');
    expect(model.descriptionHtml).toContain('your &#x3C;Pay> token');
    expect(model.descriptionHtml).toContain('<b>bold</b>');
    expect(model.descriptionHtml).toContain('keep &#x3C;this> as code');
  });

  it('with no server named, samples show <SERVER_URL> and the build warns', async () => {
    const { model, result } = await load();
    expect(result.diagnostics.map((d) => d.code)).toEqual(['openapi-no-server']);
    const { $ } = renderApi(model);
    expect($('[id="operation/createUser"] [data-tab-key="curl"]').text()).toContain("curl -X POST '<SERVER_URL>/users'");
    expect($.html()).not.toContain('api.example.com');
  });
});

describe('generated samples run', () => {
  it('a GET with a request body sends its fields as query parameters, in JavaScript and Python alike', async () => {
    const { model } = await load();
    const op = model.operations.find((o) => o.operationId === 'searchUsers');
    const { $ } = renderApi(model);
    const js = $('[id="operation/searchUsers"] [data-tab-key="javascript"] pre').text();
    const py = $('[id="operation/searchUsers"] [data-tab-key="python"] pre').text();
    expect(op).toBeDefined();
    expect(js).toContain('sent as query parameters');
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // The sample as a reader would paste it, with the placeholder filled in.
      const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
        ...args: string[]
      ) => (console: { log(...a: unknown[]): void }) => Promise<void>;
      await new AsyncFunction('console', js.replaceAll('<SERVER_URL>', base))({ log: () => {} });
      // Run beside this process's server (a synchronous spawn would block it). Python's requests
      // may be missing on a machine: the JavaScript run still counts then.
      const python = await promisify(execFile)('python3', ['-c', py.replaceAll('<SERVER_URL>', base)], {
        encoding: 'utf8',
        timeout: 20_000,
        env: { ...process.env, NO_PROXY: '*' },
      }).then(
        () => 'ok',
        (error: { stderr?: string }) => error.stderr ?? String(error),
      );
      if (!/No module named 'requests'/.test(python)) expect(python).toBe('ok');
    } finally {
      server.close();
    }
    expect(seen).toEqual(['GET /users?q=ada&limit=5', 'GET /users?q=ada&limit=5']);
  });
});

describe('Swagger 2.0 views', () => {
  it('a response without produces is one media type with its schema and example; x-nullable shows as "or null"', async () => {
    const { model } = await modelOf('swagger-plain.yaml', { highlight: false });
    const content = model.operations[0]?.responses[0]?.content ?? [];
    expect(content.map((c) => [c.mediaType, c.schema !== undefined, c.examples.length])).toEqual([['application/json', true, 1]]);
    const { $ } = renderApi(model);
    expect(text($, '[id="schema/Thing"]')).toContain('notestring or null');
  });
});
