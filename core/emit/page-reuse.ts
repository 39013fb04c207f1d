import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RenderAssets } from '../../renderer/server/render-page.tsx';
import type { PageContext } from '../../renderer/context.tsx';
import type { Route } from '../../model/routes.ts';
import { mapLimited, WRITE_LIMIT } from '../util/map-limited.ts';
import type { OutputSink } from './output.ts';
import { pageFile, pageInput, type PageShare } from './page-loop.ts';
import type { SidebarFiles } from './sidebar-files.ts';

/** A page's key: see page-keys.ts for how keys are kept between builds. */
export interface PageKeyInput {
  page: PageContext;
  assets: RenderAssets;
  tail?: string;
  csp?: string;
  /** The server renderer with the site's code (its file is named by its content), when there is one. */
  rendererModule?: string;
}

/**
 * Everything a page's file is made from: the page data it renders (route, branch of its
 * sidebar, site data), the asset names, the policy, and the renderer. The renderer itself is the
 * portal version the store is made with.
 */
export function pageKey({ page, assets, tail, csp, rendererModule }: PageKeyInput): string {
  return createHash('sha1')
    .update(JSON.stringify(page))
    .update('\0')
    .update(JSON.stringify(assets))
    .update('\0')
    .update(tail ?? '')
    .update('\0')
    .update(csp ?? '')
    .update('\0')
    .update(rendererModule ?? '')
    .digest('base64url');
}

/** What an emit needs to reuse pages: the previous build's keys and where its files are. */
export interface PageReuse {
  previous: ReadonlyMap<string, string>;
  /** The previous output folder (of this locale). */
  from: string;
  /** This locale's folder inside the output (`fr/`, or ''), which the keys are named with. */
  prefix: string;
  /** Filled with every page's key (output file -> key), for the next build. */
  keys: Map<string, string>;
}

export interface ReuseInput {
  reuse: PageReuse;
  share: Omit<PageShare, 'routes'>;
  routes: readonly Route[];
  sidebarFiles: SidebarFiles;
  sink: OutputSink;
}

/**
 * Links the files of every page whose key is the previous build's (and whose files are still
 * there) into the new output; returns the routes left to render, and what was linked.
 */
export async function reusePages({
  reuse,
  share,
  routes,
  sidebarFiles,
  sink,
}: ReuseInput): Promise<{ render: Route[]; pages: number; files: number; bytes: number }> {
  const done = { pages: 0, files: 0, bytes: 0 };
  const link = sink.link;
  const kept = await mapLimited(routes, WRITE_LIMIT, async (route) => {
    const { page, assets, csp } = pageInput(share, route, sidebarFiles);
    const file = pageFile(route);
    const name = `${reuse.prefix}${file}`;
    const key = pageKey({
      page,
      assets,
      ...(share.tail ? { tail: share.tail } : {}),
      ...(csp ? { csp } : {}),
      ...(share.rendererModule ? { rendererModule: share.rendererModule } : {}),
    });
    reuse.keys.set(name, key);
    if (!link || reuse.previous.get(name) !== key) return false;
    // The file must still be there; a page whose file is gone is rendered (writing over a link would change the previous output).
    const size = await stat(path.join(reuse.from, file)).then(
      (s) => s.size,
      () => undefined,
    );
    if (size === undefined) return false;
    await link.call(sink, file, path.join(reuse.from, file));
    done.pages++;
    done.files++;
    done.bytes += size;
    return true;
  });
  return { render: routes.filter((_, i) => !kept[i]), ...done };
}
