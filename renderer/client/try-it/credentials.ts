/**
 * The credentials a reader types into the consoles of one API, kept in sessionStorage only: gone
 * when the tab closes, never in localStorage, the URL, the page data or a log line. Where storage
 * is blocked they live as long as the page (the console still works).
 */
export interface CredentialStore {
  all(): Record<string, string>;
  set(field: string, value: string): void;
}

export function credentialStore(win: Window, apiId: string): CredentialStore {
  const key = credentialsKey(apiId);
  let memory: Record<string, string> = {};
  const read = (): Record<string, string> => {
    try {
      const raw = win.sessionStorage.getItem(key);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
      }
    } catch {
      // Blocked storage or a value another script left: the page's own copy stands.
    }
    return memory;
  };
  return {
    all: () => ({ ...read() }),
    set(field, value) {
      const next = Object.fromEntries(Object.entries({ ...read(), [field]: value }).filter(([, v]) => v !== ''));
      memory = next;
      try {
        win.sessionStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Kept in memory for this page only.
      }
    },
  };
}

/** sessionStorage key of the credentials a reader typed for one API (field -> value). */
export function credentialsKey(apiId: string): string {
  return `portal.api.credentials.${apiId}`;
}
