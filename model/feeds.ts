/** The blog feeds: their kinds, files and types, shared by the graph (which plans them) and pages (which link them). */
export type FeedType = 'rss' | 'atom' | 'json';

/** A blog feed as pages link to it: its kind, its file (a path below the base path) and its title. */
export interface FeedLink {
  type: FeedType;
  path: string;
  title: string;
}

/** What the emit stage needs to write the blog feeds; absent when there are none to write. */
export interface FeedMeta {
  links: FeedLink[];
  limit: number;
  title: string;
  description: string;
  copyright: string;
}

export const FEED_FILES: Record<FeedType, string> = { rss: '/blog/rss.xml', atom: '/blog/atom.xml', json: '/blog/feed.json' };
export const FEED_MIME: Record<FeedType, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
};
