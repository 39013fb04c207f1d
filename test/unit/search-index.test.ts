import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../model/routes.ts';
import type { SiteData } from '../../model/graph.ts';
import { decodeEntities, htmlSections, htmlToText } from '../../core/search/html-text.ts';
import { searchDocuments, searchSources } from '../../core/search/search-documents.ts';
import { buildSearchFiles, compactIndex, STABLE_SEARCH_FILES } from '../../core/search/search-files.ts';
import { loadIndex } from '../../renderer/client/search/search-data.ts';
import { SEARCH_BOOST, SEARCH_INDEX_OPTIONS, searchTerm, type CompactIndex, type SearchDocuments } from '../../model/search.ts';
import { searchIndex } from '../../renderer/client/search/search-engine.ts';

const h = (level: number, id: string, text: string) =>
  `<h${level} id="${id}">${text}<a class="hash-link" href="#${id}" aria-label="Direct link">#</a></h${level}>`;

const doc = (path: string, title: string, html: string): Route =>
  ({
    kind: 'doc',
    path,
    title,
    description: `About ${title}.`,
    keywords: [],
    docId: path,
    html,
    toc: [],
    tags: [],
    breadcrumbs: [],
    hasMermaid: false,
  }) as Route;

const ROUTES: Route[] = [
  doc(
    '/docs/raster',
    'Raster overview',
    `<p>Tiles &amp; layers for the map.</p>${h(2, 'tokens', 'Get a token')}<p>Ask the team for an API key.</p><pre><code>curl -H "x-api-key: KEY"</code></pre>${h(3, 'renew', 'Renew it')}<p>Tokens expire yearly.</p>`,
  ),
  doc(
    '/docs/vector',
    'Vector overview',
    `${h(2, 'geocoding', 'Geocoding')}<p>Find places by name.</p><div class="mermaid-diagram"><pre class="mermaid-source">flowchart LR\n  A --> B</pre></div>`,
  ),
  {
    kind: 'blog-post',
    path: '/blog/q1',
    title: 'Release notes: Q1',
    description: 'What changed.',
    keywords: [],
    html: '<p>Raster exports are faster.</p>',
    toc: [],
    hasMermaid: false,
    post: {} as never,
  } as Route,
  { kind: 'not-found', path: '/404', title: 'Page Not Found', description: '', keywords: [], noindex: true },
  { kind: 'docs-tags', path: '/docs/tags', title: 'Tags', description: '', keywords: [], tags: [] } as Route,
];

describe('text of the compiler HTML', () => {
  it('decodes entities and drops markup, heading links and diagram sources', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &#x3C; &#39; &nbsp;')).toBe("a & b <c> < ' \u00a0".replace('\u00a0', ' '));
    expect(htmlToText('<p>one</p><p>two<br>three</p>')).toBe('one two three');
    expect(htmlToText(h(2, 'x', 'Title'))).toBe('Title');
    expect(htmlToText('<div class="mermaid-diagram"><pre class="mermaid-source">A --> B</pre></div><p>after</p>')).toBe('after');
    expect(htmlToText('<p>x</p><pre><code>code</code></pre>', { code: false })).toBe('x');
  });

  it('cuts a page at its h2 and h3 headings', () => {
    const html = (ROUTES[0] as { html: string }).html;
    expect(htmlSections(html, { code: false })).toEqual([
      { anchor: '', heading: '', text: 'Tiles & layers for the map.' },
      { anchor: 'tokens', heading: 'Get a token', text: 'Ask the team for an API key.' },
      { anchor: 'renew', heading: 'Renew it', text: 'Tokens expire yearly.' },
    ]);
  });
});

describe('search documents', () => {
  it('are the sections of docs, pages and posts (not listing pages or noindex ones), each page named once', () => {
    const docs = searchDocuments(searchSources(ROUTES));
    expect(docs.pages).toEqual([
      ['doc', 'Raster overview', '/docs/raster'],
      ['doc', 'Vector overview', '/docs/vector'],
      ['blog', 'Release notes: Q1', '/blog/q1'],
    ]);
    expect(docs.sections).toEqual([
      [0, 'Raster overview', ''],
      [0, 'Get a token', 'tokens'],
      [0, 'Renew it', 'renew'],
      // A page that opens with a heading is still a hit target itself.
      [1, 'Vector overview', ''],
      [1, 'Geocoding', 'geocoding'],
      [2, 'Release notes: Q1', ''],
    ]);
  });
});

describe('the compact index', () => {
  const sources = searchSources(ROUTES);
  const mini = loadIndex(JSON.parse(JSON.stringify(compactIndex(sources))) as CompactIndex);
  const reference = new MiniSearch(SEARCH_INDEX_OPTIONS);
  reference.addAll(sources.map((s, id) => ({ id, title: s.title, page: s.page[1], text: s.text })));

  it.each(['token', 'tok', 'raster', 'geocodng', 'expire yearly', 'the', 'zzz'])(
    'answers "%s" exactly as MiniSearch.addAll would',
    (query) => {
      const options = { prefix: true, fuzzy: 0.2, boost: SEARCH_BOOST };
      expect(mini.search(query, options)).toEqual(reference.search(query, options));
    },
  );

  it('leaves out stop words and one-letter tokens', () => {
    expect(searchTerm('The')).toBeNull();
    expect(searchTerm('a')).toBeNull();
    expect(searchTerm('Raster')).toBe('raster');
  });
});

describe('search in the browser', () => {
  const site = { baseUrl: '/developer-portal/', trailingSlash: true, search: { maxHits: 2 } } as SiteData;
  const { files, index, documents } = buildSearchFiles(ROUTES);
  const mini = loadIndex(JSON.parse(files.get(index) ?? '') as CompactIndex);
  const docs = JSON.parse(files.get(documents) ?? '') as SearchDocuments;

  it('links each hit to its section under the base path, with the trailing-slash rule', () => {
    const [hit] = searchIndex(mini, docs, site, 'token');
    expect(hit).toMatchObject({
      kind: 'doc',
      title: 'Get a token',
      page: 'Raster overview',
      href: '/developer-portal/docs/raster/#tokens',
    });
    expect(hit?.terms).toContain('token');
  });

  it('caps the hits at search.maxHits, and falls back to any word when all words match nothing', () => {
    expect(searchIndex(mini, docs, site, 'raster')).toHaveLength(2);
    expect(searchIndex(mini, docs, site, 'token zzzz').map((h) => h.title)).toContain('Get a token');
    expect(searchIndex(mini, docs, site, '   ')).toEqual([]);
  });

  it('names the files by content hash, or by the stable names of the dev server', () => {
    expect(index).toMatch(/^assets\/search\/search-index-[0-9a-f]{10}\.json$/);
    expect(documents).toMatch(/^assets\/search\/search-documents-[0-9a-f]{10}\.json$/);
    expect(buildSearchFiles(ROUTES, { stable: true })).toMatchObject(STABLE_SEARCH_FILES);
  });
});
