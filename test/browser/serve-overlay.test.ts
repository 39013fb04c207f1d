import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLAY_ID } from '../../core/serve/live-reload.ts';
import { copyFixture } from '../helpers.ts';
import { startServe, type ServeProcess } from '../integration/support/serve-process.ts';
import { hydrated, launchChromium, openPage } from './support/browser.ts';

let serve: ServeProcess;
let browser: Browser;
let dir: string;

beforeAll(async () => {
  dir = await copyFixture();
  [serve, browser] = await Promise.all([startServe(dir, ['site', '--port', '0']), launchChromium()]);
  await serve.ready();
});

afterAll(async () => {
  await browser?.close();
  serve?.child.kill();
});

const overlay = `#${OVERLAY_ID}`;
const WATCH = `window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI), true);`;
// An MDX error whose message quotes markup: the overlay must show it as text.
const BROKEN = '---\ntitle: Page\n---\n\n<b><i>x</b>\n\ntext\n';
const EXPECTED =
  'site/docs/other/page.mdx:5:8 error markdown-syntax: could not parse: Unexpected closing tag `</b>`, expected corresponding closing tag for `<i>`';

describe('portal serve when a change breaks the build', () => {
  it('keeps serving the last good build, shows the error over the page and in the terminal, and recovers when it is fixed', async () => {
    const file = path.join(dir, 'site/docs/other/page.mdx');
    const good = await readFile(file, 'utf8');
    const { page, context, errors } = await openPage(browser, { init: [WATCH] });
    const first = await page.goto(`${serve.base}docs/guide/intro`);
    // The preview runs under the deployed policy, with its live-reload script allowed by hash.
    expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+' 'strict-dynamic';/);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await writeFile(file, BROKEN);
    await page.waitForSelector(overlay);
    const text = await page.locator(overlay).innerText();
    expect(text).toContain('The last change broke the build: 1 error');
    expect(text).toContain(EXPECTED);
    // Shown as text: the quoted tags did not become elements.
    expect(await page.locator(`${overlay} b, ${overlay} i`).count()).toBe(0);
    expect(await page.locator(overlay).getAttribute('role')).toBe('alertdialog');
    // The page under the overlay did not reload, and the last good build is still served.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect((await fetch(`${serve.base}docs/other/page`)).status).toBe(200);
    expect(serve.log()).toContain(EXPECTED);
    expect(serve.log()).toContain('Rebuild failed (1 error); still serving the last good build.');

    // A page opened while the build is broken shows the error too.
    const second = await openPage(browser);
    await second.page.goto(`${serve.base}docs/guide/second`);
    await second.page.waitForSelector(overlay);
    expect(await second.page.locator(overlay).innerText()).toContain(EXPECTED);
    await second.context.close();

    await writeFile(file, good);
    // The fix reloads the page (the marker is gone with the old document) and the overlay with it.
    await page.waitForFunction(() => (window as unknown as { marker?: number }).marker === undefined);
    await hydrated(page);
    expect(await page.locator(overlay).count()).toBe(0);
    expect(await page.title()).toContain('Introduction');
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
