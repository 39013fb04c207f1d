import type { SidebarItem } from '../../cli/graph/types.ts';
import { useHref } from '../context.tsx';
import { ExternalIcon } from './icons.tsx';

/** Above this many links, closed categories are rendered without their children (they link to their page instead), so a page's HTML does not grow with the size of the site. */
export const FULL_SIDEBAR_LIMIT = 250;

export function countLinks(items: readonly SidebarItem[]): number {
  return items.reduce((n, i) => n + (i.type === 'category' ? 1 + countLinks(i.items) : 1), 0);
}

function contains(item: SidebarItem, path: string): boolean {
  if (item.type === 'doc') return item.path === path;
  if (item.type === 'category') return item.path === path || item.items.some((i) => contains(i, path));
  return false;
}

function Items({ items, active, lazy, level }: { items: readonly SidebarItem[]; active: string; lazy: boolean; level: number }) {
  const href = useHref();
  return (
    <ul className={`menu-list menu-level-${level}`}>
      {items.map((item) => {
        if (item.type === 'link') {
          return (
            <li key={`l-${item.label}`} className="menu-item">
              <a className="menu-link" href={href(item.href)} target="_blank" rel="noopener noreferrer">
                {item.label}
                <ExternalIcon />
              </a>
            </li>
          );
        }
        if (item.type === 'doc') {
          const current = item.path === active;
          return (
            <li key={item.path} className="menu-item">
              <a className={current ? 'menu-link active' : 'menu-link'} href={href(item.path)} aria-current={current ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          );
        }
        const open = contains(item, active) || !item.collapsed;
        const current = item.path === active;
        return (
          <li key={`c-${item.label}-${item.path ?? ''}`} className="menu-item menu-category">
            <details open={open} data-category={item.label}>
              <summary className={current ? 'menu-category-label active' : 'menu-category-label'}>
                {item.path ? (
                  <a href={href(item.path)} aria-current={current ? 'page' : undefined}>
                    {item.label}
                  </a>
                ) : (
                  <span>{item.label}</span>
                )}
              </summary>
              {lazy && !open ? null : <Items items={item.items} active={active} lazy={lazy} level={level + 1} />}
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** The docs sidebar: categories are <details>, open along the path to the current page. */
export function Sidebar({ items, active }: { items: readonly SidebarItem[]; active: string }) {
  return (
    <nav className="sidebar" aria-label="Docs sidebar">
      <Items items={items} active={active} lazy={countLinks(items) > FULL_SIDEBAR_LIMIT} level={1} />
    </nav>
  );
}
