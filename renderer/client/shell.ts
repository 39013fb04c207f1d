import type { SiteData } from '../../model/routes.ts';
import { ANNOUNCEMENT_STORAGE_KEY } from '../../templates/head-script.ts';
import { wireColorMode } from './color-mode.ts';
import { wireMenus } from './menus.ts';
import { wireNavbarScroll } from './navbar-scroll.ts';
import type { SafeStorage } from './storage.ts';
import { SHELL_IDS } from '../../model/reserved.ts';

/** Storage key of the docs version the reader picked (one version today: Next). */
export const VERSION_STORAGE_KEY = 'docs-preferred-version';

/**
 * Shell behaviour that lives outside React state: colour mode, the announcement bar, the version
 * choice, the skip link, menus and the auto-hiding navbar. Listeners sit on the document, so they
 * keep working on every page the reader navigates to.
 */
export function wireShell(doc: Document, site: SiteData, storage: SafeStorage): void {
  const html = doc.documentElement;
  wireColorMode(doc, site, storage);
  wireMenus(doc);
  wireNavbarScroll(doc);

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (target?.closest('[data-announcement-close]') && site.announcementBar) {
      html.setAttribute('data-announcement-dismissed', 'true');
      storage.set(ANNOUNCEMENT_STORAGE_KEY, site.announcementBar.id);
    }
    const version = target?.closest(`[data-dropdown="${VERSION_STORAGE_KEY}"] a`);
    if (version?.textContent) storage.set(VERSION_STORAGE_KEY, version.textContent.trim());
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
}
