import { isRecord, text } from './plugins.ts';
import { Unresolved } from './static-eval.ts';

type Note = (key: string, message: string) => void;

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/** A Docusaurus `to`/`href` pair as a portal link: in-site paths as `to`, the rest as `href`. */
function link(item: Record<string, unknown>): { to: string } | { href: string } | undefined {
  const to = text(item.to);
  const href = text(item.href);
  if (to !== undefined) return isExternal(to) ? { href: to } : { to: to.startsWith('/') ? to : `/${to}` };
  if (href !== undefined) return isExternal(href) ? { href } : { to: href.startsWith('/') ? href : `/${href}` };
  return undefined;
}

/** A navbar or dropdown entry's target: a `doc` item's docId as its route, else its `to`/`href`. */
function targetOf(item: Record<string, unknown>): { to: string } | { href: string } | undefined {
  if (item.type === 'doc' && typeof item.docId === 'string')
    return { to: `/docs/${item.docId.replace(/(^|\/)(index|readme)$/i, '')}`.replace(/\/$/, '') };
  return link(item);
}

export function convertNavbar(value: unknown, note: Note): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, unknown> = {};
  if (typeof value.title === 'string') out.title = value.title;
  const logo = convertLogo(value.logo, note);
  if (logo) out.logo = logo;
  const items: Record<string, unknown>[] = [];
  const list = Array.isArray(value.items) ? value.items : [];
  list.forEach((raw: unknown, i: number) => {
    const where = `themeConfig.navbar.items[${i}]`;
    if (!isRecord(raw)) return note(where, 'could not be read statically');
    const label = text(raw.label);
    const position = raw.position === 'right' ? 'right' : undefined;
    const type = text(raw.type) ?? 'default';
    const withPosition = (item: Record<string, unknown>) => items.push(position ? { ...item, position } : item);
    if (type === 'docSidebar' && typeof raw.sidebarId === 'string') {
      withPosition({ type: 'docSidebar', sidebarId: raw.sidebarId, label: label ?? raw.sidebarId });
    } else if (type === 'doc' && typeof raw.docId === 'string') {
      withPosition({ ...targetOf(raw), label: label ?? raw.docId });
    } else if (type === 'dropdown' || (type === 'default' && Array.isArray(raw.items))) {
      const subs = Array.isArray(raw.items) ? raw.items : [];
      const entries = subs.flatMap((sub: unknown, j: number): Record<string, unknown>[] => {
        if (!isRecord(sub)) return [];
        if (sub.type === 'html' && typeof sub.value === 'string') return [{ type: 'html', value: sub.value }];
        if (sub.type === 'docSidebar' && typeof sub.sidebarId === 'string')
          return [{ type: 'docSidebar', sidebarId: sub.sidebarId, label: text(sub.label) ?? sub.sidebarId }];
        const target = targetOf(sub);
        const subLabel = text(sub.label) ?? text(sub.docId);
        if (target && subLabel) return [{ ...target, label: subLabel }];
        note(`${where}.items[${j}]`, 'needs a label and a `to`, `href` or `docId`; left out of the dropdown');
        return [];
      });
      if (entries.length > 0 && label) withPosition({ type: 'dropdown', label, items: entries });
      else note(where, 'is a dropdown without a label or entries portal can read; left out');
    } else if (type === 'default' || type === 'link') {
      const target = link(raw);
      const computed = [raw.to, raw.href, raw.label].find((v) => v instanceof Unresolved) as Unresolved | undefined;
      if (computed) return note(where, `is computed (${computed.source}); add it by hand`);
      if (!target || !label)
        return note(where, label ? 'needs a `to` or `href`' : 'has no label (an icon link?); portal navbar links need one');
      withPosition({ ...target, label });
    } else if (type === 'search' || type === 'localeDropdown' || type === 'docsVersionDropdown') {
      withPosition({ type });
      for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'])
        if (raw[key] !== undefined) note(`${where}.${key}`, `(${type}) extra menu entries are not carried over; add them as navbar links`);
    } else if (type === 'html' && typeof raw.value === 'string') {
      withPosition({ type: 'html', value: raw.value });
    } else if (type === 'docsVersion') {
      note(where, '(docsVersion) is left out: use a docsVersionDropdown item');
    } else note(where, `(${type}) has no portal equivalent and was left out`);
  });
  out.items = items;
  return out;
}

/** `themeConfig.navbar.logo` in portal's shape (the same keys). */
function convertLogo(value: unknown, note: Note): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || typeof value.src !== 'string') {
    note('themeConfig.navbar.logo', 'has no `src` portal can read; set navbar.logo by hand');
    return undefined;
  }
  const out: Record<string, unknown> = { src: value.src.replace(/^\//, '') };
  if (typeof value.srcDark === 'string') out.srcDark = value.srcDark.replace(/^\//, '');
  if (typeof value.alt === 'string') out.alt = value.alt;
  if (typeof value.href === 'string') out.href = value.href;
  for (const key of ['width', 'height'] as const)
    if (typeof value[key] === 'number' || typeof value[key] === 'string') out[key] = value[key];
  for (const key of Object.keys(value))
    if (!['src', 'srcDark', 'alt', 'href', 'width', 'height', 'target', 'className', 'style'].includes(key))
      note(`themeConfig.navbar.logo.${key}`, 'has no portal equivalent');
  return out;
}

export function convertFooter(value: unknown, note: Note): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, unknown> = {};
  const links = Array.isArray(value.links) ? value.links : [];
  const item = (raw: unknown, where: string) => {
    if (!isRecord(raw)) return undefined;
    const label = text(raw.label);
    const target = link(raw);
    if (!label || !target) {
      note(where, raw.html !== undefined ? 'is raw HTML; portal footers hold links' : 'needs a label and a `to` or `href`');
      return undefined;
    }
    return { label, ...target };
  };
  // Docusaurus footers are either columns ({title, items}) or one plain row of links.
  const columns = links.every((l: unknown) => isRecord(l) && Array.isArray(l.items));
  if (columns) {
    out.links = links.map((col: Record<string, unknown>, i: number) => ({
      title: text(col.title) ?? '',
      items: (col.items as unknown[]).map((raw, j) => item(raw, `themeConfig.footer.links[${i}].items[${j}]`)).filter(Boolean),
    }));
  } else {
    out.links = [{ title: '', items: links.map((raw: unknown, i: number) => item(raw, `themeConfig.footer.links[${i}]`)).filter(Boolean) }];
  }
  if (value.style === 'dark' || value.style === 'light') out.style = value.style;
  if (typeof value.copyright === 'string') out.copyright = value.copyright;
  else if (value.copyright instanceof Unresolved)
    note('themeConfig.footer.copyright', `is computed (${value.copyright.source}); set it by hand`);
  if (value.logo !== undefined) note('themeConfig.footer.logo', 'is not shown by portal');
  return out;
}

/** The theme config: navbar, footer, announcement bar, colour mode and table of contents. */
export function convertTheme(
  theme: Record<string, unknown>,
  config: Record<string, unknown>,
  note: (key: string, message: string) => void,
): void {
  const navbar = convertNavbar(theme.navbar, note);
  if (navbar) config.navbar = navbar;
  const footer = convertFooter(theme.footer, note);
  if (footer) config.footer = footer;
  const bar = theme.announcementBar;
  if (isRecord(bar) && typeof bar.content === 'string') {
    config.announcementBar = { id: text(bar.id) ?? 'announcement-bar', content: bar.content, dismissible: bar.isCloseable !== false };
    if (bar.backgroundColor !== undefined || bar.textColor !== undefined)
      note('themeConfig.announcementBar', "colours are left to portal's theme");
  }
  const colorMode = isRecord(theme.colorMode) ? theme.colorMode : undefined;
  if (colorMode) {
    const out: Record<string, unknown> = {};
    if (colorMode.defaultMode === 'dark' || colorMode.defaultMode === 'light') out.defaultMode = colorMode.defaultMode;
    for (const key of ['disableSwitch', 'respectPrefersColorScheme'] as const)
      if (typeof colorMode[key] === 'boolean') out[key] = colorMode[key];
    config.colorMode = out;
  }
  const toc = isRecord(theme.tableOfContents) ? theme.tableOfContents : undefined;
  if (toc) {
    const out: Record<string, unknown> = {};
    if (typeof toc.minHeadingLevel === 'number') out.minHeadingLevel = toc.minHeadingLevel;
    if (typeof toc.maxHeadingLevel === 'number') out.maxHeadingLevel = toc.maxHeadingLevel;
    config.toc = out;
  }
  const handled = new Set(['navbar', 'footer', 'announcementBar', 'colorMode', 'tableOfContents', 'prism', 'mermaid', 'algolia']);
  for (const key of Object.keys(theme)) if (!handled.has(key)) note(`themeConfig.${key}`, 'has no portal equivalent and was left out');
  if (theme.algolia !== undefined) note('themeConfig.algolia', 'portal has its own search, built at build time; Algolia is not used');
}
