import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLinkResolver } from '../../core/load/link-resolver.ts';
import { rendererFor } from '../../core/markdown/render-job.ts';
import { runJob } from '../../core/markdown/render-job.ts';
import { serveRequest } from '../../core/serve/http.ts';
import { closest, createSlugger, labelSlug, tagSlug } from '../../model/slug.ts';
import { normalizeRoutePath, routeOutputFile, withBase } from '../../model/url.ts';
import { markdownConfig } from '../../core/config/markdown-config.ts';

/**
 * Property-based tests: random input never makes these throw, and what they return keeps its
 * shape. Run counts are modest so the suite stays quick; a failure prints the shrunk input.
 */

/** Path-ish strings: segments of dots, slashes, backslashes, percent escapes, NUL and text. */
const pathPiece = fc.oneof(
  fc.constantFrom(
    '/',
    '//',
    '.',
    '..',
    '../',
    '%2e%2e',
    '%2f',
    '%5c',
    '\\',
    '%00',
    '\0',
    '%',
    '%zz',
    '%c0%ae',
    'index.html',
    '.html',
    '?',
    '#',
    'docs',
    'a b',
    'é',
    '\ud800',
  ),
  fc.string({ maxLength: 8 }),
);
const pathLike = fc.array(pathPiece, { maxLength: 12 }).map((parts) => parts.join(''));

describe('path normalisation', () => {
  it('route paths and their output files stay inside the output folder', () => {
    fc.assert(
      fc.property(pathLike, (raw) => {
        const route = normalizeRoutePath(`/${raw}`);
        expect(route.startsWith('/')).toBe(true);
        expect(route).not.toMatch(/\/\//);
        const file = routeOutputFile(route);
        expect(file.startsWith('/')).toBe(false);
        expect(file.endsWith('index.html')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('hrefs under a base path start with the base path', () => {
    fc.assert(
      fc.property(pathLike, fc.constantFrom(null, true, false), (raw, trailingSlash) => {
        const href = withBase('/developer-portal/', normalizeRoutePath(`/${raw}`), trailingSlash);
        expect(href.startsWith('/developer-portal')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the preview server answers any request path with a file of the build or the 404 page, never an error', async () => {
    const files = {
      memory: new Map<string, string>([
        ['index.html', 'HOME'],
        ['docs/intro/index.html', 'INTRO'],
        ['404.html', 'NOT FOUND'],
        ['assets/app.js', 'JS'],
      ]),
      disk: new Map<string, string>(),
      roots: ['/nowhere'],
    };
    const bodies = new Set([...files.memory.values()]);
    await fc.assert(
      fc.asyncProperty(pathLike, async (raw) => {
        const res = fakeResponse();
        await serveRequest(
          { url: `/developer-portal/${raw}`, headers: { host: '127.0.0.1' } } as unknown as IncomingMessage,
          res.response,
          '/developer-portal/',
          files,
        );
        expect([200, 302, 400, 404]).toContain(res.status);
        if (res.status === 200 || res.status === 404) expect(bodies.has(res.body)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('the preview server reads files on disk at request time', () => {
  it('follows no symbolic link out of the site, even one swapped in after the last good build', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-serve-link-'));
    await mkdir(path.join(dir, 'site/static'), { recursive: true });
    await writeFile(path.join(dir, 'secret.txt'), 'OUTSIDE');
    const file = path.join(dir, 'site/static/a.txt');
    await writeFile(file, 'INSIDE');
    const files = { memory: new Map<string, string>(), disk: new Map([['a.txt', file]]), roots: [await realpath(path.join(dir, 'site'))] };
    const get = async () => {
      const res = fakeResponse();
      await serveRequest({ url: '/b/a.txt', headers: { host: '127.0.0.1' } } as unknown as IncomingMessage, res.response, '/b/', files);
      return [res.status, res.body] as const;
    };
    expect(await get()).toEqual([200, 'INSIDE']);
    await rm(file);
    await symlink(path.join(dir, 'secret.txt'), file);
    const [status, body] = await get();
    expect(status).toBe(404);
    expect(body).not.toContain('OUTSIDE');
  });
});

function fakeResponse() {
  const state = { status: 0, body: '' };
  const response = {
    statusCode: 200,
    setHeader() {
      return response;
    },
    writeHead(status: number) {
      state.status = status;
      return response;
    },
    end(body?: string | Uint8Array) {
      if (state.status === 0) state.status = response.statusCode;
      if (body !== undefined) state.body = typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
      return response;
    },
  };
  return {
    response: response as unknown as ServerResponse,
    get status() {
      return state.status;
    },
    get body() {
      return state.body;
    },
  };
}

describe('slugging', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );

  it('slugs never hold white space, slashes, `?` or `#`', () => {
    fc.assert(
      fc.property(text, (label) => {
        for (const slug of [tagSlug(label), labelSlug(label), createSlugger().slug(label)]) expect(slug).not.toMatch(/[\s/?#]/);
      }),
      { numRuns: 500 },
    );
  });

  it('one page never gives two headings the same id', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 20 }), (headings) => {
        const slugger = createSlugger();
        const ids = headings.map((h) => slugger.slug(h));
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 200 },
    );
  });

  it('"did you mean" takes any input', () => {
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 10 }), (target, candidates) => {
        const guess = closest(target, candidates);
        if (guess !== undefined) expect(candidates).toContain(guess);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the link checker', () => {
  const resolve = createLinkResolver({
    baseUrl: '/developer-portal/',
    fileRoutes: new Map([
      ['docs/intro.md', '/docs/intro'],
      ['docs/guide/a.md', '/docs/guide/a'],
    ]),
    siteFiles: new Set(['docs/intro.md', 'docs/guide/a.md', 'static/img/logo.svg', 'docs/guide/pic.png']),
  });
  const url = fc.oneof(
    pathLike,
    fc
      .tuple(
        fc.constantFrom('', './', '../', '/', '/developer-portal/', '@site/', 'https://', 'pathname://', 'mailto:', '#'),
        pathLike,
        fc.constantFrom('', '.md', '.mdx', '.png', '#x', '?q=1', '#%E0%A4%A'),
      )
      .map((p) => p.join('')),
  );

  it('treats `\\/` and `/\\` links as leaving the site, as browsers do (found by the property below)', () => {
    expect(resolve('\\/', 'docs/intro.md').kind).toBe('external');
    expect(resolve('/\\evil.example/x', 'docs/intro.md').kind).toBe('external');
  });

  it('resolves any link from any file to a target of a known kind', () => {
    fc.assert(
      fc.property(url, fc.constantFrom('docs/intro.md', 'docs/guide/a.md', 'blog/post.md', 'pages/x.mdx'), (link, from) => {
        const target = resolve(link, from);
        expect(['route', 'missing-file', 'asset', 'external']).toContain(target.kind);
        if (target.kind === 'route') expect(target.path.startsWith('/')).toBe(true);
      }),
      { numRuns: 500 },
    );
    // Found by the property: a control character before `//` is no URL at all.
    expect(resolve('\u0000//', 'docs/intro.md').kind).toBe('missing-file');
    expect(resolve('\u0000A:%00', 'docs/intro.md').kind).toBe('missing-file');
  });
});

describe('the markdown pipeline', () => {
  const renderer = rendererFor({
    baseUrl: '/',
    markdown: markdownConfig({ format: 'mdx' }),
    trailingSlash: null,
    highlight: true,
    allowedIframeHosts: [],
    fileRoutes: [['docs/page.md', '/docs/page']],
    siteFiles: ['docs/page.md'],
    siteUrl: 'https://x.example',
  });
  const fragment = fc.oneof(
    fc.constantFrom(
      '# ',
      '## ',
      '- ',
      '1. ',
      '  ',
      '    ',
      '> ',
      '\n',
      '\n\n',
      '```',
      '```js\n',
      '~~~',
      ':::',
      ':::note\n',
      ':::bogus Title\n',
      ':::tip[t]\n',
      '<',
      '>',
      '{',
      '}',
      '{#id}',
      '<div>',
      '</div>',
      '<Tabs>',
      '</Tabs>',
      '<TabItem value="a">',
      '<X />',
      '<details>',
      '<summary>',
      '<img src=x onerror=alert(1)>',
      '<script>',
      '<!--',
      '-->',
      '[x](y)',
      '[x](./missing.md#a)',
      '[x][r]',
      '[r]: /y',
      '[^1]',
      '[^1]: n',
      '![i](j.png)',
      '*',
      '**',
      '_',
      '`',
      '|',
      '| a | b |\n| - | - |\n',
      '---\n',
      '***',
      '\0',
      '\ud800',
      '\udc00',
      '\r\n',
      '\r',
      '\t',
      '&',
      '&#0;',
      '&amp;',
      'import X from "./_x.md"\n',
      'export const a = 1\n',
      '$',
      '\\',
      'text',
      'word ',
    ),
    fc.string({ maxLength: 6 }),
  );
  const deep = fc
    .tuple(fc.constantFrom('> ', '- ', '  - ', '<div>', '*', '['), fc.integer({ min: 20, max: 400 }))
    .map(([unit, n]) => `${unit.repeat(n)}x\n`);
  const markdown = fc
    .array(fc.oneof({ weight: 20, arbitrary: fragment }, { weight: 1, arbitrary: deep }), { maxLength: 60 })
    .map((parts) => parts.join(''));

  it('renders any .md text without throwing (problems are diagnostics)', async () => {
    await fc.assert(
      fc.asyncProperty(markdown, async (text) => {
        const outcome = await runJob(renderer, {
          id: 1,
          text,
          source: { absPath: '/site/docs/page.md', relPath: 'docs/page.md', display: 'docs/page.md' },
        });
        expect(outcome.ok ? '' : outcome.message).toBe('');
        for (const d of outcome.diagnostics) expect(d.file).toBe('docs/page.md');
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('fails an .mdx file only with a syntax error that names its line', async () => {
    await fc.assert(
      fc.asyncProperty(markdown, async (text) => {
        const outcome = await runJob(renderer, {
          id: 1,
          text,
          source: { absPath: '/site/docs/page.mdx', relPath: 'docs/page.mdx', display: 'docs/page.mdx' },
        });
        if (!outcome.ok) {
          expect(outcome.message).not.toMatch(/Maximum call stack|is not a function|Cannot read properties|undefined/);
          expect(outcome.line).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
