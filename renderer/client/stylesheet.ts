import { STYLESHEET_ATTRIBUTE } from '../../templates/document.ts';

/**
 * Applies the site's whole stylesheet once it has loaded. A page carries its first paint's CSS
 * inline and names the stylesheet with `media="print"`, which the browser fetches without
 * holding the paint back (templates/document.ts). Applied after the inline CSS it gives every
 * element the same style (core/theme/page-css.ts), so nothing moves; it is there for the pages
 * client navigation leads to, whose markup may need more (an API page after a docs page).
 */
export function applyStylesheet(doc: Document): void {
  const link = doc.head.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][${STYLESHEET_ATTRIBUTE}]`);
  if (!link || link.media === 'all') return;
  const apply = () => void (link.media = 'all');
  if (link.sheet) apply();
  else link.addEventListener('load', apply, { once: true });
}
