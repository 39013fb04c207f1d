import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { githubAnnotation, resolveFormat } from '../../cli/commands/output-format.ts';
import { absoluteHtml, buildFeeds } from '../../core/emit/feeds.ts';
import { markdownTwin } from '../../core/emit/markdown-twin.ts';
import { titledTwin } from '../../core/emit/twin-title.ts';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { toString } from 'mdast-util-to-string';
import { parseGitLog } from '../../core/load/git-history.ts';
import { patternEditUrl } from '../../core/graph/doc-footer.ts';
import type { BlogPostRoute } from '../../model/routes.ts';
import type { SiteData } from '../../model/graph.ts';
import type { FeedMeta } from '../../model/feeds.ts';

const twin = (text: string, mdx = true) =>
  markdownTwin({
    text,
    mdx,
    title: 'The title',
    resolveUrl: (u) =>
      u === './other.md#x' ? 'https://h.example/base/docs/other#x' : u === '/img/a.png' ? 'https://h.example/base/img/a.png' : undefined,
  });

describe('markdown twin of a doc page', () => {
  it('starts with the title and drops frontmatter, imports, expressions and comments', () => {
    const md = twin("---\ntitle: T\ntags: [a]\n---\nimport Tabs from '@theme/Tabs';\n\n{/* truncate */}\n\nBody text.\n");
    expect(md).toBe('# The title\n\nBody text.\n');
  });

  it('turns tabs into labelled sections and keeps their code', () => {
    const md = twin(
      '<Tabs groupId="l">\n  <TabItem value="js" label="JavaScript">\n\n```js\nfetch(url)\n```\n\n  </TabItem>\n  <TabItem value="py">\n\nUse requests.\n\n  </TabItem>\n</Tabs>\n',
    );
    expect(md).toContain('**JavaScript**\n\n```js\nfetch(url)\n```');
    expect(md).toContain('**py**\n\nUse requests.');
    expect(md).not.toMatch(/<\/?Tab/);
  });

  it('keeps admonitions readable as quoted blocks, both syntaxes and the component', () => {
    const md = twin(
      ':::tip Use the nearest server\nMarkdown **inside**.\n:::\n\n:::note\nPlain.\n:::\n\n<Admonition type="warning" title="Careful">Mind the gap.</Admonition>\n',
    );
    expect(md).toContain('> **Tip: Use the nearest server**\n>\n> Markdown **inside**.');
    expect(md).toContain('> **Note**\n>\n> Plain.');
    expect(md).toContain('> **Warning: Careful**\n>\n> Mind the gap.');
  });

  it('resolves links and images to absolute URLs and strips custom heading ids', () => {
    const md = twin(
      '## Query the catalog {#step-1}\n\nSee [other](./other.md#x) and ![pic](/img/a.png) and [ext](https://example.org).\n',
      false,
    );
    expect(md).toContain('## Query the catalog\n');
    expect(md).toContain('[other](https://h.example/base/docs/other#x)');
    expect(md).toContain('![pic](https://h.example/base/img/a.png)');
    expect(md).toContain('[ext](https://example.org)');
  });

  it('writes CodeBlock as a fence, details as a bold summary, unknown components as their children', () => {
    const md = twin(
      '<CodeBlock language="bash" title="Run">{`curl -s https://x`}</CodeBlock>\n\n<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>\n\n<Fancy>Child text survives.</Fancy>\n',
    );
    expect(md).toContain('```bash title="Run"\ncurl -s https://x\n```');
    expect(md).toContain('**More**\n\nHidden text.');
    expect(md).toContain('Child text survives.');
    expect(md).not.toContain('<');
  });

  it('reads a .md file that is not valid MDX as plain markdown, keeping its words', () => {
    const md = twin(
      'Text with a {brace, <Fancy>a component</Fancy> and <b>bold</b>.\n\n<!-- truncate -->\n\nGFM table:\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
      false,
    );
    // Inline tags are styling: the words between them stay.
    expect(md).toContain('Text with a {brace, a component and bold.');
    expect(md).not.toContain('truncate');
    expect(md).toContain('| a | b |');
  });

  it('reads a .md file as plain markdown when only its code looks like JSX', () => {
    const md = twin('Use `<API_KEY>` here, with a <span class="swatch"></span> swatch.\n\n```xml\n<Layer/>\n```\n', false);
    expect(md).toContain('Use `<API_KEY>` here, with a swatch.');
    expect(md).toContain('```xml\n<Layer/>\n```');
  });

  it('reads the file as its page was read: under CommonMark, braces are words and components still become markdown', () => {
    const src =
      "import Tabs from '@theme/Tabs';\n\nUse {city} here.\n\n<img\n  src={require('@site/static/img/a.png').default}\n  alt=\"Pic\"\n/>\n\n<Tabs\n  values={[\n    {label: 'Linux', value: 'l'},\n  ]}>\n<TabItem value=\"l\">\n\nL text.\n\n</TabItem>\n</Tabs>\n";
    const md = markdownTwin({
      text: src,
      mdx: false,
      title: 'T',
      resolveUrl: (u) => (u === '@site/static/img/a.png' ? 'https://h.example/img/a.png' : undefined),
    });
    expect(md).toBe('# T\n\nUse {city} here.\n\n![Pic](https://h.example/img/a.png)\n\n**Linux**\n\nL text.\n');
    const asMdx = markdownTwin({ text: 'Use {city} here.\n', mdx: true, title: 'T', resolveUrl: () => undefined });
    expect(asMdx).toBe('# T\n\nUse here.\n');
  });

  it('labels tabs from the values of <Tabs> and links #id jumps to the page', () => {
    const md = markdownTwin({
      text: "<Tabs values={[{label: 'cURL', value: 'c'}]}>\n<TabItem value=\"c\">\n\nx\n\n</TabItem>\n</Tabs>\n\n## Next {#next}\n\n[jump](#next)\n",
      mdx: true,
      title: 'T',
      resolveUrl: (u) => (u === '#next' ? 'https://h.example/docs/page#next' : undefined),
    });
    expect(md).toContain('**cURL**\n\nx');
    expect(md).toContain('## Next\n\n[jump](https://h.example/docs/page#next)');
  });

  it('keeps a stray text directive as written', () => {
    expect(twin('Ratio note:this stays and 10:30 too.\n', false)).toContain('note:this stays and 10:30 too.');
  });

  it('copies blocks that need no change as written, code blank lines included', () => {
    const src =
      'Some *emphasis* and a \\* star.\n\n```python\nimport os\n\n\ndef f():\n    pass\n```\n\n  * indented\n    * nested\n\nBetween.\n\n1) one\n2) two\n';
    const md = twin(src, false);
    expect(md).toBe(`# The title\n\n${src}`);
  });

  it('splices absolute URLs into kept blocks and writes tables with rewritten links again', () => {
    const md = twin(
      'Read [the *other* page](./other.md#x "Other") and ![a pic](/img/a.png).\n\n| a |\n| - |\n| [o](./other.md#x) |\n\n[ref]: ./other.md#x\n',
      false,
    );
    expect(md).toContain(
      'Read [the *other* page](https://h.example/base/docs/other#x "Other") and ![a pic](https://h.example/base/img/a.png).',
    );
    expect(md).toContain('| [o](https://h.example/base/docs/other#x) |');
    expect(md).toContain('[ref]: https://h.example/base/docs/other#x');
  });

  it('writes any title as a heading that reads back as the same text', () => {
    for (const title of ['Tiles & layers', 'a *b* _c_ `d` [e](f) <g> ~h~ &amp; ![i](j) k #', 'C# and F#', '1. Intro', '\\back', 'x|y']) {
      const tree = unified()
        .use(remarkParse)
        .use(remarkGfm)
        .parse(titledTwin({ markdown: '', titled: false }, title));
      expect(tree.children.map((c) => c.type)).toEqual(['heading']);
      expect(toString(tree)).toBe(title);
    }
  });

  it('keeps two lists in a row apart', () => {
    const md = twin('- a\n- b\n\n<!-- split -->\n\n- c\n', false);
    expect(md).toMatch(/- a\n- b\n\n(\* c|<!---->\n\n- c)/);
  });
});

const site = {
  title: 'Fixture',
  tagline: 'Tag',
  url: 'https://h.example',
  baseUrl: '/base/',
  trailingSlash: null,
  favicon: 'img/logo.svg',
  locale: { code: 'en', label: 'English', direction: 'ltr' },
} as unknown as SiteData;

const post = (n: number, date: string): BlogPostRoute => ({
  kind: 'blog-post',
  path: `/blog/p${n}`,
  title: `Post ${n}`,
  description: `About ${n}.`,
  keywords: [],
  toc: [],
  hasMermaid: false,
  html: `<h2 id="a">A<a class="hash-link" href="#a">#</a></h2><p>See <a href="/base/docs/x">x</a> and <img src="/base/img/a.png"> and <a href="https://o.example/">o</a>.</p><!-- truncate -->`,
  post: {
    title: `Post ${n}`,
    path: `/blog/p${n}`,
    date,
    authors: [{ key: 'ada', name: 'Ada', url: 'https://ada.example' }],
    tags: [{ label: 'Raster', path: '/blog/tags/raster' }],
    readingMinutes: 1,
    excerptHtml: '',
    truncated: false,
  },
});

const meta: FeedMeta = {
  links: [
    { type: 'rss', path: '/blog/rss.xml', title: 'R' },
    { type: 'atom', path: '/blog/atom.xml', title: 'A' },
    { type: 'json', path: '/blog/feed.json', title: 'J' },
  ],
  limit: 2,
  title: 'Fixture Blog',
  description: 'Posts.',
  copyright: 'Me',
};

describe('blog feeds', () => {
  const files = buildFeeds(
    site,
    [{ ...post(9, '2024-04-01'), noindex: true }, post(3, '2024-03-01'), post(2, '2024-02-01'), post(1, '2024-01-01')],
    meta,
  );
  const text = (name: string) => files.find((f) => f.file === name)?.text ?? '';

  it('writes RSS 2.0 that a feed parser reads, newest first, limited, unlisted posts left out, with absolute URLs', async () => {
    const feed = await new Parser().parseString(text('blog/rss.xml'));
    expect(feed.title).toBe('Fixture Blog');
    expect(feed.link).toBe('https://h.example/base/blog');
    expect(feed.items.map((i) => i.title)).toEqual(['Post 3', 'Post 2']);
    const first = feed.items[0]!;
    expect(first.link).toBe('https://h.example/base/blog/p3');
    expect(new Date(first.pubDate ?? '').toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(first['content:encoded']).toContain('href="https://h.example/base/docs/x"');
    expect(first['content:encoded']).toContain('src="https://h.example/base/img/a.png"');
    expect(first['content:encoded']).not.toContain('hash-link');
    expect(first.categories).toEqual([{ _: 'Raster', $: { domain: 'https://h.example/base/blog/tags/raster' } }]);
  });

  it('writes Atom that a feed parser reads, with authors and content', async () => {
    const feed = await new Parser({ customFields: { item: ['author'] } }).parseString(text('blog/atom.xml'));
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]?.link).toBe('https://h.example/base/blog/p3');
    expect(feed.items[0]?.content).toContain('https://h.example/base/docs/x');
    expect(text('blog/atom.xml')).toContain('<name>Ada</name>');
  });

  it('writes JSON Feed 1.1 with its required fields', () => {
    const feed = JSON.parse(text('blog/feed.json'));
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe('Fixture Blog');
    expect(feed.feed_url).toBe('https://h.example/base/blog/feed.json');
    expect(feed.home_page_url).toBe('https://h.example/base/blog');
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toMatchObject({
      id: 'https://h.example/base/blog/p3',
      url: 'https://h.example/base/blog/p3',
      title: 'Post 3',
      date_published: '2024-03-01T00:00:00.000Z',
      authors: [{ name: 'Ada', url: 'https://ada.example' }],
      tags: ['Raster'],
    });
    expect(feed.items[0].content_html).toContain('https://h.example/base/img/a.png');
  });

  it('leaves external and already absolute URLs alone', () => {
    expect(absoluteHtml('<a href="https://o.example/x">o</a><a href="//cdn.example/y">c</a>', 'https://h', 'https://h/p')).toBe(
      '<a href="https://o.example/x">o</a><a href="//cdn.example/y">c</a>',
    );
  });
});

describe('git history from one git log call', () => {
  const log = (records: string[][]) => records.map(([t, a, p, ...files]) => `\x1e${t}\x1f${a}\x1f${p}\0\n${files.join('\0')}\0`).join('');

  it('keeps the newest commit of each file', () => {
    const files = parseGitLog(
      log([
        ['200', 'Bob B', 'aaa', 'docs/a.md'],
        ['100', 'Ann', '', 'docs/a.md', 'docs/b c.md'],
      ]),
      false,
    );
    expect(files.get('docs/a.md')).toEqual({ date: new Date(200_000).toISOString(), author: 'Bob B' });
    expect(files.get('docs/b c.md')).toEqual({ date: new Date(100_000).toISOString(), author: 'Ann' });
  });

  it('gives no date for files last seen at the cut of a shallow clone', () => {
    const files = parseGitLog(
      log([
        ['200', 'Bob', 'aaa', 'docs/a.md'],
        ['100', 'Ann', '', 'docs/a.md', 'docs/b.md'],
      ]),
      true,
    );
    expect(files.get('docs/a.md')?.author).toBe('Bob');
    expect(files.has('docs/b.md')).toBe(false);
  });
});

describe('edit URL pattern', () => {
  it('appends the file path to a base URL, or fills {path}', () => {
    expect(patternEditUrl('https://git.example/org/repo/edit/main/site/', 'docs/a b.md')).toBe(
      'https://git.example/org/repo/edit/main/site/docs/a%20b.md',
    );
    expect(patternEditUrl('https://git.example/edit?file=site/{path}&x=1', 'docs/a.md')).toBe(
      'https://git.example/edit?file=site/docs/a.md&x=1',
    );
    expect(patternEditUrl(null, 'docs/a.md')).toBeUndefined();
  });
});

describe('--format github', () => {
  it('prints a workflow command GitHub turns into an annotation, escaping what would break it', () => {
    expect(
      githubAnnotation({
        severity: 'warning',
        code: 'broken-link',
        message: 'the link "x, y: z" is 100% broken\nreally',
        file: 'site/docs/a,b.md',
        line: 3,
        column: 5,
        hint: 'fix it',
      }),
    ).toBe(
      '::warning file=site/docs/a%2Cb.md,line=3,col=5,title=portal broken-link::the link "x, y: z" is 100%25 broken%0Areally (fix it)',
    );
    expect(githubAnnotation({ severity: 'error', code: 'config-missing', message: 'no config' })).toBe(
      '::error title=portal config-missing::no config',
    );
  });

  it('keeps --json as an alias of --format json', () => {
    expect(resolveFormat({ json: true, format: 'text' })).toBe('json');
    expect(resolveFormat({ format: 'github' })).toBe('github');
  });
});
