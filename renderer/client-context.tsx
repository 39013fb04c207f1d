import { createContext, useContext } from 'react';
import type { SafeStorage } from './client/storage.ts';
import type { SidebarItem } from '../model/routes.ts';

/**
 * What islands can do only in the browser: navigate, remember things, fetch the site's shared
 * files once. Absent on the server (and while an island hydrates it must not change what renders),
 * so every island renders the same HTML there and gains behaviour once hydrated. One object for
 * every island of the page and for the pages navigated to (renderer/client/runtime.ts).
 */
export interface ClientRuntime {
  /** In-site navigation without a reload (push). */
  navigate(href: string): void;
  storage: SafeStorage;
  /** Sidebar categories the reader opened or closed, kept while navigating. */
  sidebarOpen(key: string): boolean | undefined;
  setSidebarOpen(key: string, open: boolean): void;
  /** A whole sidebar tree (`assets/sidebars/*.json`, a path below the base URL), fetched once. */
  sidebarTree(file: string): Promise<SidebarItem[]>;
}

const Ctx = createContext<ClientRuntime | null>(null);

export const ClientProvider = Ctx.Provider;

/** The client runtime, or null while rendering on the server. */
export function useClient(): ClientRuntime | null {
  return useContext(Ctx);
}
