/**
 * Hostile values in every source that is not a markdown body: frontmatter, blog authors, tags and
 * category files, static files, an OpenAPI spec and the site config. Same payload conventions as
 * markup.ts.
 */

const IMG = '<img src=x onerror=alert(1)>';

/** One page per entry: its frontmatter lines (YAML) and a body. */
export const FRONTMATTER_VECTORS: { id: string; yaml: string; blog?: boolean }[] = [
  { id: 'fm-title-html', yaml: `title: "${IMG}"\nsidebar_label: "<script>alert(1)</script>"` },
  { id: 'fm-description-html', yaml: `description: "\\"><script>alert(1)</script>"\nkeywords: ["\\"><svg onload=alert(1)>"]` },
  { id: 'fm-image-javascript', yaml: 'image: "javascript:alert(1)"' },
  { id: 'fm-image-data', yaml: 'image: "data:text/html,<script>alert(1)</script>"' },
  { id: 'fm-edit-url', yaml: 'custom_edit_url: "JavaScript:alert(1)"' },
  { id: 'fm-edit-url-tab', yaml: 'custom_edit_url: "java\\tscript:alert(1)"' },
  { id: 'fm-slug-spaces', yaml: 'slug: /fm/a b c' },
  { id: 'fm-slug-bidi', yaml: 'slug: "/fm/\\u202Eexe.txt"' },
  { id: 'fm-tags-html', yaml: `tags: ["${IMG}", { label: "<script>alert(1)</script>", permalink: "/fm-tag-x" }]` },
  { id: 'fm-toc-heading', yaml: 'toc_min_heading_level: 2\ntitle: TOC' },
  {
    id: 'fm-blog-authors-inline',
    blog: true,
    yaml: 'authors:\n  - name: "<script>alert(1)</script>"\n    url: "javascript:alert(1)"\n    image_url: "javascript:alert(1)"\n    title: "<img src=x onerror=alert(1)>"',
  },
  {
    id: 'fm-blog-authors-case',
    blog: true,
    yaml: 'authors:\n  - name: Case\n    url: " JaVaScRiPt:alert(1)"\n    socials:\n      custom: "javascript:alert(1)"\n      x: "javascript:alert(1)"',
  },
  {
    id: 'fm-blog-legacy-author',
    blog: true,
    yaml: 'author: Legacy\nauthor_url: "vbscript:msgbox(1)"\nauthor_image_url: "javascript:alert(1)"',
  },
  { id: 'fm-blog-image', blog: true, yaml: 'image: "javascript:alert(1)"\ndescription: "</title><script>alert(1)</script>"' },
];

/** blog/authors.yml */
export const AUTHORS_YAML = `evil:
  name: "<script>alert(1)</script>"
  title: "<img src=x onerror=alert(1)>"
  url: "javascript:alert(1)"
  image_url: "javascript:alert(1)"
  page: true
  socials:
    github: "javascript:alert(1)"
    homepage: "JAVASCRIPT:alert(1)"
tabbed:
  name: Tabbed
  url: "java\\tscript:alert(1)"
  email: "x@example.com\\" onmouseover=\\"alert(1)"
safe:
  name: Safe Author
  url: https://example.com/safe
  image_url: /ok.png
`;

/** blog/tags.yml */
export const TAGS_YAML = `evil:
  label: "<img src=x onerror=alert(1)>"
  description: "<script>alert(1)</script>"
  permalink: /evil-tag
`;

/** docs/<folder>/_category_.json */
export const CATEGORY_JSON = JSON.stringify({
  label: '<img src=x onerror=alert(1)>',
  position: 99,
  link: { type: 'generated-index', description: '<script>alert(1)</script>' },
});

export interface StaticVector {
  /** Path under static/. */
  file: string;
  content: string;
  /** Whether the build may publish it (data) or must leave it out (active). */
  published: boolean;
}

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

export const STATIC_VECTORS: StaticVector[] = [
  { file: 'evil.html', content: '<!doctype html><script>alert(1)</script>', published: false },
  { file: 'EVIL.HTM', content: '<script>alert(1)</script>', published: false },
  { file: 'evil.xhtml', content: '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>', published: false },
  { file: 'evil.shtml', content: '<script>alert(1)</script>', published: false },
  { file: 'evil.js', content: 'alert(1)', published: false },
  { file: 'evil.mjs', content: 'alert(1)', published: false },
  { file: 'evil.cjs', content: 'alert(1)', published: false },
  { file: 'evil.xsl', content: '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>', published: false },
  { file: 'svg/script.svg', content: `<svg ${SVG}><script>alert(1)</script></svg>`, published: false },
  { file: 'svg/script-cdata.svg', content: `<svg ${SVG}><script><![CDATA[alert(1)]]></script></svg>`, published: false },
  {
    file: 'svg/prefixed-script.svg',
    content: '<s:svg xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></s:svg>',
    published: false,
  },
  { file: 'svg/onload.svg', content: `<svg ${SVG} onload="alert(1)"/>`, published: false },
  { file: 'svg/onclick-case.svg', content: `<svg ${SVG}><rect width="9" height="9" OnClick="alert(1)"/></svg>`, published: false },
  {
    file: 'svg/xlink-javascript.svg',
    content: `<svg ${SVG}><a xlink:href="javascript:alert(1)"><text y="9">x</text></a></svg>`,
    published: false,
  },
  {
    file: 'svg/href-entity.svg',
    content: `<svg ${SVG}><a href="&#106;avascript:alert(1)"><text y="9">x</text></a></svg>`,
    published: false,
  },
  {
    file: 'svg/animate-href.svg',
    content: `<svg ${SVG}><a><set attributeName="href" to="javascript:alert(1)"/><text y="9">x</text></a></svg>`,
    published: false,
  },
  {
    file: 'svg/foreign-html.svg',
    content: `<svg ${SVG}><foreignObject width="9" height="9"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/></foreignObject></svg>`,
    published: false,
  },
  {
    file: 'svg/foreign-iframe.svg',
    content: `<svg ${SVG}><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject></svg>`,
    published: false,
  },
  {
    file: 'svg/entity-markup.svg',
    content: `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg ${SVG}>&x;</svg>`,
    published: false,
  },
  {
    file: 'svg/xslt.svg',
    content: `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="evil.xsl"?><svg ${SVG}/>`,
    published: false,
  },
  { file: 'svg/not-well-formed.svg', content: `<svg ${SVG}><g><script>alert(1)</script>`, published: false },
  {
    file: 'svg/handler-element.svg',
    content: `<svg ${SVG} xmlns:ev="http://www.w3.org/2001/xml-events"><handler ev:event="load">alert(1)</handler></svg>`,
    published: false,
  },
  { file: 'svgz/x.svgz', content: 'not really gzip', published: false },
  {
    file: 'feed/evil.xml',
    content: '<?xml version="1.0"?><root><html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script></root>',
    published: false,
  },
  // Round 3: any prefix bound to XLink, and XML types judged by what hosts serve them as (not a list of extensions).
  {
    file: 'svg/prefixed-set.svg',
    content:
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:l="http://www.w3.org/1999/xlink"><a><set attributeName="l:href" to="javascript:alert(1)"/><text y="20">click</text></a></svg>',
    published: false,
  },
  {
    file: 'svg/prefixed-animate.svg',
    content:
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:l="http://www.w3.org/1999/xlink"><a><animate attributeName="l:href" values="javascript:alert(1)"/><text y="20">click</text></a></svg>',
    published: false,
  },
  ...['kml', 'xspf', 'gpx', 'xlf', 'rdf', 'dae'].map((ext) => ({
    file: `geo/evil.${ext}`,
    content:
      '<?xml version="1.0"?><doc><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script><h:img xmlns:h="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/></doc>',
    published: false,
  })),
  { file: 'md/page.md', content: '<!doctype html><script>alert(1)</script>', published: false },
  {
    file: 'geo/ok.kml',
    content:
      '<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>A</name><Point><coordinates>35,32</coordinates></Point></Placemark></kml>',
    published: true,
  },
  { file: 'noext-html', content: '<!DOCTYPE html><script>alert(1)</script>', published: false },
  { file: 'unknown.tpl', content: '<script>alert(1)</script>', published: false },
  // Data that must be published: the false-positive side.
  { file: 'ok.png', content: 'PNG-ish bytes', published: true },
  {
    file: 'ok.svg',
    content: `<svg ${SVG} width="9" height="9"><rect width="9" height="9" fill="#c00"/><a href="https://example.com/"><text y="9">x</text></a></svg>`,
    published: true,
  },
  {
    file: 'svg/illustrator.svg',
    content: `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n<!ENTITY ns_svg "http://www.w3.org/2000/svg">\n<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">\n]>\n<svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" width="9" height="9"><image width="9" height="9" xlink:href="data:image/png;base64,iVBORw0KGgo="/><use xlink:href="#a"/><style>.a{fill:red}</style></svg>`,
    published: true,
  },
  {
    file: 'svg/drawio.svg',
    content: `<svg ${SVG}><foreignObject width="90" height="20"><div xmlns="http://www.w3.org/1999/xhtml" style="font-size:12px">Label</div></foreignObject></svg>`,
    published: true,
  },
  {
    file: 'opensearch.xml',
    content:
      '<?xml version="1.0"?><OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"><ShortName>Portal</ShortName><Url type="text/html" template="https://example.com/search?q={searchTerms}"/></OpenSearchDescription>',
    published: true,
  },
  { file: 'data/layers.json', content: '{"layers":["<script>alert(1)</script>"]}', published: true },
  { file: 'data/notes.txt', content: '<script>alert(1)</script>', published: true },
  { file: 'data/tiles.geojson', content: '{"type":"FeatureCollection","features":[]}', published: true },
  { file: 'docs/manual.pdf', content: '%PDF-1.4', published: true },
  { file: 'styles/extra.css', content: 'body{color:black}', published: true },
  { file: 'robots-extra', content: 'User-agent: *', published: true },
  // Allowed by the config's allow-list: a verification file and a legacy folder.
  { file: 'google1234.html', content: 'google-site-verification: google1234.html', published: true },
  { file: 'legacy/old.html', content: '<!doctype html><p>Legacy page</p>', published: true },
];

/** The allow-list the hostile site's config names. */
export const ALLOWED_ACTIVE = ['static/google1234.html', 'static/legacy/'];

/** An OpenAPI spec with hostile text and URLs everywhere the API page shows them. */
export const OPENAPI_SPEC = `openapi: 3.0.3
info:
  title: "Evil <img src=x onerror=alert(1)> API"
  version: "1.0 <script>alert(1)</script>"
  description: |
    Intro <img src=x onerror=alert(1)> and <a href="javascript:alert(1)">a link</a>.

    <div id="__portal-data">clobber</div>

    [md link](javascript:alert(1))
  termsOfService: "javascript:alert(1)"
  contact:
    name: "<script>alert(1)</script>"
    url: "java\\tscript:alert(1)"
    email: "x@example.com\\"><img src=x onerror=alert(1)>"
  license:
    name: "<b onmouseover=alert(1)>MIT</b>"
    url: "JAVASCRIPT:alert(1)"
  x-logo:
    url: "javascript:alert(1)"
    href: "javascript:alert(1)"
    altText: "\\"><img src=x onerror=alert(1)>"
externalDocs:
  url: "vbscript:msgbox(1)"
  description: "<svg onload=alert(1)>"
servers:
  - url: "javascript:alert(1)"
    description: "<img src=x onerror=alert(1)>"
tags:
  - name: "<img src=x onerror=alert(1)>"
    description: "<script>alert(1)</script>"
    externalDocs:
      url: "javascript:alert(1)"
paths:
  /pets/{id}:
    get:
      operationId: "__portal-data"
      summary: "<img src=x onerror=alert(1)>"
      description: "<iframe srcdoc='<script>parent.alert(1)</script>'></iframe>"
      tags: ["<img src=x onerror=alert(1)>"]
      externalDocs:
        url: "data:text/html,<script>alert(1)</script>"
      parameters:
        - name: "id\\"><img src=x onerror=alert(1)>"
          in: path
          required: true
          description: "<a href='javascript:alert(1)'>x</a>"
          schema:
            type: string
            example: "<script>alert(1)</script>"
      responses:
        "200":
          description: "<img src=x onerror=alert(1)>"
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Pet"
              examples:
                evil:
                  summary: "<img src=x onerror=alert(1)>"
                  value: { name: "<script>alert(1)</script>" }
                file:
                  externalValue: "javascript:alert(1)"
      security:
        - oauth: []
components:
  schemas:
    Pet:
      title: "<img src=x onerror=alert(1)>"
      type: object
      description: "<style>body{display:none}</style>"
      properties:
        "<img src=x onerror=alert(1)>":
          type: string
          pattern: "<script>alert(1)</script>"
          default: "<script>alert(1)</script>"
          enum: ["<img src=x onerror=alert(1)>"]
  securitySchemes:
    oauth:
      type: oauth2
      description: "<img src=x onerror=alert(1)>"
      flows:
        authorizationCode:
          authorizationUrl: "javascript:alert(1)"
          tokenUrl: "javascript:alert(1)"
          scopes:
            "read:<img src=x onerror=alert(1)>": "<script>alert(1)</script>"
    oidc:
      type: openIdConnect
      openIdConnectUrl: "javascript:alert(1)"
`;

/**
 * Config values: a semi-trusted author's pull request may change one line of the config too, so
 * its URLs and its HTML get the content rules. The test writes these into portal.config.yaml.
 */
export const CONFIG_VECTORS = {
  title: '"Hostile <img src=x onerror=alert(1)> Portal"',
  tagline: '"</title><script>alert(1)</script>"',
  navbarItems: [
    '{ to: "javascript:alert(1)", label: "Nav to js" }',
    '{ href: "javascript:alert(1)", label: "Nav href js" }',
    '{ href: "JaVaScRiPt:alert(1)", label: "Nav href case" }',
    '{ href: "data:text/html,<script>alert(1)</script>", label: "Nav data" }',
    '{ href: " java\\tscript:alert(1)", label: "Nav tab" }',
    '{ to: "/docs/md/table", label: "<img src=x onerror=alert(1)>" }',
  ],
  footerItems: [
    '{ label: "Foot js", href: "javascript:alert(1)" }',
    '{ label: "Foot to js", to: "javascript:alert(1)" }',
    '{ label: "Foot vb", href: "vbscript:msgbox(1)" }',
    '{ label: "<img src=x onerror=alert(1)>", href: "https://example.com/" }',
  ],
  sidebarLink: '{ type: link, href: "javascript:alert(1)", label: "Side js" }',
  copyright: '"<img src=x onerror=alert(1)> Copyright"',
  announcement:
    '"Notice <img src=x onerror=alert(1)> <a href=\\"javascript:alert(1)\\">click</a> <b onmouseover=alert(1)>bold</b> <a href=\\"https://example.com/\\">safe link</a>"',
};
