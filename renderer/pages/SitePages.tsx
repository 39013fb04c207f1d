import type { SitePageRoute } from '../../model/routes.ts';
import type { PageSet } from './page-groups.ts';
import { sitePages } from '../site/site-code.ts';
import { exportedComponent } from '../site/exported-component.ts';
import { SHELL_IDS } from '../../model/reserved.ts';
import { Island } from '../islands/Island.tsx';

/**
 * A React page of the site (src/pages/x.tsx): the site's own component inside the portal's layout.
 * It renders on the server at build time; an interactive page (`route.hydrate`) is an island of
 * its own, hydrated in the browser, where its module is its own chunk.
 */
export function SitePage({ route }: { route: SitePageRoute }) {
  const Page = exportedComponent(sitePages[route.component]);
  if (!Page)
    throw new Error(`The page ${route.path} cannot be shown.`, {
      cause: new Error(`${route.component} has no default export that is a React component.`),
    });
  const body = route.hydrate ? (
    <Island name={`${route.component}#default`} component={Page} props={{}} hydrate={route.hydrate} prefix="p-" />
  ) : (
    <Page />
  );
  return route.ownMain ? (
    // The skip link's target; the page's own <main> is the landmark.
    <div id={SHELL_IDS.main} className="site-page" tabIndex={-1}>
      {body}
    </div>
  ) : (
    <main id={SHELL_IDS.main} className="site-page" tabIndex={-1}>
      {body}
    </main>
  );
}

export const pages: PageSet<'site'> = { 'site-page': SitePage };
