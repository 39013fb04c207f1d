import type { SiteConfig } from '../config/types.ts';
import { withBase } from '../util/url.ts';
import type { Card, SidebarItem } from './types.ts';

const PLACEHOLDER = '<div class="doc-card-list" data-doc-card-list=""></div>';

/**
 * The items `<DocCardList />` shows, as Docusaurus picks them: those of the sidebar category the
 * page is the index of, or else the other items of the category that holds the page.
 */
export function docCardItems(items: readonly SidebarItem[], docPath: string): SidebarItem[] {
  let holder: SidebarItem[] | undefined;
  const walk = (list: readonly SidebarItem[]): SidebarItem[] | undefined => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.path === docPath) return item.items;
      if (!holder && item.items.some((i) => i.type === 'doc' && i.path === docPath)) holder = item.items.filter((i) => !(i.type === 'doc' && i.path === docPath));
      const found = walk(item.items);
      if (found) return found;
    }
    return undefined;
  };
  return walk(items) ?? holder ?? [];
}

/** Fills the placeholder the markdown stage left with the same cards a category index page shows. */
export function fillDocCardList(html: string, cards: readonly Card[], config: SiteConfig): string {
  if (!html.includes(PLACEHOLDER)) return html;
  const items = cards
    .map((c) => {
      const description = c.description ? `<span class="card-description">${escapeHtml(c.description)}</span>` : '';
      return `<li><a class="card" href="${escapeHtml(withBase(config.baseUrl, c.path, config.trailingSlash))}"><span class="card-title">${escapeHtml(c.title)}</span>${description}</a></li>`;
    })
    .join('');
  return html.split(PLACEHOLDER).join(`<ul class="card-grid doc-card-list">${items}</ul>`);
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
