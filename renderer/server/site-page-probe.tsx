import { renderToString } from 'react-dom/server';
import type { SitePageRoute } from '../../model/routes.ts';
import { PageProvider, type PageContext } from '../context.tsx';
import { SitePageMeta, type PageMeta } from '../site/page-meta.tsx';
import { sitePages } from '../site/site-code.ts';
import { exportedComponent } from '../site/exported-component.ts';

export interface SitePageFacts extends PageMeta {
  /** The page draws its own <main>. */
  ownMain: boolean;
}

/**
 * Renders a React page once, on its own, to learn what the build needs before writing it: the
 * title and description it gives `@theme/Layout` (or exports as `meta`), and whether it has its
 * own <main> landmark. Throws what the page throws, for the build to report.
 *
 * @public: the site's server bundle imports it by path (core/theme/site-bundle.ts).
 */
export function probeSitePage(page: PageContext & { route: SitePageRoute }): SitePageFacts {
  const module = sitePages[page.route.component];
  const Page = exportedComponent(module);
  if (!Page) throw new Error(`${page.route.component} has no default export that is a React component`);
  let meta: PageMeta = {};
  const exported = module?.get()?.meta;
  if (exported && typeof exported === 'object') meta = { ...(exported as PageMeta) };
  const html = renderToString(
    <PageProvider value={page}>
      <SitePageMeta.Provider value={(m) => (meta = { ...meta, ...m })}>
        <Page />
      </SitePageMeta.Provider>
    </PageProvider>,
  );
  return { ...meta, ownMain: /<main[\s>]/.test(html) };
}
