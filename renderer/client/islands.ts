import type { hydrateRoot, Root } from 'react-dom/client';
import { createElement } from 'react';
import type { PageContext } from '../context.tsx';
import { exportedComponent } from '../site/exported-component.ts';
import { Island } from '../site/Island.tsx';
import { siteComponents } from '../site/site-code.ts';

/**
 * Hydrates the interactive site components of the page's content (islands): each loads its own
 * chunk and becomes a React root of its own; the rest of the content stays plain HTML. Roots of
 * content that navigation replaced are unmounted. Loaded only by pages that have an island.
 * `hydrate` is the entry's own react-dom: imported here, react-dom would be split out of the entry
 * into a chunk of its own, one more file (and ~1 KB) on every page, islands or not.
 */
export function createIslands(hydrate: typeof hydrateRoot): (doc: Document, page: PageContext) => Promise<void> {
  const roots = new Map<Element, Root>();
  return async (doc, page) => {
    for (const [el, root] of roots) {
      if (!el.isConnected) {
        root.unmount();
        roots.delete(el);
      }
    }
    const pending = [...doc.querySelectorAll('[data-island-hydrate]')].filter((el) => !roots.has(el));
    await Promise.all(
      pending.map(async (el) => {
        const [module = '', exportName = 'default'] = (el.getAttribute('data-island') ?? '').split('#');
        const ref = siteComponents[module];
        await ref?.load();
        const Component = exportedComponent(ref, exportName);
        if (!Component) return;
        const props = islandProps(el.getAttribute('data-island-props'));
        const childrenHtml = el.querySelector(':scope .island-children')?.innerHTML ?? '';
        roots.set(el, hydrate(el, createElement(Island, { page, Component, props, childrenHtml })));
      }),
    );
  };
}

/** The props the build wrote for an island; a damaged attribute gives none rather than stopping the other islands. */
function islandProps(json: string | null): Record<string, unknown> {
  try {
    return JSON.parse(json ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}
