import type { SiteData } from '../../model/graph.ts';
import { ANNOUNCEMENT_STORAGE_KEY } from '../../templates/head-script.ts';
import { wireColorMode } from './color-mode.ts';
import { wireMenus } from './menus.ts';
import { wireNavbarScroll } from './navbar-scroll.ts';
import { applyStylesheet } from './stylesheet.ts';
import type { SafeStorage } from './storage.ts';
import { VERSION_STORAGE_KEY } from '../components/VersionDropdown.tsx';
import type { Translate } from '../i18n/translate.ts';
import { SHELL_IDS } from '../../model/reserved.ts';

export { VERSION_STORAGE_KEY };

/**
 * Shell behaviour that lives outside React state: the site's stylesheet, colour mode, the
 * announcement bar, the version choice, the skip link, menus and the auto-hiding navbar. Listeners sit on the document, so they
 * keep working on every page the reader navigates to.
 */
export function wireShell(doc: Document, site: SiteData, storage: SafeStorage, t: Translate): void {
  const html = doc.documentElement;
  applyStylesheet(doc);
  wireColorMode(doc, site, storage, t);
  wireMenus(doc);
  wireNavbarScroll(doc);

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (target?.closest('[data-announcement-close]') && site.announcementBar) {
      html.setAttribute('data-announcement-dismissed', 'true');
      storage.set(ANNOUNCEMENT_STORAGE_KEY, site.announcementBar.id);
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
}
