import type { OutLink } from '../load/types.ts';
import { withBase } from '../util/url.ts';

export interface TwinSite {
  url: string;
  baseUrl: string;
  trailingSlash: boolean | null;
}

/** A twin's links and images as absolute URLs, from the targets the page's own render resolved. */
export function twinUrlResolver(links: readonly OutLink[], site: TwinSite): (url: string) => string | undefined {
  const targets = new Map(links.map((l) => [l.url, l.target]));
  return (url) => {
    const target = targets.get(url);
    if (!target || url.startsWith('#')) return undefined;
    if (target.kind === 'route') return `${site.url}${withBase(site.baseUrl, target.hash ? `${target.path}#${target.hash}` : target.path, site.trailingSlash)}`;
    if (target.kind === 'asset') return `${site.url}${withBase(site.baseUrl, target.path)}`;
    return undefined;
  };
}
