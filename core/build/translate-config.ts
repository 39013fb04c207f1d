import type { SiteConfig } from '../config/types.ts';
import type { Translations } from '../load/translations.ts';

/**
 * The config's own text in a locale, from Docusaurus's translation files: the navbar's title and
 * item labels (`navbar.json`: `title`, `item.label.<label>`), the footer's (`footer.json`:
 * `link.title.<title>`, `link.item.label.<label>`, `copyright`) and the blog's (`options.json`:
 * `title`, `description`, `sidebar.title`). Keys are the English text, as Docusaurus writes them.
 */
export function translateConfig(config: SiteConfig, tr: Translations): SiteConfig {
  const { navbar, footer, blog } = tr;
  if (Object.keys(navbar).length + Object.keys(footer).length + Object.keys(blog).length === 0) return config;
  return {
    ...config,
    navbar: {
      ...config.navbar,
      title: navbar.title ?? config.navbar.title,
      items: config.navbar.items.map((item) =>
        'label' in item ? { ...item, label: navbar[`item.label.${item.label}`] ?? item.label } : item,
      ),
    },
    footer: {
      style: config.footer.style,
      links: config.footer.links.map((group) => ({
        title: footer[`link.title.${group.title}`] ?? group.title,
        items: group.items.map((item) => ({ ...item, label: footer[`link.item.label.${item.label}`] ?? item.label })),
      })),
      copyright: footer.copyright ?? config.footer.copyright,
    },
    blog: {
      ...config.blog,
      title: blog.title ?? config.blog.title,
      description: blog.description ?? config.blog.description,
      sidebarTitle: blog['sidebar.title'] ?? config.blog.sidebarTitle,
    },
  };
}
