import { FEED_FILES, type FeedMeta, type FeedType } from '../../model/feeds.ts';
import type { SiteConfig } from '../config/types.ts';

const FEED_NAMES: Record<FeedType, string> = { rss: 'RSS Feed', atom: 'Atom Feed', json: 'JSON Feed' };

/** Feeds exist when the config asks for them and the blog has a post to put in them. */
export function feedMeta(config: SiteConfig, postCount: number): FeedMeta | undefined {
  const options = config.blog.feedOptions;
  if (options.types.length === 0 || postCount === 0) return undefined;
  const title = options.title ?? `${config.blog.title} | ${config.title}`;
  return {
    links: options.types.map((type) => ({ type, path: FEED_FILES[type], title: `${title} ${FEED_NAMES[type]}` })),
    limit: options.limit,
    title,
    description: options.description ?? (config.blog.description || config.tagline || `${config.blog.title} of ${config.title}`),
    // The footer's copyright may hold markup; a feed's is plain text.
    copyright: options.copyright ?? config.footer.copyright.replace(/<[^>]*>/g, '').trim(),
  };
}
