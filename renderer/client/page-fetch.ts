import type { BrowserPage } from '../../model/browser-page.ts';
import { SHELL_IDS } from '../../model/reserved.ts';
import { ENTRY_ATTRIBUTE } from '../../templates/head-script.ts';

/** The page is not there (404, or a host answering with another page): the site changed under the reader. */
export class PageGoneError extends Error {
  override name = 'PageGoneError';
}

/** A page fetched for a navigation: its HTML, parsed (never run: a parsed document runs no script), and its data. */
export interface FetchedPage {
  data: BrowserPage;
  doc: Document;
}

/**
 * Fetches a page's HTML, the same file a full load gets (so a page is built once and cached once).
 * Failures say which page and why, with the underlying error as the cause, so the error view can
 * show the whole chain.
 */
export async function fetchPageHtml(fetchFn: typeof fetch, url: string, path: string, low = false): Promise<string> {
  let response: Response;
  try {
    // Prefetches wait behind what the page itself needs.
    response = await fetchFn(url, { credentials: 'same-origin', ...(low ? ({ priority: 'low' } as RequestInit) : {}) });
  } catch (error) {
    throw new Error(`Could not load the page ${path}: the network request failed.`, { cause: error });
  }
  if (response.status === 404 || response.status === 410) throw new PageGoneError(`The page ${path} is not in this build of the site.`);
  if (!response.ok)
    throw new Error(`Could not load the page ${path}: the server answered ${response.status} ${response.statusText}.`.replace(' .', '.'));
  const type = response.headers.get('content-type') ?? 'text/html';
  if (!type.includes('text/html')) throw new PageGoneError(`The address of ${path} does not answer with a page (${type}).`);
  return response.text();
}

/**
 * The fetched HTML as a page of this site and this build, found where content cannot reach (the
 * root and the data as children of <body>, the data only in a JSON <script>). Anything else (a
 * host's own answer for an unknown path, a page of a newer deploy whose scripts differ) is
 * PageGoneError: a full load gets the right answer.
 */
export function parsePage(html: string, path: string, live: Document): FetchedPage {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const data = doc.querySelector<HTMLScriptElement>(`body > script#${SHELL_IDS.data}[type="application/json"]`);
  if (!doc.querySelector(`body > div#${SHELL_IDS.root}`) || !data?.textContent)
    throw new PageGoneError(`The answer for ${path} is not a page of this site.`);
  let page: BrowserPage;
  try {
    page = JSON.parse(data.textContent) as BrowserPage;
  } catch (error) {
    throw new PageGoneError(`The data of ${path} is not JSON.`, { cause: error });
  }
  if (page?.route?.path !== path) throw new PageGoneError(`The answer for ${path} is the page ${String(page?.route?.path)}.`);
  // The build's entry module, named on <html> for the head script (templates/head-script.ts): the same file, the same build.
  const entry = (d: Document) => d.documentElement.getAttribute(ENTRY_ATTRIBUTE);
  if (entry(doc) !== entry(live)) throw new PageGoneError(`The page ${path} is from another build of the site.`);
  return { data: page, doc };
}
