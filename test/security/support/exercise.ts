/**
 * Runs in the page (page.evaluate): every element of the document (or of one part of it) is
 * hovered, pressed, focused and clicked, details are toggled, and every event an inline handler on
 * it names (`onerror`, `ontoggle`, `onbegin`...) is fired at it, so a handler or a `javascript:`
 * link that survived the build would run. (An inline handler runs only for its own event type:
 * firing that type is what a reader's action would do. Firing all seventy types at every element
 * costs seconds per page in React's root listeners and finds nothing more.) Returns how many
 * elements it touched. Self-contained: it is serialised into the page.
 */
export function exerciseEveryElement(rootSelector: string | null): number {
  const always = ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'pointerdown', 'mousedown', 'pointerup', 'mouseup', 'focusin'];
  const root = rootSelector === null ? null : document.querySelector(rootSelector);
  const elements = root ? [root, ...root.querySelectorAll('*')] : [...document.querySelectorAll('*')];
  const fire = (element: Element, type: string) => {
    try {
      element.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
    } catch {
      // A handler that throws is not a payload that ran; the dialog and sentinel say that.
    }
  };
  for (const element of elements) {
    for (const type of always) fire(element, type);
    for (const name of element.getAttributeNames()) if (/^on/i.test(name)) fire(element, name.slice(2).toLowerCase());
    const el = element as HTMLElement;
    try {
      el.focus?.();
      if (el instanceof HTMLDetailsElement) el.open = !el.open;
      el.click?.();
    } catch {
      // As above.
    }
  }
  return elements.length;
}

/** Init script of every page and frame: a sentinel payloads can set, and clicks that would leave the page kept on it (`javascript:` links still run). */
export const GUARD_SCRIPT = `
  window.__pwned = 0;
  document.addEventListener('click', function (event) {
    var t = event.target;
    var link = t && t.closest ? t.closest('a[href], area[href]') : null;
    if (link && link.protocol !== 'javascript:' && !link.hasAttribute('data-security-nav')) event.preventDefault();
  }, true);
  window.open = function () { window.__opened = (window.__opened || 0) + 1; return null; };
`;
