import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyFixture, runPortal } from '../helpers.ts';

/** A spec whose descriptions link to a page that exists, to one that does not, and to a missing anchor. */
const SPEC = `openapi: 3.0.3
info:
  title: Links
  version: '1'
  description: |
    Read the [intro](/docs/guide/intro) first.

    The [old guide](/docs/gone) moved.
servers:
  - url: https://api.example.com
paths:
  /things:
    get:
      operationId: listThings
      description: See [the anchor](/docs/guide/intro#no-such-heading).
      responses:
        '200':
          description: OK
`;

let dir: string;
beforeAll(async () => {
  dir = await copyFixture();
  await writeFile(path.join(dir, 'site/api/links.yaml'), SPEC);
  const config = path.join(dir, 'site/portal.config.yaml');
  await writeFile(
    config,
    (await readFile(config, 'utf8')).replace(
      'apis:\n',
      'apis:\n  - { id: links, title: Links API, spec: api/links.yaml, route: /docs/api/links }\n',
    ),
  );
});

describe('links in API descriptions', () => {
  it('are checked by check-links like links in markdown: file, line, column and JSON pointer', async () => {
    const r = await runPortal(['check-links', 'site', '--json'], { cwd: dir });
    const found = (JSON.parse(r.stdout) as { diagnostics: Record<string, unknown>[] }).diagnostics.filter((d) =>
      String(d.file).endsWith('api/links.yaml'),
    );
    expect(found).toEqual([
      {
        severity: 'warning',
        code: 'broken-link',
        message: 'the link "/docs/gone" points to /docs/gone, which is not a page of the site',
        file: 'site/api/links.yaml',
        line: 8,
        column: 9,
        pointer: '#/info/description',
        hint: expect.any(String) as unknown,
      },
      {
        severity: 'warning',
        code: 'broken-anchor',
        message: 'the anchor "#no-such-heading" does not exist on /docs/guide/intro',
        file: 'site/api/links.yaml',
        line: 15,
        column: 24,
        pointer: '#/paths/~1things/get/description',
        hint: expect.any(String) as unknown,
      },
    ]);
  });

  it('are reported by build too, and a link to no page is not prefetched', async () => {
    const r = await runPortal(['build', 'site', '--out', 'build'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout + r.stderr).toMatch(/site\/api\/links\.yaml:8:9 warning broken-link: the link "\/docs\/gone"/);
    const $ = load(await readFile(path.join(dir, 'build/docs/api/links/index.html'), 'utf8'));
    expect($('a[href="/fx/docs/gone"]').attr('data-no-prefetch')).toBe('');
    expect($('a[href="/fx/docs/guide/intro"]').attr('data-no-prefetch')).toBeUndefined();
  });
});
