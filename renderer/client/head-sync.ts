/**
 * The <head> elements that describe one page (SPEC §2: title, description, keywords, social
 * metadata, canonical URL, the page in other languages, its markdown twin). The rest of <head>
 * (charset, viewport, policy, stylesheet, scripts, feeds) is the same on every page of a build.
 */
const PAGE_HEAD =
  'meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"], link[rel="alternate"][hreflang], link[rel="alternate"][type="text/markdown"]';

/**
 * Makes <head> describe the page now shown, exactly as the server wrote it for that page: its
 * elements are copied from the page's fetched HTML. Returns the title (for the route announcer).
 */
export function syncHead(doc: Document, next: Document): string {
  doc.title = next.title;
  for (const old of doc.head.querySelectorAll(PAGE_HEAD)) old.remove();
  for (const tag of next.head.querySelectorAll(PAGE_HEAD)) doc.head.append(doc.importNode(tag, true));
  return next.title;
}
