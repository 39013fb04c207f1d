import { usePage } from '../context.tsx';
import { useT } from '../i18n/use-t.ts';
import { SearchBox } from '../components/SearchBox.tsx';
import { Sidebar } from '../components/Sidebar.tsx';
import { searchScope } from '../../model/search-scope.ts';
import { Island } from './Island.tsx';
import { PORTAL_ISLANDS } from './names.ts';
import { DocsSidebarIsland, MenuSidebarIsland } from './SidebarIsland.tsx';

/**
 * Where the shell's islands sit in the server's render of a page. Each is hydrated only when the
 * reader reaches for it (search, the sidebar) or opens it (the mobile menu's sidebar), so a page
 * loads no React before an interaction; the rest of the shell is HTML with a few listeners
 * (renderer/client/shell.ts).
 */

/** The search box, in the navbar. Its scope (the docs versions searched) is the page's. */
export function SearchIsland() {
  const { site, route } = usePage();
  const scope = searchScope(site, route);
  return (
    <Island
      name={PORTAL_ISLANDS.search}
      component={SearchBox}
      props={scope ? { scope } : {}}
      hydrate="interaction"
      prefix="s-search-"
      keep="search"
    />
  );
}

/**
 * The docs sidebar's column beside a page (the island's own element, so pointing anywhere at the
 * column wakes it): the page's branch in the HTML, the whole tree once live.
 */
export function DocsSidebar() {
  const { sidebar, sidebarFile, route } = usePage();
  const t = useT();
  const attributes = { className: 'docs-sidebar', 'aria-label': t('portal.docs.sidebarLabel', 'Docs navigation') };
  if (!sidebarFile)
    return (
      <aside {...attributes}>
        <Sidebar items={sidebar ?? []} active={route.path} />
      </aside>
    );
  return (
    <Island
      name={PORTAL_ISLANDS.sidebar}
      component={DocsSidebarIsland}
      props={{ file: sidebarFile, data: { branch: sidebar ?? [] } }}
      hydrate="interaction"
      prefix="s-sidebar-"
      keep={sidebarFile}
      as="aside"
      attributes={attributes}
    />
  );
}

/** The docs sidebar inside the mobile menu: drawn when the menu opens (and the island comes into view). */
export function MenuSidebar() {
  const { sidebarFile } = usePage();
  if (!sidebarFile) return null;
  return (
    <Island
      name={PORTAL_ISLANDS.menuSidebar}
      component={MenuSidebarIsland}
      props={{ file: sidebarFile }}
      hydrate="visible"
      prefix="s-menu-"
      keep={sidebarFile}
      attributes={{ className: 'navbar-mobile-sidebar' }}
    />
  );
}
