import { BASE_BANNER_ID, ENTRY_ATTRIBUTE, HEAD_SCRIPT, headScriptAttributes, type HeadScriptOptions } from './head-script.ts';

/** The HTML document around a rendered page. Kept as a template function: no React in <head>. */

export interface HeadMeta {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  image?: string;
  noindex?: boolean;
  type: 'website' | 'article';
  /** Other forms of the page or site: blog feeds, the page's markdown twin (absolute URLs). */
  alternates?: { type: string; href: string; title: string }[];
  /** The page in each language of the site, and `x-default` (absolute URLs). */
  languages?: { hreflang: string; href: string }[];
}

export interface DocumentParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  theme: 'light' | 'dark';
  meta: HeadMeta;
  siteTitle: string;
  cssHref: string;
  /**
   * The CSS of the page's first paint, carried in a `<style>`. With it, the stylesheet (`cssHref`,
   * the whole site's CSS, for the pages navigation leads to) loads without blocking the paint, as
   * `media="print"` until the client applies it; without JavaScript the page has what it needs.
   */
  inlineCss?: string;
  /** The entry module: loaded by the head script (templates/csp.ts says why), preloaded by a link. */
  jsHref: string;
  faviconHref?: string;
  /** What the head script needs to know about the site (rendered as attributes of <html>). */
  headScript: HeadScriptOptions;
  body: string;
  /** The page as the browser knows it, as JSON for the client and the islands (already escaped for a script element). */
  pageData: string;
  /** Extra markup before </body> (the dev server's reload script). */
  tail?: string;
  baseUrl: string;
  /** The Content-Security-Policy the page carries in a <meta> (templates/csp.ts, metaContentSecurityPolicy). */
  csp?: string;
}

/** The attribute of the stylesheet the client applies once loaded (model/reserved.ts lists it: templates import nothing). */
export const STYLESHEET_ATTRIBUTE = 'data-stylesheet';

/** The page's CSS: inline and a stylesheet that does not block the first paint, or, without inline CSS, the stylesheet alone. */
function styles(p: DocumentParts): string {
  const href = escapeHtml(p.cssHref);
  if (!p.inlineCss) return `<link rel="stylesheet" href="${href}">`;
  return `<style>${p.inlineCss}</style>\n<link rel="stylesheet" href="${href}" media="print" ${STYLESHEET_ATTRIBUTE}>`;
}

/** The page's root and the page data's <script>: model/reserved.ts SHELL_IDS names the same ids (templates import nothing). */
export const ROOT_ID = '__portal';
export const DATA_ID = '__portal-data';

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script> must not be able to close the element or open a comment. */
export function scriptJson(value: unknown): string {
  // One pass over the text (a page's data is tens of KB): three replaces walked it three times.
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => (c === '<' ? '\\u003c' : c === '\u2028' ? '\\u2028' : '\\u2029'));
}

function metaTags(m: HeadMeta, siteTitle: string): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(m.description)}">`,
    m.keywords.length > 0 ? `<meta name="keywords" content="${escapeHtml(m.keywords.join(','))}">` : '',
    `<link rel="canonical" href="${escapeHtml(m.canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(m.title)}">`,
    `<meta property="og:description" content="${escapeHtml(m.description)}">`,
    `<meta property="og:type" content="${m.type}">`,
    `<meta property="og:url" content="${escapeHtml(m.canonical)}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteTitle)}">`,
    m.image ? `<meta property="og:image" content="${escapeHtml(m.image)}">` : '',
    `<meta name="twitter:card" content="${m.image ? 'summary_large_image' : 'summary'}">`,
    m.image ? `<meta name="twitter:image" content="${escapeHtml(m.image)}">` : '',
    m.noindex ? '<meta name="robots" content="noindex">' : '',
    ...(m.alternates ?? []).map(
      (a) => `<link rel="alternate" type="${escapeHtml(a.type)}" href="${escapeHtml(a.href)}" title="${escapeHtml(a.title)}">`,
    ),
    ...(m.languages ?? []).map((l) => `<link rel="alternate" hreflang="${escapeHtml(l.hreflang)}" href="${escapeHtml(l.href)}">`),
  ];
  return tags.filter(Boolean).join('\n');
}

/**
 * Shown by the head script when the page is served outside the site's base path. Styled inline and
 * kept outside the React root: in that situation the stylesheet and the bundle do not load.
 */
function baseBanner(baseUrl: string): string {
  const style =
    'margin:0;padding:12px 16px;background:#fff3cd;color:#3d2c00;border-bottom:2px solid #a36b00;font:16px/1.5 system-ui,sans-serif';
  return `<div id="${BASE_BANNER_ID}" role="alert" hidden style="${style}"><strong>This site is served at the wrong path.</strong> It was built for the base path <code>${escapeHtml(baseUrl)}</code>, but this page is at <code data-served-at></code>, so its styles, scripts and links will not load. Serve the site under <code>${escapeHtml(baseUrl)}</code>, or set <code>baseUrl</code> in <code>portal.config.yaml</code> to the path it is served from and build again.</div>`;
}

export function renderDocument(p: DocumentParts): string {
  return `<!doctype html>
<html lang="${escapeHtml(p.lang)}" dir="${p.dir}" data-theme="${p.theme}" class="no-js" ${ENTRY_ATTRIBUTE}="${escapeHtml(p.jsHref)}"${Object.entries(
    headScriptAttributes(p.headScript),
  )
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('')}>
<head>
<meta charset="utf-8">${p.csp ? `\n<meta http-equiv="Content-Security-Policy" content="${escapeHtml(p.csp)}">` : ''}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.meta.title)}</title>
<script>${HEAD_SCRIPT}</script>
${metaTags(p.meta, p.siteTitle)}
${styles(p)}${p.faviconHref ? `\n<link rel="icon" href="${escapeHtml(p.faviconHref)}">` : ''}
<link rel="modulepreload" href="${escapeHtml(p.jsHref)}">
</head>
<body>
${baseBanner(p.baseUrl)}
<div id="${ROOT_ID}">${p.body}</div>
<script type="application/json" id="${DATA_ID}">${p.pageData}</script>${p.tail ?? ''}
</body>
</html>
`;
}
