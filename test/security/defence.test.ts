import * as cheerio from 'cheerio';
import { Parser } from 'acorn';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { CLOBBERABLE_GLOBALS } from '../../model/reserved.ts';
import { contentSecurityPolicy, metaContentSecurityPolicy, SECURITY_HEADERS } from '../../templates/csp.ts';
import { hydrated, launchChromium, openPage } from '../browser/support/browser.ts';
import { copyFixture, runPortal } from '../helpers.ts';
import { startServe, type ServeProcess } from '../integration/support/serve-process.ts';
import { servePlain, type PlainHost } from './support/plain-host.ts';

async function filesBelow(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await filesBelow(dir, child)));
    else out.push(child);
  }
  return out;
}

/** Names a script reads as globals: `typeof X` of a name it never declares, and `window.X`, `self.X`, `globalThis.X`. */
function globalReads(code: string): Set<string> {
  const ast = Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  interface Node {
    type: string;
    [key: string]: unknown;
  }
  const declared = new Set<string>();
  const typeofs = new Set<string>();
  const members = new Set<string>();
  const pattern = (p: unknown): void => {
    const n = p as Node | null;
    if (!n) return;
    if (n.type === 'Identifier') declared.add(n.name as string);
    else if (n.type === 'ObjectPattern') for (const q of n.properties as Node[]) pattern(q.type === 'RestElement' ? q.argument : q.value);
    else if (n.type === 'ArrayPattern') (n.elements as Node[]).forEach(pattern);
    else if (n.type === 'AssignmentPattern') pattern(n.left);
    else if (n.type === 'RestElement') pattern(n.argument);
  };
  const stack: Node[] = [ast];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    if (n.type === 'VariableDeclarator' || n.type === 'CatchClause') pattern(n.type === 'CatchClause' ? n.param : n.id);
    if (/Function|Class/.test(n.type) && (n.id as Node | null)?.type === 'Identifier') declared.add((n.id as Node).name as string);
    if (/Function/.test(n.type)) (n.params as Node[]).forEach(pattern);
    if (/^Import(Default|Namespace)?Specifier$/.test(n.type)) declared.add((n.local as Node).name as string);
    if (n.type === 'UnaryExpression' && n.operator === 'typeof' && (n.argument as Node).type === 'Identifier')
      typeofs.add((n.argument as Node).name as string);
    if (
      n.type === 'MemberExpression' &&
      !n.computed &&
      (n.object as Node).type === 'Identifier' &&
      ['window', 'self', 'globalThis'].includes((n.object as Node).name as string) &&
      (n.property as Node).type === 'Identifier'
    )
      members.add((n.property as Node).name as string);
    for (const value of Object.values(n)) {
      if (Array.isArray(value)) for (const x of value) if (x && typeof (x as Node).type === 'string') stack.push(x as Node);
      if (value && typeof (value as Node).type === 'string') stack.push(value as Node);
    }
  }
  return new Set([...[...typeofs].filter((name) => !declared.has(name)), ...members]);
}

describe('defence in depth', () => {
  let root: string;
  let site: string;
  let out: string;
  let files: string[];
  let diagnostics: Diagnostic[];
  let browser: Browser;

  beforeAll(async () => {
    root = await copyFixture('site');
    site = path.join(root, 'site');
    await writeFile(
      path.join(site, 'docs/guide/spaced.md'),
      '---\ntitle: Spaced\nslug: /guide/a b c\n---\n\n```mermaid\nflowchart LR\n  A --> B\n```\n',
    );
    out = path.join(root, 'build');
    const run = await runPortal(['build', site, '--out', out, '--format', 'json']);
    expect(run.code, run.stderr).toBe(0);
    diagnostics = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
    files = await filesBelow(out);
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('puts the CSP in a <meta> of every page, before any script', async () => {
    const pages = files.filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const f of pages) {
      const html = await readFile(path.join(out, f), 'utf8');
      const $ = cheerio.load(html);
      expect($('meta[http-equiv="Content-Security-Policy"]').attr('content'), f).toBe(metaContentSecurityPolicy([]));
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), f).toBeLessThan(html.indexOf('<script'));
    }
    // A meta policy cannot carry frame-ancestors (browsers ignore it there): the host's headers do.
    expect(metaContentSecurityPolicy()).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy()).toBe(`${metaContentSecurityPolicy()}; frame-ancestors 'self'`);
  });

  it('publishes no source path in page data, and no path of the machine anywhere', async () => {
    for (const f of files.filter((x) => /\.(html|json)$/.test(x))) {
      const text = await readFile(path.join(out, f), 'utf8');
      expect(text.includes(root), f).toBe(false);
    }
    const $ = cheerio.load(await readFile(path.join(out, 'docs/guide/intro/index.html'), 'utf8'));
    expect((JSON.parse($('#__portal-data').text()) as { route: Record<string, unknown> }).route.source).toBeUndefined();
  });

  it('warns about a slug with spaces at its line', () => {
    expect(diagnostics).toContainEqual(expect.objectContaining({ code: 'slug-unusual', line: 3, severity: 'warning' }));
  });

  it('runs the built site under its own CSP on a plain host with no violation', async () => {
    const host: PlainHost = await servePlain(out, '/fx/', { stripCsp: false });
    const { context, page, errors } = await openPage(browser);
    try {
      for (const p of ['/fx/docs/guide/intro', '/fx/docs/guide/a%20b%20c', '/fx/blog/first', '/fx/docs/api/pets']) {
        await page.goto(`${host.origin}${p}`);
        await hydrated(page);
      }
      await page.waitForSelector('.mermaid-diagram[data-theme] svg', { state: 'attached' }).catch(() => undefined);
      expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
    } finally {
      await context.close();
      await host.close();
    }
  }, 60_000);

  it('lists in CLOBBERABLE_GLOBALS every global the shipped scripts read that Chromium does not define', async () => {
    const scripts = files.filter((f) => f.startsWith('assets/') && f.endsWith('.js'));
    const read = new Set<string>();
    for (const f of scripts) for (const name of globalReads(await readFile(path.join(out, f), 'utf8'))) read.add(name);
    const { context, page } = await openPage(browser);
    const missing = await page.evaluate((names) => names.filter((n) => !(n in window)), [...read]);
    await context.close();
    // Read only behind checks an element fails (see CLOBBERABLE_GLOBALS).
    const guarded = ['define', 'module', 'exports', 'global', 'process'];
    expect(missing.filter((n) => !CLOBBERABLE_GLOBALS.includes(n) && !guarded.includes(n))).toEqual([]);
  });

  describe('portal serve', () => {
    let serve: ServeProcess;

    beforeAll(async () => {
      serve = await startServe(root, ['site', '--port', '0']);
      await serve.ready();
    }, 120_000);

    afterAll(() => {
      serve?.child.kill();
    });

    it('sends the security headers and the CSP on every answer', async () => {
      for (const p of ['', 'docs/guide/intro', 'no-such-page']) {
        const res = await fetch(`${serve.base}${p}`);
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), `${p} ${name}`).toBe(value);
        expect(res.headers.get('content-security-policy'), p).toContain("frame-ancestors 'self'");
      }
    });

    it('serves pages that run under both the header and the meta policy (the live-reload script included)', async () => {
      const { context, page, errors } = await openPage(browser);
      await page.goto(`${serve.base}docs/guide/intro`);
      await hydrated(page);
      expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
      await context.close();
    });
  });
});
