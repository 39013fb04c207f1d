import type { ClientRuntime } from '../client-context.tsx';
import type { SidebarItem } from '../../model/routes.ts';
import type { Router } from './router.ts';
import type { SafeStorage } from './storage.ts';

/**
 * The client runtime every island shares (renderer/client-context.tsx): made once by the entry,
 * so what it remembers (the sidebar categories the reader opened or closed, the sidebar trees
 * fetched) outlives islands and navigations.
 */
export function createRuntime(win: Window, router: Router, storage: SafeStorage, baseUrl: string): ClientRuntime {
  const open = new Map<string, boolean>();
  const trees = new Map<string, Promise<SidebarItem[]>>();
  return {
    // A #fragment of this page (or a file) is the browser's to open.
    navigate: (href) => void (router.navigate(href) || win.location.assign(href)),
    storage,
    sidebarOpen: (key) => open.get(key),
    setSidebarOpen: (key, value) => void open.set(key, value),
    sidebarTree(file) {
      let pending = trees.get(file);
      if (!pending) {
        pending = win
          .fetch(`${baseUrl}${file}`, { credentials: 'same-origin' })
          .then((response) => {
            if (!response.ok) throw new Error(`The sidebar ${file} could not be loaded: the server answered ${response.status}.`);
            return response.json() as Promise<unknown>;
          })
          .then((items) => {
            if (!Array.isArray(items)) throw new Error(`The sidebar ${file} is not a list of items.`);
            return items as SidebarItem[];
          });
        trees.set(file, pending);
        // A failed fetch is not kept: the next island tries the network again.
        pending.catch(() => trees.delete(file));
      }
      return pending;
    },
  };
}
