import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_ONLY, compiler, err, expectCase, page, printTimings, site, warn } from './support/bad-input.ts';

/**
 * The bad-input corpus, part 2: OpenAPI specs, markup that made the parser slow or overflow, and
 * large pages (support/bad-input.ts runs each case in this process, through the compiler; part 1,
 * bad-input.test.ts, also runs the real CLI).
 */

afterAll(printTimings);

describe('bad OpenAPI specs', () => {
  const spec = 'site/api/maps.yaml';
  it('invalid YAML names the line with the unclosed quote', async () => {
    await expectCase('openapi-yaml', await site('openapi-yaml'), 1, [err('openapi-syntax', spec, 8)]);
  });

  it('a spec without an `openapi` field', async () => {
    await expectCase('openapi-no-version', await site('openapi-no-version'), 1, [err('openapi-version', spec, 1)]);
  });

  it('a broken $ref names its pointer and a close match', async () => {
    await expectCase('openapi-broken-ref', await site('openapi-broken-ref'), 0, [
      warn('openapi-broken-ref', spec, 14, /#\/components\/schemas\/Tyle/),
    ]);
  });

  it('a $ref loop that never reaches a value (a recursive schema is fine)', async () => {
    await expectCase('openapi-cyclic-ref', await site('openapi-cyclic-ref'), 0, [
      warn('openapi-ref-loop', spec, 25, /#\/components\/schemas\/Loop/),
    ]);
  });

  it('a remote $ref is never fetched', async () => {
    await expectCase('openapi-remote-ref', await site('openapi-remote-ref'), 0, [
      warn('openapi-remote-ref', spec, 14, /https:\/\/specs\.example\.com/),
    ]);
  });

  it('a $ref outside the site folder', async () => {
    await expectCase('openapi-outside-ref', await site('openapi-outside-ref'), 0, [warn('openapi-ref-outside', spec, 14, /secret\.yaml/)]);
  });
  it('a YAML alias bomb in the tags is refused with a short message', async () => {
    const bomb = [
      'a: &a [x,x,x,x,x,x,x,x,x,x]',
      ...'bcdefg'.split('').map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdefg'[i]}`).join(',')}]`),
    ].join('\n');
    const dir = await site(undefined, { 'docs/bomb.md': `---\ntitle: Bomb\n${bomb}\ntags: *g\n---\n\nBody.\n` });
    const out = await compiler(dir, 'build', 'alias bomb');
    expect(out.code).toBe(1);
    // The reader stops it (model/yaml-source.ts), before anything walks the expanded value.
    expect(out.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['frontmatter-syntax', 'site/docs/bomb.md', 1]]);
    expect(out.diagnostics[0]?.message).toMatch(/aliases .* expand to more than 100,000 values/);
    expect(out.diagnostics[0]?.message.length).toBeLessThan(200);
  });

  it('file names with "?", "#" or "%" build, with a warning that no URL reaches them', async () => {
    await expectCase(
      'route-unreachable',
      await site(undefined, { 'docs/q?x.md': '# Q\n', 'docs/h#y.md': '# H\n', 'docs/100%.md': '# P\n' }),
      0,
      [
        warn('route-unreachable', 'site/docs/100%.md', undefined, /"%"/),
        warn('route-unreachable', 'site/docs/h#y.md'),
        warn('route-unreachable', 'site/docs/q?x.md'),
      ],
    );
  });
});

describe('markup that made the parser slow or overflow', () => {
  const long = (name: string, body: string) => site(undefined, { [`docs/${name}.md`]: `# Page\n\n${body}\n` });

  it('25,000 `*a` on one line (100,000 took minutes) builds in pieces, with a warning', async () => {
    await expectCase(
      '*a x 25,000',
      await long('stars', '*a'.repeat(25_000)),
      0,
      [warn('paragraph-too-long', 'site/docs/stars.md', 3, /1,000 emphasis/)],
      BUILD_ONLY,
    );
  }, 120_000);

  it('25,000 code spans in a paragraph (overflowed the stack) build', async () => {
    const out = await expectCase(
      '`a x 25,000',
      await long('ticks', '`a'.repeat(25_000)),
      0,
      [warn('paragraph-too-long', 'site/docs/ticks.md', 3)],
      BUILD_ONLY,
    );
    expect((await page(out.dir, 'docs/ticks'))('article p code').length).toBeGreaterThan(10_000);
  }, 120_000);

  it('emphasis nested 5,000 deep with mixed marks (20,000 took minutes) builds', async () => {
    await expectCase(
      '**_ x 5,000',
      await long('mixed', `${'**_'.repeat(5_000)}x${'_**'.repeat(5_000)}`),
      0,
      [warn('paragraph-too-long', 'site/docs/mixed.md', 3)],
      BUILD_ONLY,
    );
  }, 120_000);

  it('100,000 blank lines (an import pattern scanned them all from every line) build at once', async () => {
    await expectCase(
      '100,000 blank lines',
      await site(undefined, { 'docs/blank.md': `# Blank\n${'\r\n'.repeat(100_000)}Text.\n` }),
      0,
      [],
      BUILD_ONLY,
    );
  });

  it('a reference definition used across a cut paragraph still resolves', async () => {
    const refs = Array.from({ length: 1500 }, (_, i) => `[word ${i}][ref]`).join(' ');
    const out = await expectCase(
      'references across cuts',
      await long('refs', `${refs}\n\n[ref]: https://example.com/ref`),
      0,
      [warn('paragraph-too-long', 'site/docs/refs.md', 3)],
      BUILD_ONLY,
    );
    expect((await page(out.dir, 'docs/refs'))('article a[href="https://example.com/ref"]').length).toBe(1500);
  }, 120_000);
});

describe('large pages', () => {
  /** A page of sections like real docs: headings, prose, lists, code and tables. */
  function bigPage(bytes: number): string {
    const parts = ['# Big page\n'];
    let size = 0;
    for (let i = 0; size < bytes; i++) {
      const s = `\n## Section ${i}\n\nText about tiles and [layers](#section-${Math.max(0, i - 1)}) with \`code\` and **bold**. ${'More words. '.repeat(30)}\n\n- one ${i}\n- two\n  - nested\n\n\`\`\`js\nconst x = ${i};\n\`\`\`\n\n| a | b |\n| - | - |\n| ${i} | 2 |\n`;
      parts.push(s);
      size += s.length;
    }
    return parts.join('');
  }

  it('a 256 KB paragraph on one line builds in pieces, with a warning naming its line', async () => {
    const unit = 'Tiles *load* in **order** and `z/x/y` paths [link](#one-line) ';
    const dir = await site(undefined, { 'docs/line.md': `# One line\n\n${unit.repeat(Math.ceil((256 * 1024) / unit.length))}\n` });
    const out = await expectCase(
      'one-line paragraph of 256 KB',
      dir,
      0,
      [warn('paragraph-too-long', 'site/docs/line.md', 3, /32 KB/)],
      BUILD_ONLY,
    );
    const $ = await page(out.dir, 'docs/line');
    expect($('article p').length).toBe(1);
    expect($('article p em').length).toBe(Math.ceil((256 * 1024) / unit.length));
  }, 120_000);

  it('builds 256 KB and 1 MB pages (time printed, growing about linearly; `npm run bench` measures speed)', async () => {
    for (const mb of [0.25, 1]) {
      const dir = await site(undefined, { 'docs/big.md': bigPage(mb * 1024 * 1024) });
      const out = await compiler(dir, 'build', `page of ${mb} MB`);
      expect(out.code).toBe(0);
      expect(out.diagnostics).toEqual([]);
      const $ = await page(dir, 'docs/big');
      expect($('article h2').length).toBeGreaterThan(mb * 1000);
    }
  }, 600_000);
});
