import type { SiteConfig } from '../config/types.ts';
import type { Author, BlogPostFile } from '../load/types.ts';
import { tocFrom } from './docs-routes.ts';
import { groupByTag, originOf } from './tag-routes.ts';
import type {
  AuthorRef,
  BlogArchiveRoute,
  BlogAuthorRoute,
  BlogAuthorsRoute,
  BlogListRoute,
  BlogPostRoute,
  BlogTagRoute,
  BlogTagsRoute,
  NavLink,
  PostSummary,
} from '../../model/routes.ts';
import type { SiteData } from '../../model/graph.ts';
import type { Translate } from '../../renderer/i18n/translate.ts';

type BlogRoute = BlogListRoute | BlogPostRoute | BlogArchiveRoute | BlogAuthorsRoute | BlogAuthorRoute | BlogTagsRoute | BlogTagRoute;

export function authorRef(a: Author): AuthorRef {
  const ref: AuthorRef = { key: a.key, name: a.name };
  if (a.title) ref.title = a.title;
  if (a.url) ref.url = a.url;
  if (a.imageUrl) ref.imageUrl = a.imageUrl;
  if (a.page && !a.inline) ref.path = `/blog/authors/${a.key}`;
  return ref;
}

function summary(p: BlogPostFile): PostSummary {
  return {
    title: p.title,
    path: p.path,
    date: p.date,
    authors: p.authors.map(authorRef),
    tags: p.tags.map((t) => ({ label: t.label, path: `/blog/tags/${t.slug}` })),
    readingMinutes: p.readingMinutes,
    excerptHtml: p.content.excerptHtml ?? p.content.html,
    truncated: p.content.excerptHtml !== undefined,
  };
}

/** Posts arrive newest first. Every blog page kind: list (paginated), post, archive, authors, tags. */
export function blogRoutes(config: SiteConfig, allPosts: readonly BlogPostFile[], authors: readonly Author[], t: Translate): BlogRoute[] {
  const { blog } = config;
  // Unlisted posts have their own page and nothing else: no list, archive, tag, author or feed entry.
  const posts = allPosts.filter((p) => !p.unlisted);
  const summaries = posts.map(summary);
  const routes: BlogRoute[] = [];
  const perPage = blog.postsPerPage;
  const totalPages = Math.max(1, Math.ceil(posts.length / perPage));
  const listPath = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`);
  for (let page = 1; page <= totalPages; page++) {
    const route: BlogListRoute = {
      kind: 'blog-list',
      path: listPath(page),
      title: page === 1 ? blog.title : t('theme.blog.paginator.pageTitle', '{blogTitle}, page {page}', { blogTitle: blog.title, page }),
      description: blog.description,
      keywords: [],
      posts: summaries.slice((page - 1) * perPage, page * perPage),
      page,
      totalPages,
    };
    if (page > 1) route.newerPath = listPath(page - 1);
    if (page < totalPages) route.olderPath = listPath(page + 1);
    routes.push(route);
  }
  posts.forEach((p, i) => {
    const link = (q: BlogPostFile | undefined): NavLink | undefined => (q ? { title: q.title, path: q.path } : undefined);
    const route = postRoute(config, p, summaries[i] as PostSummary);
    if (p.untranslated) route.untranslated = true;
    const newer = link(posts[i - 1]);
    const older = link(posts[i + 1]);
    if (newer) route.newer = newer;
    if (older) route.older = older;
    routes.push(route);
  });
  for (const p of allPosts.filter((q) => q.unlisted)) {
    routes.push({ ...postRoute(config, p, summary(p)), noindex: true, ...(p.untranslated ? { untranslated: true } : {}) });
  }
  const years = new Map<string, { title: string; path: string; date: string }[]>();
  for (const p of posts)
    years.set(p.date.slice(0, 4), [...(years.get(p.date.slice(0, 4)) ?? []), { title: p.title, path: p.path, date: p.date }]);
  routes.push({
    kind: 'blog-archive',
    path: '/blog/archive',
    title: t('theme.blog.archive.title', 'Archive'),
    description: t('portal.blog.archiveDescription', 'Every post of {blogTitle}.', { blogTitle: blog.title }),
    keywords: [],
    years: [...years].map(([year, list]) => ({ year, posts: list })),
  });

  const count = (key: string) => posts.filter((p) => p.authors.some((a) => a.key === key)).length;
  routes.push({
    kind: 'blog-authors',
    path: '/blog/authors',
    title: t('theme.blog.authorsList.pageTitle', 'Authors'),
    description: t('portal.blog.authorsDescription', 'The people who write {blogTitle}.', { blogTitle: blog.title }),
    keywords: [],
    authors: authors.map((a) => ({ ...authorRef(a), count: count(a.key) })),
  });
  for (const a of authors.filter((x) => x.page)) {
    routes.push({
      kind: 'blog-author',
      path: `/blog/authors/${a.key}`,
      title: a.name,
      description: t('portal.blog.authorDescription', 'Posts by {name}.', { name: a.name }),
      keywords: [],
      author: authorRef(a),
      posts: summaries.filter((s) => s.authors.some((x) => x.key === a.key)),
    });
  }

  const groups = groupByTag(posts, (p) => p.tags);
  routes.push({
    kind: 'blog-tags',
    path: '/blog/tags',
    title: t('theme.tags.tagsPageTitle', 'Tags'),
    description: t('portal.blog.tagsDescription', 'Topics of {blogTitle}.', { blogTitle: blog.title }),
    keywords: [],
    tags: [...groups].map(([slug, g]) => ({ label: g.label, path: `/blog/tags/${slug}`, count: g.items.length })),
  });
  for (const [slug, g] of groups) {
    routes.push({
      kind: 'blog-tag',
      path: `/blog/tags/${slug}`,
      title: t('theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', {
        nPosts: t('theme.blog.post.plurals', '{count} post|{count} posts', { count: g.items.length }),
        tagName: g.label,
      }),
      description:
        g.description ?? t('portal.blog.tagDescription', '{blogTitle} tagged "{tagName}".', { blogTitle: blog.title, tagName: g.label }),
      keywords: [g.label],
      tag: { label: g.label, path: `/blog/tags/${slug}` },
      allTagsPath: '/blog/tags',
      ...originOf(g),
      posts: g.items.map(summary),
    });
  }
  return routes;
}

function postRoute(config: SiteConfig, p: BlogPostFile, post: PostSummary): BlogPostRoute {
  const route: BlogPostRoute = {
    kind: 'blog-post',
    path: p.path,
    title: p.title,
    description: p.description,
    keywords: p.keywords,
    source: p.display,
    post,
    html: p.content.html,
    toc: p.hideTableOfContents ? [] : tocFrom(p.content.headings, config.toc.minHeadingLevel, config.toc.maxHeadingLevel),
    hasMermaid: p.content.hasMermaid,
  };
  if (p.image) route.image = p.image;
  return route;
}

/** The blog sidebar: every post (or the configured number), grouped by year, newest first. */
export function blogSidebar(config: SiteConfig, allPosts: readonly BlogPostFile[]): SiteData['blog']['sidebar'] {
  const posts = allPosts.filter((p) => !p.unlisted);
  const listed = config.blog.sidebarCount === 'ALL' ? posts : posts.slice(0, config.blog.sidebarCount);
  const groups: { year: string; posts: NavLink[] }[] = [];
  for (const p of listed) {
    const year = config.blog.groupByYear ? p.date.slice(0, 4) : '';
    let group = groups[groups.length - 1];
    if (!group || group.year !== year) groups.push((group = { year, posts: [] }));
    group.posts.push({ title: p.title, path: p.path });
  }
  return { title: config.blog.sidebarTitle, groups };
}
