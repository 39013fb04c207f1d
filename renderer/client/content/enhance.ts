import type { SafeStorage } from '../storage.ts';
import { addCopyButtons } from './copy-code.ts';
import { createTocSpy } from '../toc-spy.ts';
import { createScrollRegions } from './scroll-regions.ts';
import type { Translate } from '../../i18n/translate.ts';

type TabsModule = typeof import('./tabs.ts');
type DiagramsModule = typeof import('./mermaid.ts');

/**
 * The widgets inside prerendered content: copy buttons, tabs, diagrams, boxes that scroll sideways
 * made reachable (scroll-regions.ts), and the TOC's mark of the section being read. Returns the function to run after each render of a page, before the scroll
 * position is restored; it only touches markup it has not seen. Tabs and mermaid (large) are imported the first time a page has them. Once
 * loaded, tabs are set up and diagrams drawn before (cached SVG) returns, so a page seen before
 * has its final height when Back restores the reader's place on it. Diagrams are drawn again
 * when the colour mode changes, one drawing at a time.
 */
/**
 * Resolves when drawing diagrams no longer competes with the reader: a diagram is near the screen
 * and the browser is idle. Loading mermaid and drawing are long tasks; a page whose diagrams are
 * further down stays responsive while it loads, and the diagrams' source shows until then.
 */
function diagramsNeeded(doc: Document): { ready: Promise<boolean>; cancel: () => void } {
  const win = doc.defaultView;
  let cancel = () => undefined as void;
  const ready = new Promise<boolean>((resolve) => {
    const idle = () => (win && 'requestIdleCallback' in win ? win.requestIdleCallback(() => resolve(true), { timeout: 3000 }) : setTimeout(() => resolve(true), 100));
    if (!win || !('IntersectionObserver' in win)) return void idle();
    const observer = new win.IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        idle();
      },
      { rootMargin: '600px 0px' },
    );
    doc.querySelectorAll('.mermaid-diagram').forEach((box) => observer.observe(box));
    // The reader left the page before its diagrams came near: the next page's wait takes over.
    cancel = () => {
      observer.disconnect();
      resolve(false);
    };
  });
  return { ready, cancel };
}

export function createContentEnhancer(doc: Document, storage: SafeStorage, t: Translate): () => void {
  let queue: Promise<void> | undefined;
  let tabs: TabsModule | undefined;
  let diagrams: DiagramsModule | undefined;
  /** Drawn diagrams (SVG or error markup) by theme, source and place on the page. */
  const drawn = new Map<string, string>();
  let cancelWait: (() => void) | undefined;
  const toc = createTocSpy(doc);
  const regions = createScrollRegions(doc, t);
  const setUpTabs = (m: TabsModule) => doc.querySelectorAll('.markdown').forEach((root) => m.enhanceTabs(root, doc, storage));
  const draw = () => {
    if (!doc.querySelector('.mermaid-diagram')) return;
    if (!queue) new MutationObserver(draw).observe(doc.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    diagrams?.placeCachedDiagrams(doc, drawn);
    cancelWait?.();
    queue = (queue ?? Promise.resolve())
      .then(() => {
        const wait = diagramsNeeded(doc);
        cancelWait = wait.cancel;
        return wait.ready;
      })
      .then((ready) => (ready ? import('./mermaid.ts').then((m) => (diagrams = m).renderDiagrams(doc, drawn, t)) : undefined))
      // A drawn diagram may be wider than the column.
      .then(regions)
      .catch((error: unknown) => console.error('Diagrams could not be drawn:', error));
  };
  return () => {
    for (const root of doc.querySelectorAll('.markdown')) addCopyButtons(root, doc, t);
    if (tabs) setUpTabs(tabs);
    else if (doc.querySelector('.markdown .tabs')) {
      import('./tabs.ts')
        .then((m) => setUpTabs((tabs = m)))
        .catch((error: unknown) => console.error('Tabs could not be set up:', error));
    }
    draw();
    regions();
    toc?.refresh();
  };
}
