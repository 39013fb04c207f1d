import path from 'node:path/posix';
import { isExternalUrl, splitHash, stripBase } from '../../model/url.ts';
import type { LinkDeps, LinkTarget } from './types.ts';

export type { LinkDeps };

export interface LinkResolverInput {
  baseUrl: string;
  /** Markdown file (site-relative path) -> its route. */
  fileRoutes: ReadonlyMap<string, string>;
  /** Every file under the site folder (site-relative), to tell assets from missing files. */
  siteFiles: ReadonlySet<string>;
  /** Content folders (docs versions, blog, pages) and translation folders with what they translate. */
  roots?: readonly ContentRoot[];
  /**
   * Hears every question a resolution asked of the two lists above, with the answer: what a
   * file's rendered output depends on besides its own text (see `LinkDeps`).
   */
  record?: (fromRel: string, question: string, answer: string | null) => void;
}

export interface ContentRoot {
  dir: string;
  /** The folder this one translates (`docs` for `i18n/fr/docusaurus-plugin-content-docs/current`). */
  translationOf?: string;
}

/** Whether `deps` are answered the same by the current lists. */
export function linkDepsHold(deps: LinkDeps, fileRoutes: ReadonlyMap<string, string>, siteFiles: ReadonlySet<string>): boolean {
  return deps.every(
    ([question, answer]) =>
      (question.startsWith('r:') ? (fileRoutes.get(question.slice(2)) ?? null) : siteFiles.has(question.slice(2)) ? '1' : null) === answer,
  );
}

/**
 * Decides what a link written in a markdown file points at. Relative `.md` links go through the
 * file -> route map (so they survive slug changes), other relative links resolve like a browser
 * would against the page's own URL.
 */
export function createLinkResolver(input: LinkResolverInput): (url: string, fromRel: string) => LinkTarget {
  // Longest first: a version's folder inside another content folder is the nearer one.
  const roots = [...(input.roots ?? [])].sort((a, b) => b.dir.length - a.dir.length);
  const routeOf = (file: string, fromRel: string): string | undefined => {
    const route = input.fileRoutes.get(file);
    input.record?.(fromRel, `r:${file}`, route ?? null);
    return route;
  };
  const exists = (file: string, fromRel: string): boolean => {
    const found = input.siteFiles.has(file);
    input.record?.(fromRel, `f:${file}`, found ? '1' : null);
    return found;
  };
  return resolve;

  function resolve(url: string, fromRel: string): LinkTarget {
    // Docusaurus's escape hatch: `pathname:///files/x.pdf` is a path on the site, taken as written.
    if (url.startsWith('pathname://')) return { kind: 'asset', path: url.slice('pathname://'.length) || '/', exists: true };
    if (isExternalUrl(url)) return { kind: 'external' };
    const [beforeHash, rawHash] = splitHash(url);
    const hash = rawHash === undefined || rawHash === '' ? undefined : decodeSafe(rawHash);
    const pathPart = (beforeHash ?? '').split('?')[0] ?? '';
    const fromRoute = routeOf(fromRel, fromRel) ?? '/';
    if (pathPart === '') return hash === undefined ? { kind: 'route', path: fromRoute } : { kind: 'route', path: fromRoute, hash };

    if (pathPart.startsWith('@site/')) return siteFileTarget(pathPart.slice('@site/'.length), fromRel, hash);
    if (/\.mdx?$/i.test(pathPart)) return markdownTarget(decodeSafe(pathPart), fromRel, hash);
    if (pathPart.startsWith('/')) {
      const inSite = stripBase(input.baseUrl, pathPart) ?? pathPart;
      const decoded = decodeSafe(inSite);
      if (exists(`static${decoded}`, fromRel)) return { kind: 'asset', path: decoded, exists: true };
      if (/\.[a-z0-9]{2,5}$/i.test(decoded) && !/\.(md|mdx|html)$/i.test(decoded)) return { kind: 'asset', path: decoded, exists: false };
      return withHash({ kind: 'route', path: trimRoute(decoded) }, hash);
    }

    const fromDir = path.dirname(fromRel);
    const file = path.normalize(path.join(fromDir, decodeSafe(pathPart)));
    if (exists(file, fromRel) || /\.[a-z0-9]{2,5}$/i.test(file)) return siteFileTarget(file, fromRel, hash);
    // A relative URL that is not a file: the browser would resolve it against the page URL.
    let resolved: URL;
    try {
      resolved = new URL(pathPart, `http://site${fromRoute}`);
    } catch {
      // Not a URL a browser could follow either: reported as a broken link.
      return { kind: 'missing-file', file };
    }
    // The URL parser drops leading control characters, so `\u0000a:b` becomes a link to scheme `a:`,
    // never a page of this site: reported as a broken link.
    if (resolved.protocol !== 'http:' || resolved.host !== 'site') return { kind: 'missing-file', file };
    return withHash({ kind: 'route', path: trimRoute(decodeSafe(resolved.pathname)) }, hash);
  }

  /**
   * A link to a markdown file, found the way Docusaurus finds it: a relative path next to the
   * linking file first, then (relative or absolute) in the linking file's content folder
   * (`docs/`, `blog/`, ...) and in the site folder.
   */
  function markdownTarget(link: string, fromRel: string, hash: string | undefined): LinkTarget {
    const root = contentRoot(fromRel, roots);
    const written = [
      ...(link.startsWith('/') ? [] : [path.join(path.dirname(fromRel), link)]),
      ...(root ? [path.join(root.dir, link)] : []),
      path.join('.', link),
    ].map((c) => path.normalize(c).replace(/^\/+/, ''));
    // In a translation, a file not translated yet is found in the folder it translates.
    const candidates = root?.translationOf
      ? written.flatMap((c) => (c.startsWith(`${root.dir}/`) ? [c, `${root.translationOf}/${c.slice(root.dir.length + 1)}`] : [c]))
      : written;
    for (const candidate of candidates) {
      const route = routeOf(candidate, fromRel);
      if (route !== undefined) return withHash({ kind: 'route', path: route }, hash);
    }
    const file = candidates[0] ?? link;
    return hash === undefined ? { kind: 'missing-file', file } : { kind: 'missing-file', file, hash };
  }

  /** A file by its path in the site folder (`@site/static/img/x.png`, or a path resolved from the page). */
  function siteFileTarget(file: string, fromRel: string, hash: string | undefined): LinkTarget {
    const normal = path.normalize(file);
    if (/\.mdx?$/i.test(normal)) return markdownTarget(`/${normal}`, fromRel, hash);
    const asset = normal.startsWith('static/') ? `/${normal.slice('static/'.length)}` : `/_files/${normal}`;
    return { kind: 'asset', path: asset, exists: exists(normal, fromRel) };
  }
}

/** The content folder a file belongs to, where Docusaurus looks up absolute markdown links. */
function contentRoot(fromRel: string, roots: readonly ContentRoot[]): ContentRoot | undefined {
  const known = roots.find((r) => fromRel.startsWith(`${r.dir}/`));
  if (known) return known;
  if (fromRel.startsWith('src/pages/')) return { dir: 'src/pages' };
  const first = fromRel.split('/')[0];
  return first && first !== fromRel ? { dir: first } : undefined;
}

function withHash(target: { kind: 'route'; path: string }, hash: string | undefined): LinkTarget {
  return hash === undefined ? target : { ...target, hash };
}

function trimRoute(p: string): string {
  const out = p.replace(/\/index\.html$|\.html$/, '').replace(/\/+$/, '');
  return out === '' ? '/' : out;
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
