/**
 * The navbar's <details> menus (dropdowns and the mobile menu): they already open and close
 * without JavaScript; this adds what a menu is expected to do. Escape closes the open one and
 * returns focus to its toggle, a click outside or on a link closes it, a navigation closes them
 * all (closeMenus), and while the mobile menu is open Tab and Shift+Tab stay inside it. The
 * mobile menu's panel starts where the navbar ends, measured when it opens (the announcement bar
 * may be above the navbar, or scrolled away).
 */

const MENUS = 'details.dropdown, details[data-mobile-menu]';

const FOCUSABLE = 'summary, a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function openMenus(doc: Document): HTMLDetailsElement[] {
  return [...doc.querySelectorAll<HTMLDetailsElement>(MENUS)].filter((d) => d.open);
}

/** The elements Tab can reach inside the open menu, in order, leaving out hidden ones. */
function focusables(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Closes every open navbar menu (a navigation happened). */
export function closeMenus(doc: Document): void {
  for (const menu of openMenus(doc)) menu.open = false;
}

export function wireMenus(doc: Document): void {
  // `toggle` does not bubble: listened to on the way down.
  doc.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target as HTMLElement;
      if (!(menu instanceof HTMLDetailsElement) || !menu.open || !menu.hasAttribute('data-mobile-menu')) return;
      const bottom = menu.closest('[data-navbar]')?.getBoundingClientRect().bottom;
      if (bottom !== undefined) menu.style.setProperty('--menu-top', `${bottom}px`);
    },
    true,
  );
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    for (const menu of openMenus(doc)) {
      const inPanel = target && menu.contains(target) && !target.closest('a[href]');
      // The mobile menu's backdrop is inside <details> but outside its panel: a click there closes it.
      const onBackdrop = target?.closest('[data-menu-backdrop]');
      if (!inPanel || onBackdrop) menu.open = false;
    }
  });
  doc.addEventListener('keydown', (event) => {
    const menu = openMenus(doc).at(-1);
    if (!menu) return;
    if (event.key === 'Escape') {
      menu.open = false;
      menu.querySelector('summary')?.focus();
      return;
    }
    if (event.key !== 'Tab' || !menu.hasAttribute('data-mobile-menu')) return;
    const items = focusables(menu);
    const first = items[0];
    const last = items.at(-1);
    const active = doc.activeElement;
    if (!first || !last) return;
    if (event.shiftKey && (active === first || !menu.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !menu.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
}
