import type { BrowserPage } from '../../model/browser-page.ts';
import { SHELL_IDS } from '../../model/reserved.ts';
import { syncHead } from './head-sync.ts';
import type { Islands } from './islands/scheduler.ts';

const PAGE_AREA = '[data-page-root]';

export interface Swapper {
  /**
   * Puts a fetched page in place of the one shown: each part of the shell (navbar, page area,
   * footer...) whose HTML differs from the shown page's is replaced by the next page's, kept
   * islands carried over; <head> follows. Returns the page's title. Throws when the page's HTML
   * cannot be shown (it has no page area).
   */
  show(next: { data: BrowserPage; doc: Document }): string;
  /** Shows `view` (a status view) in the page area, until the next page replaces it. */
  showInPageArea(view: HTMLElement): void;
}

function rootOf(doc: Document): HTMLElement {
  const root = doc.querySelector<HTMLElement>(`body > div#${SHELL_IDS.root}`);
  if (!root) throw new Error('The page has no root element.');
  return root;
}

/**
 * Client navigation puts the next page's server-rendered HTML in place, part by part: what did not
 * change (the navbar between pages of one section, the footer) is left as it is, with its state
 * and listeners; what changed is replaced. So a page in the browser is always what the server
 * rendered, and nothing of the page is rendered by the client. Each part's HTML as the server
 * wrote it is remembered (`shown`): the live DOM has been enhanced since and cannot be compared.
 */
export function createSwapper(doc: Document, islands: Islands): Swapper {
  const root = rootOf(doc);
  // The page area always changes; the rest is compared with what the server wrote, read before
  // anything in the page is enhanced.
  let shown = [...root.children].map((c) => (c.matches(PAGE_AREA) ? '' : c.outerHTML));
  return {
    show(next) {
      const incoming = rootOf(next.doc);
      if (!incoming.querySelector(`:scope > ${PAGE_AREA}`))
        throw new Error(`The page ${next.data.route.path} cannot be shown.`, {
          cause: new Error('Its HTML has no page area (an element with data-page-root in the root).'),
        });
      const parts = [...incoming.children];
      const html = parts.map((p) => p.outerHTML);
      const current = [...root.children];
      const same = current.length === parts.length;
      parts.forEach((part, i) => {
        if (same && shown[i] === html[i]) return;
        const node = doc.adoptNode(part);
        islands.carry(node, next.data);
        if (same) current[i]?.replaceWith(node);
        else root.append(node);
      });
      if (!same) for (const old of current) old.remove();
      shown = html;
      const data = doc.querySelector(`body > script#${SHELL_IDS.data}`);
      if (data) data.textContent = JSON.stringify(next.data).replace(/</g, '\\u003c');
      islands.sweep();
      return syncHead(doc, next.doc);
    },
    showInPageArea(view) {
      const area = root.querySelector(`:scope > ${PAGE_AREA}`);
      if (!area) return;
      area.replaceChildren(view);
      // Whatever page comes next, it replaces this.
      shown = shown.map((h, i) => (root.children[i] === area ? '' : h));
    },
  };
}
