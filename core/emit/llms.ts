import { navbarLinks } from '../../model/navbar.ts';
import type { ApiRoute, BlogPostRoute, DocRoute, SidebarItem } from '../../model/routes.ts';
import type { RouteGraph } from '../../model/graph.ts';
import { twinPath } from '../../model/twin-path.ts';
import { withBase } from '../../model/url.ts';

/** One doc in the site map: where its markdown is and what it is about. */
interface MapEntry {
  route: DocRoute;
  twinUrl: string;
}

interface Section {
  heading: string;
  /** Sub-groups by category trail ('' for pages at the sidebar's top). */
  groups: { trail: string; entries: MapEntry[] }[];
}

/**
 * `llms.txt` (the llmstxt.org format): the site's title and summary, then every doc page grouped
 * by the sidebars readers see (labelled as in the navbar) and their categories, each a link to
 * its markdown twin with a one-line description; then the API reference and the blog.
 */
export function llmsTxt(graph: RouteGraph, twins: ReadonlyMap<string, string>): string {
  const { site } = graph;
  const abs = (path: string) => `${site.url}${withBase(site.baseUrl, path)}`;
  const lines = [`# ${noTags(site.title)}`, ''];
  if (site.tagline) lines.push(`> ${noTags(oneLine(site.tagline))}`, '');
  lines.push(
    `Every documentation page is also published as markdown at its address plus \`.md\` (linked below). All of the documentation in one file: ${abs('/llms-full.txt')}`,
    '',
  );
  for (const section of docSections(graph, twins)) {
    lines.push(`## ${noTags(section.heading)}`, '');
    for (const group of section.groups) {
      if (group.trail) lines.push(`### ${noTags(group.trail)}`, '');
      for (const e of group.entries) lines.push(item(e.route.title, e.twinUrl, e.route.description));
      lines.push('');
    }
  }
  const apis = graph.routes.filter((r): r is ApiRoute => r.kind === 'api' && !r.noindex);
  if (apis.length > 0) {
    lines.push('## API reference', '');
    for (const api of apis) lines.push(item(api.title, abs(api.path), api.description));
    lines.push('');
  }
  const posts = graph.routes.filter((r): r is BlogPostRoute => r.kind === 'blog-post' && !r.noindex);
  if (posts.length > 0) {
    lines.push(`## ${noTags(site.blog.title)}`, '');
    for (const post of posts) lines.push(item(`${post.title} (${post.post.date.slice(0, 10)})`, abs(post.path), post.description));
    lines.push('');
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** `llms-full.txt`: every doc's markdown twin, in the order of llms.txt, each naming its page. */
export function llmsFullTxt(graph: RouteGraph, twins: ReadonlyMap<string, string>): string {
  const { site } = graph;
  const parts = [`# ${noTags(site.title)}${site.tagline ? `\n\n> ${noTags(oneLine(site.tagline))}` : ''}`];
  for (const section of docSections(graph, twins)) {
    for (const group of section.groups) {
      for (const { route } of group.entries) {
        const url = `${site.url}${withBase(site.baseUrl, route.path, site.trailingSlash)}`;
        const twin = twins.get(route.path) ?? '';
        // The page's address right under its title, so a reader of the whole file can cite it.
        parts.push(twin.replace(/^(# [^\n]*\n)/, `$1\nSource: ${url}\n`).trimEnd());
      }
    }
  }
  return `${parts.join('\n\n')}\n`;
}

/** Docs grouped by sidebar and category, each listed once (in the first place it appears). */
function docSections(graph: RouteGraph, twins: ReadonlyMap<string, string>): Section[] {
  const { site } = graph;
  // Unlisted docs (noindex) stay out of the site map, as they stay out of search and the sitemap.
  const docs = new Map(graph.routes.filter((r): r is DocRoute => r.kind === 'doc' && !r.noindex).map((r) => [r.path, r]));
  const seen = new Set<string>();
  const entry = (path: string): MapEntry | undefined => {
    const route = docs.get(path);
    if (!route || seen.has(path) || !twins.has(path)) return undefined;
    seen.add(path);
    return { route, twinUrl: `${site.url}${withBase(site.baseUrl, twinPath(path))}` };
  };
  const labels = new Map(navbarLinks(site.navbar.items).flatMap((i) => (i.sidebarId ? [[i.sidebarId, i.label] as const] : [])));
  // Sidebars in navbar order first (what readers meet first), then the rest.
  const names = [...new Set([...labels.keys(), ...Object.keys(graph.sidebars)])].filter((n) => graph.sidebars[n]);
  const sections: Section[] = [];
  for (const name of names) {
    const groups = new Map<string, MapEntry[]>();
    const add = (trail: string, e: MapEntry | undefined) => {
      if (e) groups.set(trail, [...(groups.get(trail) ?? []), e]);
    };
    const walk = (items: readonly SidebarItem[], trail: string[]) => {
      for (const it of items) {
        if (it.type === 'doc') add(trail.join(' › '), entry(it.path));
        else if (it.type === 'category') {
          const inner = [...trail, it.label];
          if (it.path) add(inner.join(' › '), entry(it.path));
          walk(it.items, inner);
        }
      }
    };
    walk(graph.sidebars[name] ?? [], []);
    const list = [...groups].map(([trail, entries]) => ({ trail, entries }));
    if (list.length > 0) sections.push({ heading: labels.get(name) ?? name, groups: list });
  }
  const rest = [...docs.keys()].map(entry).filter((e): e is MapEntry => e !== undefined);
  if (rest.length > 0) sections.push({ heading: 'Other pages', groups: [{ trail: '', entries: rest }] });
  return sections;
}

function item(title: string, url: string, description: string): string {
  const text = noTags(oneLine(description));
  return `- [${noTags(title).replace(/([[\]])/g, '\\$1')}](${url})${text ? `: ${text}` : ''}`;
}

/** Titles and descriptions are text: a `<` that could open a tag in a tool rendering the markdown is written as a reference. */
function noTags(text: string): string {
  return text.replace(/<(?=[A-Za-z!/?])/g, '&lt;');
}

/** One line of at most about 200 characters: a description is a summary, not the page. */
function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 200 ? flat : `${flat.slice(0, 197).replace(/\s+\S*$/, '')}...`;
}
