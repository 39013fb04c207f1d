import type { OutLink } from '../load/types.ts';
import { withBase } from '../../model/url.ts';

export interface TwinSite {
  url: string;
  baseUrl: string;
  trailingSlash: boolean | null;
}

/** A twin's links and images (and `#id` jumps) as absolute URLs, from the targets the page's own render resolved. */
export function twinUrlResolver(links: readonly OutLink[], site: TwinSite): (url: string) => string | undefined {
  const targets = new Map(links.map((l) => [l.url, l.target]));
  return (url) => {
    const target = targets.get(url);
    // `#id` too: a twin is read away from its page, so a jump becomes a link to the page's anchor.
    if (!target) return undefined;
    if (target.kind === 'route')
      return `${site.url}${withBase(site.baseUrl, target.hash ? `${target.path}#${target.hash}` : target.path, site.trailingSlash)}`;
    if (target.kind === 'asset') return `${site.url}${withBase(site.baseUrl, target.path)}`;
    return undefined;
  };
}
