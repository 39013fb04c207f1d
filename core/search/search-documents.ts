import type { Route } from '../../model/routes.ts';
import type { SearchDocuments, SearchKind, SearchPage, SearchSource } from '../../model/search.ts';
import { apiSearchDocuments } from '../../openapi/search-documents.ts';
import { htmlSections } from './html-text.ts';
import { append } from '../util/append.ts';

/** Section text beyond this adds bytes to the index but rarely a better hit. */
const MAX_TEXT = 1500;

function sectionsOf(kind: SearchKind, route: Route & { html: string }): SearchSource[] {
  const page: SearchPage = route.docsVersion ? [kind, route.title, route.path, route.docsVersion.key] : [kind, route.title, route.path];
  const sections = htmlSections(route.html, { code: false });
  // The page itself is always a hit target (its title, then its description when it opens with a heading).
  if (sections[0]?.anchor !== '') sections.unshift({ anchor: '', heading: '', text: '' });
  return sections.map(({ anchor, heading, text }) => ({
    page,
    title: heading || route.title,
    anchor,
    text: (text || route.description).slice(0, MAX_TEXT),
  }));
}

/**
 * What search finds: every section of every doc, page and blog post (cut at its h2 and h3
 * headings) and every API operation. Pages marked noindex (the 404 page) are left out, and so
 * are listing pages (tags, categories), whose text is only other pages' titles.
 */
export function searchSources(routes: readonly Route[]): SearchSource[] {
  const sources: SearchSource[] = [];
  for (const route of routes) {
    if (route.noindex) continue;
    if (route.kind === 'doc') append(sources, sectionsOf('doc', route));
    else if (route.kind === 'page') append(sources, sectionsOf('page', route));
    else if (route.kind === 'blog-post') append(sources, sectionsOf('blog', route));
    else if (route.kind === 'api') {
      // The API stage says what of a spec is searchable (operations, webhooks, tags) and where each is.
      const page: SearchPage = ['api', route.title, route.path];
      sources.push({ page, title: route.title, anchor: '', text: route.description });
      for (const doc of apiSearchDocuments(route.api, route.path)) {
        const [path = '', anchor = ''] = doc.path.split('#');
        const own: SearchPage = path === route.path ? page : ['api', route.title, path];
        sources.push({ page: own, title: doc.title, anchor, text: doc.text.slice(0, MAX_TEXT) });
      }
    }
  }
  return sources;
}

/** The documents file: each page once, each section pointing at its page by number. */
export function searchDocuments(sources: readonly SearchSource[]): SearchDocuments {
  const numbers = new Map<SearchPage, number>();
  const pages: SearchPage[] = [];
  const sections = sources.map((s): SearchDocuments['sections'][number] => {
    let n = numbers.get(s.page);
    if (n === undefined) numbers.set(s.page, (n = pages.push(s.page) - 1));
    return [n, s.title, s.anchor];
  });
  return { pages, sections };
}
