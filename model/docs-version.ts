/**
 * Names of docs versions in the route graph. A sidebar's name is unique only within its version
 * (every version of Jest has a sidebar `docs`), so the graph keys each one by instance and
 * version too; the version served at `/docs` keeps the bare name, the one the config's navbar
 * items (`sidebarId`) use.
 */
export interface VersionRef {
  instance: string;
  name: string;
  isLast: boolean;
}

export function sidebarKey(version: VersionRef, sidebar: string): string {
  const instance = version.instance === 'default' ? '' : `${version.instance}:`;
  return `${instance}${sidebar}${version.isLast ? '' : `@${version.name}`}`;
}

/** The sidebar name and the docs instance of a key made by sidebarKey (instance ids have no `:`, version names no `@`). */
export function parseSidebarKey(key: string): { instance: string; sidebar: string; version?: string } {
  const slash = key.indexOf(':');
  const instance = slash < 0 ? 'default' : key.slice(0, slash);
  const rest = slash < 0 ? key : key.slice(slash + 1);
  const at = rest.lastIndexOf('@');
  return at < 0 ? { instance, sidebar: rest } : { instance, sidebar: rest.slice(0, at), version: rest.slice(at + 1) };
}
