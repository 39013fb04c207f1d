/**
 * Names the portal's own page shell and client use, which content may never carry. The client finds
 * its data, its root and its widgets by these names; an author element with the same id, name or
 * data attribute could stand in for them (DOM clobbering). The compiler renames or removes such
 * names in content (core/markdown/reserved-names.ts); the shell uses only these.
 */

/** Every id the shell renders starts with this. */
export const RESERVED_ID_PREFIX = '__portal';

/**
 * Globals that the JavaScript the site ships (the client, React, mermaid and its layouts) reads
 * when they may be missing: an element with such an id would be found in their place (HTML exposes
 * ids as globals where no real global has the name) and could stop the client or the diagrams.
 * test/security/defence.test.ts finds these names in the built scripts. Left out: `define`,
 * `module`, `exports`, `global` and `process`, which those scripts read only behind a check an
 * element fails (`typeof define == "function"`, `!module.nodeType`), so headings such as
 * "Process" keep their ids.
 */
export const CLOBBERABLE_GLOBALS: readonly string[] = [
  '__REACT_DEVTOOLS_GLOBAL_HOOK__',
  'MSApp',
  'clipboardData',
  'requestIdleCallback',
  'setImmediate',
  'Buffer',
  'SharedArrayBuffer',
  'cytoscape',
  'fastdomPromised',
  'injected',
  'mermaidCaptureSizes',
];

/** The ids of the shell. */
export const SHELL_IDS = {
  /** The page's root: the shell and the page, static HTML with islands (model/islands.ts) in it. */
  root: '__portal',
  /** `<script type="application/json">` with the page as the browser knows it (model/browser-page.ts). */
  data: '__portal-data',
  /** `<main>`, the skip link's target. */
  main: '__portal-main',
  /** The banner shown when the site is served under the wrong base path. */
  baseBanner: '__portal-base-banner',
  /** The search results list box. */
  searchResults: '__portal-search-results',
} as const;

/** What an author id or name that is reserved becomes, as GitHub does with the ids of rendered markdown. */
export const USER_CONTENT_PREFIX = 'user-content-';

/** Whether content may not use this id or anchor name as it is. */
export function isReservedId(id: string): boolean {
  return id.startsWith(RESERVED_ID_PREFIX) || CLOBBERABLE_GLOBALS.includes(id);
}

/**
 * Data attributes the shell and the API page read (hast property names). Content carrying one of
 * these could make part of the article act as a navbar menu, a colour-mode switch or the close
 * button of the announcement bar, so the sanitiser removes them. The content widgets' own hooks
 * (tabs, diagrams, code blocks) are not here: content may write those, it is how they are made.
 */
const SHELL_DATA_ATTRIBUTES: readonly string[] = [
  'dataAnnouncement',
  'dataAnnouncementClose',
  'dataAnnouncementDismissed',
  'dataAnnouncementId',
  'dataApiNavToggle',
  'dataApiPage',
  'dataApiSection',
  'dataApiTabs',
  'dataBase',
  'dataCategory',
  'dataClosed',
  'dataColorModeToggle',
  'dataDropdown',
  'dataHydrated',
  'dataIslandHydrate',
  'dataIslandHydrated',
  'dataIslandId',
  'dataIslandKeep',
  'dataIslandSlot',
  'dataMenuBackdrop',
  'dataMobileMenu',
  'dataNavAnchor',
  'dataNavbar',
  'dataNoPrefetch',
  'dataPageRoot',
  'dataRouteAnnouncer',
  'dataSchemaExpand',
  'dataSchemaTree',
  'dataSchemaVariants',
  'dataSearch',
  'dataSearchInput',
  'dataSearchPanel',
  'dataServedAt',
  'dataStylesheet',
  'dataTabKey',
  'dataTabLabel',
  'dataTabsReady',
  'dataTheme',
  'dataThemeChoice',
  'dataThemeSystem',
];

/**
 * The attributes of an island (`data-island`, `data-island-props`, `data-island-hydrate`): the
 * build prerenders a site component where it finds them and the client hydrates it with their
 * props, so only the compiler may write them, for components an MDX file imports.
 */
export function isIslandAttribute(property: string): boolean {
  return /^dataIsland(?:$|[A-Z])/.test(property);
}

/** Whether a hast property name is a data attribute of the shell (see SHELL_DATA_ATTRIBUTES). */
export function isShellDataAttribute(property: string): boolean {
  return SHELL_DATA_ATTRIBUTES.includes(property);
}
