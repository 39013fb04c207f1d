import type { Translate } from '../../i18n/translate.ts';

/** The boxes content scrolls sideways in: tables (core/markdown/features/tables), diagrams, code. */
const SCROLLERS = '.table-scroll, .mermaid-diagram, .code-block > pre';

type Kind = 'table' | 'diagram' | 'code';

const kindOf = (el: Element): Kind => (el.classList.contains('table-scroll') ? 'table' : el.classList.contains('mermaid-diagram') ? 'diagram' : 'code');

/** Whether a box has more to show sideways than its width. */
export function overflows(el: Element): boolean {
  return el.scrollWidth > el.clientWidth + 1;
}

/** Names that repeat get a number, so no two regions of a page share one: "Table: Usage", "Table: Usage (2)". */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
}

/** A heading's words, without its "#" link. */
const headingText = (h: Element) =>
  [...h.childNodes]
    .filter((n) => !(n.nodeType === Node.ELEMENT_NODE && (n as Element).classList.contains('hash-link')))
    .map((n) => n.textContent)
    .join('')
    .trim();

/** What the box shows, in a few words: a table's caption or a code block's title, else the heading it is under. */
function context(el: Element, headings: readonly Element[]): string {
  const own = el.querySelector(':scope > table > caption')?.textContent ?? el.parentElement?.querySelector(':scope > .code-title')?.textContent;
  if (own?.trim()) return own.trim();
  let under: Element | undefined;
  for (const h of headings) if (h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) under = h;
  return under ? headingText(under) : el.ownerDocument.title;
}

function regionName(kind: Kind, about: string, t: Translate): string {
  if (kind === 'table') return t('portal.scrollRegion.table', 'Table: {context}', { context: about });
  if (kind === 'diagram') return t('portal.scrollRegion.diagram', 'Diagram: {context}', { context: about });
  return t('portal.scrollRegion.code', 'Code: {context}', { context: about });
}

/**
 * Makes each box that scrolls sideways reachable and named for keyboard and screen-reader readers
 * (WCAG 2.1.1; axe's scrollable-region-focusable): while it overflows it is a region with a name
 * of its own ("Table: Parameters") and a tab stop, so the arrow keys scroll it; a box that fits
 * is left alone, and gets back what it had when it stops overflowing (a code block keeps the tab
 * stop its markup always has). Sizes change with the window, fonts and drawn diagrams, so each box
 * is watched. Returns the function to run after each page is shown.
 */
export function createScrollRegions(doc: Document, t: Translate): () => void {
  const win = doc.defaultView;
  /** The boxes this made focusable (the others had their tab stop already). */
  const focusable = new WeakSet<Element>();
  const watched = new WeakSet<Element>();
  let frame = 0;
  const update = () => {
    frame = 0;
    const boxes = [...doc.querySelectorAll<HTMLElement>(SCROLLERS)].filter((el) => el.closest('main'));
    const scrolling = boxes.filter(overflows);
    const headings = [...doc.querySelectorAll('main :is(h1, h2, h3, h4, h5, h6)')];
    const names = uniqueNames(scrolling.map((el) => regionName(kindOf(el), context(el, headings), t)));
    scrolling.forEach((el, i) => {
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', names[i] ?? '');
      if (!el.hasAttribute('tabindex')) {
        el.tabIndex = 0;
        focusable.add(el);
      }
    });
    for (const el of boxes) {
      if (scrolling.includes(el) || el.getAttribute('role') !== 'region') continue;
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
      if (focusable.delete(el)) el.removeAttribute('tabindex');
    }
  };
  const schedule = () => {
    if (!frame && win) frame = win.requestAnimationFrame(update);
  };
  const observer = win && 'ResizeObserver' in win ? new win.ResizeObserver(schedule) : undefined;
  return () => {
    for (const el of doc.querySelectorAll(SCROLLERS)) {
      if (watched.has(el)) continue;
      watched.add(el);
      // The box's own size (the window, the column) and its content's (a diagram drawn in it).
      observer?.observe(el);
      if (el.firstElementChild) observer?.observe(el.firstElementChild);
    }
    update();
  };
}
