import { createContext, createElement, useContext, type ComponentType, type ReactElement } from 'react';
import { ISLAND, type HydrateWhen } from '../../model/islands.ts';

/**
 * An island the page's render met: its place in the page's HTML (a placeholder attribute) and
 * what renders inside it. renderer/server/render-islands.tsx renders each one as a React root of
 * its own and puts its HTML in its place.
 */
export interface CollectedIsland {
  slot: string;
  element: ReactElement;
  prefix: string;
}

/** The islands of one page render (one object per render: no state outlives it). */
export interface IslandCollector {
  /** Random per render: content cannot guess it, so no content can stand in for a placeholder. */
  nonce: string;
  islands: CollectedIsland[];
}

const Collector = createContext<IslandCollector | null>(null);

export const IslandCollectorProvider = Collector.Provider;

export interface IslandProps<P extends object> {
  /** `portal:<name>`: the browser finds the component by this name (renderer/client/islands/registry.ts). */
  name: string;
  component: ComponentType<P>;
  /** Serialisable props: written into the page for the browser. */
  props: P;
  hydrate: HydrateWhen;
  /** `identifierPrefix` of the island's root: unique on the page, the same on both sides. */
  prefix: string;
  /** See ISLAND.keep. */
  keep?: string;
  /** The island's own element, which holds what its root renders (default `div`; `span` in phrasing content). */
  as?: 'div' | 'span' | 'aside';
  /** Attributes of that element (its class, its landmark's name). */
  attributes?: { className?: string; 'aria-label'?: string };
}

/**
 * The portal's own island in the page's server render: an empty element with the island's
 * attributes, filled after the page's render with the island's own (renderer/server/render-islands.tsx).
 * Props the server alone passes (data the browser loads itself, such as a sidebar branch) go into
 * `props` only when the browser's loader gives the component the same.
 */
export function Island<P extends object>({ name, component, props, hydrate, prefix, keep, as = 'div', attributes }: IslandProps<P>) {
  const collector = useContext(Collector);
  if (!collector) throw new Error(`The island ${name} was rendered outside a page render (renderPage).`);
  const slot = `${collector.nonce}-${collector.islands.length}`;
  collector.islands.push({ slot, element: createElement(component, props), prefix });
  return createElement(as, {
    ...attributes,
    [ISLAND.name]: name,
    [ISLAND.props]: JSON.stringify(serialisable(props)),
    [ISLAND.hydrate]: hydrate,
    [ISLAND.id]: prefix,
    ...(keep === undefined ? {} : { [ISLAND.keep]: keep }),
    // Last, so the placeholder ends with it (render-islands.tsx finds it by that).
    'data-island-slot': slot,
  });
}

/** The props the browser gets: `data`, which only the server passes, is left out. */
function serialisable<P extends object>(props: P): Omit<P, 'data'> {
  const { data: _data, ...rest } = props as P & { data?: unknown };
  return rest;
}
