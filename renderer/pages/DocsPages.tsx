import type { PageSet } from './page-groups.ts';
import type { Card, CategoryRoute, DocRoute, DocsHomeRoute, DocsTagRoute, DocsTagsRoute, TagSummary } from '../../model/routes.ts';
import { Breadcrumbs, Markdown, Pagination } from '../components/DocParts.tsx';
import DocItemFooter from '../theme/DocItemFooter.tsx';
import { DocsSidebar } from '../islands/shell-islands.tsx';
import { Toc, TocCollapsible } from '../components/Toc.tsx';
import type { TocItem } from '../../model/routes.ts';
import { usePage, useHref } from '../context.tsx';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { OriginalLanguage } from '../components/OriginalLanguage.tsx';
import { UntranslatedNotice, VersionNotices } from '../components/VersionNotices.tsx';
import { SHELL_IDS } from '../../model/reserved.ts';

/**
 * Sidebar column + main column, the frame of every page that belongs to a docs sidebar. The
 * sidebar comes first in the HTML, so the keyboard reaches it right after the navbar, as in
 * Docusaurus (the skip link jumps over it). Whether the table of contents has a column is decided
 * at the row's opening tag (`with-toc`), so the article has its final width before the contents
 * column, which follows it, has arrived.
 */
export function DocsFrame({ children, toc }: { children: ReactNode; toc?: readonly TocItem[] }) {
  const { sidebar, sidebarFile, route } = usePage();
  const version = route.docsVersion ? ` ${route.docsVersion.className}` : '';
  const withToc = toc !== undefined && toc.length > 0;
  const withSidebar = sidebar !== undefined || sidebarFile !== undefined;
  return (
    <div className={`${withSidebar ? 'docs-layout with-sidebar' : 'docs-layout'}${version}`}>
      {withSidebar ? <DocsSidebar /> : null}
      <main id={SHELL_IDS.main} className="docs-main" tabIndex={-1}>
        <div className={withToc ? 'docs-row with-toc' : 'docs-row'}>
          <article className="docs-article">{children}</article>
          {withToc ? <Toc items={toc} /> : null}
        </div>
      </main>
    </div>
  );
}

export function CardGrid({ cards }: { cards: readonly Card[] }) {
  const href = useHref();
  return (
    <ul className="card-grid">
      {cards.map((c) => (
        <li key={c.path + c.title}>
          <a className="card" href={href(c.path)}>
            <span className="card-title">{c.title}</span>
            {c.description ? <span className="card-description">{c.description}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function DocPage({ route }: { route: DocRoute }) {
  const t = useT();
  return (
    <DocsFrame toc={route.toc}>
      <VersionNotices route={route} />
      <Breadcrumbs crumbs={route.breadcrumbs} current={route.title} />
      <UntranslatedNotice route={route} />
      <TocCollapsible items={route.toc} />
      {route.hideTitle ? null : <h1 className="page-title">{route.title}</h1>}
      <OriginalLanguage untranslated={route.untranslated}>
        <Markdown html={route.html} />
      </OriginalLanguage>
      <DocItemFooter route={route} />
      <Pagination prev={route.prev} next={route.next} label={t('theme.docs.paginator.navAriaLabel', 'Docs pages')} />
    </DocsFrame>
  );
}

export function CategoryPage({ route }: { route: CategoryRoute }) {
  const t = useT();
  return (
    <DocsFrame>
      <VersionNotices route={route} />
      <Breadcrumbs crumbs={route.breadcrumbs} current={route.title} />
      <h1 className="page-title">{route.title}</h1>
      {route.description ? <p className="lead">{route.description}</p> : null}
      <CardGrid cards={route.cards} />
      <Pagination prev={route.prev} next={route.next} label={t('theme.docs.paginator.navAriaLabel', 'Docs pages')} />
    </DocsFrame>
  );
}

export function DocsHomePage({ route }: { route: DocsHomeRoute }) {
  const href = useHref();
  return (
    <DocsFrame>
      <h1 className="page-title">{route.title}</h1>
      <p className="lead">{route.description}</p>
      {route.sections.map((s) => (
        <section key={s.label} className="docs-home-section">
          <h2>
            <a href={href(s.path)}>{s.label}</a>
          </h2>
          <CardGrid cards={s.cards} />
        </section>
      ))}
    </DocsFrame>
  );
}

export function TagIndex({ tags }: { tags: readonly TagSummary[] }) {
  const href = useHref();
  const letters = new Map<string, TagSummary[]>();
  for (const t of tags) {
    const letter = t.label.charAt(0).toUpperCase();
    letters.set(letter, [...(letters.get(letter) ?? []), t]);
  }
  return (
    <div className="tag-index">
      {[...letters].map(([letter, list]) => (
        <section key={letter}>
          <h2>{letter}</h2>
          <ul>
            {list.map((t) => (
              <li key={t.path}>
                <a className="tag" href={href(t.path)}>
                  {t.label} <span className="tag-count">{t.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function DocsTagsPage({ route }: { route: DocsTagsRoute }) {
  return (
    <DocsFrame>
      <h1 className="page-title">{route.title}</h1>
      <TagIndex tags={route.tags} />
    </DocsFrame>
  );
}

export function DocsTagPage({ route }: { route: DocsTagRoute }) {
  const href = useHref();
  const t = useT();
  return (
    <DocsFrame>
      <h1 className="page-title">{route.title}</h1>
      <p>
        <a href={href(route.allTagsPath)}>{t('theme.tags.tagsPageLink', 'View all tags')}</a>
      </p>
      <ul className="tag-doc-list">
        {route.docs.map((d) => (
          <li key={d.path}>
            <a href={href(d.path)}>
              <h2>{d.title}</h2>
            </a>
            <p>{d.description}</p>
          </li>
        ))}
      </ul>
    </DocsFrame>
  );
}

export const pages: PageSet<'docs'> = {
  doc: DocPage,
  category: CategoryPage,
  'docs-home': DocsHomePage,
  'docs-tags': DocsTagsPage,
  'docs-tag': DocsTagPage,
};
