import { existsSync } from 'node:fs';
import path from 'node:path';
import { diagnostic } from '../../model/diagnostics.ts';
import type { ParsedConfig } from './schema/site.ts';
import type { SidebarItemInput } from './schema/sidebars.ts';
import type { NavbarEntryInput } from './schema/navigation.ts';
import { AA_TEXT, BACKGROUND, derivePalette, readableShade } from '../theme/palette.ts';
import type { LogoConfig, NavbarItemConfig, NavbarLinkConfig, SidebarItemConfig, SiteConfig } from './types.ts';
import type { FinalizeContext } from './finalize-context.ts';
import { finalizeDocs } from './finalize-docs.ts';
import { finalizeLocales } from './finalize-i18n.ts';
import { configHtml, configUrl } from './url-checks.ts';
import { resolvePlugin } from './plugins.ts';
import type { PluginRef } from '../markdown/site-plugins.ts';

export type { FinalizeContext };

/**
 * The schema checked each value on its own; this step adds what depends on several (a default
 * locale that must be listed, a navbar item naming a declared sidebar, unique API ids) and the
 * values derived from others (the navbar title defaults to the site title), and records the
 * line of each sidebar item for the warnings the graph stage gives about them.
 */
export function finalizeConfig(parsed: ParsedConfig, ctx: FinalizeContext): SiteConfig {
  const problem = (path: PropertyKey[], message: string, hint: string) =>
    ctx.diagnostics.push(
      diagnostic('error', 'config-invalid', `\`${path.map(String).join('.')}\` ${message}`, {
        file: ctx.file,
        point: ctx.source.locate(path),
        hint,
      }),
    );

  const warn = (path: PropertyKey[], message: string, hint: string) =>
    ctx.diagnostics.push(
      diagnostic('warning', 'config-unused', `\`${path.map(String).join('.')}\` ${message}`, {
        file: ctx.file,
        point: ctx.source.locate(path),
        hint,
      }),
    );
  const locales = finalizeLocales(parsed.i18n, problem, warn, (path) => ctx.source.locate(path)?.line);
  const { defaultLocale } = parsed.i18n;
  const docsInstances = finalizeDocs(parsed.docs, ctx, problem, (items, path) => sidebarItems(items, path, ctx));
  const mainDocs = docsInstances[0] as SiteConfig['docs'];
  if (parsed.toc.maxHeadingLevel < parsed.toc.minHeadingLevel)
    problem(['toc', 'maxHeadingLevel'], 'is smaller than toc.minHeadingLevel', 'make it at least as large');

  const sidebarNames = [...new Set(docsInstances.flatMap((d) => Object.keys(d.sidebars)))];
  const hosts = parsed.allowedIframeHosts;
  // Every URL and HTML snippet goes through the content rules (url-checks.ts); a refused one is left out.
  const navbarLink = (item: NavbarEntryInput, at: PropertyKey[]): NavbarLinkConfig | undefined => {
    if ('sidebarId' in item) {
      if (!sidebarNames.includes(item.sidebarId))
        problem(
          [...at, 'sidebarId'],
          `names the sidebar "${item.sidebarId}", which is not declared`,
          `use one of ${sidebarNames.join(', ')}`,
        );
      return { kind: 'sidebar', sidebarId: item.sidebarId, label: item.label };
    }
    if ('value' in item) return { kind: 'html', value: configHtml(ctx, [...at, 'value'], item.value, hosts) };
    if ('to' in item) {
      const to = configUrl(ctx, [...at, 'to'], item.to);
      return to === undefined ? undefined : { kind: 'internal', to, label: item.label };
    }
    const href = configUrl(ctx, [...at, 'href'], item.href);
    return href === undefined ? undefined : { kind: 'external', href, label: item.label };
  };
  const navbarItems = parsed.navbar.items.flatMap((item, i): NavbarItemConfig[] => {
    const at = ['navbar', 'items', i];
    if (item.type === 'dropdown')
      return [
        {
          kind: 'dropdown',
          label: item.label,
          items: item.items.flatMap((sub, j) => navbarLink(sub, [...at, 'items', j]) ?? []),
          position: item.position,
        },
      ];
    if (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown' || item.type === 'search')
      return [{ kind: item.type, position: item.position }];
    const link = navbarLink(item, at);
    return link ? [{ ...link, position: item.position }] : [];
  });
  checkTheme(parsed.theme, ctx);
  const footerLinks = parsed.footer.links.map((g, gi) => ({
    title: g.title,
    items: g.items.flatMap((item, i) => {
      const key = 'to' in item ? 'to' : 'href';
      const url = configUrl(ctx, ['footer', 'links', gi, 'items', i, key], 'to' in item ? item.to : item.href);
      return url === undefined ? [] : [{ ...item, [key]: url }];
    }),
  }));
  const bar = parsed.announcementBar;
  const favicon = parsed.favicon == null ? null : (configUrl(ctx, ['favicon'], parsed.favicon, 'image') ?? null);
  const ids = new Set<string>();
  parsed.apis.forEach((api, i) => {
    if (ids.has(api.id)) problem(['apis', i, 'id'], `repeats the API id "${api.id}"`, 'give every API a unique id');
    ids.add(api.id);
  });
  return {
    ...parsed,
    siteDir: ctx.siteDir,
    configFile: ctx.file,
    favicon,
    i18n: { defaultLocale, locales, path: parsed.i18n.path },
    docs: mainDocs,
    docsInstances,
    navbar: { title: parsed.navbar.title ?? parsed.title, logo: logoConfig(parsed.navbar.logo, ctx), items: navbarItems },
    footer: { ...parsed.footer, links: footerLinks, copyright: configHtml(ctx, ['footer', 'copyright'], parsed.footer.copyright, hosts) },
    announcementBar: bar ? { ...bar, content: configHtml(ctx, ['announcementBar', 'content'], bar.content, hosts) } : null,
    markdown: {
      ...parsed.markdown,
      remarkPlugins: pluginRefs(parsed.markdown.remarkPlugins, 'remarkPlugins', ctx),
      rehypePlugins: pluginRefs(parsed.markdown.rehypePlugins, 'rehypePlugins', ctx),
    },
  };
}

function logoConfig(logo: ParsedConfig['navbar']['logo'], ctx: FinalizeContext): LogoConfig | null {
  if (!logo) return null;
  const src = configUrl(ctx, ['navbar', 'logo', 'src'], logo.src, 'image');
  if (src === undefined) return null;
  const srcDark = logo.srcDark == null ? null : (configUrl(ctx, ['navbar', 'logo', 'srcDark'], logo.srcDark, 'image') ?? null);
  const href = logo.href == null ? null : (configUrl(ctx, ['navbar', 'logo', 'href'], logo.href) ?? null);
  return { src, srcDark, alt: logo.alt ?? '', href, width: logo.width ?? null, height: logo.height ?? null };
}

/** A warning for each brand colour that fails WCAG AA as text on its background, an error for a stylesheet that is not there. */
function checkTheme(theme: ParsedConfig['theme'], ctx: FinalizeContext): void {
  const palette = derivePalette(theme);
  for (const mode of ['light', 'dark'] as const) {
    const { contrast, primary } = palette[mode];
    if (contrast >= AA_TEXT) continue;
    const key = mode === 'light' || theme.primaryColorDark ? (mode === 'light' ? 'primaryColor' : 'primaryColorDark') : 'primaryColor';
    ctx.diagnostics.push(
      diagnostic(
        'warning',
        'color-contrast',
        `\`theme.${key}\` ${primary} has a contrast of ${contrast.toFixed(2)}:1 with the ${mode} background (${BACKGROUND[mode]}): links and buttons in it fail WCAG AA (4.5:1)`,
        {
          file: ctx.file,
          point: ctx.source.locate(['theme', key]),
          hint: `a ${mode === 'light' ? 'darker' : 'lighter'} shade such as ${readableShade(primary, mode)} passes${mode === 'dark' && !theme.primaryColorDark ? '; or set theme.primaryColorDark' : ''}`,
        },
      ),
    );
  }
  theme.customCss.forEach((file, i) => {
    if (!existsSync(path.resolve(ctx.siteDir, file))) {
      const at = ctx.source.locate(['theme', 'customCss', i]) ?? ctx.source.locate(['theme', 'customCss']);
      ctx.diagnostics.push(
        diagnostic('error', 'config-invalid', `\`theme.customCss\` names ${file}, which does not exist`, {
          file: ctx.file,
          point: at,
          hint: 'give the path of a .css file relative to the site folder, e.g. src/css/custom.css',
        }),
      );
    }
  });
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
          hint: "install the package in the site's project, or write a path from the site folder such as ./src/remark/plugin.js",
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
      if (item.link)
        category.link = item.link.type === 'doc' ? { type: 'doc', id: item.link.id } : { type: 'generated-index', ...pick(item.link) };
      return withLine(category);
    }
    return withLine(item.label === undefined ? { type: 'doc', id: item.id } : { type: 'doc', id: item.id, label: item.label });
  });
}

function pick(link: { slug?: string | undefined; title?: string | undefined; description?: string | undefined }): {
  slug?: string;
  title?: string;
  description?: string;
} {
  const out: { slug?: string; title?: string; description?: string } = {};
  if (link.slug !== undefined) out.slug = link.slug;
  if (link.title !== undefined) out.title = link.title;
  if (link.description !== undefined) out.description = link.description;
  return out;
}
