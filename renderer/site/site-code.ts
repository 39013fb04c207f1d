/**
 * The site's own React code (src/pages, and components its MDX uses), as the renderer reaches it.
 * This file is the stand-in for a site without any: when a site has some, the bundler replaces
 * it with a module made for that site (core/theme/site-bundle.ts), with static imports for the
 * server and a lazy import per module for the browser (each its own chunk, loaded only by pages
 * that use it). Site code is trusted like the config; content never adds to it.
 */
export interface SiteModule {
  /** Loads the module (once); the server's are loaded already. */
  load(): Promise<void>;
  /** The module's exports, once loaded. */
  get(): Record<string, unknown> | undefined;
}

/** React pages of src/pages, by file (`src/pages/help.tsx`). */
export const sitePages: Readonly<Record<string, SiteModule>> = {};

/** Components MDX content uses, by file (`src/components/Counter.tsx`). */
export const siteComponents: Readonly<Record<string, SiteModule>> = {};
