/** Where the reader is on the page, as the section spy measures it (CSS pixels of the window). */
export interface ReadingPosition {
  /** A heading at or above this line (from the window's top) has been reached. */
  line: number;
  /** The window's height. */
  height: number;
  /** Scrolled down as far as the page goes (and not a page that fits the window). */
  atBottom: boolean;
}

/**
 * The section being read, from the tops of its headings (or sections) relative to the window, in
 * page order: the last one that has reached the reading line; none above the first (the reader is
 * at the top of the page, in its introduction). At the end of the page, where the last sections
 * can never reach the line, the last one in the window. -1 for none.
 */
export function activeSection(tops: readonly number[], { line, height, atBottom }: ReadingPosition): number {
  let active = -1;
  tops.forEach((top, i) => {
    if (top <= line || (atBottom && top < height)) active = i;
  });
  return active;
}

export interface SpyTarget {
  /** The heading or section whose position is measured. */
  target: Element;
  /** The links that mark it while it is being read (a column and a collapsed list, say). */
  links: HTMLElement[];
}

export interface SectionSpyOptions {
  /** The targets and their links, found again after each navigation (`refresh`). */
  collect: () => SpyTarget[];
  /** A class set on the marked links besides `aria-current` (the TOC's `active`). */
  activeClass?: string;
  /** Called with the newly marked links, e.g. to keep one in view in a scrolling column. */
  onMark?: (links: HTMLElement[]) => void;
  /** False once the spy's page is gone (client navigation replaced it): the spy then stops. */
  alive?: () => boolean;
}

export interface SectionSpy {
  /** Finds the targets again (a new page) and marks the section in view. */
  refresh(): void;
  /** Stops listening. */
  stop(): void;
}

/** The reading line: just below where a jump to a heading puts it (the page's scroll-padding-top). */
function readingPosition(win: Window): ReadingPosition {
  const doc = win.document.documentElement;
  const padding = parseFloat(win.getComputedStyle(doc).scrollPaddingTop) || 0;
  return {
    line: padding + 8,
    height: win.innerHeight,
    atBottom: win.scrollY > 0 && win.scrollY + win.innerHeight >= doc.scrollHeight - 2,
  };
}

/**
 * Marks the links of the section being read with `aria-current="location"` (and `activeClass`),
 * measuring on scroll and resize, at most once a frame. Every link the spy collected that is not
 * the current section's is unmarked, so none keeps an old mark (back at the top, none is marked).
 */
export function createSectionSpy(win: Window, { collect, activeClass, onMark, alive }: SectionSpyOptions): SectionSpy {
  let targets: SpyTarget[] = [];
  let current: SpyTarget | undefined;
  let frame = 0;
  const mark = (link: HTMLElement, on: boolean) => {
    if (on) link.setAttribute('aria-current', 'location');
    else link.removeAttribute('aria-current');
    if (activeClass) link.classList.toggle(activeClass, on);
  };
  const update = () => {
    frame = 0;
    if (alive && !alive()) return stop();
    const index = activeSection(
      targets.map((t) => t.target.getBoundingClientRect().top),
      readingPosition(win),
    );
    const next = targets[index];
    for (const t of targets) for (const link of t.links) mark(link, t === next);
    if (next && next !== current) onMark?.(next.links);
    current = next;
  };
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(update);
  };
  const stop = () => {
    win.removeEventListener('scroll', schedule);
    win.removeEventListener('resize', schedule);
    if (frame) win.cancelAnimationFrame(frame);
  };
  win.addEventListener('scroll', schedule, { passive: true });
  win.addEventListener('resize', schedule, { passive: true });
  return {
    refresh() {
      // Links left from the page before lose their mark with it.
      for (const t of targets) for (const link of t.links) if (link.isConnected) mark(link, false);
      targets = collect();
      current = undefined;
      update();
    },
    stop,
  };
}

/** Scrolls a column (the TOC's, the API nav's) so the link shows, without moving the page. */
export function keepInColumn(column: HTMLElement, link: HTMLElement): void {
  const top = link.getBoundingClientRect().top - column.getBoundingClientRect().top + column.scrollTop;
  if (top < column.scrollTop || top > column.scrollTop + column.clientHeight - link.offsetHeight)
    column.scrollTop = top - column.clientHeight / 3;
}
