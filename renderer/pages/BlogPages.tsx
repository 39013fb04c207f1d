import type { PageSet } from './page-groups.ts';
import type {
  AuthorRef,
  BlogArchiveRoute,
  BlogAuthorRoute,
  BlogAuthorsRoute,
  BlogListRoute,
  BlogPostRoute,
  BlogTagRoute,
  BlogTagsRoute,
  PostSummary,
  TocItem,
} from '../../model/routes.ts';
import { Markdown, Pagination, TagList } from '../components/DocParts.tsx';
import { Toc } from '../components/Toc.tsx';
import { formatDate, usePage, useHref } from '../context.tsx';
import type { ReactNode } from 'react';
import { withBase } from '../../model/url.ts';
import { TagIndex } from './DocsPages.tsx';
import { useT } from '../i18n/use-t.ts';
import { OriginalLanguage } from '../components/OriginalLanguage.tsx';
import { UntranslatedNotice } from '../components/VersionNotices.tsx';
import { SHELL_IDS } from '../../model/reserved.ts';
import { safeUrl } from '../../model/url-policy.ts';

function BlogSidebar() {
  const { site, route } = usePage();
  const href = useHref();
  const t = useT();
  const { sidebar } = site.blog;
  return (
    <aside className="blog-sidebar" aria-label={t('portal.blog.sidebarLabel', 'Blog navigation')}>
      <nav aria-label={t('theme.blog.sidebar.navAriaLabel', 'Blog posts')}>
        <p className="blog-sidebar-title">{sidebar.title}</p>
        {sidebar.groups.map((g) => (
          <div key={g.year || 'all'} className="blog-sidebar-group">
            {g.year ? <p className="blog-sidebar-year">{g.year}</p> : null}
            <ul>
              {g.posts.map((p) => (
                <li key={p.path}>
                  <a
                    href={href(p.path)}
                    className={p.path === route.path ? 'active' : undefined}
                    aria-current={p.path === route.path ? 'page' : undefined}
                  >
                    {p.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}

/** The blog's frame; like DocsFrame, the sidebar first, and the contents column's room given at the row's opening tag. */
function BlogFrame({ children, toc }: { children: ReactNode; toc?: readonly TocItem[] }) {
  const withToc = toc !== undefined && toc.length > 0;
  return (
    <div className="blog-layout">
      <BlogSidebar />
      <main id={SHELL_IDS.main} className="blog-main" tabIndex={-1}>
        <div className={withToc ? 'docs-row with-toc' : 'docs-row'}>
          <div className="blog-column">{children}</div>
          {withToc ? <Toc items={toc} /> : null}
        </div>
      </main>
    </div>
  );
}

/**
 * `image_url` as an image the page may load: https and data images (what the site's img-src
 * policy allows) as written, a site path under the base URL; anything else is not shown.
 */
function avatarSrc(imageUrl: string | undefined, site: { baseUrl: string }): string | undefined {
  if (!imageUrl) return undefined;
  if (/^https:\/\//i.test(imageUrl) || /^data:image\//i.test(imageUrl)) return imageUrl;
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(imageUrl)) return undefined;
  return withBase(site.baseUrl, `/${imageUrl.replace(/^\/+/, '')}`);
}

// The author's name is printed beside the avatar, so the image is decorative (empty alt), as the
// initials are (aria-hidden): a screen reader reads the name once.
function Avatar({ author }: { author: AuthorRef }) {
  const { site } = usePage();
  const src = avatarSrc(author.imageUrl, site);
  if (src) return <img className="avatar" src={src} alt="" width={40} height={40} loading="lazy" decoding="async" />;
  return (
    <span className="avatar" aria-hidden="true">
      {author.name
        .split(/\s+/)
        .map((w) => w.charAt(0))
        .join('')
        .slice(0, 2)}
    </span>
  );
}

function Authors({ authors }: { authors: readonly AuthorRef[] }) {
  const href = useHref();
  if (authors.length === 0) return null;
  return (
    <ul className="post-authors">
      {authors.map((a) => (
        <li key={a.key} className="post-author">
          <Avatar author={a} />
          <span>
            {a.path ? <a href={href(a.path)}>{a.name}</a> : safeUrl(a.url) ? <a href={safeUrl(a.url)}>{a.name}</a> : <b>{a.name}</b>}
            {a.title ? <small>{a.title}</small> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

function PostMeta({ post }: { post: PostSummary }) {
  const { site } = usePage();
  const t = useT();
  return (
    <p className="post-meta">
      <time dateTime={post.date}>{formatDate(post.date, site.locale.code)}</time>
      {site.blog.showReadingTime ? (
        <span>
          {' '}
          ·{' '}
          {t('theme.blog.post.readingTime.plurals', '{readingTime} min read', {
            count: post.readingMinutes,
            readingTime: post.readingMinutes,
          })}
        </span>
      ) : null}
    </p>
  );
}

function PostList({ posts }: { posts: readonly PostSummary[] }) {
  const href = useHref();
  const t = useT();
  return (
    <>
      {posts.map((p) => (
        <article key={p.path} className="post-card">
          <h2 className="post-card-title">
            <a href={href(p.path)}>{p.title}</a>
          </h2>
          <PostMeta post={p} />
          <Authors authors={p.authors} />
          <Markdown html={p.excerptHtml} />
          <footer className="post-card-footer">
            <TagList tags={p.tags} />
            {p.truncated ? (
              <a
                className="read-more"
                href={href(p.path)}
                aria-label={t('theme.blog.post.readMoreLabel', 'Read more about {title}', { title: p.title })}
              >
                {t('theme.blog.post.readMore', 'Read more')}
              </a>
            ) : null}
          </footer>
        </article>
      ))}
    </>
  );
}

export function BlogListPage({ route }: { route: BlogListRoute }) {
  const { site } = usePage();
  const t = useT();
  const newer = t('theme.blog.paginator.newerEntries', 'Newer entries');
  const older = t('theme.blog.paginator.olderEntries', 'Older entries');
  return (
    <BlogFrame>
      <h1 className={route.page === 1 ? 'visually-hidden' : 'page-title'}>{route.page === 1 ? site.blog.title : route.title}</h1>
      <PostList posts={route.posts} />
      <Pagination
        label={t('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}
        prevLabel={newer}
        nextLabel={older}
        prev={route.newerPath ? { title: newer, path: route.newerPath } : undefined}
        next={route.olderPath ? { title: older, path: route.olderPath } : undefined}
      />
    </BlogFrame>
  );
}

export function BlogPostPage({ route }: { route: BlogPostRoute }) {
  const t = useT();
  return (
    <BlogFrame toc={route.toc}>
      <article className="post">
        <header>
          <h1 className="page-title">{route.title}</h1>
          <PostMeta post={route.post} />
          <Authors authors={route.post.authors} />
        </header>
        <UntranslatedNotice route={route} />
        <OriginalLanguage untranslated={route.untranslated}>
          <Markdown html={route.html} />
        </OriginalLanguage>
        <footer className="docs-footer">
          <TagList tags={route.post.tags} />
        </footer>
      </article>
      <Pagination
        label={t('theme.blog.post.paginator.navAriaLabel', 'Blog post page navigation')}
        prevLabel={t('theme.blog.post.paginator.newerPost', 'Newer post')}
        nextLabel={t('theme.blog.post.paginator.olderPost', 'Older post')}
        prev={route.newer}
        next={route.older}
      />
    </BlogFrame>
  );
}

export function BlogArchivePage({ route }: { route: BlogArchiveRoute }) {
  const href = useHref();
  const { site } = usePage();
  return (
    <main id={SHELL_IDS.main} className="page-main" tabIndex={-1}>
      <h1 className="page-title">{route.title}</h1>
      <p className="lead">{route.description}</p>
      {route.years.map((y) => (
        <section key={y.year}>
          <h2>{y.year}</h2>
          <ul className="archive-list">
            {y.posts.map((p) => (
              <li key={p.path}>
                <time dateTime={p.date}>{formatDate(p.date, site.locale.code)}</time> – <a href={href(p.path)}>{p.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

export function BlogAuthorsPage({ route }: { route: BlogAuthorsRoute }) {
  const t = useT();
  return (
    <BlogFrame>
      <h1 className="page-title">{route.title}</h1>
      <ul className="author-list">
        {route.authors.map((a) => (
          <li key={a.key}>
            <Authors authors={[a]} />
            <span className="author-count">{t('theme.blog.post.plurals', '{count} post|{count} posts', { count: a.count })}</span>
          </li>
        ))}
      </ul>
    </BlogFrame>
  );
}

export function BlogAuthorPage({ route }: { route: BlogAuthorRoute }) {
  return (
    <BlogFrame>
      <h1 className="page-title">{route.title}</h1>
      {route.author.title ? <p className="lead">{route.author.title}</p> : null}
      <PostList posts={route.posts} />
    </BlogFrame>
  );
}

export function BlogTagsPage({ route }: { route: BlogTagsRoute }) {
  return (
    <BlogFrame>
      <h1 className="page-title">{route.title}</h1>
      <TagIndex tags={route.tags} />
    </BlogFrame>
  );
}

export function BlogTagPage({ route }: { route: BlogTagRoute }) {
  const href = useHref();
  const t = useT();
  return (
    <BlogFrame>
      <h1 className="page-title">{route.title}</h1>
      <p>
        <a href={href(route.allTagsPath)}>{t('theme.tags.tagsPageLink', 'View all tags')}</a>
      </p>
      <PostList posts={route.posts} />
    </BlogFrame>
  );
}

export const pages: PageSet<'blog'> = {
  'blog-list': BlogListPage,
  'blog-post': BlogPostPage,
  'blog-archive': BlogArchivePage,
  'blog-authors': BlogAuthorsPage,
  'blog-author': BlogAuthorPage,
  'blog-tags': BlogTagsPage,
  'blog-tag': BlogTagPage,
};
