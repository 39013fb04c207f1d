import type { SitePageRoute } from '../../model/routes.ts';
import type { PageSet } from './page-groups.ts';
import { sitePages } from '../site/site-code.ts';
import { exportedComponent } from '../site/exported-component.ts';
import { SHELL_IDS } from '../../model/reserved.ts';

/**
 * A React page of the site (src/pages/x.tsx): the site's own component inside the portal's layout.
 * It renders on the server at build time and hydrates in the browser, where its module is loaded
 * (its own chunk) before the page is shown.
 */
export function SitePage({ route }: { route: SitePageRoute }) {
  const Page = exportedComponent(sitePages[route.component]);
  if (!Page)
    throw new Error(`The page ${route.path} cannot be shown.`, {
      cause: new Error(`${route.component} has no default export that is a React component.`),
    });
  return route.ownMain ? (
    // The skip link's target; the page's own <main> is the landmark.
    <div id={SHELL_IDS.main} className="site-page" tabIndex={-1}>
      <Page />
    </div>
  ) : (
    <main id={SHELL_IDS.main} className="site-page" tabIndex={-1}>
      <Page />
    </main>
  );
}

export async function prepare(route: { kind: string; component?: string }): Promise<void> {
  if (route.kind === 'site-page' && route.component) await sitePages[route.component]?.load();
}

export const pages: PageSet<'site'> = { 'site-page': SitePage };
