import type { PageSet } from './page-groups.ts';
import type { HomeRoute, PageRoute } from '../../model/routes.ts';
import { Markdown } from '../components/DocParts.tsx';
import { Toc } from '../components/Toc.tsx';
import { usePage, useHref } from '../context.tsx';

export function HomePage({ route }: { route: HomeRoute }) {
  const href = useHref();
  return (
    <main id="content" className="home" tabIndex={-1}>
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
        <section className="features" aria-label="Product areas">
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
    <main id="content" className="page-main" tabIndex={-1}>
      <div className="docs-row">
        <article className="docs-article">
          {route.hideTitle ? null : <h1 className="page-title">{route.title}</h1>}
          <Markdown html={route.html} />
        </article>
        <Toc items={route.toc} />
      </div>
    </main>
  );
}

export function NotFoundPage() {
  const href = useHref();
  const { site } = usePage();
  return (
    <main id="content" className="page-main not-found" tabIndex={-1}>
      <h1 className="page-title">Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link may be old, or the page may have moved. Try the <a href={href('/docs')}>documentation index</a>, the{' '}
        <a href={href('/')}>{site.title} home page</a> or the search box.
      </p>
    </main>
  );
}

export const pages: PageSet<'other'> = { page: MarkdownPage, home: HomePage, 'not-found': NotFoundPage };
