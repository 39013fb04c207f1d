/**
 * The one rule for every URL that comes from content or config (markdown and raw HTML, frontmatter,
 * authors, navbar and footer items, the announcement bar, OpenAPI specs, feeds): a link may go to
 * the web (`http:`, `https:`), start a mail or a call (`mailto:`, `tel:`), or be a path on the site.
 * Anything else (`javascript:`, `data:`, `vbscript:`, `file:`, ...) is refused, so the compiler can
 * drop it with a warning and the renderer can refuse it again. It is small and has no dependencies:
 * the client bundle uses it too.
 */

/** Schemes a link may use. */
export const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
/** Schemes an image, video, audio, frame or quote source may use. */
export const SOURCE_SCHEMES: readonly string[] = ['http', 'https'];

/** A few named character references that spell the characters of a scheme (`javascript&colon;`). */
const NAMED: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  period: '.',
  lpar: '(',
  rpar: ')',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
};

/**
 * The URL as a browser reads its scheme: character references decoded (a value that reaches HTML
 * unescaped would be decoded by the parser), tabs and line breaks removed anywhere and control
 * characters and spaces trimmed at both ends (the URL parser does both).
 */
export function normalizeUrl(value: string): string {
  const decoded = value.replace(
    /&(?:#(?:x([0-9a-f]+)|(\d+));?|([a-z]+);)/gi,
    (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED[name.toLowerCase()] ?? whole;
      const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    },
  );
  return decoded
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\u0000-\u0020]+$/g, '');
}

/** The scheme of a URL in lower case (`http`, `javascript`), or undefined for a path or a `//host` URL. */
export function urlScheme(value: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(normalizeUrl(value))?.[1]?.toLowerCase();
}

/**
 * Why a URL may not be used, or undefined when it may: the scheme it has, if that is not one of
 * `schemes`. Paths (`/docs/x`, `../x.png`, `#id`, `?q`) and `//host/x` (the page's own scheme) pass.
 * The value is judged as written and as decoded: either one with a bad scheme is refused.
 */
export function unsafeUrlReason(value: string, schemes: readonly string[] = LINK_SCHEMES): string | undefined {
  for (const form of [value, normalizeUrl(value)]) {
    const scheme = urlScheme(form);
    if (scheme !== undefined && !schemes.includes(scheme)) return `the ${scheme}: scheme`;
  }
  return undefined;
}

/** An image source: a web URL or a path on the site. */
export function unsafeImageReason(value: string): string | undefined {
  return unsafeUrlReason(value, SOURCE_SCHEMES);
}

export function isSafeUrl(value: string, schemes: readonly string[] = LINK_SCHEMES): boolean {
  return unsafeUrlReason(value, schemes) === undefined;
}

/** The URL when it may be used, else undefined: the renderer's last check before an href or src. */
export function safeUrl(value: string | undefined, schemes: readonly string[] = LINK_SCHEMES): string | undefined {
  return value !== undefined && isSafeUrl(value, schemes) ? value : undefined;
}

/**
 * The URLs of a `srcset` list (`a.png 1x, b.png 2x`), split as the HTML standard splits them: a URL
 * runs to the next white space, a comma at its end ends the candidate, and descriptors run to the
 * next comma outside parentheses.
 */
export function srcsetUrls(value: string): string[] {
  return srcsetCandidates(value).map((c) => c.url);
}

/** The candidates of a srcset, each URL with its descriptor (`2x`, `640w`, or empty), as the HTML standard splits them. */
export function srcsetCandidates(value: string): { url: string; descriptor: string }[] {
  const out: { url: string; descriptor: string }[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value.charAt(i))) i++;
    if (i >= value.length) break;
    let end = i;
    while (end < value.length && !/\s/.test(value.charAt(end))) end++;
    const url = value.slice(i, end);
    i = end;
    if (url.endsWith(',')) {
      out.push({ url: url.replace(/,+$/, ''), descriptor: '' });
      continue;
    }
    const from = i;
    let depth = 0;
    for (; i < value.length; i++) {
      const c = value.charAt(i);
      if (c === '(') depth++;
      else if (c === ')') depth = Math.max(0, depth - 1);
      else if (c === ',' && depth === 0) break;
    }
    out.push({ url, descriptor: value.slice(from, i).trim() });
  }
  return out.filter((c) => c.url !== '');
}
