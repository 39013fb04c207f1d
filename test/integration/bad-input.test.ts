import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, describe, expect, it } from 'vitest';
import { siteSchema } from '../../core/config/schema/site.ts';
import { loadConfig } from '../../core/config/load-config.ts';
import { ROOT, runPortal } from '../helpers.ts';

/**
 * The bad-input corpus: every case is a small site (test/fixtures/bad/_base plus the case's own
 * folder, or files made here when they are binary, huge or deep) run through `portal build` and
 * `portal check-links`. Each must give exactly the diagnostics listed (code, file, line, with a
 * hint), the right exit code and no stack trace. Times are measured and printed, never asserted.
 * The cases run concurrently: each mostly waits for its own `portal` processes, and this file
 * would otherwise be the last one running.
 */

const BAD = path.join(ROOT, 'test/fixtures/bad');

type Files = Record<string, string | Uint8Array>;

interface Expected {
  severity: 'error' | 'warning';
  code: string;
  file?: string;
  line?: number;
  message?: RegExp;
}

interface Diag extends Omit<Expected, 'message'> {
  message: string;
  hint?: string;
}

interface Outcome {
  code: number | null;
  diagnostics: Diag[];
  dir: string;
}

const timings: string[] = [];
const BUILD_ONLY = ['build'] as const;

async function site(fixture: string | undefined, files: Files = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-bad-'));
  await cp(path.join(BAD, '_base'), path.join(dir, 'site'), { recursive: true });
  if (fixture) await cp(path.join(BAD, fixture), path.join(dir, 'site'), { recursive: true });
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, 'site', rel)), { recursive: true });
    await writeFile(path.join(dir, 'site', rel), content);
  }
  return dir;
}

async function portal(dir: string, command: 'build' | 'check-links', label: string): Promise<Outcome> {
  const args = [command, 'site', '--format', 'json', '--no-cache', ...(command === 'build' ? ['--out', 'out'] : [])];
  const started = performance.now();
  const run = await runPortal(args, { cwd: dir });
  timings.push(`${label.padEnd(34)} ${command.padEnd(11)} ${((performance.now() - started) / 1000).toFixed(2)} s`);
  const all = `${run.stdout}\n${run.stderr}`;
  expect(all, 'no stack trace').not.toMatch(/^\s+at .+\(.*:\d+:\d+\)|^\s+at file:|Maximum call stack/m);
  let parsed: { diagnostics: Diag[] };
  try {
    parsed = JSON.parse(run.stdout) as { diagnostics: Diag[] };
  } catch (error) {
    throw new Error(`portal ${command} did not print JSON: ${all.slice(0, 500)}`, { cause: error });
  }
  return { code: run.code, diagnostics: parsed.diagnostics, dir };
}

/**
 * Runs both commands (or, for the hostile inputs that take seconds to parse, `build` only: it
 * reports everything check-links does) and checks the exact diagnostics and exit code of each.
 */
async function expectCase(label: string, dir: string, exit: 0 | 1, expected: Expected[], commands: readonly ('check-links' | 'build')[] = ['check-links', 'build']): Promise<Outcome> {
  let built: Outcome | undefined;
  for (const command of commands) {
    const out = await portal(dir, command, label);
    const got = out.diagnostics.map((d) => ({ severity: d.severity, code: d.code, file: d.file, line: d.line }));
    expect(got, `${command} diagnostics`).toEqual(expected.map((e) => ({ severity: e.severity, code: e.code, file: e.file, line: e.line })));
    for (const [i, d] of out.diagnostics.entries()) {
      expect(d.hint, `${command}: ${d.code} has a hint`).toBeTruthy();
      const pattern = expected[i]?.message;
      if (pattern) expect(d.message).toMatch(pattern);
    }
    expect(out.code, `${command} exit code`).toBe(exit);
    if (command === 'build') built = out;
  }
  return built as Outcome;
}

async function page(dir: string, route: string): Promise<cheerio.CheerioAPI> {
  return cheerio.load(await readFile(path.join(dir, 'out', route, 'index.html'), 'utf8'));
}

const err = (code: string, file?: string, line?: number, message?: RegExp): Expected => ({ severity: 'error', code, file, line, message });
const warn = (code: string, file?: string, line?: number, message?: RegExp): Expected => ({ severity: 'warning', code, file, line, message });

afterAll(() => {
  console.log(`bad-input timings (wall, this machine):\n${timings.join('\n')}`);
});

describe.concurrent('bad markdown and frontmatter', () => {
  it('malformed frontmatter names the bad line', async () => {
    await expectCase('frontmatter-syntax', await site('frontmatter-syntax'), 1, [err('frontmatter-syntax', 'site/docs/page.md', 3, /not valid YAML/)]);
  });

  it('frontmatter keys of the wrong type name each key and its line', async () => {
    await expectCase('frontmatter-types', await site('frontmatter-types'), 1, [
      err('frontmatter-invalid', 'site/docs/page.md', 2, /`title` must be text/),
      err('frontmatter-invalid', 'site/docs/page.md', 3, /`sidebar_position` must be a number/),
      err('frontmatter-invalid', 'site/docs/page.md', 4, /`draft` must be true or false/),
    ]);
  });

  it('invalid UTF-8 is a warning naming the line; the rest of the page is kept', async () => {
    const bytes = Buffer.concat([Buffer.from('# Latin-1\n\nFirst line.\nCaf', 'utf8'), Buffer.from([0xe9]), Buffer.from(' au lait.\n', 'utf8')]);
    const out = await expectCase('encoding-invalid', await site(undefined, { 'docs/latin.md': bytes }), 0, [warn('encoding-invalid', 'site/docs/latin.md', 4, /not valid UTF-8/)]);
    expect((await page(out.dir, 'docs/latin'))('article').text()).toContain('Caf\ufffd au lait.');
  });

  it('a NUL byte is a warning naming its first line; the rest of the page is kept', async () => {
    const bytes = Buffer.from('# Nul\n\nFirst line.\nBin\0ary here.\nAnd \0 again.\n', 'utf8');
    const out = await expectCase('nul-byte', await site(undefined, { 'docs/nul.md': bytes }), 0, [warn('encoding-invalid', 'site/docs/nul.md', 4, /NUL character/)]);
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
    const hints = (await portal(out.dir, 'check-links', 'admonition-unknown (hint)')).diagnostics.map((d) => d.hint);
    for (const hint of hints) expect(hint).toMatch(kinds);
  });

  it('a list nested 1,000 deep builds, capped with a warning', async () => {
    const list = Array.from({ length: 1000 }, (_, i) => `${' '.repeat(i * 2)}- item ${i}`).join('\n');
    const out = await expectCase('list 1,000 deep', await site(undefined, { 'docs/deep.md': `# Deep\n\n${list}\n` }), 0, [warn('nesting-too-deep', 'site/docs/deep.md', 35, /33 levels/)], BUILD_ONLY);
    const $ = await page(out.dir, 'docs/deep');
    expect($('article ul li').length).toBe(1000);
    expect($('article ul li').last().text()).toBe('item 999');
  });

  it('a run of 10,000 asterisks builds, with a warning', async () => {
    await expectCase('emphasis run of 10,000', await site(undefined, { 'docs/stars.md': `# Stars\n\n${'*'.repeat(10_000)}x${'*'.repeat(10_000)}\n` }), 0, [
      warn('nesting-too-deep', 'site/docs/stars.md', 3, /10000 emphasis marks/),
    ], BUILD_ONLY);
  });

  it('raw HTML nested 10,000 deep builds, left out with a warning', async () => {
    await expectCase('html 10,000 deep', await site(undefined, { 'docs/divs.md': `# Divs\n\n${'<div>'.repeat(10_000)}x\n` }), 0, [
      warn('mdx-syntax', 'site/docs/divs.md', 3),
      warn('nesting-too-deep', 'site/docs/divs.md', 3, /HTML/),
    ], BUILD_ONLY);
  });

  it('a blockquote nested 10,000 deep builds, capped with a warning', async () => {
    const out = await expectCase('blockquote 10,000 deep', await site(undefined, { 'docs/deep.md': `# Deep\n\n${'>'.repeat(10_000)} the quote\n` }), 0, [
      warn('nesting-too-deep', 'site/docs/deep.md', 3, /10000 levels/),
    ], BUILD_ONLY);
    expect((await page(out.dir, 'docs/deep'))('article blockquote').last().text().trim()).toBe('the quote');
  });
});

describe.concurrent('bad partials', () => {
  it('a partial that imports itself is expanded a few times, then left out with a warning at the page\'s line', async () => {
    const out = await expectCase('partial-cycle', await site('partial-cycle'), 0, [warn('partial-cycle', 'site/docs/page.mdx', 5, /_loop\.mdx/)]);
    expect((await page(out.dir, 'docs/page'))('article').text()).toContain('The partial, again:');
  });
});

describe.concurrent('bad links and routes', () => {
  it('two docs with the same id', async () => {
    await expectCase('duplicate-id', await site('duplicate-id'), 0, [warn('duplicate-route', 'site/docs/guide/b.md', 1, /\/docs\/guide\/same/)]);
  });

  it('two docs with the same slug', async () => {
    await expectCase('duplicate-slug', await site('duplicate-slug'), 0, [warn('duplicate-route', 'site/docs/b.md', 1, /\/docs\/shared/)]);
  });

  it('links to missing pages, anchors and images', async () => {
    await expectCase('broken-links', await site('broken-links'), 0, [
      warn('broken-link', 'site/docs/page.md', 3, /missing\.md/),
      warn('broken-anchor', 'site/docs/page.md', 3, /#nowhere/),
      warn('broken-anchor', 'site/docs/page.md', 4, /#nope/),
      warn('broken-link', 'site/docs/page.md', 4, /missing\.png/),
    ]);
  });
});

describe.concurrent('routes that would lead out of the output folder', () => {
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

describe.concurrent('bad _category_.json', () => {
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

describe.concurrent('bad site config', () => {
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
      expect(diagnostics.map((d) => [d.code, d.line]), key).toEqual([['config-invalid', key === 'title' ? 1 : 2]]);
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
    await expectCase('config without title', await site(undefined, { 'portal.config.yaml': 'tagline: No title\n' }), 1, [err('config-invalid', 'site/portal.config.yaml', 1, /`title` is required/)]);
    await expectCase('config with title only', await site(undefined, { 'portal.config.yaml': 'title: Just a title\n' }), 0, []);
  });
});

describe.concurrent('bad OpenAPI specs', () => {
  const spec = 'site/api/maps.yaml';
  it('invalid YAML names the line with the unclosed quote', async () => {
    await expectCase('openapi-yaml', await site('openapi-yaml'), 1, [err('openapi-syntax', spec, 8)]);
  });

  it('a spec without an `openapi` field', async () => {
    await expectCase('openapi-no-version', await site('openapi-no-version'), 1, [err('openapi-version', spec, 1)]);
  });

  it('a broken $ref names its pointer and a close match', async () => {
    await expectCase('openapi-broken-ref', await site('openapi-broken-ref'), 0, [warn('openapi-broken-ref', spec, 14, /#\/components\/schemas\/Tyle/)]);
  });

  it('a $ref loop that never reaches a value (a recursive schema is fine)', async () => {
    await expectCase('openapi-cyclic-ref', await site('openapi-cyclic-ref'), 0, [warn('openapi-ref-loop', spec, 25, /#\/components\/schemas\/Loop/)]);
  });

  it('a remote $ref is never fetched', async () => {
    await expectCase('openapi-remote-ref', await site('openapi-remote-ref'), 0, [warn('openapi-remote-ref', spec, 14, /https:\/\/specs\.example\.com/)]);
  });

  it('a $ref outside the site folder', async () => {
    await expectCase('openapi-outside-ref', await site('openapi-outside-ref'), 0, [warn('openapi-ref-outside', spec, 14, /secret\.yaml/)]);
  });
  it('a YAML alias bomb in the tags is refused with a short message', async () => {
    const bomb = ['a: &a [x,x,x,x,x,x,x,x,x,x]', ...'bcdefg'.split('').map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdefg'[i]}`).join(',')}]`)].join('\n');
    const dir = await site(undefined, { 'docs/bomb.md': `---\ntitle: Bomb\n${bomb}\ntags: *g\n---\n\nBody.\n` });
    const out = await portal(dir, 'build', 'alias bomb');
    expect(out.code).toBe(1);
    const tags = out.diagnostics.filter((d) => d.code === 'frontmatter-invalid');
    expect(tags.length).toBeGreaterThan(0);
    for (const d of tags) expect(d.message.length).toBeLessThan(200);
  });

  it('file names with "?", "#" or "%" build, with a warning that no URL reaches them', async () => {
    await expectCase('route-unreachable', await site(undefined, { 'docs/q?x.md': '# Q\n', 'docs/h#y.md': '# H\n', 'docs/100%.md': '# P\n' }), 0, [
      warn('route-unreachable', 'site/docs/100%.md', undefined, /"%"/),
      warn('route-unreachable', 'site/docs/h#y.md'),
      warn('route-unreachable', 'site/docs/q?x.md'),
    ]);
  });
});

describe.concurrent('markup that made the parser slow or overflow', () => {
  const long = (name: string, body: string) => site(undefined, { [`docs/${name}.md`]: `# Page\n\n${body}\n` });

  it('100,000 `*a` on one line (took minutes) builds in pieces, with a warning', async () => {
    await expectCase('*a x 100,000', await long('stars', '*a'.repeat(100_000)), 0, [warn('paragraph-too-long', 'site/docs/stars.md', 3, /1,000 emphasis/)], BUILD_ONLY);
  }, 120_000);

  it('100,000 code spans in a paragraph (overflowed the stack) build', async () => {
    const out = await expectCase('`a x 100,000', await long('ticks', '`a'.repeat(100_000)), 0, [warn('paragraph-too-long', 'site/docs/ticks.md', 3)], BUILD_ONLY);
    expect((await page(out.dir, 'docs/ticks'))('article p code').length).toBeGreaterThan(40_000);
  }, 120_000);

  it('emphasis nested 20,000 deep with mixed marks (took minutes) builds', async () => {
    await expectCase('**_ x 20,000', await long('mixed', `${'**_'.repeat(20_000)}x${'_**'.repeat(20_000)}`), 0, [warn('paragraph-too-long', 'site/docs/mixed.md', 3)], BUILD_ONLY);
  }, 120_000);

  it('100,000 blank lines (an import pattern scanned them all from every line) build at once', async () => {
    await expectCase('100,000 blank lines', await site(undefined, { 'docs/blank.md': `# Blank\n${'\r\n'.repeat(100_000)}Text.\n` }), 0, [], BUILD_ONLY);
  });

  it('a reference definition used across a cut paragraph still resolves', async () => {
    const refs = Array.from({ length: 1500 }, (_, i) => `[word ${i}][ref]`).join(' ');
    const out = await expectCase('references across cuts', await long('refs', `${refs}\n\n[ref]: https://example.com/ref`), 0, [warn('paragraph-too-long', 'site/docs/refs.md', 3)], BUILD_ONLY);
    expect((await page(out.dir, 'docs/refs'))('article a[href="https://example.com/ref"]').length).toBe(1500);
  }, 120_000);
});

describe.concurrent('large pages', () => {
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

  it('a 1 MB paragraph on one line builds in pieces, with a warning naming its line', async () => {
    const unit = 'Tiles *load* in **order** and `z/x/y` paths [link](#one-line) ';
    const dir = await site(undefined, { 'docs/line.md': `# One line\n\n${unit.repeat(Math.ceil((1024 * 1024) / unit.length))}\n` });
    const out = await expectCase('one-line paragraph of 1 MB', dir, 0, [warn('paragraph-too-long', 'site/docs/line.md', 3, /32 KB/)], BUILD_ONLY);
    const $ = await page(out.dir, 'docs/line');
    expect($('article p').length).toBe(1);
    expect($('article p em').length).toBe(Math.ceil((1024 * 1024) / unit.length));
  }, 120_000);

  it('builds 1 MB and 5 MB pages (time printed, growing about linearly)', async () => {
    for (const mb of [1, 5]) {
      const dir = await site(undefined, { 'docs/big.md': bigPage(mb * 1024 * 1024) });
      const out = await portal(dir, 'build', `page of ${mb} MB`);
      expect(out.code).toBe(0);
      expect(out.diagnostics).toEqual([]);
      const $ = await page(dir, 'docs/big');
      expect($('article h2').length).toBeGreaterThan(mb * 1000);
    }
  }, 600_000);
});
