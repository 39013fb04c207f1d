/**
 * What the reader does inside an island before it is hydrated is handed to it once it is live,
 * not lost. The presses (pointer, mouse, keys and the click they make) are recorded; once the
 * island's React root is live they are dispatched again, in order, on the same elements, so its
 * handlers see them (a tab that listens to mousedown, a button to click, a list to arrow keys).
 *
 * Only the click is held back (its default action prevented, and done by the replayed click):
 * done twice, a click would toggle a <details> or a checkbox back. Presses keep their defaults, so
 * focus moves and keys type at once. A click on a link to another page is not held: the page is
 * leaving, and the link works without the island.
 */
export const REPLAYED_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keyup'] as const;

export interface HeldEvent {
  target: EventTarget;
  event: Event;
}

/** Whether this event, inside an island not yet live, is recorded (and, for a click, held back). */
export function holds(event: Event): boolean {
  // Tab has moved the focus already; a handler would move it a second time.
  if (event instanceof KeyboardEvent) return event.key !== 'Tab';
  if (event.type !== 'click') return true;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return true;
  // A link to a place on this page (or a link-styled control, `href="#"`) is the island's to handle.
  return link.pathname === link.ownerDocument.location.pathname && link.search === link.ownerDocument.location.search && link.hash !== '';
}

/** Records the event; a click's default action waits for the replay. */
export function hold(event: Event): HeldEvent {
  if (event.type === 'click') event.preventDefault();
  return { target: event.target as EventTarget, event };
}

/** A new event of the same kind and with the same details (keys, buttons, position, pointer). */
function copy(event: Event): Event {
  const Kind = event.constructor as new (type: string, init: EventInit) => Event;
  // An event object reads as its own init dictionary: every field it has is copied.
  return new Kind(event.type, event as unknown as EventInit);
}

/** Dispatches the held events again on their elements, in order; elements the island replaced are skipped. */
export function replay(held: readonly HeldEvent[]): void {
  for (const { target, event } of held) {
    if (target instanceof Node && !target.isConnected) continue;
    target.dispatchEvent(copy(event));
  }
}
