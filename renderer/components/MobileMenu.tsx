import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useClient } from '../client-context.tsx';
import { usePage } from '../context.tsx';
import { MenuIcon } from './icons.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useT } from '../i18n/use-t.ts';

/**
 * The menu under 996 px: a <details>, so it opens and closes even without JavaScript. In the
 * browser it also holds the page's docs sidebar (drawn only while open, so pages do not carry the
 * sidebar twice), closes on navigation, and the client adds Escape, outside click and a focus
 * trap (renderer/client/menus.ts).
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const { sidebar, route } = usePage();
  const client = useClient();
  const t = useT();
  const [open, setOpen] = useState(false);
  /** Where the navbar ends when the menu opens: the panel starts there. */
  const [top, setTop] = useState<number | undefined>(undefined);
  useEffect(() => setOpen(false), [route.path]);
  const onToggle = (details: HTMLDetailsElement) => {
    if (details.open) setTop(details.closest('[data-navbar]')?.getBoundingClientRect().bottom);
    setOpen(details.open);
  };
  const style = top === undefined ? undefined : ({ '--menu-top': `${top}px` } as CSSProperties);
  return (
    <details className="navbar-mobile" data-mobile-menu="" open={open} style={style} onToggle={(e) => onToggle(e.currentTarget)}>
      <summary className="navbar-mobile-toggle" aria-label={t('portal.navbar.menu', 'Navigation menu')}>
        <MenuIcon />
      </summary>
      <div className="navbar-mobile-backdrop" data-menu-backdrop="" aria-hidden="true" />
      <div className="navbar-mobile-panel">
        {children}
        {open && client && sidebar ? <Sidebar items={sidebar} active={route.path} label={t('portal.sidebar.menuLabel', 'Docs sidebar (menu)')} /> : null}
      </div>
    </details>
  );
}
