import { z } from 'zod';
import { int, list, nonEmpty, withDefault } from './fields.ts';

/** The blog, its feeds, the API reference pages and the docs' edit and last-updated footer. */

const FEED_TYPE = z.enum(['rss', 'atom', 'json']);

const feedOptions = z.strictObject({
  type: withDefault(z.union([z.literal('all'), FEED_TYPE, z.array(FEED_TYPE)]).nullable(), 'all', '`all`, `rss`, `atom`, `json`, a list of them, or null for none'),
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
      .refine((p) => p !== '' && !p.startsWith('/') && !p.split('/').includes('..'), { message: 'must be a folder inside the site folder, written relative to it', params: { hint: 'move the folder into the site folder' } }),
    'blog',
    'the folder of the posts, relative to the site folder',
  ),
  title: withDefault(z.string(), 'Blog', 'the blog title'),
  description: withDefault(z.string(), '', 'the blog description'),
  showReadingTime: withDefault(z.boolean(), true, 'show each post\'s reading time'),
  postsPerPage: withDefault(int(1, 1000), 10, 'posts on each page of the list'),
  sidebarTitle: withDefault(z.string(), 'Recent posts', 'the heading of the blog sidebar'),
  sidebarCount: withDefault(z.union([z.literal('ALL'), int(0, 1000)]), 5, '`ALL` or how many recent posts the blog sidebar lists'),
  groupByYear: withDefault(z.boolean(), true, 'group the blog sidebar by year'),
  datedUrls: withDefault(z.boolean(), false, '`true`: a dated post is served at `/blog/2024/01/15/slug`, as Docusaurus serves it; `false`: `/blog/slug`'),
  feedOptions: z
    .union([feedOptions, z.null()])
    .optional()
    .meta({ description: 'RSS, Atom and JSON feeds of the blog; `null` writes none' }),
});

export const apiEntry = z.strictObject({
  id: nonEmpty().meta({ description: 'a unique id' }),
  title: z.string().nullish().meta({ description: 'the page title (default: the id)' }),
  spec: nonEmpty().meta({ description: 'the spec file (OpenAPI 3.0/3.1 or Swagger 2.0, YAML or JSON), relative to the site folder' }),
  route: nonEmpty()
    .refine((r) => r.startsWith('/'), { message: 'must start with /', params: { hint: (v: unknown) => `write "/${String(v)}"` } })
    .meta({ description: 'the page\'s route, without the base path (`/docs/x/api`)' }),
});

export const apis = list(apiEntry, 'API reference pages, one per spec');
