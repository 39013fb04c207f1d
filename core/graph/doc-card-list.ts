import type { SiteConfig } from '../config/types.ts';
import { diagnostic, type Diagnostic } from '../../model/diagnostics.ts';
import { withBase } from '../../model/url.ts';
import type { Card, SidebarItem } from '../../model/routes.ts';

/** The markdown stage's placeholder; its value is the source line of the `<DocCardList />`. */
const PLACEHOLDER = /<div class="doc-card-list" data-doc-card-list="(\d*)"><\/div>/g;

/**
 * The items `<DocCardList />` shows, as Docusaurus picks them: those of the sidebar category the
 * page is the index of, or else the other items of the category that holds the page; undefined
 * when no category holds it (Docusaurus stops the build there).
 */
export function docCardItems(items: readonly SidebarItem[], docPath: string): SidebarItem[] | undefined {
  let holder: SidebarItem[] | undefined;
  const walk = (list: readonly SidebarItem[]): SidebarItem[] | undefined => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.path === docPath) return item.items;
      if (!holder && item.items.some((i) => i.type === 'doc' && i.path === docPath))
        holder = item.items.filter((i) => !(i.type === 'doc' && i.path === docPath));
      const found = walk(item.items);
      if (found) return found;
    }
    return undefined;
  };
  return walk(items) ?? holder;
}

/**
 * Fills the placeholders the markdown stage left with the same cards a category index page shows;
 * with no category (cards undefined) each is left out and reported.
 */
export function fillDocCardList(
  html: string,
  cards: readonly Card[] | undefined,
  config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash'>,
  file: string,
): { html: string; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const list = cards?.map((c) => {
    const description = c.description ? `<span class="card-description">${escapeHtml(c.description)}</span>` : '';
    return `<li><a class="card" href="${escapeHtml(withBase(config.baseUrl, c.path, config.trailingSlash))}"><span class="card-title">${escapeHtml(c.title)}</span>${description}</a></li>`;
  });
  const filled = html.replace(PLACEHOLDER, (_whole, line: string) => {
    if (list) return `<ul class="card-grid doc-card-list">${list.join('')}</ul>`;
    diagnostics.push(
      diagnostic(
        'warning',
        'doc-card-list-outside-category',
        'DocCardList lists the docs of a sidebar category, and no category holds this page, so it shows nothing',
        {
          file,
          point: line ? { line: Number(line), column: 1 } : undefined,
          hint: "use it in the category's index doc (its README.md or index.md) or in a doc inside the category",
        },
      ),
    );
    return '';
  });
  return { html: filled, diagnostics };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
