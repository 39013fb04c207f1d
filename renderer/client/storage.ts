/** Storage key of the docs version the reader picked last (the version menu, renderer/components/VersionDropdown.tsx). */
export const VERSION_STORAGE_KEY = 'docs-preferred-version';

/**
 * localStorage that never throws: where storage is blocked it warns once, reads as empty and
 * ignores writes, so the page keeps working in private modes and locked-down browsers.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export function safeStorage(win: Window): SafeStorage {
  let warned = false;
  const fail = (error: unknown) => {
    if (!warned) console.warn('Browser storage is not available; preferences will not be remembered.', error);
    warned = true;
  };
  return {
    get(key) {
      try {
        return win.localStorage.getItem(key);
      } catch (error) {
        fail(error);
        return null;
      }
    },
    set(key, value) {
      try {
        win.localStorage.setItem(key, value);
      } catch (error) {
        fail(error);
      }
    },
  };
}
