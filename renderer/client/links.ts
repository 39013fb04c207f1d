import type { Router } from './router.ts';
import { isPlainClick } from './route-url.ts';

/** Clicks on in-site links navigate without a reload; every other click is the browser's. */
export function wireLinks(doc: Document, router: Router): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.closest('[data-no-client-nav]')) return;
    const plain = isPlainClick({
      button: event.button,
      modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
      defaultPrevented: event.defaultPrevented,
      target: link.target,
      download: link.hasAttribute('download'),
    });
    if (plain && router.navigate(link.href)) event.preventDefault();
  });
}

/** A polite live region that tells screen readers which page a navigation opened. */
export function createAnnouncer(doc: Document): (text: string) => void {
  const region = doc.createElement('p');
  region.className = 'visually-hidden';
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('data-route-announcer', '');
  doc.body.append(region);
  return (text) => {
    region.textContent = text;
  };
}
