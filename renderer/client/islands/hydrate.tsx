import { hydrateRoot } from 'react-dom/client';
import type { BrowserPage } from '../../../model/browser-page.ts';
import { ISLAND } from '../../../model/islands.ts';
import type { ClientRuntime } from '../../client-context.tsx';
import { IslandRoot } from '../../islands/IslandRoot.tsx';
import { islandModule } from './registry.ts';

/**
 * The React side of islands, loaded with React on a page's first island (the entry has no React):
 * hydrates one island element as a root of its own, with the `identifierPrefix` its server render
 * used and inside the same IslandRoot, so the HTML is kept and `useId` gives the same ids.
 */
export interface HydrateOptions {
  page: BrowserPage;
  runtime: ClientRuntime;
  /** Called just before React takes the element: from then on React sees the reader's presses itself. */
  onRoot: () => void;
  /** Called once the island is live (its effects have run). */
  onLive: () => void;
  /** False once the island has left the page (a navigation) while its code was loading: it is not hydrated then. */
  wanted: () => boolean;
}

export interface IslandHandle {
  /** Renders the island again with another page's props (a kept island after a navigation). */
  update(page: BrowserPage, props: string): Promise<void>;
  unmount(): void;
}

function parseProps(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    // A damaged attribute gives no props rather than no island.
    return {};
  }
}

/** Hydrates the island `el`; undefined when this build has nothing that renders its name. */
export async function hydrateIsland(
  el: HTMLElement,
  { page, runtime, onRoot, onLive, wanted }: HydrateOptions,
): Promise<IslandHandle | undefined> {
  const module = await islandModule(el.getAttribute(ISLAND.name) ?? '');
  if (!module) return undefined;
  const tree = async (p: BrowserPage, json: string) => {
    const props = parseProps(json);
    const data = module.load ? await module.load(props, runtime, p) : undefined;
    return (
      <IslandRoot page={p} runtime={runtime} onLive={onLive}>
        {module.element(props, data, el)}
      </IslandRoot>
    );
  };
  const first = await tree(page, el.getAttribute(ISLAND.props) ?? '{}');
  if (!wanted()) return { update: async () => undefined, unmount: () => undefined };
  onRoot();
  const root = hydrateRoot(el, first, { identifierPrefix: el.getAttribute(ISLAND.id) ?? '' });
  return {
    update: async (p, json) => root.render(await tree(p, json)),
    unmount: () => root.unmount(),
  };
}
