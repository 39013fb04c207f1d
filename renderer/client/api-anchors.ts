/**
 * Links into an API reference that land where the anchor is not: Redoc's forms (what teams link to
 * before they migrate) and anchors of another page of a split spec. Each is turned into portal's
 * anchor, looked up on this page first and then in the API's anchor index (`anchors.json`, fetched
 * only then), and the browser is sent on with `location.replace` so Back skips the detour.
 */

interface AnchorIndex {
  pages: Record<string, string>;
  operations: Record<string, string>;
}

/** Portal anchors a Redoc (or portal) anchor may stand for, most likely first. */
export function anchorCandidates(id: string): { anchors: string[]; operation?: string } {
  const spaces = (s: string) => s.trim().replace(/\s+/g, '-');
  // `tag/Pets/operation/listPets` -> `operation/listPets`
  const tagged = /^tag\/[^/]+\/operation\/(.+)$/.exec(id);
  if (tagged) return { anchors: [`operation/${tagged[1]}`] };
  // `tag/Pets/paths/~1pets~1{id}/get` -> the operation with that method and path
  const byPath = /^(?:tag\/[^/]+\/)?paths\/([^/]+)\/([a-z]+)$/.exec(id);
  if (byPath)
    return { anchors: [], operation: `${(byPath[2] ?? '').toUpperCase()} ${(byPath[1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~')}` };
  const schema = /^(?:components\/schemas|definitions|schemas)\/(.+)$/.exec(id);
  if (schema) return { anchors: [`schema/${schema[1]}`] };
  // `tag/Pet Store` (a space encoded or not), `section/...`, `operation/...`, `schema/...` as they are
  const anchors = [id];
  if (/\s/.test(id)) anchors.push(spaces(id));
  return { anchors };
}

export async function followAnchor(
  doc: Document,
  root: HTMLElement,
  id: string,
  load: (url: string) => Promise<unknown> = defaultLoad,
): Promise<boolean> {
  const { anchors, operation } = anchorCandidates(id);
  const here = anchors.find((a) => a !== id && doc.getElementById(a));
  const go = (path: string | undefined, anchor: string) => {
    const url = new URL(path ?? doc.location.pathname, doc.location.href);
    url.hash = anchor;
    doc.location.replace(url.href);
  };
  if (here) {
    go(undefined, here);
    return true;
  }
  const indexUrl = root.dataset.apiIndex;
  if (!indexUrl) return false;
  let index: AnchorIndex;
  try {
    index = (await load(indexUrl)) as AnchorIndex;
  } catch {
    return false;
  }
  const target = operation ? index.operations[operation] : anchors.find((a) => index.pages[a] !== undefined);
  if (!target) return false;
  const page = index.pages[target];
  // Already on that page and still no such element: nothing to follow (no redirect loop).
  if (!page || (page.replace(/\/+$/, '') === doc.location.pathname.replace(/\/+$/, '') && !doc.getElementById(target))) return false;
  go(page, target);
  return true;
}

async function defaultLoad(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}
