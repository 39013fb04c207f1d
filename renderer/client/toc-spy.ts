import { createSectionSpy, keepInColumn, type SectionSpy, type SpyTarget } from './section-spy.ts';

/**
 * The table of contents' links (the column's and the collapsed list's) with the headings they
 * name, in page order. A link whose heading is not on the page (a hand-made TOC entry) is left out.
 */
function tocTargets(doc: Document): SpyTarget[] {
  const byId = new Map<string, HTMLElement[]>();
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('.toc-link[href^="#"]')) {
    let id = link.getAttribute('href')?.slice(1) ?? '';
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape is looked up as written.
    }
    byId.set(id, [...(byId.get(id) ?? []), link]);
  }
  return [...byId].flatMap(([id, links]) => {
    const target = doc.getElementById(id);
    return target ? [{ target, links }] : [];
  });
}

/**
 * Marks the TOC entry of the section being read (`.toc-link.active`, `aria-current`), on every
 * page that has a TOC (docs, blog posts); `refresh` after each page is shown. The column, which
 * scrolls on its own when long, keeps the marked entry in view.
 */
export function createTocSpy(doc: Document): SectionSpy | undefined {
  const win = doc.defaultView;
  if (!win) return undefined;
  return createSectionSpy(win, {
    collect: () => tocTargets(doc),
    activeClass: 'active',
    onMark: (links) => {
      const column = doc.querySelector<HTMLElement>('.toc');
      const link = links.find((l) => column?.contains(l));
      if (column && link && column.scrollHeight > column.clientHeight) keepInColumn(column, link);
    },
  });
}
