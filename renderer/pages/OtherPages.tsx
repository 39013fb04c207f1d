import type { PageSet } from './page-groups.ts';
import type { HomeRoute, PageRoute } from '../../model/routes.ts';
import { Markdown } from '../components/DocParts.tsx';
import { Toc } from '../components/Toc.tsx';
import { usePage, useHref } from '../context.tsx';
import { useT } from '../i18n/use-t.ts';
import { withNodes } from '../i18n/nodes.tsx';
import { OriginalLanguage } from '../components/OriginalLanguage.tsx';
import { UntranslatedNotice } from '../components/VersionNotices.tsx';
import { SHELL_IDS } from '../../model/reserved.ts';

export function HomePage({ route }: { route: HomeRoute }) {
  const href = useHref();
  const t = useT();
  return (
    <main id={SHELL_IDS.main} className="home" tabIndex={-1}>
      <section className="hero">
        <div className="hero-inner">
          <h1 className="hero-title">{route.hero.title}</h1>
          <p className="hero-tagline">{route.hero.tagline}</p>
          {route.hero.actions.length > 0 ? (
            <div className="hero-actions">
              {route.hero.actions.map((a, i) => (
                <a key={a.path} className={i === 0 ? 'button button-primary' : 'button button-secondary'} href={href(a.path)}>
                  {a.text}
                </a>
              ))}
            </div>
          ) : null}
        </div>
      </section>
      {route.features.length > 0 ? (
        <section className="features" aria-label={t('portal.home.featuresLabel', 'Product areas')}>
          <ul className="card-grid">
            {route.features.map((f) => (
              <li key={f.title}>
                {f.path ? (
                  <a className="card feature-card" href={href(f.path)}>
                    <span className="card-title">{f.title}</span>
                    <span className="card-description">{f.details}</span>
                  </a>
                ) : (
                  <div className="card feature-card">
                    <span className="card-title">{f.title}</span>
                    <span className="card-description">{f.details}</span>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
  const href = useHref();
  const { site } = usePage();
  const t = useT();
  const docs = site.docsVersions?.versions.find((v) => v.name === site.docsVersions?.last)?.path ?? '/docs';
  return (
    <main id={SHELL_IDS.main} className="page-main not-found" tabIndex={-1}>
      <h1 className="page-title">{t('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{t('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>
        {withNodes(t('portal.NotFound.p2', 'The link may be old, or the page may have moved. Try the {docsLink}, the {homeLink} or the search box.'), {
          docsLink: <a href={href(docs)}>{t('portal.NotFound.docsLink', 'documentation index')}</a>,
          homeLink: <a href={href('/')}>{t('portal.NotFound.homeLink', '{siteTitle} home page', { siteTitle: site.title })}</a>,
        })}
      </p>
    </main>
  );
}

export const pages: PageSet<'other'> = { page: MarkdownPage, home: HomePage, 'not-found': NotFoundPage };
