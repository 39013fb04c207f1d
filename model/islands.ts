/**
 * Islands: the parts of a page that are React in the browser. Every page is complete HTML; an
 * island is an element whose children one React root renders, on the server (its own
 * `renderToString`, with its own `identifierPrefix`, so `useId` gives the same ids in the
 * browser) and in the browser (`hydrateRoot` on that element, when the island is needed). The
 * rest of the page, content included, is never part of a React tree.
 *
 * The attributes below are the island's contract between the build and the client
 * (renderer/client/islands/). Content cannot write them: the sanitiser removes every `data-island*`
 * attribute (model/reserved.ts `isIslandAttribute`) but on the markers the compiler made for the
 * MDX components a file imports (recognised by a key of that render, which never reaches the page),
 * and only the islands stage adds `data-island-hydrate` and `data-island-id`, which the client needs.
 */
export const ISLAND = {
  /** What renders it: `portal:<name>` (the portal's own) or `<module>#<export>` (the site's code). */
  name: 'data-island',
  /** Its props, as JSON. */
  props: 'data-island-props',
  /** When the browser hydrates it (HydrateWhen); absent: static HTML, never hydrated. */
  hydrate: 'data-island-hydrate',
  /** The `identifierPrefix` its root renders with on both sides. */
  id: 'data-island-id',
  /**
   * Set on the portal's shell islands that outlive a navigation (search, sidebars): the next page's
   * island with the same name and key takes the live one's place and is rendered with the next
   * page's props, so its state (an open category, a loaded index) is kept.
   */
  keep: 'data-island-keep',
  /** Set by the client once the island's root has hydrated (tests and tools wait for it). */
  hydrated: 'data-island-hydrated',
} as const;

/**
 * When an island is hydrated. React never delays the first paint: the entry script is a module
 * (run after the HTML is parsed) and loads React only for an island that needs it.
 *
 * - `load`: as soon as the client starts.
 * - `idle`: when the browser is idle after loading.
 * - `visible`: when the island comes near the screen.
 * - `interaction`: when the reader first points at it, focuses into it, touches it or presses a key in it.
 *
 * Whatever the choice, the reader's first click or key press inside an island that is not
 * hydrated yet starts its hydration and is handed to it once it is live (not lost).
 */
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction';

export const HYDRATE_WHEN: readonly HydrateWhen[] = ['load', 'idle', 'visible', 'interaction'];

export function isHydrateWhen(value: unknown): value is HydrateWhen {
  return typeof value === 'string' && (HYDRATE_WHEN as readonly string[]).includes(value);
}

/** The default for the site's own components: live when the reader can see them. */
export const SITE_CODE_HYDRATE: HydrateWhen = 'visible';
