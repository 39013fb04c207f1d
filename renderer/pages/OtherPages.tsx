import type { PageSet } from './page-groups.ts';
import type { HomeRoute, PageRoute } from '../../model/routes.ts';
import { Markdown } from '../components/DocParts.tsx';
import { Toc } from '../components/Toc.tsx';
import HomeFeatures from '../theme/HomeFeatures.tsx';
import HomeHero from '../theme/HomeHero.tsx';
import NotFound from '../theme/NotFound.tsx';
import { OriginalLanguage } from '../components/OriginalLanguage.tsx';
import { UntranslatedNotice } from '../components/VersionNotices.tsx';
import { SHELL_IDS } from '../../model/reserved.ts';

export function HomePage({ route }: { route: HomeRoute }) {
  return (
    <main id={SHELL_IDS.main} className="home" tabIndex={-1}>
      <HomeHero hero={route.hero} />
      <HomeFeatures features={route.features} />
      {/* Always there (empty without a body, hidden by CSS): the browser hydrates without the HTML, so it cannot decide by it. */}
      <Markdown html={route.html} className="markdown home-body" />
    </main>
  );
}

export function MarkdownPage({ route }: { route: PageRoute }) {
  return (
    <main id={SHELL_IDS.main} className="page-main" tabIndex={-1}>
      <div className="docs-row">
        <article className="docs-article">
          <UntranslatedNotice route={route} />
          {route.hideTitle ? null : <h1 className="page-title">{route.title}</h1>}
          <OriginalLanguage untranslated={route.untranslated}>
            <Markdown html={route.html} />
          </OriginalLanguage>
        </article>
        <Toc items={route.toc} />
      </div>
    </main>
  );
}

export function NotFoundPage() {
  return <NotFound />;
}

export const pages: PageSet<'other'> = { page: MarkdownPage, home: HomePage, 'not-found': NotFoundPage };
