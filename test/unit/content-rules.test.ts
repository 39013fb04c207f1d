import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { readVersionedSidebars } from '../../core/load/versioned-sidebars.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { activeContentJudge } from '../../core/load/active-content.ts';
import { activeXml } from '../../core/load/xml-active.ts';
import { rendererFor } from '../../core/markdown/render-job.ts';
import { sanitizeFragment } from '../../core/markdown/sanitize-fragment.ts';
import { cleanStyle, styleProblem } from '../../core/markdown/style-policy.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { isReservedId, SHELL_IDS } from '../../model/reserved.ts';
import { normalizeUrl, safeUrl, srcsetUrls, unsafeUrlReason, urlScheme } from '../../model/url-policy.ts';
import { DATA_ID, ROOT_ID } from '../../templates/document.ts';
import { BASE_BANNER_ID } from '../../templates/head-script.ts';
import { markdownConfig } from '../../core/config/markdown-config.ts';

describe('the URL policy', () => {
  it('reads the scheme as a browser does', () => {
    const cases: [string, string | undefined][] = [
      ['javascript:alert(1)', 'javascript'],
      ['JaVaScRiPt:alert(1)', 'javascript'],
      [' \u0001javascript:alert(1)', 'javascript'],
      ['jav\tas\ncript:alert(1)', 'javascript'],
      ['&#106;avascript:alert(1)', 'javascript'],
      ['&#x6A&#x61vascript:alert(1)', 'javascript'],
      ['javascript&colon;alert(1)', 'javascript'],
      ['java&Tab;script:alert(1)', 'javascript'],
      ['\ufeffjavascript:alert(1)', 'javascript'],
      ['\u2028javascript:alert(1)', 'javascript'],
      ['java\u200bscript:alert(1)', undefined],
      ['javascript%3Aalert(1)', undefined],
      ['/docs/x', undefined],
      ['//cdn.example/x', undefined],
      ['#id', undefined],
      ['https://example.com', 'https'],
    ];
    for (const [url, scheme] of cases) expect(urlScheme(url), JSON.stringify(url)).toBe(scheme);
    expect(normalizeUrl('  java\tscript:x  ')).toBe('javascript:x');
  });

  it('allows http, https, mailto, tel and site paths, and nothing else', () => {
    for (const ok of [
      'https://example.com/x',
      'http://example.com',
      'mailto:a@example.com',
      'tel:+1555',
      '/docs/x',
      '../x.png',
      '#a',
      '?q=1',
      '//host/x',
    ])
      expect(unsafeUrlReason(ok), ok).toBeUndefined();
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://x/y',
      'JAVASCRIPT:x',
      ' java\tscript:x',
    ])
      expect(unsafeUrlReason(bad), bad).toMatch(/scheme/);
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('https://example.com')).toBe('https://example.com');
  });

  it('splits srcset lists as the HTML standard does', () => {
    expect(srcsetUrls('a.png 1x, b.png 2x')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls('a.png, b.png 100w')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls(' javascript:alert(1) 1x,/ok.png 2x')).toEqual(['javascript:alert(1)', '/ok.png']);
    expect(srcsetUrls('data:image/png;base64,AAA= 1x')).toEqual(['data:image/png;base64,AAA=']);
  });
});

describe('the style policy', () => {
  it('removes styles that load, run, leave the article or cover the page', () => {
    for (const bad of [
      'position:fixed;top:0',
      'position: f\\69xed',
      '\\70 osition: fixed',
      'position:absolute;inset:0;z-index:99999',
      'position:absolute;top:4px',
      'position:sticky;top:0',
      'z-index:3',
      'width:100vw',
      'height:100dvh',
      'top:-500px',
      'margin-top:-600px',
      'top: calc(-600px)',
      'transform: scale(40)',
      'scale: 40',
      'zoom: 40',
      'font-size: 900px',
      'width: 90000px',
      'line-height: 400',
      'box-shadow: 0 0 0 9999px #fff',
      'outline-offset: 9999px',
      'background:url(x)',
      'background:u/**/rl(x)',
      'background: \\75 rl(x)',
      'background-image:image-set("x" 1x)',
      'width:expression(alert(1))',
      '--x: fixed',
      'position: var(--x)',
    ]) {
      expect(styleProblem(bad), bad).toBeTruthy();
    }
  });

  it('reads escapes, comments and strings as a browser does, and writes back only what it kept', () => {
    // The escaped quote is an identifier, not a string: the declarations after it are real ones.
    const overlay = cleanStyle("font-family: \\'; position: fixed; inset: 0; z-index: 2147483647; background:#fff; x: \\'");
    expect(overlay.css).toBe("font-family: \\'; background: #fff");
    expect(overlay.removed.map((r) => r.declaration.split(':')[0])).toEqual(['position', 'inset', 'z-index', 'x']);
    expect(cleanStyle('font-family: \\(; position: fixed').css).not.toContain('position');
    expect(cleanStyle('color: red /* ; position: fixed */').css).toBe('color: red');
    expect(cleanStyle('font-family: "a; position: fixed"').css).toBe('font-family: "a; position: fixed"');
    expect(cleanStyle('color: red; }; position: fixed').css).not.toContain('fixed');
    expect(cleanStyle('color: red !important').css).toBe('color: red !important');
  });

  it('keeps layout styles', () => {
    for (const ok of [
      'color:#c00;font-weight:bold',
      'position:relative;top:2px',
      'margin:0 auto;max-width:40rem',
      'background:#f2efe9;width:2rem',
      'color: rgb(10 20 30 / 50%)',
      'display:grid;grid-template-columns:repeat(3, minmax(0, 1fr));gap:1rem',
      'border:1px solid #ccc;border-radius:4px;padding:0.5em 1em',
      'font: italic bold 1.2em/1.5 Georgia, serif',
      'width: 100%; text-align: center',
    ]) {
      expect(styleProblem(ok), ok).toBeUndefined();
    }
  });
});

describe('SVG and XML files', () => {
  const svg = (body: string, head = '') =>
    `${head}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">${body}</svg>`;

  it('find what would run, by parsing', () => {
    expect(activeXml(svg('<script>alert(1)</script>'))).toMatch(/<script>/);
    expect(activeXml(svg('<rect onclick="x()"/>'))).toMatch(/onclick/);
    expect(activeXml(svg('<a xlink:href=" JavaScript:x"><text>x</text></a>'))).toMatch(/javascript/);
    expect(activeXml(svg('<a><set attributeName="xlink:href" to="javascript:x"/></a>'))).toMatch(/animates/);
    expect(activeXml(svg('&x;', '<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]>'))).toMatch(/markup/);
    expect(activeXml(`<?xml-stylesheet href="x.xsl"?>${svg('')}`)).toMatch(/processing instruction/);
    expect(activeXml('<svg xmlns="http://www.w3.org/2000/svg"><g>')).toMatch(/well-formed/);
  });

  it('resolve no namespace prefix by its spelling: any prefix bound to XLink, any attribute ending in href', () => {
    const bound = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:l="http://www.w3.org/1999/xlink">${body}</svg>`;
    expect(activeXml(bound('<a><set attributeName="l:href" to="javascript:alert(1)"/><text>x</text></a>'))).toMatch(/animates the l:href/);
    expect(activeXml(bound('<a><animate attributeName="l:href" values="javascript:alert(1)"/></a>'))).toMatch(/animates/);
    expect(activeXml(bound('<a><set attributeName="L:HREF" to="x"/></a>'))).toMatch(/animates/);
    expect(activeXml(bound('<a l:href="javascript:alert(1)"><text>x</text></a>'))).toMatch(/javascript/);
    expect(activeXml(bound('<a><set attributeName="x:onclick" to="alert(1)"/></a>'))).toMatch(/animates/);
    // Animating what is not a link stays allowed.
    expect(activeXml(bound('<rect><animate attributeName="fill" values="red;blue" dur="1s"/></rect>'))).toBeUndefined();
  });

  it('are judged by the media type a host serves them with, not by a list of extensions', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-media-'));
    const judge = activeContentJudge();
    const xhtml = '<?xml version="1.0"?><root><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></root>';
    const cases: [string, string, boolean][] = [
      ['x.kml', `<kml xmlns="http://www.opengis.net/kml/2.2">${xhtml.slice(21)}</kml>`, true],
      ['x.gpx', xhtml, true],
      ['x.xspf', xhtml, true],
      ['x.xlf', xhtml, true],
      ['x.rdf', xhtml, true],
      ['x.kml', '<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>A</name></Placemark></kml>', false],
      ['x.xhtml', '<html xmlns="http://www.w3.org/1999/xhtml"/>', true],
      ['x.mjs', 'export {}', true],
      ['x.swf', 'FWS', true],
      ['x.md', '<!doctype html><script>alert(1)</script>', true],
      ['x.txt', '<script>alert(1)</script>', false],
      ['x.tpl', '<html><script>alert(1)</script>', true],
      ['x.yaml', '<script>alert(1)</script>', true],
      ['x.txt', 'plain words', false],
      ['x.json', '{"a": "<script>"}', false],
      ['noext', '<?xml version="1.0"?><r/>', false],
    ];
    for (const [i, [name, text, active]] of cases.entries()) {
      const file = path.join(dir, `${i}-${name}`);
      await writeFile(file, text);
      expect((await judge.reason(file)) !== undefined, `${name}: ${text}`).toBe(active);
    }
  });

  it('pass drawings as exported by editors', () => {
    const illustrator = `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>\n<svg xmlns="&ns_svg;"><image href="data:image/png;base64,AAAA"/><use href="#a"/><style>.a{fill:red}</style></svg>`;
    expect(activeXml(illustrator)).toBeUndefined();
    expect(
      activeXml(
        svg(
          '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">Label</div></foreignObject><a href="https://example.com/"><text>x</text></a>',
        ),
      ),
    ).toBeUndefined();
  });
});

describe('reserved names', () => {
  it('are the shell ids, under one prefix, and the templates agree', () => {
    for (const id of Object.values(SHELL_IDS)) expect(isReservedId(id), id).toBe(true);
    expect([ROOT_ID, DATA_ID, BASE_BANNER_ID]).toEqual([SHELL_IDS.root, SHELL_IDS.data, SHELL_IDS.baseBanner]);
    for (const ok of ['content', 'process', 'status', 'getting-started', '__init__']) expect(isReservedId(ok), ok).toBe(false);
  });
});

const renderer = rendererFor({
  baseUrl: '/',
  markdown: markdownConfig({ format: 'detect' }),
  trailingSlash: null,
  highlight: false,
  allowedIframeHosts: [],
  fileRoutes: [],
  siteFiles: [],
});

async function render(text: string, relPath: string) {
  const diagnostics: Diagnostic[] = [];
  const out = await renderer.render(text, { absPath: `/site/${relPath}`, relPath, display: relPath }, diagnostics);
  return { $: cheerio.load(out.html), html: out.html, headings: out.headings, diagnostics };
}

describe('.md and .mdx keep and drop the same attributes', () => {
  const text =
    '<div aria-labelledby="t" inert draggable="true">x</div>\n\n<img src="/a.png" srcSet="/a.png 1x, /b.png 2x" sizes="50vw" alt="" />\n\n<div ondragstart="x()">y</div>\n\n<img src="/a.png" srcSet="javascript:alert(1) 1x" alt="" />\n';
  for (const relPath of ['docs/page.md', 'docs/page.mdx']) {
    it(relPath, async () => {
      const { $, diagnostics } = await render(text, relPath);
      expect($('div[aria-labelledby="t"][inert][draggable="true"]').length).toBe(1);
      expect($('img[srcset="/a.png 1x, /b.png 2x"][sizes="50vw"]').length).toBe(1);
      expect(diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual([
        '5 attribute ondragstart removed from <div>',
        '7 attribute srcset removed from <img>',
      ]);
    });
  }
});

describe('author ids that would stand in for the shell', () => {
  it('are renamed with user-content-, with a warning at their line; other ids stay as written', async () => {
    const { $, headings, diagnostics } = await render(
      '## Title {#__portal-data}\n\n<div id="__portal">x</div>\n\n<a name="__portal-main">y</a>\n\n## Content\n\n<div id="MSApp">z</div>\n',
      'docs/page.md',
    );
    expect($('h2#user-content-__portal-data').length).toBe(1);
    expect($('div#user-content-__portal').length).toBe(1);
    expect($('a[name="user-content-__portal-main"]').length).toBe(1);
    expect($('div#user-content-MSApp').length).toBe(1);
    expect($('h2#content').length).toBe(1);
    expect(headings.map((h) => h.id)).toEqual(['user-content-__portal-data', 'content']);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['id-reserved', 1],
      ['id-reserved', 3],
      ['id-reserved', 5],
      ['id-reserved', 9],
    ]);
  });
});

describe('HTML comments in MDX end where HTML ends them', () => {
  it('at --!> and after <!-->, so no text is hidden', async () => {
    const { html } = await render('a <!-- x --!> b\n\n<!--> c\n\nd <!-- */ --> e\n', 'docs/page.mdx');
    expect(html).toContain('a  b');
    expect(html).toContain('c');
    expect(html).toContain('d  e');
  });
});

describe('directive attributes', () => {
  it('are named when they are left out', async () => {
    const { diagnostics } = await render(':::note{onclick="alert(1)"}\n\nBody.\n\n:::\n', 'docs/page.md');
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'directive-attributes', line: 1 })]);
  });
});

describe('HTML of the config', () => {
  it('goes through the markdown sanitiser, with warnings at the key line', () => {
    const out = sanitizeFragment('Hi <img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a> <b>bold</b>', {
      display: 'portal.config.yaml',
      point: { line: 7, column: 12 },
      what: 'announcementBar.content',
      allowedIframeHosts: [],
    });
    expect(out.html).toBe('Hi <img src="x"> <a>x</a> <b>bold</b>');
    expect(out.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [7, 'announcementBar.content: attribute onerror removed from <img>'],
      [7, 'announcementBar.content: attribute href removed from <a>'],
    ]);
  });
});

describe('versioned sidebars', () => {
  it('leave out a link with a script or data URL, with a warning at its line', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-vsidebars-'));
    const rel = 'versioned_sidebars/version-1.0-sidebars.json';
    await mkdir(path.join(dir, 'versioned_sidebars'));
    await writeFile(
      path.join(dir, rel),
      '{\n  "main": [\n    "intro",\n    { "type": "link", "label": "Evil", "href": "javascript:alert(1)" },\n    { "type": "category", "label": "C", "items": [\n      { "type": "link", "label": "Data", "href": "data:text/html,<script>alert(1)</script>" },\n      { "type": "link", "label": "Ok", "href": "https://example.com" }\n    ] }\n  ]\n}\n',
    );
    const diagnostics: Diagnostic[] = [];
    const sidebars = await readVersionedSidebars(dir, rel, '1.0', diagnostics);
    expect(JSON.stringify(sidebars)).not.toMatch(/javascript:|data:/);
    expect(JSON.stringify(sidebars)).toContain('https://example.com');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['unsafe-url', 4],
      ['unsafe-url', 6],
    ]);
  });
});
