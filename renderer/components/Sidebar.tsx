import type { SidebarItem } from '../../model/routes.ts';
import { useHref } from '../context.tsx';
import { ExternalIcon } from './icons.tsx';
import { firstPage } from '../../model/sidebar-branch.ts';
import { useT } from '../i18n/use-t.ts';

/** Above this many links, the browser leaves closed categories' children out of the DOM until they are opened (the server renders only the page's branch anyway). */
export const FULL_SIDEBAR_LIMIT = 250;

export function countLinks(items: readonly SidebarItem[]): number {
  return items.reduce((n, i) => n + (i.type === 'category' ? 1 + countLinks(i.items) : 1), 0);
}

function contains(item: SidebarItem, path: string): boolean {
  if (item.type === 'doc') return item.path === path;
  if (item.type === 'category') return item.path === path || item.items.some((i) => contains(i, path));
  return false;
}

/** A category's identity across pages: its label alone is not unique (two "Guide" folders), its first page is. */
function categoryKey(item: SidebarItem & { type: 'category' }): string {
  return `${item.label}|${item.path ?? firstPage(item.items) ?? item.entry ?? ''}`;
}

/** The categories the reader opened or closed, kept while navigating (the client runtime's, once the island is live). */
export interface SidebarMemory {
  sidebarOpen(key: string): boolean | undefined;
  setSidebarOpen(key: string, open: boolean): void;
}

interface ItemsProps {
  items: readonly SidebarItem[];
  active: string;
  lazy: boolean;
  level: number;
  memory: SidebarMemory | undefined;
}

function Items({ items, active, lazy, level, memory }: ItemsProps) {
  const href = useHref();
  const t = useT();
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
        if (item.entry !== undefined && item.items.length === 0) {
          // Left out of this page's branch: the label opens the category's page (the browser
          // swaps in the whole tree once it has fetched it). Every page repeats these for the
          // whole top level, so their markup is as short as it can be: one class, styled
          // through it (theme/sidebar.css, `.mc`).
          return (
            <li key={`c-${item.label}-${item.path ?? ''}`} className="mc">
              <a href={href(item.entry)}>{item.label}</a>
            </li>
          );
        }
        const key = categoryKey(item);
        // The reader's own choice wins over the default (open along the current page's path).
        const open = memory?.sidebarOpen(key) ?? (contains(item, active) || !item.collapsed);
        const current = item.path === active;
        return (
          <li
            key={`c-${item.label}-${item.path ?? ''}`}
            className={item.path ? 'menu-item menu-category with-link' : 'menu-item menu-category'}
          >
            {/* A category with a page: its link sits beside the toggle, not inside it (a link inside a <summary> button is a control nested in a control). */}
            {item.path ? (
              <a
                className={current ? 'menu-link menu-category-link active' : 'menu-link menu-category-link'}
                href={href(item.path)}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </a>
            ) : null}
            <details
              open={open}
              data-category={item.label}
              onToggle={memory ? (e) => memory.setSidebarOpen(key, e.currentTarget.open) : undefined}
            >
              {item.path ? (
                <summary
                  className="menu-category-toggle"
                  aria-label={t('portal.sidebar.toggleCategory', '{label}: show or hide its pages', { label: item.label })}
                />
              ) : (
                <summary className="menu-category-label">
                  <span>{item.label}</span>
                </summary>
              )}
              {lazy && !open ? null : <Items items={item.items} active={active} lazy={lazy} level={level + 1} memory={memory} />}
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The docs sidebar: categories are <details>, open along the path to the current page (or as the
 * reader left them, with `memory`). Rendered by the sidebar islands (renderer/islands/SidebarIsland.tsx).
 */
export function Sidebar({
  items,
  active,
  label,
  memory,
}: {
  items: readonly SidebarItem[];
  active: string;
  label?: string;
  memory?: SidebarMemory | undefined;
}) {
  const t = useT();
  return (
    <nav className="sidebar" aria-label={label ?? t('theme.docs.sidebar.navAriaLabel', 'Docs sidebar')}>
      <Items items={items} active={active} lazy={countLinks(items) > FULL_SIDEBAR_LIMIT} level={1} memory={memory} />
    </nav>
  );
}
