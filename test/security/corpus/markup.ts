/**
 * The hostile-content corpus: markup an author could put in a page, each vector written for this
 * project (from the classes of public cheat sheets: OWASP's XSS filter evasion list, the HTML5
 * Security Cheatsheet, mXSS and DOM-clobbering write-ups), not copied from one. Every payload
 * calls alert(), sets `window.__pwned` or requests `/__pwned`, which the browser test watches.
 *
 * `quiet`: the vector leaves nothing to remove (CommonMark reads it as text, markdown escapes it,
 * or the compiler replaces the attribute anyway), so no warning is expected. `mdx`: the form of the vector for an `.mdx` page when the HTML form is not JSX;
 * without it, an `.mdx` page is made only when MDX can parse the markup as written.
 */
export interface Vector {
  id: string;
  group: VectorGroup;
  markup: string;
  mdx?: string;
  /** Nothing to remove in either mode (true), or only when read as CommonMark ('md') or as MDX ('mdx'). */
  quiet?: boolean | 'md' | 'mdx';
}

export type VectorGroup =
  'script' | 'handler' | 'url' | 'mxss' | 'namespace' | 'clobbering' | 'style' | 'unicode' | 'mdx' | 'markdown' | 'outside';

/** A page-data copy with the base URL pointed at an author file: the clobbering attack. */
const FAKE_DATA =
  '{&quot;site&quot;:{&quot;baseUrl&quot;:&quot;data:text/javascript,alert(1)//&quot;,&quot;search&quot;:{}},&quot;route&quot;:{&quot;kind&quot;:&quot;doc&quot;,&quot;path&quot;:&quot;/x&quot;}}';

const v = (group: VectorGroup, id: string, markup: string, more: { mdx?: string; quiet?: Vector['quiet'] } = {}): Vector => ({
  id,
  group,
  markup,
  ...more,
});

export const MARKUP_VECTORS: Vector[] = [
  // Script elements in every disguise.
  v('script', 'script-plain', '<script>alert(1)</script>'),
  v('script', 'script-src', '<script src="/__pwned/script.js"></script>'),
  v('script', 'script-module', '<script type="module">import("/__pwned/m.js")</script>'),
  v('script', 'script-uppercase', '<SCRIPT>alert(1)</SCRIPT>'),
  v('script', 'script-self-closing', '<script src="data:text/javascript,alert(1)" />'),
  v('script', 'script-split', '<scr<script>ipt>alert(1)</scr</script>ipt>'),
  v('script', 'script-in-svg', '<svg><script>alert(1)</script></svg>'),
  v('script', 'script-in-template', '<template><script>alert(1)</script></template>'),
  v('script', 'script-in-noscript-attr', '<noscript><p title="</noscript><script>alert(1)</script>"></noscript>'),
  v('script', 'script-event-for', '<script for="window" event="onload">alert(1)</script>'),
  v('script', 'script-nomodule', '<script nomodule>alert(1)</script>'),
  v('script', 'script-text-js-type', '<script type="text/javascript">window.__pwned=1</script>'),
  v('script', 'script-importmap', '<script type="importmap">{"imports":{"react":"data:text/javascript,alert(1)"}}</script>'),
  v('script', 'script-after-table', '<table><tr><td>x</td></tr><script>alert(1)</script></table>'),
  v('script', 'iframe-srcdoc', '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>'),
  v('script', 'iframe-javascript', '<iframe src="javascript:alert(1)"></iframe>'),
  v('script', 'iframe-data', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'),
  v('script', 'object-data', '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>'),
  v('script', 'embed-src', '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+">'),
  v('script', 'meta-refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'),
  v('script', 'base-href', '<base href="javascript:alert(1)//">'),
  v('script', 'link-import', '<link rel="import" href="/__pwned/import.html">'),
  v('script', 'link-modulepreload', '<link rel="modulepreload" href="/__pwned/pre.js">'),
  v('script', 'form-action', '<form action="javascript:alert(1)"><button>Go</button></form>'),
  v('script', 'button-formaction', '<button formaction="javascript:alert(1)">Go</button>'),
  v('script', 'portal-element', '<portal src="javascript:alert(1)"></portal>'),
  v('script', 'frameset', '<frameset onload="alert(1)"><frame src="javascript:alert(1)"></frameset>'),
  v('script', 'applet', '<applet code="x" codebase="javascript:alert(1)"></applet>'),

  // Event handlers on the elements content keeps.
  v('handler', 'img-onerror', '<img src="x" onerror="alert(1)" />'),
  v('handler', 'img-onerror-unquoted', '<img src=x onerror=alert(1)>'),
  v('handler', 'img-slash-separated', '<img/src="x"/onerror=alert(1)>', { quiet: 'md' }),
  v('handler', 'img-onload-data', '<img src="/fx-missing.png" onload="alert(1)" onerror="alert(1)" />'),
  v('handler', 'svg-onload', '<svg onload="alert(1)"></svg>'),
  v('handler', 'body-onload', '<body onload="alert(1)">'),
  v('handler', 'details-ontoggle', '<details open ontoggle="alert(1)"><summary>s</summary>x</details>'),
  v('handler', 'summary-onclick', '<details><summary onclick="alert(1)">open me</summary>x</details>'),
  v('handler', 'div-onmouseover', '<div onmouseover="alert(1)">hover</div>'),
  v('handler', 'a-onfocus-autofocus', '<a href="/x" onfocus="alert(1)" autofocus>x</a>'),
  v('handler', 'input-autofocus', '<input autofocus onfocus="alert(1)" />'),
  v('handler', 'input-image', '<input type="image" src="x" onerror="alert(1)" />'),
  v('handler', 'checkbox-onchange', '<input type="checkbox" disabled onchange="alert(1)" onclick="alert(1)" />'),
  v('handler', 'video-onerror', '<video src="x" onerror="alert(1)"></video>'),
  v('handler', 'video-source-onerror', '<video><source src="x" onerror="alert(1)" /></video>'),
  v('handler', 'audio-onloadstart', '<audio src="x" onloadstart="alert(1)"></audio>'),
  v('handler', 'marquee-onstart', '<marquee onstart="alert(1)">x</marquee>'),
  v('handler', 'table-onpointerover', '<table onpointerover="alert(1)"><tr><td onclick="alert(1)">x</td></tr></table>'),
  v('handler', 'heading-onclick', '<h2 onclick="alert(1)">Click</h2>'),
  v('handler', 'span-onanimationstart', '<span style="animation:spin 1s" onanimationstart="alert(1)">x</span>'),
  v('handler', 'div-ondragstart', '<div draggable="true" ondragstart="alert(1)">drag</div>'),
  v('handler', 'kbd-oncopy', '<kbd oncopy="alert(1)" onpaste="alert(1)">Ctrl</kbd>'),
  v('handler', 'handler-uppercase', '<IMG SRC="x" ONERROR="alert(1)">'),
  v('handler', 'handler-mixed-case', '<div OnMouseOver="alert(1)">x</div>'),
  v('handler', 'handler-entity-value', '<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">'),
  v('handler', 'handler-in-attribute-name', '<div "onmouseover=alert(1)">x</div>'),
  v('handler', 'handler-newline', '<img src="x"\nonerror="alert(1)">'),
  v('handler', 'iframe-allowed-host-onload', '<iframe src="https://www.youtube-nocookie.com/embed/x" onload="alert(1)"></iframe>'),
  v('handler', 'keygen-onfocus', '<keygen autofocus onfocus="alert(1)">'),
  v('handler', 'select-onfocus', '<select autofocus onfocus="alert(1)"><option>x</option></select>'),
  v('handler', 'textarea-onfocus', '<textarea autofocus onfocus="alert(1)">x</textarea>'),
  v('handler', 'dialog-onclose', '<dialog open onclose="alert(1)">x</dialog>'),
  v('handler', 'popover-ontoggle', '<div popover ontoggle="alert(1)" id="pop">x</div>'),

  // URLs with script schemes, in every spelling and every attribute.
  v('url', 'a-javascript', '<a href="javascript:alert(1)">x</a>'),
  v('url', 'a-javascript-case', '<a href="JaVaScRiPt:alert(1)">x</a>'),
  v('url', 'a-javascript-tab', '<a href="jav\tascript:alert(1)">x</a>'),
  v('url', 'a-javascript-newline-entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'),
  v('url', 'a-javascript-decimal-entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'),
  v(
    'url',
    'a-javascript-padded-entities',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  ),
  v('url', 'a-javascript-colon-entity', '<a href="javascript&colon;alert(1)">x</a>'),
  v('url', 'a-javascript-leading-space', '<a href=" javascript:alert(1)">x</a>'),
  v('url', 'a-javascript-control-char', '<a href="\u0001javascript:alert(1)">x</a>'),
  v('url', 'a-javascript-tab-entity', '<a href="java&Tab;script:alert(1)">x</a>'),
  v('url', 'a-javascript-newline-entity-named', '<a href="java&NewLine;script:alert(1)">x</a>'),
  v('url', 'a-vbscript', '<a href="vbscript:msgbox(1)">x</a>'),
  v('url', 'a-data-html', '<a href="data:text/html,<script>alert(1)</script>">x</a>'),
  v('url', 'a-data-base64', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'),
  v('url', 'a-file', '<a href="file:///etc/passwd">x</a>'),
  v('url', 'a-ping', '<a href="/ok" ping="/__pwned/ping">x</a>'),
  v('url', 'md-link-javascript', '[x](javascript:alert(1))'),
  v('url', 'md-link-javascript-case', '[x](JAVASCRIPT:alert(1))'),
  v('url', 'md-link-entity', '[x](&#106;avascript:alert(1))'),
  v('url', 'md-link-angle', '[x](<javascript:alert(1)>)'),
  v('url', 'md-reference-link', '[x][r]\n\n[r]: javascript:alert(1)'),
  v('url', 'md-autolink', '<javascript:alert(1)>'),
  v('url', 'md-image-javascript', '![x](javascript:alert(1))'),
  v('url', 'md-image-data-svg', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'),
  v('url', 'md-link-title-breakout', '[x](/ok "t\\" onmouseover=\\"alert(1)")'),
  v('url', 'md-pathname-javascript', '[x](pathname://javascript:alert(1))', { quiet: true }),
  v('url', 'img-srcset-javascript', '<img src="/ok.png" srcset="javascript:alert(1) 1x, /ok.png 2x" />'),
  v('url', 'source-srcset-data', '<picture><source srcset="data:text/html,x 1x" /><img src="/ok.png" alt="" /></picture>'),
  v('url', 'video-poster', '<video poster="javascript:alert(1)" src="/x.mp4"></video>'),
  v('url', 'audio-javascript', '<audio src="javascript:alert(1)"></audio>'),
  v('url', 'track-javascript', '<video><track src="javascript:alert(1)" /></video>'),
  v('url', 'q-cite-javascript', '<q cite="javascript:alert(1)">q</q>'),
  v('url', 'blockquote-cite', '<blockquote cite="javascript:alert(1)">q</blockquote>'),
  v('url', 'table-background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'),
  v('url', 'iframe-foreign-host', '<iframe src="https://evil.example/"></iframe>'),
  v('url', 'iframe-host-suffix', '<iframe src="https://www.youtube-nocookie.com.evil.example/embed/x"></iframe>'),
  v('url', 'iframe-host-userinfo', '<iframe src="https://www.youtube-nocookie.com@evil.example/"></iframe>'),
  v('url', 'iframe-http-allowed-host', '<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>'),
  v('url', 'a-target-opener', '<a href="https://evil.example/" target="_blank" rel="opener">x</a>', { quiet: true }),

  // Mutation XSS and parser differentials: markup that means one thing to a sanitiser and another to the browser.
  v('mxss', 'comment-abrupt', '<!--><img src=x onerror=alert(1)>-->'),
  v('mxss', 'comment-bang-close', '<!-- x --!><img src=x onerror=alert(1)>'),
  v('mxss', 'comment-in-attribute', '<div title="<!--"><img src=x onerror=alert(1)>--></div>'),
  v('mxss', 'cdata-in-html', '<![CDATA[><img src=x onerror=alert(1)>]]>'),
  v('mxss', 'noscript-title', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'),
  v('mxss', 'textarea-breakout', '<textarea><img src=x onerror=alert(1)></textarea>'),
  v('mxss', 'title-breakout', '<title><img src=x onerror=alert(1)></title>'),
  v('mxss', 'xmp-breakout', '<xmp><img src=x onerror=alert(1)></xmp>'),
  v('mxss', 'noembed-breakout', '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>'),
  v('mxss', 'noframes-breakout', '<noframes><img title="</noframes><img src=x onerror=alert(1)>"></noframes>'),
  v('mxss', 'style-breakout', '<style><img src=x onerror=alert(1)></style>'),
  v('mxss', 'iframe-content', '<iframe><img src=x onerror=alert(1)></iframe>'),
  v('mxss', 'select-option-breakout', '<select><option><img src=x onerror=alert(1)></option></select>'),
  v('mxss', 'table-foster-parent', '<table><img src=x onerror=alert(1)><tr><td>x</td></tr></table>'),
  v('mxss', 'nested-anchors-table', '<a href="/ok"><table><a href="javascript:alert(1)">x</a></table></a>'),
  v('mxss', 'p-in-svg', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'),
  v('mxss', 'math-mglyph-style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'),
  v('mxss', 'math-mtext-form', '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)>'),
  v('mxss', 'svg-style-img', '<svg><style><img src=x onerror=alert(1)></style></svg>'),
  v('mxss', 'template-nested', '<template><template><img src=x onerror=alert(1)></template></template>'),
  v('mxss', 'backtick-attribute', '<img src=`x` onerror=`alert(1)`>', { quiet: 'md' }),
  v('mxss', 'unclosed-attribute-quote', '<img src="x" alt="a\'b onerror=alert(1)//">'),
  v('mxss', 'double-open-tag', '<<img src=x onerror=alert(1)//<', { quiet: 'md' }),
  v('mxss', 'html-in-code-span', '`<img src=x onerror=alert(1)>`', { quiet: true }),
  v('mxss', 'html-in-fence', '```html\n<img src=x onerror=alert(1)><script>alert(1)</script>\n```', { quiet: true }),
  v('mxss', 'escaped-entities', '&lt;img src=x onerror=alert(1)&gt;', { quiet: true }),
  v('mxss', 'isindex', '<isindex type=image src=1 onerror=alert(1)>'),
  v('mxss', 'plaintext', '<plaintext><img src=x onerror=alert(1)>'),
  v('mxss', 'image-tag-alias', '<image src=x onerror=alert(1)>'),
  v('mxss', 'li-value-breakout', '<ol><li value="1\'><img src=x onerror=alert(1)>">x</li></ol>', { quiet: true }),

  // Namespace confusion between HTML, SVG and MathML.
  v(
    'namespace',
    'svg-animate-href',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text x="20" y="20">click</text></a></svg>',
  ),
  v('namespace', 'svg-set-handler', '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>'),
  v('namespace', 'svg-xlink-href', '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="10">x</text></a></svg>'),
  v('namespace', 'svg-use-data', '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgb25sb2FkPSdhbGVydCgxKScvPg==#x"/></svg>'),
  v(
    'namespace',
    'svg-foreignobject-iframe',
    '<svg><foreignObject><iframe srcdoc="<script>parent.alert(1)</script>"></iframe></foreignObject></svg>',
  ),
  v('namespace', 'svg-foreignobject-img', '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>'),
  v('namespace', 'svg-script-href', '<svg><script href="data:text/javascript,alert(1)"/></svg>'),
  v('namespace', 'svg-discard-onbegin', '<svg><discard onbegin="alert(1)"/></svg>'),
  v('namespace', 'svg-animate-onbegin', '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>'),
  v('namespace', 'math-href', '<math href="javascript:alert(1)"><mi>x</mi></math>'),
  v(
    'namespace',
    'math-maction',
    '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x<mtext>y</mtext></maction></math>',
  ),
  v('namespace', 'math-annotation-html', '<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>'),
  v('namespace', 'svg-title-html', '<svg><title><img src=x onerror=alert(1)></title></svg>'),
  v('namespace', 'svg-desc-breakout', '<svg><desc><![CDATA[</desc><img src=x onerror=alert(1)>]]></desc></svg>'),
  v('namespace', 'math-mi-xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'),
  v('namespace', 'svg-feimage', '<svg><filter><feImage href="javascript:alert(1)"/></filter></svg>'),

  // DOM clobbering of the shell and of browser globals.
  v('clobbering', 'div-portal-data', `<div id="__portal-data" hidden>${FAKE_DATA}</div>\n\n\`\`\`mermaid\nflowchart LR\n  A --> B\n\`\`\``),
  v('clobbering', 'heading-portal-data', '## Title {#__portal-data}'),
  v('clobbering', 'heading-text-portal-data', '## __portal-data'),
  v('clobbering', 'div-portal-root', '<div id="__portal"><a href="javascript:alert(1)">x</a></div>'),
  v('clobbering', 'main-id', '<div id="__portal-main">fake main</div>'),
  v('clobbering', 'base-banner-id', '<div id="__portal-base-banner"><code data-served-at>x</code></div>'),
  v('clobbering', 'search-results-id', '<div id="__portal-search-results">x</div>'),
  v('clobbering', 'react-devtools-hook', '<a id="__REACT_DEVTOOLS_GLOBAL_HOOK__" name="inject" href="javascript:alert(1)">x</a>'),
  v('clobbering', 'msapp', '<a id="MSApp">x</a><a id="MSApp" name="execUnsafeLocalFunction" href="javascript:alert(1)">y</a>'),
  v('clobbering', 'request-idle-callback', '<a id="requestIdleCallback" href="javascript:alert(1)">x</a>'),
  v('clobbering', 'img-name-getelementbyid', '<img name="getElementById" src="/ok.png" />'),
  v('clobbering', 'img-name-queryselector', '<img name="querySelector" src="/ok.png" /><img name="body" src="/ok.png" />'),
  v('clobbering', 'form-name-cookie', '<form name="cookie"><input name="value" /></form>'),
  v('clobbering', 'iframe-name', '<iframe name="__portal" src="https://www.youtube-nocookie.com/embed/x"></iframe>'),
  v('clobbering', 'object-id', '<object id="defaultView" data="/ok.png"></object>'),
  v('clobbering', 'embed-name', '<embed name="documentElement" src="/ok.png">'),
  v('clobbering', 'a-name-reserved', '<a name="__portal-data">anchor</a>'),
  v(
    'clobbering',
    'double-id-collection',
    '<a id="__portal-data">x</a><a id="__portal-data" name="textContent" href="javascript:alert(1)">y</a>',
  ),
  v('clobbering', 'data-api-page', '<div data-api-page=""><div data-api-tabs=""><p>x</p></div></div>'),
  v('clobbering', 'data-color-mode-toggle', '<div data-color-mode-toggle="" data-theme="dark">toggle</div>'),
  v('clobbering', 'data-announcement-close', '<span data-announcement-close="">close</span>'),
  v('clobbering', 'data-mobile-menu', '<details data-mobile-menu=""><summary>trap</summary><a href="/x">x</a></details>'),
  v('clobbering', 'data-navbar', '<nav data-navbar="">fake</nav>'),
  v('clobbering', 'mdx-id-prop', '<div id="__portal-data">x</div>'),

  // Styles that load things, run things or cover the page.
  v('style', 'style-fixed-overlay', '<div style="position:fixed;inset:0;background:#fff;z-index:2147483647">Log in again</div>'),
  v('style', 'style-absolute-z', '<div style="position:absolute;inset:0;z-index:99999">over</div>'),
  v('style', 'style-absolute-viewport', '<div style="position:absolute;top:0;left:0;width:100vw;height:100vh;background:white">over</div>'),
  v('style', 'style-absolute-negative', '<div style="position:absolute;top:-500px;left:-500px;width:3000px;height:3000px">over</div>'),
  v('style', 'style-sticky-z', '<div style="position:sticky;top:0;z-index:1000">over</div>'),
  v('style', 'style-relative-z', '<div style="position:relative;z-index:99999;margin-top:-200px">over</div>'),
  v('style', 'style-url', '<div style="background:url(/__pwned/style.png)">x</div>'),
  v('style', 'style-url-escaped', '<div style="background:\\75 rl(/__pwned/esc.png)">x</div>'),
  v('style', 'style-url-comment', '<div style="background:u/**/rl(/__pwned/comment.png)">x</div>'),
  v('style', 'style-image-set', '<div style="background-image:image-set(\'/__pwned/set.png\' 1x)">x</div>'),
  v('style', 'style-expression', '<div style="width:expression(alert(1))">x</div>'),
  v('style', 'style-import', '<div style="@import \'/__pwned/x.css\'">x</div>'),
  v('style', 'style-moz-binding', '<div style="-moz-binding:url(/__pwned/x.xml#x)">x</div>'),
  v('style', 'style-behavior', '<div style="behavior:url(/__pwned/x.htc)">x</div>'),
  v('style', 'style-fixed-escaped', '<div style="position:f\\69xed;top:0">x</div>'),
  v('style', 'style-fixed-important', '<div style="position: fixed !important; top: 0">x</div>'),
  v('style', 'style-element', '<style>body{display:none}</style>'),
  // Round 3: escapes and comments that a hand-written splitter misreads, and covers without positioning.
  v(
    'style',
    'style-escaped-quote-overlay',
    `<div style="font-family: \\'; position: fixed; inset: 0; z-index: 2147483647; background:#fff; x: \\'">Log in again</div>`,
  ),
  v(
    'style',
    'style-escaped-paren-overlay',
    '<div style="font-family: \\(; position: fixed; inset: 0; z-index: 2147483647; background:#fff">over</div>',
  ),
  v('style', 'style-escaped-property', '<div style="\\70 osition: fixed; inset: 0; background: #fff">over</div>'),
  v('style', 'style-transform-scale', '<div style="transform: scale(40); background: #fff">over</div>'),
  v('style', 'style-calc-negative', '<div style="position: relative; top: calc(-600px); height: 2000px; background: #fff">over</div>'),
  v(
    'style',
    'style-huge-sizes',
    '<div style="width: 9000px; height: 9000px; margin-top: -3000px; margin-left: -3000px; background: #fff">over</div>',
  ),
  v('style', 'style-huge-font', '<div style="font-size: 4000px; line-height: 1; margin-top: -2000px">W</div>'),
  v('style', 'style-box-shadow', '<div style="box-shadow: 0 0 0 9999px #fff">over</div>'),
  v('style', 'style-zoom', '<div style="zoom: 50; background: #fff">over</div>'),
  v('style', 'style-var-smuggle', '<div style="--p: fixed; position: var(--p); inset: 0; background: #fff">over</div>'),
  // Island markup written by hand: only the compiler may prerender or hydrate a site component.
  v(
    'script',
    'raw-island',
    '<div data-island="src/components/Card.tsx#default" data-island-props=\'{"href":"javascript:alert(1)","html":"<img src=x onerror=alert(1)>"}\' data-island-hydrate>island</div>',
    {
      mdx: '<div data-island="src/components/Card.tsx#default" data-island-props=\'{"href":"javascript:alert(1)"}\' data-island-hydrate="">island</div>',
    },
  ),
  v('script', 'raw-island-inline', 'Text <span data-island="src/components/Card.tsx#default" data-island-props="{}">x</span> more.'),

  // Unicode and encoding tricks.
  v('unicode', 'fullwidth-brackets', '＜script＞alert(1)＜/script＞', { quiet: true }),
  v('unicode', 'zero-width-scheme', '<a href="java\u200bscript:alert(1)">x</a>', { quiet: true }),
  v('unicode', 'cyrillic-scheme', '<a href="jаvascript:alert(1)">x</a>', { quiet: true }),
  v('unicode', 'nul-in-tag', '<scr\u0000ipt>alert(1)</scr\u0000ipt>'),
  v('unicode', 'nul-in-scheme', '<a href="java\u0000script:alert(1)">x</a>'),
  v('unicode', 'bidi-override-link', '<a href="https://example.com/\u202egpj.exe">x</a>', { quiet: true }),
  v('unicode', 'utf7', '+ADw-script+AD4-alert(1)+ADw-/script+AD4-', { quiet: true }),
  v('unicode', 'line-separator-scheme', '<a href="\u2028javascript:alert(1)">x</a>'),
  v('unicode', 'percent-encoded-scheme', '<a href="javascript%3Aalert(1)">x</a>', { quiet: true }),
  v('unicode', 'percent-encoded-letter', '<a href="%6Aavascript:alert(1)">x</a>', { quiet: true }),
  v('unicode', 'hex-entity-no-semicolon', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>'),
  v('unicode', 'bom-before-scheme', '<a href="\ufeffjavascript:alert(1)">x</a>'),
  v('unicode', 'nbsp-before-scheme', '<a href="&nbsp;javascript:alert(1)">x</a>'),
  v('unicode', 'surrogate-id', '<div id="\ud800__portal-data">x</div>', { quiet: true }),
  v('unicode', 'rtl-heading-id', '## \u202e__portal-data'),

  // MDX: JSX attribute expressions, props of the theme components, code the author hopes runs.
  v('mdx', 'jsx-href-expression', '<a href={"javascript:alert(1)"}>x</a>'),
  v('mdx', 'jsx-href-template', '<a href={`javascript:alert(1)`}>x</a>', { quiet: 'md' }),
  v('mdx', 'jsx-onclick-arrow', '<button onClick={() => alert(1)}>x</button>'),
  v('mdx', 'jsx-onclick-string', '<div onClick="alert(1)">x</div>'),
  v('mdx', 'jsx-dangerously-set', '<div dangerouslySetInnerHTML={{__html: "<img src=x onerror=alert(1)>"}} />'),
  v('mdx', 'jsx-spread', '<div {...{onClick: "alert(1)"}}>x</div>'),
  v('mdx', 'jsx-style-fixed', '<div style={{position: "fixed", inset: 0, zIndex: 99999}}>over</div>'),
  v('mdx', 'jsx-style-url', '<div style={{backgroundImage: "url(/__pwned/jsx.png)"}}>x</div>'),
  v(
    'mdx',
    'jsx-style-escaped-quote',
    `<div style={{fontFamily: "\\\\'", position: 'fixed', inset: 0, zIndex: 2147483647, background: '#fff'}}>over</div>`,
  ),
  v('mdx', 'jsx-expression-call', '{alert(1)}', { quiet: 'md' }),
  v('mdx', 'jsx-export', 'export const x = alert(1);'),
  v('mdx', 'jsx-import-js', 'import evil from "/__pwned/evil.js";\n\n<Evil />'),
  v('mdx', 'jsx-script-child', '<script>{"alert(1)"}</script>'),
  v('mdx', 'jsx-srcset-expression', '<img src="/ok.png" srcSet={"javascript:alert(1) 1x"} />'),
  v('mdx', 'jsx-require-javascript', '<img src={require("javascript:alert(1)").default} />'),
  v('mdx', 'tabs-label-html', '<Tabs>\n  <TabItem value="a" label="<img src=x onerror=alert(1)>">\n\n  A\n\n  </TabItem>\n</Tabs>', {
    quiet: true,
  }),
  v(
    'mdx',
    'tabs-values-html',
    '<Tabs values={[{label: "<img src=x onerror=alert(1)>", value: "a"}]}>\n  <TabItem value="a">\n\n  A\n\n  </TabItem>\n</Tabs>',
    { quiet: true },
  ),
  v(
    'mdx',
    'tabs-groupid-selector',
    '<Tabs groupId={"x\\"]),alert(1),(\\""}>\n  <TabItem value="a" label="A">\n\n  A\n\n  </TabItem>\n</Tabs>',
    { quiet: true },
  ),
  v('mdx', 'admonition-title-html', '<Admonition type="note" title="<img src=x onerror=alert(1)>">x</Admonition>', { quiet: true }),
  v('mdx', 'details-summary-html', '<Details summary="<img src=x onerror=alert(1)>">x</Details>', { quiet: true }),
  v('mdx', 'codeblock-title-html', '<CodeBlock language="js" title={"\\"><img src=x onerror=alert(1)>"}>alert(1)</CodeBlock>', {
    quiet: true,
  }),
  v('mdx', 'unknown-component-props', '<Evil onClick="alert(1)" href="javascript:alert(1)">x</Evil>'),
  v('mdx', 'admonition-type-class', '<Admonition type={"x\\" onmouseover=\\"alert(1)"}>x</Admonition>', { quiet: true }),

  // Markdown features with places for text that must stay text.
  v('markdown', 'admonition-title', ':::note[<img src=x onerror=alert(1)>]\n\nBody.\n\n:::'),
  v('markdown', 'admonition-title-legacy', ':::tip <img src=x onerror=alert(1)>\n\nBody.\n\n:::'),
  v('markdown', 'directive-attributes', ':::note{onclick="alert(1)" style="position:fixed;inset:0;z-index:9"}\n\nBody.\n\n:::'),
  v('markdown', 'text-directive', 'Some :span[text]{onclick="alert(1)" href="javascript:alert(1)"} here.'),
  v('markdown', 'fence-title', '```js title="<img src=x onerror=alert(1)>"\nconst x = 1;\n```', { quiet: true }),
  v('markdown', 'fence-meta-quote', '```js title="a\\" onmouseover=\\"alert(1)" {1}\nconst x = 1;\n```', { quiet: true }),
  v('markdown', 'fence-language-breakout', '```"><img src=x onerror=alert(1)>\nx\n```', { quiet: true }),
  v('markdown', 'mermaid-click', '```mermaid\nflowchart LR\n  A --> B\n  click A call alert(1)\n  click B "javascript:alert(1)"\n```', {
    quiet: true,
  }),
  v(
    'markdown',
    'mermaid-init-loose',
    '```mermaid\n%%{init: {"securityLevel": "loose"}}%%\nflowchart LR\n  A["<img src=x onerror=alert(1)>"] --> B\n  click A call alert(1)\n```',
    { quiet: true },
  ),
  v(
    'markdown',
    'mermaid-html-label',
    '```mermaid\nflowchart LR\n  A["<img src=x onerror=alert(1)>"] --> B["<a href=javascript:alert(1)>x</a>"]\n```',
    { quiet: true },
  ),
  v('markdown', 'heading-html', '## Heading <img src=x onerror=alert(1)>'),
  v('markdown', 'heading-id-breakout', '## Title {#x"onmouseover="alert(1)}', { quiet: true }),
  v('markdown', 'footnote-html', 'Text[^1].\n\n[^1]: <img src=x onerror=alert(1)>'),
  v('markdown', 'table-cell-html', '| a | b |\n| - | - |\n| <img src=x onerror=alert(1)> | <a href="javascript:alert(1)">x</a> |'),
  v('markdown', 'task-list-html', '- [x] <img src=x onerror=alert(1)>\n- [ ] <a href="javascript:alert(1)">x</a>'),
  v('markdown', 'link-reference-title', '[x][r]\n\n[r]: /ok "a\\" onmouseover=\\"alert(1)"', { quiet: true }),
  v('markdown', 'image-alt-breakout', '![a" onerror="alert(1)](/x.png)', { quiet: true }),
  v('markdown', 'html-block-then-markdown', '<div>\n\n[x](javascript:alert(1))\n\n</div>'),
  v(
    'markdown',
    'toc-inline-html',
    '<TOCInline toc={[{value: "<img src=x onerror=alert(1)>", id: "x", level: 2}]} />\n\n## A <img src=x onerror=alert(1)>',
  ),
  v('markdown', 'truncate-excerpt', 'Intro <img src=x onerror=alert(1)>\n\n<!-- truncate -->\n\nMore.'),

  // Files outside the site folder named by content (the ones that are not an error).
  v('outside', 'md-image-outside', '![secret](../../../outside/secret.png)'),
  v('outside', 'md-link-outside', '[secret](../../../outside/secret.txt)'),
  v('outside', 'html-img-outside', '<img src="../../../outside/secret.png" alt="" />'),
  v('outside', 'site-alias-outside', '![secret](@site/../outside/secret.png)'),
  v('outside', 'jsx-require-outside', '<img src={require("../../../outside/secret.png").default} alt="" />'),
  v('outside', 'pathname-outside', '[secret](pathname:///../outside/secret.txt)', { quiet: true }),
  v('outside', 'file-url', '[secret](file:///etc/passwd)'),
];

/** Markup that ordinary documentation uses and that a sanitiser as strict as GitHub's or DOMPurify keeps, with what must be left of it. */
export interface SafeMarkup {
  id: string;
  markup: string;
  /** CSS selectors that must match in the rendered article. */
  keeps: string[];
}

export const SAFE_MARKUP: SafeMarkup[] = [
  { id: 'table', markup: '| a | b |\n| :- | -: |\n| 1 | 2 |', keeps: ['table thead th', 'table tbody td'] },
  {
    id: 'html-table',
    markup:
      '<table><caption>Layers</caption><thead><tr><th scope="col" colSpan="2">Layer</th></tr></thead><tbody><tr><td rowSpan="2">x</td><td>y</td></tr></tbody></table>',
    keeps: ['table caption', 'th[scope="col"][colspan="2"]', 'td[rowspan="2"]'],
  },
  { id: 'a-name', markup: '<a name="old-anchor"></a>Text', keeps: ['a[name="old-anchor"]'] },
  { id: 'a-id', markup: '<a id="anchor-here"></a>Text', keeps: ['a#anchor-here'] },
  { id: 'details', markup: '<details open>\n<summary>More</summary>\n\nInner.\n\n</details>', keeps: ['details[open] > summary'] },
  { id: 'kbd', markup: 'Press <kbd>Ctrl</kbd>+<kbd>K</kbd>.', keeps: ['kbd'] },
  { id: 'sup-sub', markup: 'E = mc<sup>2</sup>, H<sub>2</sub>O', keeps: ['sup', 'sub'] },
  { id: 'definition-list', markup: '<dl><dt>Tile</dt><dd>A square of the map.</dd></dl>', keeps: ['dl > dt', 'dl > dd'] },
  {
    id: 'iframe-allowed',
    markup: '<iframe src="https://www.youtube-nocookie.com/embed/abc" width="560" height="315" title="Video" allowFullScreen></iframe>',
    keeps: ['iframe[src="https://www.youtube-nocookie.com/embed/abc"][title="Video"]'],
  },
  {
    id: 'img-srcset',
    markup: '<img src="/ok.png" srcSet="/ok.png 1x, /ok@2x.png 2x" sizes="50vw" alt="Map" width="600" height="400" />',
    keeps: ['img[srcset="/hx/ok.png 1x, /hx/ok@2x.png 2x"][sizes="50vw"][alt="Map"][width="600"]'],
  },
  {
    id: 'picture',
    markup: '<picture><source srcSet="/ok.webp" type="image/webp" /><img src="/ok.png" alt="Map" /></picture>',
    keeps: ['picture > source[srcset="/hx/ok.webp"][type="image/webp"]', 'picture > img'],
  },
  {
    id: 'aria-labelledby',
    markup: '<div role="region" aria-labelledby="region-title"><p id="region-title">Region</p></div>',
    keeps: ['div[role="region"][aria-labelledby="region-title"]'],
  },
  {
    id: 'aria-describedby',
    markup: '<span aria-describedby="d1" aria-hidden="true">x</span><span id="d1">desc</span>',
    keeps: ['span[aria-describedby="d1"][aria-hidden="true"]'],
  },
  { id: 'abbr', markup: '<abbr title="Digital Elevation Model">DEM</abbr>', keeps: ['abbr[title="Digital Elevation Model"]'] },
  {
    id: 'figure',
    markup: '<figure><img src="/ok.png" alt="Map" /><figcaption>A map</figcaption></figure>',
    keeps: ['figure > figcaption', 'figure img[alt="Map"]'],
  },
  {
    id: 'video',
    markup: '<video controls width="320" poster="/ok.png"><source src="/ok.mp4" type="video/mp4" /></video>',
    keeps: ['video[controls][poster]', 'video > source[src="/ok.mp4"]'],
  },
  { id: 'mark-ins-del', markup: '<mark>m</mark> <ins>new</ins> <del>old</del> <s>gone</s>', keeps: ['mark', 'ins', 'del', 's'] },
  { id: 'ruby', markup: '<ruby>地<rp>(</rp><rt>chi</rt><rp>)</rp></ruby>', keeps: ['ruby > rt'] },
  { id: 'time', markup: '<time dateTime="2024-01-02">2 January</time>', keeps: ['time[datetime="2024-01-02"]'] },
  { id: 'q-cite', markup: '<q cite="https://example.com/src">quoted</q>', keeps: ['q[cite="https://example.com/src"]'] },
  { id: 'style-color', markup: '<span style="color: #c00; font-weight: bold">red</span>', keeps: ['span[style*="color"]'] },
  { id: 'search-landmark', markup: '<search>\n\nFind a layer by name.\n\n</search>', keeps: ['search'] },
  {
    id: 'style-relative',
    markup: '<div style="position: relative; top: 2px; margin: 0 auto; max-width: 40rem">nudged</div>',
    keeps: ['div[style*="position: relative"]'],
  },
  {
    id: 'align',
    markup: '<p align="center">centred</p><div align="right">right</div>',
    keeps: ['p[align="center"]', 'div[align="right"]'],
  },
  {
    id: 'links',
    markup:
      '[web](https://example.com/x) [mail](mailto:a@example.com) [phone](tel:+15551234) [site](/docs/x) [anchor](#a-name) [relative](../x/)',
    keeps: ['a[href="https://example.com/x"]', 'a[href="mailto:a@example.com"]', 'a[href="tel:+15551234"]'],
  },
  {
    id: 'a-target',
    markup: '<a href="https://example.com/x" target="_blank" rel="noopener">ext</a>',
    keeps: ['a[target="_blank"][href="https://example.com/x"]'],
  },
  { id: 'ol-start', markup: '<ol start="3" reversed><li value="5">x</li></ol>', keeps: ['ol[start="3"][reversed] > li[value="5"]'] },
  {
    id: 'progress-meter',
    markup: '<progress value="30" max="100">30%</progress> <meter value="0.6" min="0" max="1">60%</meter>',
    keeps: ['progress[value="30"]', 'meter[value="0.6"]'],
  },
  { id: 'bdi-wbr-hr', markup: 'a<wbr />b <bdi>إيان</bdi>\n\n<hr />', keeps: ['wbr', 'bdi', 'hr'] },
  {
    id: 'custom-heading-id',
    markup: '## Custom {#mine}\n\n## Content\n\n## Python `__init__`',
    keeps: ['h2#mine', 'h2#content', 'h2[id*="init"]'],
  },
  {
    id: 'inert-draggable',
    markup: '<div inert>inert</div><div draggable="true">drag</div>',
    keeps: ['div[inert]', 'div[draggable="true"]'],
  },
  { id: 'lang-dir', markup: '<p lang="he" dir="rtl">שלום</p>', keeps: ['p[lang="he"][dir="rtl"]'] },
  { id: 'task-list', markup: '- [x] done\n- [ ] open', keeps: ['input[type="checkbox"][checked]'] },
  { id: 'img-remote', markup: '![tile](https://tiles.example.com/0/0/0.png)', keeps: ['img[src="https://tiles.example.com/0/0/0.png"]'] },
  {
    id: 'code-and-admonition',
    markup: ':::tip[Title]\n\nUse `code`.\n\n:::\n\n```js title="x.js"\nconst x = 1;\n```',
    keeps: ['.admonition', 'pre code'],
  },
  { id: 'data-attributes', markup: '<div data-layer="roads" data-zoom="12">x</div>', keeps: ['div[data-layer="roads"][data-zoom="12"]'] },
];
