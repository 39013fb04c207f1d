import { diagnostic } from '../../model/diagnostics.ts';
import type { FeedType } from '../../model/feeds.ts';
import type { ParsedConfig } from './schema/site.ts';
import type { SidebarItemInput } from './schema/sidebars.ts';
import type { FeedConfig, NavbarItemConfig, SidebarItemConfig, SiteConfig } from './types.ts';
import type { FinalizeContext } from './finalize-context.ts';
import { finalizeDocs } from './finalize-docs.ts';
import { finalizeLocales } from './finalize-i18n.ts';
import { configHtml, configUrl } from './url-checks.ts';
import { resolvePlugin } from './plugins.ts';
import type { PluginRef } from '../markdown/site-plugins.ts';

export type { FinalizeContext };

const FEED_TYPES: readonly FeedType[] = ['rss', 'atom', 'json'];

/**
 * The schema checked each value on its own; this step adds what depends on several (a default
 * locale that must be listed, a navbar item naming a declared sidebar, unique API ids) and the
 * values derived from others (the navbar title defaults to the site title), and records the
 * line of each sidebar item for the warnings the graph stage gives about them.
 */
export function finalizeConfig(parsed: ParsedConfig, ctx: FinalizeContext): SiteConfig {
  const problem = (path: PropertyKey[], message: string, hint: string) =>
    ctx.diagnostics.push(diagnostic('error', 'config-invalid', `\`${path.map(String).join('.')}\` ${message}`, { file: ctx.file, point: ctx.source.locate(path), hint }));

  const warn = (path: PropertyKey[], message: string, hint: string) =>
    ctx.diagnostics.push(diagnostic('warning', 'config-unused', `\`${path.map(String).join('.')}\` ${message}`, { file: ctx.file, point: ctx.source.locate(path), hint }));
  const locales = finalizeLocales(parsed.i18n, problem, warn, (path) => ctx.source.locate(path)?.line);
  const { defaultLocale } = parsed.i18n;
  const docsInstances = finalizeDocs(parsed.docs, ctx, problem, (items, path) => sidebarItems(items, path, ctx));
  const mainDocs = docsInstances[0] as SiteConfig['docs'];
  if (parsed.toc.maxHeadingLevel < parsed.toc.minHeadingLevel) problem(['toc', 'maxHeadingLevel'], 'is smaller than toc.minHeadingLevel', 'make it at least as large');

  const sidebarNames = [...new Set(docsInstances.flatMap((d) => Object.keys(d.sidebars)))];
  const navbarItems = parsed.navbar.items.flatMap((item, i): NavbarItemConfig[] => {
    if ('sidebarId' in item) {
      if (!sidebarNames.includes(item.sidebarId)) problem(['navbar', 'items', i, 'sidebarId'], `names the sidebar "${item.sidebarId}", which is not declared`, `use one of ${sidebarNames.join(', ')}`);
      return [{ kind: 'sidebar', sidebarId: item.sidebarId, label: item.label, position: item.position }];
    }
    if ('to' in item) {
      const to = configUrl(ctx, ['navbar', 'items', i, 'to'], item.to);
      return to === undefined ? [] : [{ kind: 'internal', to, label: item.label, position: item.position }];
    }
    const href = configUrl(ctx, ['navbar', 'items', i, 'href'], item.href);
    return href === undefined ? [] : [{ kind: 'external', href, label: item.label, position: item.position }];
  });
  const footerLinks = parsed.footer.links.map((g, gi) => ({
    title: g.title,
    items: g.items.flatMap((item, i) => {
      const key = 'to' in item ? 'to' : 'href';
      const url = configUrl(ctx, ['footer', 'links', gi, 'items', i, key], 'to' in item ? item.to : item.href);
      return url === undefined ? [] : [{ ...item, [key]: url }];
    }),
  }));
  const hosts = parsed.allowedIframeHosts;
  const bar = parsed.announcementBar;
  const favicon = parsed.favicon == null ? null : (configUrl(ctx, ['favicon'], parsed.favicon, 'image') ?? null);
  const ids = new Set<string>();
  parsed.apis.forEach((api, i) => {
    if (ids.has(api.id)) problem(['apis', i, 'id'], `repeats the API id "${api.id}"`, 'give every API a unique id');
    ids.add(api.id);
  });
  return {
    siteDir: ctx.siteDir,
    configFile: ctx.file,
    title: parsed.title,
    tagline: parsed.tagline,
    favicon,
    url: parsed.url,
    baseUrl: parsed.baseUrl,
    productSegment: parsed.productSegment,
    trailingSlash: parsed.trailingSlash ?? null,
    i18n: { defaultLocale, locales, path: parsed.i18n.path },
    docs: mainDocs,
    docsInstances,
    navbar: { title: parsed.navbar.title ?? parsed.title, items: navbarItems },
    footer: { links: footerLinks, copyright: configHtml(ctx, ['footer', 'copyright'], parsed.footer.copyright, hosts) },
    announcementBar: bar ? { ...bar, content: configHtml(ctx, ['announcementBar', 'content'], bar.content, hosts) } : null,
    search: parsed.search,
    colorMode: parsed.colorMode,
    toc: parsed.toc,
    markdown: {
      format: parsed.markdown.format,
      plugins: { remark: pluginRefs(parsed.markdown.remarkPlugins, 'remarkPlugins', ctx), rehype: pluginRefs(parsed.markdown.rehypePlugins, 'rehypePlugins', ctx) },
    },
    blog: { ...parsed.blog, feedOptions: feedOptions(parsed.blog.feedOptions) },
    apis: parsed.apis.map((a) => ({ id: a.id, title: a.title ?? a.id, spec: a.spec, route: a.route })),
    allowedIframeHosts: parsed.allowedIframeHosts,
    allowedActiveFiles: parsed.allowedActiveFiles,
  };
}

function pluginRefs(list: ParsedConfig['markdown']['remarkPlugins'], key: string, ctx: FinalizeContext): PluginRef[] {
  return list.flatMap((entry, i) => {
    const [name, options] = typeof entry === 'string' ? [entry, undefined] : entry;
    const file = resolvePlugin(name, ctx.siteDir);
    if (!file) {
      ctx.diagnostics.push(
        diagnostic('error', 'config-invalid', `\`markdown.${key}[${i}]\` names "${name}", which cannot be found`, {
          file: ctx.file,
          point: ctx.source.locate(['markdown', key, i]),
          hint: 'install the package in the site\'s project, or write a path from the site folder such as ./src/remark/plugin.js',
        }),
      );
      return [];
    }
    return [options === undefined ? { name, file } : { name, file, options }];
  });
}

function sidebarItems(items: readonly SidebarItemInput[], path: PropertyKey[], ctx: FinalizeContext): SidebarItemConfig[] {
  return items.flatMap((item, i): SidebarItemConfig | [] => {
    const at = [...path, i];
    const line = ctx.source.locate(at)?.line;
    const withLine = <T extends object>(x: T): T & { line?: number } => (line ? { ...x, line } : x);
    if (typeof item === 'string') return withLine({ type: 'doc', id: item });
    if (item.type === 'link') {
      const href = configUrl(ctx, [...at, 'href'], item.href);
      return href === undefined ? [] : withLine({ type: 'link', href, label: item.label });
    }
    if (item.type === 'autogenerated') {
      // Warnings about the folder name the `dirName` line itself when the item is written as a block.
      const dirLine = ctx.source.locate([...at, 'dirName'])?.line ?? line;
      const entry: SidebarItemConfig = { type: 'autogenerated', dirName: item.dirName ?? '.' };
      return dirLine ? { ...entry, line: dirLine } : entry;
    }
    if (item.type === 'category') {
      const category: SidebarItemConfig = { type: 'category', label: item.label, items: sidebarItems(item.items, [...at, 'items'], ctx) };
      if (item.collapsed !== undefined) category.collapsed = item.collapsed;
      if (item.link) category.link = item.link.type === 'doc' ? { type: 'doc', id: item.link.id } : { type: 'generated-index', ...pick(item.link) };
      return withLine(category);
    }
    return withLine(item.label === undefined ? { type: 'doc', id: item.id } : { type: 'doc', id: item.id, label: item.label });
  });
}

function pick(link: { slug?: string | undefined; title?: string | undefined; description?: string | undefined }): { slug?: string; title?: string; description?: string } {
  const out: { slug?: string; title?: string; description?: string } = {};
  if (link.slug !== undefined) out.slug = link.slug;
  if (link.title !== undefined) out.title = link.title;
  if (link.description !== undefined) out.description = link.description;
  return out;
}

/** `blog.feedOptions` in the shape Docusaurus's blog plugin takes (`type` as a word, a list or null). */
function feedOptions(raw: ParsedConfig['blog']['feedOptions']): FeedConfig {
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
