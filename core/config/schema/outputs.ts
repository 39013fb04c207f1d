import { z } from 'zod';
import { int, list, nonEmpty, withDefault } from './fields.ts';

/** The blog, its feeds, the API reference pages and the docs' edit and last-updated footer. */

const FEED_TYPES = ['rss', 'atom', 'json'] as const;
const FEED_TYPE = z.enum(FEED_TYPES);

const feedOptions = z.strictObject({
  type: withDefault(
    z.union([z.literal('all'), FEED_TYPE, z.array(FEED_TYPE)]).nullable(),
    'all',
    '`all`, `rss`, `atom`, `json`, a list of them, or null for none',
  ),
  limit: withDefault(z.union([int(1, 1000), z.literal(false)]), 20, 'the newest posts a feed holds (`false`: all of them)'),
  title: z.string().nullish().meta({ description: 'the feed title (default: the blog title and the site title)' }),
  description: z.string().nullish().meta({ description: 'the feed description (default: the blog description)' }),
  copyright: z.string().nullish().meta({ description: 'the feed copyright (default: the footer copyright, as text)' }),
});

export const blog = z.strictObject({
  path: withDefault(
    z
      .string()
      .transform((p) => p.replace(/^\.\//, '').replace(/\/+$/, ''))
      .refine((p) => p !== '' && !p.startsWith('/') && !p.split('/').includes('..'), {
        message: 'must be a folder inside the site folder, written relative to it',
        params: { hint: 'move the folder into the site folder' },
      }),
    'blog',
    'the folder of the posts, relative to the site folder',
  ),
  title: withDefault(z.string(), 'Blog', 'the blog title'),
  description: withDefault(z.string(), '', 'the blog description'),
  showReadingTime: withDefault(z.boolean(), true, "show each post's reading time"),
  postsPerPage: withDefault(int(1, 1000), 10, 'posts on each page of the list'),
  sidebarTitle: withDefault(z.string(), 'Recent posts', 'the heading of the blog sidebar'),
  sidebarCount: withDefault(z.union([z.literal('ALL'), int(0, 1000)]), 5, '`ALL` or how many recent posts the blog sidebar lists'),
  groupByYear: withDefault(z.boolean(), true, 'group the blog sidebar by year'),
  datedUrls: withDefault(
    z.boolean(),
    false,
    '`true`: a dated post is served at `/blog/2024/01/15/slug`, as Docusaurus serves it; `false`: `/blog/slug`',
  ),
  feedOptions: z
    .union([feedOptions, z.null()])
    .optional()
    .transform(feedConfig)
    .meta({ description: 'RSS, Atom and JSON feeds of the blog; `null` writes none' }),
});

/** The feeds to write, whichever of Docusaurus's forms `feedOptions` takes (`type` as a word, a list or null). */
interface FeedConfig {
  types: (typeof FEED_TYPES)[number][];
  /** The most recent posts a feed holds. */
  limit: number;
  /** Override the feed's title and description (default: the blog's, else the site's). */
  title?: string;
  description?: string;
  copyright?: string;
}

function feedConfig(raw: z.output<typeof feedOptions> | null | undefined): FeedConfig {
  if (raw === undefined) return { types: [...FEED_TYPES], limit: 20 };
  if (raw === null) return { types: [], limit: 20 };
  const type = raw.type;
  const types = type === 'all' ? [...FEED_TYPES] : type === null ? [] : [...new Set(Array.isArray(type) ? type : [type])];
  const out: FeedConfig = { types, limit: raw.limit === false ? 1000 : raw.limit };
  if (raw.title != null) out.title = raw.title;
  if (raw.description != null) out.description = raw.description;
  if (raw.copyright != null) out.copyright = raw.copyright;
  return out;
}

const apiEntry = z.strictObject({
  id: nonEmpty().meta({ description: 'a unique id' }),
  title: z.string().nullish().meta({ description: 'the page title (default: the id)' }),
  spec: nonEmpty().meta({ description: 'the spec file (OpenAPI 3.0/3.1 or Swagger 2.0, YAML or JSON), relative to the site folder' }),
  route: nonEmpty()
    .refine((r) => r.startsWith('/'), { message: 'must start with /', params: { hint: (v: unknown) => `write "/${String(v)}"` } })
    .meta({ description: "the page's route, without the base path (`/docs/x/api`)" }),
  tryIt: withDefault(
    z.boolean(),
    false,
    "a \"Try it\" console on each operation, sending real requests from the reader's browser to the spec's servers (the site's CSP then allows connections to them)",
  ),
});

/** The page title defaults to the id; `tryIt` is set only where it is on. */
const apiPage = apiEntry.transform(({ tryIt, ...a }) => ({ ...a, title: a.title ?? a.id, ...(tryIt ? { tryIt: true } : {}) }));

export const apis = list(apiPage, 'API reference pages, one per spec');
