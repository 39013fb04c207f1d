import { ANNOUNCEMENT_STORAGE_KEY, THEME_STORAGE_KEY } from '../../templates/head-script.ts';
import type { PageContext } from '../context.tsx';
import { safeStorage } from './storage.ts';

/** DOM behaviour of the shell that needs no React state: colour mode and the announcement bar. */
export function wireShell(doc: Document, page: PageContext): void {
  const win = doc.defaultView;
  if (!win) return;
  const storage = safeStorage(win);
  const html = doc.documentElement;

  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (target?.closest('[data-color-mode-toggle]')) {
      const next = html.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      html.setAttribute('data-theme', next);
      storage.set(THEME_STORAGE_KEY, next);
    }
    if (target?.closest('[data-announcement-close]') && page.site.announcementBar) {
      html.setAttribute('data-announcement-dismissed', 'true');
      storage.set(ANNOUNCEMENT_STORAGE_KEY, page.site.announcementBar.id);
    }
  });

  // Another tab changed the colour mode: follow it.
  win.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY && (event.newValue === 'light' || event.newValue === 'dark')) html.setAttribute('data-theme', event.newValue);
  });
}
