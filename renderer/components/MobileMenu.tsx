import type { ReactNode } from 'react';
import { MenuIcon } from './icons.tsx';
import { MenuSidebar } from '../islands/shell-islands.tsx';
import { useT } from '../i18n/use-t.ts';

/**
 * The menu under 996 px: a <details>, so it opens and closes even without JavaScript. The client
 * adds Escape, outside click, a focus trap, closing on navigation and the panel's place under the
 * navbar (renderer/client/menus.ts). The page's docs sidebar is an island inside it, drawn when
 * the menu is opened, so pages do not carry the sidebar twice.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <details className="navbar-mobile" data-mobile-menu="">
      <summary className="navbar-mobile-toggle" aria-label={t('portal.navbar.menu', 'Navigation menu')}>
        <MenuIcon />
      </summary>
      <div className="navbar-mobile-backdrop" data-menu-backdrop="" aria-hidden="true" />
      <div className="navbar-mobile-panel">
        {children}
        <MenuSidebar />
      </div>
    </details>
  );
}
