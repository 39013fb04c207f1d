/** The HTML document around a rendered page. Kept as a template function: no React in <head>. */

export interface HeadMeta {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  image?: string;
  noindex?: boolean;
  type: 'website' | 'article';
}

export interface DocumentParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  theme: 'light' | 'dark';
  meta: HeadMeta;
  siteTitle: string;
  cssHref: string;
  jsHref: string;
  faviconHref?: string;
  headScript: string;
  body: string;
  /** JSON the client hydrates from (already escaped for a script element). */
  pageData: string;
  /** Extra markup before </body> (the dev server's reload script). */
  tail?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON inside <script> must not be able to close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
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
  ];
  return tags.filter(Boolean).join('\n');
}

export function renderDocument(p: DocumentParts): string {
  return `<!doctype html>
<html lang="${escapeHtml(p.lang)}" dir="${p.dir}" data-theme="${p.theme}" class="no-js">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.meta.title)}</title>
<script>${p.headScript}</script>
${metaTags(p.meta, p.siteTitle)}
<link rel="stylesheet" href="${escapeHtml(p.cssHref)}">${p.faviconHref ? `\n<link rel="icon" href="${escapeHtml(p.faviconHref)}">` : ''}
<script type="module" src="${escapeHtml(p.jsHref)}"></script>
</head>
<body>
<div id="__portal">${p.body}</div>
<script type="application/json" id="__portal-data">${p.pageData}</script>${p.tail ?? ''}
</body>
</html>
`;
}
