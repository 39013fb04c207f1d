import path from 'node:path/posix';
import { isExternalUrl, splitHash, stripBase } from '../util/url.ts';
import type { LinkTarget } from './types.ts';

export interface LinkResolverInput {
  baseUrl: string;
  /** Markdown file (site-relative path) -> its route. */
  fileRoutes: ReadonlyMap<string, string>;
  /** Every file under the site folder (site-relative), to tell assets from missing files. */
  siteFiles: ReadonlySet<string>;
}

/**
 * Decides what a link written in a markdown file points at. Relative `.md` links go through the
 * file -> route map (so they survive slug changes), other relative links resolve like a browser
 * would against the page's own URL.
 */
export function createLinkResolver(input: LinkResolverInput): (url: string, fromRel: string) => LinkTarget {
  return (url, fromRel) => {
    if (isExternalUrl(url)) return { kind: 'external' };
    const [beforeHash, rawHash] = splitHash(url);
    const hash = rawHash === undefined || rawHash === '' ? undefined : decodeSafe(rawHash);
    const pathPart = (beforeHash ?? '').split('?')[0] ?? '';
    const fromRoute = input.fileRoutes.get(fromRel) ?? '/';
    if (pathPart === '') return hash === undefined ? { kind: 'route', path: fromRoute } : { kind: 'route', path: fromRoute, hash };

    if (pathPart.startsWith('/')) {
      const inSite = stripBase(input.baseUrl, pathPart) ?? pathPart;
      const decoded = decodeSafe(inSite);
      if (input.siteFiles.has(`static${decoded}`)) return { kind: 'asset', path: decoded, exists: true };
      if (/\.[a-z0-9]{2,5}$/i.test(decoded) && !/\.(md|mdx|html)$/i.test(decoded)) return { kind: 'asset', path: decoded, exists: false };
      return withHash({ kind: 'route', path: trimRoute(decoded) }, hash);
    }

    const fromDir = path.dirname(fromRel);
    const file = path.normalize(path.join(fromDir, decodeSafe(pathPart)));
    if (/\.mdx?$/i.test(file)) {
      const route = input.fileRoutes.get(file);
      if (route === undefined) return hash === undefined ? { kind: 'missing-file', file } : { kind: 'missing-file', file, hash };
      return withHash({ kind: 'route', path: route }, hash);
    }
    if (input.siteFiles.has(file)) {
      return { kind: 'asset', path: file.startsWith('static/') ? `/${file.slice('static/'.length)}` : `/_files/${file}`, exists: true };
    }
    if (/\.[a-z0-9]{2,5}$/i.test(file)) return { kind: 'asset', path: `/_files/${file}`, exists: false };
    // A relative URL that is not a file: the browser would resolve it against the page URL.
    const resolved = new URL(pathPart, `http://site${fromRoute}`).pathname;
    return withHash({ kind: 'route', path: trimRoute(decodeSafe(resolved)) }, hash);
  };
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
