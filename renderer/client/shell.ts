import type { BrowserSite } from '../../model/browser-page.ts';
import { ANNOUNCEMENT_STORAGE_KEY } from '../../templates/head-script.ts';
import { wireColorMode } from './color-mode.ts';
import { wireMenus } from './menus.ts';
import { wireNavbarScroll } from './navbar-scroll.ts';
import { applyStylesheet } from './stylesheet.ts';
import { VERSION_STORAGE_KEY, type SafeStorage } from './storage.ts';
import type { Translate } from '../i18n/translate.ts';
import { SHELL_IDS } from '../../model/reserved.ts';
import { isMac } from './platform.ts';

/**
 * The shell's behaviour, none of it React: the site's stylesheet, colour mode, the announcement
 * bar, the version choice, the skip link, menus, the auto-hiding navbar and the search shortcut.
 * Listeners sit on the document, so they keep working on every page the reader navigates to.
 * Returns what to run after a navigation put parts of the next page's shell in place (the colour
 * toggle's label, the search hint).
 */
export function wireShell(doc: Document, site: BrowserSite, storage: SafeStorage, t: Translate): () => void {
  const html = doc.documentElement;
  applyStylesheet(doc);
  const colorMode = wireColorMode(doc, site, storage, t);
  wireMenus(doc);
  wireNavbarScroll(doc);

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (target?.closest('[data-announcement-close]') && site.announcementId !== null) {
      html.setAttribute('data-announcement-dismissed', 'true');
      storage.set(ANNOUNCEMENT_STORAGE_KEY, site.announcementId);
    }
    // The version chosen in the version menu, by name (`1.0`, `current`).
    const version = target?.closest(`[data-dropdown="${VERSION_STORAGE_KEY}"] a[data-value]`);
    const name = version?.getAttribute('data-value');
    if (name) storage.set(VERSION_STORAGE_KEY, name);
    // The skip link moves the keyboard focus too, not only the scroll position.
    if (target?.closest('.skip-link')) {
      const main = doc.getElementById(SHELL_IDS.main);
      if (main) {
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }
    }
  });

  // The search box's hint names the Mac's key before the box's island is live.
  const hint = () => {
    if (!isMac(navigator)) return;
    for (const kbd of doc.querySelectorAll('.search-hint')) if (kbd.textContent !== '⌘ K') kbd.textContent = '⌘ K';
  };
  hint();
  // Ctrl+K / Cmd+K: to the search box, whose island then wakes up (its focus is an interaction).
  doc.addEventListener('keydown', (event) => {
    if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
    const input = [...doc.querySelectorAll<HTMLInputElement>('[data-search-input]')].find((i) => i.getClientRects().length > 0);
    if (!input) return;
    event.preventDefault();
    input.focus();
  });
  return () => {
    colorMode();
    hint();
  };
}
