import { pageDataFile } from '../../model/url.ts';
import type { PageContext } from '../context.tsx';

/** The page's data chunk is not there (404, or a host answering with HTML): the site changed under the reader. */
export class PageGoneError extends Error {
  override name = 'PageGoneError';
}

/** Where a route's data chunk is, from the encoded route path (the file names on disk are the route paths). */
export function pageDataUrl(baseUrl: string, encodedPath: string): string {
  return `${baseUrl}${pageDataFile(encodedPath)}`;
}

/**
 * Fetches one page-data chunk. Failures say which page and why, with the underlying error as the
 * cause, so the error view can show the whole chain.
 */
export async function fetchPageData(fetchFn: typeof fetch, url: string, path: string): Promise<PageContext> {
  let response: Response;
  try {
    response = await fetchFn(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new Error(`Could not load the page ${path}: the network request failed.`, { cause: error });
  }
  if (response.status === 404 || response.status === 410) throw new PageGoneError(`The page ${path} is not in this build of the site.`);
  if (!response.ok)
    throw new Error(`Could not load the page ${path}: the server answered ${response.status} ${response.statusText}.`.replace(' .', '.'));
  let data: unknown;
  try {
    data = await response.json();
  } catch (error) {
    // A host that answers unknown paths with an HTML page (200) instead of a 404.
    throw new PageGoneError(`The data of ${path} is not JSON.`, { cause: error });
  }
  const page = data as Partial<PageContext> | null;
  if (!page || typeof page !== 'object' || !page.site || !page.route || typeof page.route.kind !== 'string') {
    throw new Error(`Could not load the page ${path}: its data is not a page.`);
  }
  return page as PageContext;
}
