import type { BrowserPage } from '../../../model/browser-page.ts';
import { ISLAND, isHydrateWhen, type HydrateWhen } from '../../../model/islands.ts';
import type { ClientRuntime } from '../../client-context.tsx';
import { hold, holds, replay, REPLAYED_EVENTS, type HeldEvent } from './replay.ts';

type HydrateModule = typeof import('./hydrate.tsx');
type IslandHandle = NonNullable<Awaited<ReturnType<HydrateModule['hydrateIsland']>>>;

interface Tracked {
  el: HTMLElement;
  /** waiting: nothing loaded; loading: its code loads; hydrating: React has it; live; failed: stays HTML. */
  status: 'waiting' | 'loading' | 'hydrating' | 'live' | 'failed';
  held: HeldEvent[];
  handle?: IslandHandle;
  /** It left the page while hydrating: its root is unmounted once hydrated (an earlier unmount is an error to React). */
  gone?: boolean;
  /** Stops waiting (its idle callback or visibility observer). */
  stop(): void;
}

export interface Islands {
  /** Finds the islands of the page now shown and hydrates each when its moment comes (model/islands.ts). */
  scan(page: BrowserPage): void;
  /**
   * The next page's markup is about to replace part of this one: each island there that is kept
   * (ISLAND.keep) and live here is put in its place, with the next page's props.
   */
  carry(into: Element, page: BrowserPage): void;
  /** Unmounts the islands whose element left the document. */
  sweep(): void;
}

const SELECTOR = `[${ISLAND.hydrate}][${ISLAND.id}]`;

/**
 * The islands scheduler: plain DOM code in the entry, so a page loads React only when one of its
 * islands is needed. It decides when each island is hydrated (load, idle, visible, first
 * interaction), keeps the reader's presses inside an island that is not live yet for it
 * (replay.ts), and loads the hydrating code (hydrate.tsx, with React) on first use.
 */
export function createIslands(doc: Document, runtime: ClientRuntime): Islands {
  const win = doc.defaultView as Window;
  const tracked = new Map<Element, Tracked>();
  let page: BrowserPage | undefined;
  let hydrator: Promise<HydrateModule> | undefined;

  const islandOf = (target: EventTarget | null): Tracked | undefined => {
    const el = (target as Element | null)?.closest?.(SELECTOR);
    return el ? tracked.get(el) : undefined;
  };

  const start = (t: Tracked) => {
    if (t.status !== 'waiting' || !page) return;
    t.status = 'loading';
    t.stop();
    const pending = (hydrator ??= import('./hydrate.tsx'));
    // The code could not be fetched: the next island tries again.
    pending.catch(() => (hydrator = undefined));
    pending
      .then((m) =>
        m.hydrateIsland(t.el, {
          page: page as BrowserPage,
          runtime,
          onRoot: () => void (t.status = 'hydrating'),
          wanted: () => !t.gone,
          onLive: () => {
            if (t.status === 'live') return;
            t.status = 'live';
            t.el.setAttribute(ISLAND.hydrated, '');
            // After React has finished the commit the effects ran in.
            win.setTimeout(() => (t.gone ? t.handle?.unmount() : replay(t.held.splice(0))));
          },
        }),
      )
      .then((handle) => {
        if (!handle) throw new Error(`Nothing renders the island ${t.el.getAttribute(ISLAND.name) ?? ''}.`);
        t.handle = handle;
      })
      .catch((error: unknown) => {
        t.status = 'failed';
        console.error('A part of the page could not be made interactive; it stays as it was rendered.', error);
        // The reader's presses still count: their default actions (a link, a <details>) happen now.
        replay(t.held.splice(0));
      });
  };

  const visible =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const e of entries) {
              const t = e.isIntersecting ? tracked.get(e.target) : undefined;
              if (t) start(t);
            }
          },
          { rootMargin: '200px 0px' },
        )
      : undefined;

  const wait = (t: Tracked, when: HydrateWhen) => {
    if (when === 'load') queueMicrotask(() => start(t));
    else if (when === 'idle') {
      // `typeof`, not truthiness: where the browser has none, an element with that id would be found instead.
      const id =
        typeof win.requestIdleCallback === 'function'
          ? win.requestIdleCallback(() => start(t), { timeout: 2000 })
          : win.setTimeout(() => start(t), 200);
      t.stop = () => (typeof win.cancelIdleCallback === 'function' ? win.cancelIdleCallback(id) : win.clearTimeout(id));
    } else if (when === 'visible' && visible) {
      visible.observe(t.el);
      t.stop = () => visible.unobserve(t.el);
    } else if (when === 'visible') queueMicrotask(() => start(t));
  };

  const forget = (t: Tracked) => {
    t.stop();
    t.gone = true;
    if (t.status === 'live') t.handle?.unmount();
    tracked.delete(t.el);
  };

  // Presses in an island that is not live: recorded for it, and its hydration starts now.
  for (const type of REPLAYED_EVENTS) {
    doc.addEventListener(
      type,
      (event) => {
        const t = islandOf(event.target);
        if (!t || (t.status !== 'waiting' && t.status !== 'loading')) return;
        if (holds(event)) t.held.push(hold(event));
        start(t);
      },
      true,
    );
  }
  // Reaching for an island: pointing at it, focusing into it, touching it.
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    doc.addEventListener(
      type,
      (event) => {
        const t = islandOf(event.target);
        if (t?.status === 'waiting' && t.el.getAttribute(ISLAND.hydrate) === 'interaction') start(t);
      },
      { capture: true, passive: true },
    );
  }

  return {
    scan(next) {
      page = next;
      for (const el of doc.querySelectorAll<HTMLElement>(SELECTOR)) {
        if (tracked.has(el)) continue;
        const t: Tracked = { el, status: 'waiting', held: [], stop: () => undefined };
        tracked.set(el, t);
        const when = el.getAttribute(ISLAND.hydrate);
        wait(t, isHydrateWhen(when) ? when : 'interaction');
      }
    },
    carry(into, next) {
      const incoming = [...(into.matches(`[${ISLAND.keep}]`) ? [into] : []), ...into.querySelectorAll(`[${ISLAND.keep}]`)];
      for (const el of incoming) {
        const same = [...tracked.values()].find(
          (t) =>
            t.status === 'live' &&
            t.handle &&
            t.el.getAttribute(ISLAND.name) === el.getAttribute(ISLAND.name) &&
            t.el.getAttribute(ISLAND.keep) === el.getAttribute(ISLAND.keep),
        );
        if (!same?.handle) continue;
        const props = el.getAttribute(ISLAND.props) ?? '{}';
        el.replaceWith(same.el);
        same.el.setAttribute(ISLAND.props, props);
        void same.handle.update(next, props);
      }
    },
    sweep() {
      for (const t of [...tracked.values()]) if (!t.el.isConnected) forget(t);
    },
  };
}
