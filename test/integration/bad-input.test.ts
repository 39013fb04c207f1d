import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteSchema } from '../../core/config/schema/site.ts';
import { loadConfig } from '../../core/config/load-config.ts';
import { BOTH, BUILD_ONLY, compiler, err, expectCase, page, portal, printTimings, site, warn } from './support/bad-input.ts';

/**
 * The bad-input corpus, part 1: markdown, frontmatter, partials, links, routes, categories and the
 * site config. Each case is a small site run through what `portal build` and `portal check-links`
 * run, in this process (support/bad-input.ts); a case with errors, one with only warnings and a bad
 * config also run the real CLI, for its exit codes and JSON. Part 2 (bad-input-specs.test.ts) holds
 * specs and hostile markup.
 */

afterAll(printTimings);

describe('bad markdown and frontmatter', () => {
  it('malformed frontmatter names the bad line', async () => {
    await expectCase(
      'frontmatter-syntax',
      await site('frontmatter-syntax'),
      1,
      [err('frontmatter-syntax', 'site/docs/page.md', 3, /not valid YAML/)],
      BOTH,
      'cli',
    );
  });

  it('frontmatter keys of the wrong type name each key and its line', async () => {
    await expectCase('frontmatter-types', await site('frontmatter-types'), 1, [
      err('frontmatter-invalid', 'site/docs/page.md', 2, /`title` must be text/),
      err('frontmatter-invalid', 'site/docs/page.md', 3, /`sidebar_position` must be a number/),
      err('frontmatter-invalid', 'site/docs/page.md', 4, /`draft` must be true or false/),
    ]);
  });

  it('invalid UTF-8 is a warning naming the line; the rest of the page is kept', async () => {
    const bytes = Buffer.concat([
      Buffer.from('# Latin-1\n\nFirst line.\nCaf', 'utf8'),
      Buffer.from([0xe9]),
      Buffer.from(' au lait.\n', 'utf8'),
    ]);
    const out = await expectCase('encoding-invalid', await site(undefined, { 'docs/latin.md': bytes }), 0, [
      warn('encoding-invalid', 'site/docs/latin.md', 4, /not valid UTF-8/),
    ]);
    expect((await page(out.dir, 'docs/latin'))('article').text()).toContain('Caf\ufffd au lait.');
  });

  it('a NUL byte is a warning naming its first line; the rest of the page is kept', async () => {
    const bytes = Buffer.from('# Nul\n\nFirst line.\nBin\0ary here.\nAnd \0 again.\n', 'utf8');
    const out = await expectCase('nul-byte', await site(undefined, { 'docs/nul.md': bytes }), 0, [
      warn('encoding-invalid', 'site/docs/nul.md', 4, /NUL character/),
    ]);
    const text = (await page(out.dir, 'docs/nul'))('article').text();
    expect(text).toContain('ary here.');
    expect(text).toContain('again.');
  });

  it('a byte-order mark is dropped silently and the frontmatter still read', async () => {
    const out = await expectCase('bom', await site(undefined, { 'docs/bom.md': '\ufeff---\ntitle: With a BOM\n---\n\nText.\n' }), 0, []);
    const $ = await page(out.dir, 'docs/bom');
    expect($('h1').first().text()).toBe('With a BOM');
    expect($.html()).not.toContain('\ufeff');
  });

  it('CRLF line ends read as LF, with lines right in diagnostics', async () => {
    const text = ['---', 'title: Windows', '---', '', '## Part', '', 'A [broken link](./nowhere.md).', ''].join('\r\n');
    const out = await expectCase('crlf', await site(undefined, { 'docs/crlf.md': text }), 0, [warn('broken-link', 'site/docs/crlf.md', 7)]);
    const $ = await page(out.dir, 'docs/crlf');
    expect($('h1').first().text()).toBe('Windows');
    expect($('h2#part').length).toBe(1);
  });

  it('an empty file is a warning and still builds a page', async () => {
    const out = await expectCase('empty-file', await site('empty-file'), 0, [warn('empty-file', 'site/docs/empty.md', undefined, /empty/)]);
    expect((await page(out.dir, 'docs/empty'))('h1').first().text()).toBe('empty');
  });

  it('an unclosed code fence is a warning naming its line', async () => {
    await expectCase('fence-unclosed', await site('fence-unclosed'), 0, [warn('code-fence-unclosed', 'site/docs/page.md', 5)]);
  });

  it('unknown admonition kinds, with and without a title, warn and keep their content', async () => {
    const kinds = /note, tip, info, warning, danger/;
    const out = await expectCase('admonition-unknown', await site('admonition-unknown'), 0, [
      warn('unknown-admonition', 'site/docs/page.md', 3, /":::bogus"/),
      warn('unknown-admonition', 'site/docs/page.md', 7, /":::bogus"/),
    ]);
    const text = (await page(out.dir, 'docs/page'))('article').text();
    expect(text).toContain('Body without a title.');
    expect(text).toContain('Some title');
    expect(text).toContain('Body with a title.');
    const hints = (await compiler(out.dir, 'check-links', 'admonition-unknown (hint)')).diagnostics.map((d) => d.hint);
    for (const hint of hints) expect(hint).toMatch(kinds);
  });

  it('a list nested 1,000 deep builds, capped with a warning', async () => {
    const list = Array.from({ length: 1000 }, (_, i) => `${' '.repeat(i * 2)}- item ${i}`).join('\n');
    const out = await expectCase(
      'list 1,000 deep',
      await site(undefined, { 'docs/deep.md': `# Deep\n\n${list}\n` }),
      0,
      [warn('nesting-too-deep', 'site/docs/deep.md', 35, /33 levels/)],
      BUILD_ONLY,
    );
    const $ = await page(out.dir, 'docs/deep');
    expect($('article ul li').length).toBe(1000);
    expect($('article ul li').last().text()).toBe('item 999');
  });

  it('a run of 10,000 asterisks builds, with a warning', async () => {
    await expectCase(
      'emphasis run of 10,000',
      await site(undefined, { 'docs/stars.md': `# Stars\n\n${'*'.repeat(10_000)}x${'*'.repeat(10_000)}\n` }),
      0,
      [warn('nesting-too-deep', 'site/docs/stars.md', 3, /10000 emphasis marks/)],
      BUILD_ONLY,
    );
  });

  it('raw HTML nested 10,000 deep builds, left out with a warning', async () => {
    await expectCase(
      'html 10,000 deep',
      await site(undefined, { 'docs/divs.md': `# Divs\n\n${'<div>'.repeat(10_000)}x\n` }),
      0,
      [warn('mdx-syntax', 'site/docs/divs.md', 3), warn('nesting-too-deep', 'site/docs/divs.md', 3, /HTML/)],
      BUILD_ONLY,
    );
  });

  it('a blockquote nested 10,000 deep builds, capped with a warning', async () => {
    const out = await expectCase(
      'blockquote 10,000 deep',
      await site(undefined, { 'docs/deep.md': `# Deep\n\n${'>'.repeat(10_000)} the quote\n` }),
      0,
      [warn('nesting-too-deep', 'site/docs/deep.md', 3, /10000 levels/)],
      BUILD_ONLY,
    );
    expect((await page(out.dir, 'docs/deep'))('article blockquote').last().text().trim()).toBe('the quote');
  });
});

describe('bad partials', () => {
  it("a partial that imports itself is expanded a few times, then left out with a warning at the page's line", async () => {
    const out = await expectCase('partial-cycle', await site('partial-cycle'), 0, [
      warn('partial-cycle', 'site/docs/page.mdx', 5, /_loop\.mdx/),
    ]);
    expect((await page(out.dir, 'docs/page'))('article').text()).toContain('The partial, again:');
  });
});

describe('bad links and routes', () => {
  it('two docs with the same id', async () => {
    await expectCase('duplicate-id', await site('duplicate-id'), 0, [
      warn('duplicate-route', 'site/docs/guide/b.md', 1, /\/docs\/guide\/same/),
    ]);
  });

  it('two docs with the same slug', async () => {
    await expectCase('duplicate-slug', await site('duplicate-slug'), 0, [warn('duplicate-route', 'site/docs/b.md', 1, /\/docs\/shared/)]);
  });

  it('links to missing pages, anchors and images', async () => {
    await expectCase(
      'broken-links',
      await site('broken-links'),
      0,
      [
        warn('broken-link', 'site/docs/page.md', 3, /missing\.md/),
        warn('broken-anchor', 'site/docs/page.md', 3, /#nowhere/),
        warn('broken-anchor', 'site/docs/page.md', 4, /#nope/),
        warn('broken-link', 'site/docs/page.md', 4, /missing\.png/),
      ],
      BOTH,
      'cli',
    );
  });
});

describe('routes that would lead out of the output folder', () => {
  it('a slug with ".." segments is refused on its line, and nothing is written outside', async () => {
    const dir = await site('slug-traversal');
    await expectCase('slug-traversal', dir, 1, [err('frontmatter-invalid', 'site/docs/page.md', 2, /`slug` must be a plain URL path/)]);
    await expect(readFile(path.join(dir, '..', 'escaped', 'index.html'))).rejects.toThrow();
  });

  it('a tag permalink with ".." segments is refused', async () => {
    const dir = await site('tag-permalink-traversal');
    await expectCase('tag-permalink-traversal', dir, 1, [err('route-invalid', 'site/docs/page.md', 2, /\/docs\/tags\/\.\.\//)]);
    await expect(readFile(path.join(dir, '..', 'escaped', 'index.html'))).rejects.toThrow();
  });

  it('a category slug with ".." segments is refused on its line in _category_.json', async () => {
    const dir = await site('category-slug-traversal');
    await expectCase('category-slug-traversal', dir, 1, [err('route-invalid', 'site/docs/guide/_category_.json', 5, /\/docs\/\.\.\//)]);
    await expect(readFile(path.join(dir, '..', 'escaped', 'index.html'))).rejects.toThrow();
  });

  it('a permalink with ".." segments in tags.yml is refused on its line there', async () => {
    const dir = await site(undefined, {
      'docs/tags.yml': 'fine:\n  label: Fine\nevil:\n  label: Evil\n  permalink: /../../../../escaped\n',
      'docs/page.md': '---\ntags: [fine, evil]\n---\n\n# Tagged\n',
    });
    await expectCase('tags-file-permalink-traversal', dir, 1, [err('route-invalid', 'site/docs/tags.yml', 5, /\/docs\/tags\/\.\.\//)]);
    await expect(readFile(path.join(dir, '..', 'escaped', 'index.html'))).rejects.toThrow();
  });
});

describe('bad _category_.json', () => {
  it('invalid JSON names its line', async () => {
    await expectCase('category-invalid', await site('category-invalid'), 1, [err('category-syntax', 'site/docs/guide/_category_.json', 1)]);
  });

  it('keys of the wrong type name their lines', async () => {
    await expectCase('category-types', await site('category-types'), 1, [
      err('category-invalid', 'site/docs/guide/_category_.json', 2, /`label`/),
      err('category-invalid', 'site/docs/guide/_category_.json', 3, /`position`/),
    ]);
  });

  it('an empty file is ignored, as Docusaurus ignores it', async () => {
    await expectCase('category-empty', await site('category-empty'), 0, []);
  });
});

describe('bad site config', () => {
  /** Keys that hold text get a list; every other key (mappings, lists, booleans) gets text. */
  const TEXT_KEYS = new Set(['title', 'tagline', 'favicon', 'url', 'baseUrl', 'productSegment']);

  /**
   * Every key of the schema, through the config stage itself (the same code both commands run
   * first); one key through both commands of the real CLI, for the exit code and the JSON.
   */
  it('every key of the wrong type is an error on its line, naming the key, with a hint', async () => {
    for (const key of Object.keys(siteSchema.shape)) {
      const value = TEXT_KEYS.has(key) ? '[1, 2]' : 'oops';
      const config = key === 'title' ? `title: ${value}\n` : `title: Bad Input\n${key}: ${value}\n`;
      const dir = await site(undefined, { 'portal.config.yaml': config });
      const { config: loaded, diagnostics } = await loadConfig(path.join(dir, 'site'), {});
      expect(loaded, key).toBeUndefined();
      expect(
        diagnostics.map((d) => [d.code, d.line]),
        key,
      ).toEqual([['config-invalid', key === 'title' ? 1 : 2]]);
      expect(diagnostics[0]?.message, key).toContain(`\`${key}\``);
      expect(diagnostics[0]?.hint, key).toBeTruthy();
    }
  });

  it('a key of the wrong type fails check-links and build with exit code 1 and the diagnostic', async () => {
    const dir = await site(undefined, { 'portal.config.yaml': 'title: Bad Input\nnavbar: oops\n' });
    for (const command of ['check-links', 'build'] as const) {
      const out = await portal(dir, command, 'config navbar');
      expect(out.code).toBe(1);
      expect(out.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([['config-invalid', 'site/portal.config.yaml', 2]]);
    }
  });

  it('a missing title is an error; every other key may be missing', async () => {
    await expectCase('config without title', await site(undefined, { 'portal.config.yaml': 'tagline: No title\n' }), 1, [
      err('config-invalid', 'site/portal.config.yaml', 1, /`title` is required/),
    ]);
    await expectCase('config with title only', await site(undefined, { 'portal.config.yaml': 'title: Just a title\n' }), 0, []);
  });
});
