import type { FeedMeta } from '../../model/feeds.ts';
import type { BlogPostRoute, Route } from '../../model/routes.ts';
import type { SiteData } from '../../model/graph.ts';
import { withBase } from '../../model/url.ts';
import { isSafeUrl, urlScheme } from '../../model/url-policy.ts';
import { atomXml, rssXml, type FeedEntry, type FeedHead } from './feed-xml.ts';

/** A feed file to write: path relative to the output folder, and its text. */
export interface FeedFile {
  file: string;
  text: string;
}

interface FeedContext {
  site: SiteData;
  meta: FeedMeta;
  /** A route path as an absolute URL (a page, following the trailing-slash setting). */
  page: (path: string) => string;
  /** A file path as an absolute URL. */
  file: (path: string) => string;
}

/**
 * The blog feeds: RSS 2.0 and Atom 1.0 (feed-xml.ts), JSON Feed 1.1. Every URL in them is absolute, and so is every link and image inside
 * the posts' HTML, since a feed reader shows it away from the site.
 */
export function buildFeeds(site: SiteData, routes: readonly Route[], meta: FeedMeta): FeedFile[] {
  const ctx: FeedContext = {
    site,
    meta,
    page: (path) => `${site.url}${withBase(site.baseUrl, path, site.trailingSlash)}`,
    file: (path) => `${site.url}${withBase(site.baseUrl, path)}`,
  };
  // Posts come newest first; ties on a date keep their order.
  // Unlisted posts (noindex) have a page but no feed entry, as in Docusaurus.
  const posts = routes.filter((r): r is BlogPostRoute => r.kind === 'blog-post' && !r.noindex).slice(0, meta.limit);
  return meta.links.map((link) => {
    const file = link.path.slice(1);
    if (link.type === 'json') return { file, text: jsonFeed(ctx, posts) };
    return { file, text: xmlFeed(ctx, posts, link.path, link.type) };
  });
}

/** The XML feeds' entries and head (feed-xml.ts writes and escapes them). */
function xmlFeed(ctx: FeedContext, posts: readonly BlogPostRoute[], self: string, type: 'rss' | 'atom'): string {
  const { site, meta } = ctx;
  const head: FeedHead = {
    home: ctx.page('/blog'),
    self: ctx.file(self),
    title: meta.title,
    description: meta.description,
    language: site.locale.code,
    copyright: meta.copyright,
    ...(posts[0] ? { updated: postDate(posts[0]) } : {}),
    ...(site.favicon ? { favicon: asset(ctx, site.favicon) } : {}),
  };
  const entries = posts.map((post): FeedEntry => {
    const url = ctx.page(post.path);
    return {
      title: post.title,
      url,
      date: postDate(post),
      ...(post.description ? { description: post.description } : {}),
      html: absoluteHtml(post.html, site.url, url),
      authors: post.post.authors.map((a) => {
        const link = authorLink(ctx, a);
        return {
          name: a.name,
          ...(link ? { link } : {}),
          ...(a.url?.startsWith('mailto:') ? { email: a.url.slice('mailto:'.length) } : {}),
        };
      }),
      tags: post.post.tags.map((t) => ({ label: t.label, url: ctx.page(t.path) })),
      ...(post.image ? { image: asset(ctx, post.image) } : {}),
    };
  });
  return type === 'rss' ? rssXml(head, entries) : atomXml(head, entries);
}

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1): `authors` lists, `language`, RFC 3339 dates. */
function jsonFeed(ctx: FeedContext, posts: readonly BlogPostRoute[]): string {
  const { site, meta } = ctx;
  const self = meta.links.find((l) => l.type === 'json');
  const doc = {
    version: 'https://jsonfeed.org/version/1.1',
    title: meta.title,
    home_page_url: ctx.page('/blog'),
    ...(self ? { feed_url: ctx.file(self.path) } : {}),
    description: meta.description,
    language: site.locale.code,
    ...(site.favicon ? { favicon: asset(ctx, site.favicon) } : {}),
    items: posts.map((post) => {
      const url = ctx.page(post.path);
      const authors = post.post.authors.map((a) => {
        const link = authorLink(ctx, a);
        return { name: a.name, ...(link ? { url: link } : {}), ...(a.imageUrl ? { avatar: asset(ctx, a.imageUrl) } : {}) };
      });
      return {
        id: url,
        url,
        title: post.title,
        content_html: absoluteHtml(post.html, site.url, url),
        ...(post.description ? { summary: post.description } : {}),
        date_published: postDate(post).toISOString(),
        ...(authors.length > 0 ? { authors } : {}),
        ...(post.post.tags.length > 0 ? { tags: post.post.tags.map((t) => t.label) } : {}),
        ...(post.image ? { image: asset(ctx, post.image) } : {}),
      };
    }),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** A post's date (YYYY-MM-DD) as midnight UTC, so every build and time zone writes the same feed. */
function postDate(post: BlogPostRoute): Date {
  return new Date(`${post.post.date.slice(0, 10)}T00:00:00Z`);
}

/** The author's link as written when the URL policy allows it (the load stage already dropped the others), else their page. */
function authorLink(ctx: FeedContext, a: BlogPostRoute['post']['authors'][number]): string | undefined {
  if (a.url && isSafeUrl(a.url)) return urlScheme(a.url) === undefined ? ctx.page(a.url) : a.url;
  return a.path ? ctx.page(a.path) : undefined;
}

/** An image or icon path (under static/, or a full URL) as an absolute URL. */
function asset(ctx: FeedContext, value: string): string {
  return /^https?:/.test(value) ? value : ctx.file(`/${value.replace(/^\//, '')}`);
}

/**
 * Rewrites `href` and `src` values in rendered HTML to absolute URLs: root-relative ones against the
 * origin, `#fragment` ones against the post's own URL. The compiler writes attributes in double
 * quotes, so a pattern is enough here.
 */
export function absoluteHtml(html: string, origin: string, pageUrl: string): string {
  // Heading anchor marks and author comments (`<!-- truncate -->`) mean nothing in a feed reader.
  const clean = html.replace(/<a class="hash-link"[^>]*>[^<]*<\/a>/g, '').replace(/<!--[\s\S]*?-->\n?/g, '');
  return clean.replace(/(\s(?:href|src)=")([^"]*)"/g, (whole, head: string, value: string) => {
    if (value.startsWith('#')) return `${head}${pageUrl}${value}"`;
    if (value.startsWith('/') && !value.startsWith('//')) return `${head}${origin}${value}"`;
    return whole;
  });
}
