import type { HeadMeta } from '../../templates/document.ts';
import type { PageContext } from '../context.tsx';
import { headMeta } from '../head-meta.ts';

/** `name`/`property` meta tags and their content (undefined removes the tag). */
function metaEntries(m: HeadMeta): [attr: 'name' | 'property', key: string, value: string | undefined][] {
  return [
    ['name', 'description', m.description],
    ['name', 'keywords', m.keywords.length > 0 ? m.keywords.join(',') : undefined],
    ['property', 'og:title', m.title],
    ['property', 'og:description', m.description],
    ['property', 'og:type', m.type],
    ['property', 'og:url', m.canonical],
    ['property', 'og:image', m.image],
    ['name', 'twitter:card', m.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:image', m.image],
    ['name', 'robots', m.noindex ? 'noindex' : undefined],
  ];
}

/**
 * Makes <head> describe the page now shown, as the server wrote it for that page (SPEC §2). Loaded
 * with the first navigation (nothing needs it before), so it costs the first page view nothing.
 */
export function syncHead(doc: Document, meta: HeadMeta): void {
  doc.title = meta.title;
  for (const [attr, key, value] of metaEntries(meta)) {
    let tag = doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (value === undefined) {
      tag?.remove();
      continue;
    }
    if (!tag) {
      tag = doc.createElement('meta');
      tag.setAttribute(attr, key);
      doc.head.append(tag);
    }
    tag.content = value;
  }
  const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = meta.canonical;
  // The page's addresses in the other languages change with the page.
  for (const link of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const l of meta.languages ?? []) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = l.hreflang;
    link.href = l.href;
    doc.head.append(link);
  }
  // Feeds are the same on every page; only the markdown twin changes with the page.
  const twin = meta.alternates?.find((a) => a.type === 'text/markdown');
  let twinLink = doc.head.querySelector<HTMLLinkElement>('link[rel="alternate"][type="text/markdown"]');
  if (!twin) twinLink?.remove();
  else {
    if (!twinLink) {
      twinLink = doc.createElement('link');
      twinLink.rel = 'alternate';
      twinLink.type = 'text/markdown';
      doc.head.append(twinLink);
    }
    twinLink.href = twin.href;
    twinLink.title = twin.title;
  }
}

/**
 * The head of `page`, as the server writes it; returns its title (for the route announcer).
 * @public: entry.tsx imports it lazily.
 */
export function syncPageHead(doc: Document, page: PageContext): string {
  const meta = headMeta(page);
  syncHead(doc, meta);
  return meta.title;
}
