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
  if (value.logo !== undefined) note('themeConfig.navbar.logo', 'portal shows the site title; the logo is not used');
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
      note(where, `the dropdown "${label ?? ''}" is flattened into ${subs.length} separate navbar links`);
      for (const sub of subs) {
        if (!isRecord(sub)) continue;
        const target = targetOf(sub);
        const subLabel = text(sub.label) ?? text(sub.docId);
        if (target && subLabel) withPosition({ ...target, label: subLabel });
      }
    } else if (type === 'default' || type === 'link') {
      const target = link(raw);
      const computed = [raw.to, raw.href, raw.label].find((v) => v instanceof Unresolved) as Unresolved | undefined;
      if (computed) return note(where, `is computed (${computed.source}); add it by hand`);
      if (!target || !label)
        return note(where, label ? 'needs a `to` or `href`' : 'has no label (an icon link?); portal navbar links need one');
      withPosition({ ...target, label });
    } else if (type === 'search' || type === 'localeDropdown' || type === 'docsVersionDropdown' || type === 'docsVersion') {
      // Portal's navbar shows the version and language menus itself when there is more than one; what they add to Docusaurus's is not carried over.
      if (type === 'docsVersion') note(where, '(docsVersion) is left out: the version menu, shown when there is more than one version, leads to each version');
      for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter']) if (raw[key] !== undefined) note(`${where}.${key}`, `(${type}) extra menu entries are not carried over; add them as navbar links`);
    } else note(where, `(${type}) has no portal equivalent and was left out`);
  });
  out.items = items;
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
  if (typeof value.copyright === 'string') out.copyright = value.copyright;
  else if (value.copyright instanceof Unresolved)
    note('themeConfig.footer.copyright', `is computed (${value.copyright.source}); set it by hand`);
  if (value.logo !== undefined) note('themeConfig.footer.logo', 'is not shown by portal');
  return out;
}
