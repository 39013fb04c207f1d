/** Scrolled less than this from the top, the navbar always shows. */
const TOP_ZONE = 80;
/** Movement smaller than this (trackpad jitter) changes nothing. */
const THRESHOLD = 8;

/** Whether the navbar hides after a scroll from `previous` to `current` (undefined: leave it as it is). */
export function navbarHidden(previous: number, current: number): boolean | undefined {
  if (current < TOP_ZONE) return false;
  if (Math.abs(current - previous) < THRESHOLD) return undefined;
  return current > previous;
}

/**
 * SPEC §4: the navbar hides while the reader scrolls down and comes back on scroll up. It stays
 * while one of its menus or the search panel is open, or it holds the keyboard focus: a panel
 * that went up with it would float over the page.
 */
export function wireNavbarScroll(doc: Document): void {
  const win = doc.defaultView;
  if (!win) return;
  let last = win.scrollY;
  win.addEventListener(
    'scroll',
    () => {
      // Looked up each time: a navigation may have put the next page's navbar in its place.
      const navbar = doc.querySelector<HTMLElement>('[data-navbar]');
      if (!navbar) return;
      const y = win.scrollY;
      const hide = navbarHidden(last, y);
      if (hide === undefined) return;
      last = y;
      const busy = navbar.contains(doc.activeElement) || navbar.querySelector('details[open], [data-search-panel]') !== null;
      navbar.classList.toggle('navbar-hidden', hide && !busy);
    },
    { passive: true },
  );
}
