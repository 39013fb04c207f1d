import { randomBytes } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { BrowserPage } from '../../model/browser-page.ts';
import type { IslandCollector } from '../islands/Island.tsx';
import { IslandRoot } from '../islands/IslandRoot.tsx';

/** An empty collector for one page render. */
export function createIslandCollector(): IslandCollector {
  return { nonce: randomBytes(6).toString('hex'), islands: [] };
}

/**
 * One island's HTML: its element rendered as a root of its own, inside the same IslandRoot the
 * browser hydrates it with and with the same `identifierPrefix`, so `useId` matches. React 19's
 * synchronous `renderToString`, not `react-dom/static`'s `prerender`: the build renders every page
 * from data already loaded, with nothing to suspend on, and the emit loop, the page worker and the
 * dev server's page queue render synchronously; measured on a page-sized tree, `prerender` gives the
 * same HTML in the same time, through a stream per island and per page.
 */
export function renderIslandHtml(page: BrowserPage, element: ReactElement, prefix: string): string {
  return renderToString(
    <IslandRoot page={page} runtime={null}>
      {element}
    </IslandRoot>,
    { identifierPrefix: prefix },
  );
}

/** The page's HTML with each island's placeholder filled with the island's own render. */
export function fillIslands(html: string, collector: IslandCollector, page: BrowserPage): string {
  let out = html;
  for (const island of collector.islands) {
    const marker = ` data-island-slot="${island.slot}">`;
    const at = out.indexOf(marker);
    if (at < 0) throw new Error(`The island placeholder ${island.slot} is not in the page's HTML.`);
    out = `${out.slice(0, at)}>${renderIslandHtml(page, island.element, island.prefix)}${out.slice(at + marker.length)}`;
  }
  return out;
}
