import { createContext, useContext } from 'react';
import type { SafeStorage } from './client/storage.ts';

/**
 * What components can do only in the browser: navigate, remember things. Absent on the server, so
 * every component renders the same static HTML there and gains behaviour once hydrated.
 */
export interface ClientRuntime {
  /** In-site navigation without a reload (push). */
  navigate(href: string): void;
  storage: SafeStorage;
  /** Sidebar categories the reader opened or closed, kept while navigating. */
  sidebarOpen(key: string): boolean | undefined;
  setSidebarOpen(key: string, open: boolean): void;
}

const Ctx = createContext<ClientRuntime | null>(null);

export const ClientProvider = Ctx.Provider;

/** The client runtime, or null while rendering on the server. */
export function useClient(): ClientRuntime | null {
  return useContext(Ctx);
}
