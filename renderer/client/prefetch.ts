import { SHELL_IDS } from '../../model/reserved.ts';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** SPEC §9: no prefetching on 2g (or slow-2g) or when the reader asked to save data. */
export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

/** Links worth prefetching: the compiler marks those that lead to no page (core/graph/dead-api-links.ts). */
const LINKS = 'a[href]:not([data-no-prefetch])';

/**
 * Prefetches the data of in-site links when the pointer rests on them, when they get focus, and
 * when they scroll into view (during idle time). Returns a function that observes the links of
 * the page now shown; call it after each navigation.
 */
export function wirePrefetch(doc: Document, prefetch: (href: string) => void): () => void {
  const win = doc.defaultView;
  const connection = (win?.navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!win || !prefetchAllowed(connection)) return () => undefined;
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.(LINKS);
    if (link) prefetch((link as HTMLAnchorElement).href);
  };
  for (const type of ['mouseover', 'focusin', 'touchstart']) doc.addEventListener(type, onIntent, { passive: true });
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  // `typeof`, not truthiness: where the browser has no requestIdleCallback, an element with that id would be found instead.
  const idle = (fn: () => void) =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(fn, { timeout: 2000 }) : win.setTimeout(fn, 200);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      idle(() => prefetch((entry.target as HTMLAnchorElement).href));
    }
  });
  return () => {
    observer.disconnect();
    for (const link of doc.querySelectorAll<HTMLAnchorElement>(`body > #${SHELL_IDS.root} ${LINKS}`)) observer.observe(link);
  };
}
