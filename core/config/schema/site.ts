import { z } from 'zod';
import { int, list, nonEmpty, orNull, section, text, withDefault } from './fields.ts';
import { announcementBar, footer, navbar } from './navigation.ts';
import { apis, blog } from './outputs.ts';
import { allowedIframeHosts, theme } from './theme.ts';
import { docs } from './docs.ts';
import { i18n } from './i18n.ts';

/**
 * `portal.config.yaml`: the one definition of the site configuration. Types, defaults, the JSON
 * Schema editors use (portal.config.schema.json) and the configuration reference are all made
 * from it. Every object is strict: a key it does not know, at any depth, is an error.
 */

/** A markdown plugin: a module (package name or path from the site folder), with options or without. */
const plugin = z.union([nonEmpty(), z.tuple([nonEmpty(), z.unknown()])]).meta({ id: 'MarkdownPlugin' });

/** `markdown`: how markdown is read. The whole object is handed to the markdown pipeline (`MarkdownConfig`). */
export const markdownOptions = z.strictObject({
  format: withDefault(
    z.enum(['mdx', 'md', 'detect']),
    'mdx',
    'as Docusaurus: `mdx` (all files are MDX), `md` (all CommonMark) or `detect` (`.md` CommonMark, `.mdx` MDX)',
  ),
  remarkPlugins: list(
    plugin,
    "the site's own remark plugins (site code): a package name or a path from the site folder, or `[name, options]`; they run after portal's own, on pages and markdown twins",
  ),
  rehypePlugins: list(plugin, "the site's own rehype plugins (site code), run after the sanitiser: what they add is not checked"),
});

export const siteSchema = z
  .strictObject({
    title: nonEmpty().meta({ description: 'the site title: the end of every browser title' }),
    tagline: withDefault(text(), '', 'a sentence under the title on the home page'),
    favicon: orNull(z.string(), 'the icon, a path under static/ or a URL'),
    url: withDefault(
      z
        .string()
        .transform((u) => u.replace(/\/$/, ''))
        .refine((u) => /^https?:\/\/[^/]+$/.test(u), {
          message: 'must be an origin like https://example.com',
          params: { hint: 'leave the path out: it goes in baseUrl' },
        }),
      'http://localhost',
      'the public origin, for canonical and social URLs, the sitemap and feeds',
    ),
    baseUrl: withDefault(
      z.string().refine((b) => b.startsWith('/') && b.endsWith('/'), {
        message: 'must start and end with "/"',
        params: { hint: (v: unknown) => `write "/${String(v).replace(/^\/|\/$/g, '')}/"` },
      }),
      '/',
      'the path the site is served under (`/developer-portal/`)',
    ),
    productSegment: withDefault(z.string(), '', 'the product folder under docs/, kept so existing bookmarks work'),
    trailingSlash: orNull(
      z.boolean(),
      '`true` adds a slash to every in-site link, `false` removes it, absent or null leaves links as written',
    ),
    i18n: section(i18n, 'languages: the default locale, the others (each built under `/<locale>/`), and where their translations are'),
    docs: section(docs, 'the docs: one folder (a mapping) or several (a list of mappings, each with an `id`)'),
    navbar: section(navbar, 'the top navigation'),
    footer: section(footer, 'the footer'),
    announcementBar: orNull(announcementBar, 'a bar above the navbar on every page'),
    search: section(
      z.strictObject({ maxHits: withDefault(int(1, 100), 20, 'the most results search shows (the list scrolls)') }),
      'search',
    ),
    colorMode: section(
      z.strictObject({
        defaultMode: withDefault(z.enum(['light', 'dark']), 'light', 'the colour mode of a first visit'),
        disableSwitch: withDefault(z.boolean(), false, 'hide the light/dark toggle'),
        respectPrefersColorScheme: withDefault(z.boolean(), false, "follow the reader's system preference until they choose"),
      }),
      'light and dark mode',
    ),
    toc: section(
      z.strictObject({
        minHeadingLevel: withDefault(int(2, 6), 2, 'the highest heading level in tables of contents'),
        maxHeadingLevel: withDefault(int(2, 6), 3, 'the lowest heading level in tables of contents'),
      }),
      'tables of contents',
    ),
    markdown: section(markdownOptions, 'how markdown files are read'),
    blog: section(blog, 'the blog'),
    apis,
    allowedIframeHosts,
    allowedActiveFiles: list(
      z
        .string()
        .transform((f) => f.replace(/^\.?\/+/, ''))
        .refine((f) => f !== '' && !f.split('/').includes('..') && !/[\\\u0000-\u001f*?]/.test(f), {
          message: 'must be a path inside the site folder such as static/google1234.html',
          params: { hint: 'write the path relative to the site folder, without .., backslashes or wildcards (a folder ends in /)' },
        }),
      'files a browser would run (HTML pages, scripts, SVGs with script) that are published anyway, by their path in the site folder (`static/google1234.html`) or their folder ending in `/` (`static/legacy/`); every other such file is left out with a warning',
    ),
    theme: section(theme, 'colours, fonts and custom stylesheets'),
  })
  .meta({ id: 'PortalConfig', title: 'portal.config.yaml', description: 'The configuration of a portal site' });

export type ParsedConfig = z.output<typeof siteSchema>;
