import { parseSidebarKey } from '../../model/docs-version.ts';
import type { SidebarItem } from '../../model/routes.ts';
import type { CategoryIndex } from './sidebars.ts';

/**
 * A version's sidebar labels in a locale, from its translation file (`current.json`,
 * `version-1.0.json`), keyed as Docusaurus keys them by the English label:
 * `sidebar.<sidebar>.category.<label>`, `sidebar.<sidebar>.link.<label>`, `sidebar.<sidebar>.doc.<label>`,
 * and a generated index page's `...category.<label>.link.generated-index.title` / `.description`.
 * Applied after the sidebars are built, so category URLs (made from the English label) are the same in every locale.
 */
export function translateSidebars(sidebars: Record<string, SidebarItem[]>, indexes: readonly CategoryIndex[], messages: Readonly<Record<string, string>> | undefined): { sidebars: Record<string, SidebarItem[]>; indexes: CategoryIndex[] } {
  if (!messages || Object.keys(messages).length === 0) return { sidebars, indexes: [...indexes] };
  const walk = (name: string, items: readonly SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type === 'category') return { ...item, label: messages[`sidebar.${name}.category.${item.label}`] ?? item.label, items: walk(name, item.items) };
      if (item.type === 'link') return { ...item, label: messages[`sidebar.${name}.link.${item.label}`] ?? item.label };
      return { ...item, label: messages[`sidebar.${name}.doc.${item.label}`] ?? item.label };
    });
  const out: Record<string, SidebarItem[]> = {};
  for (const [key, items] of Object.entries(sidebars)) out[key] = walk(parseSidebarKey(key).sidebar, items);
  const translated = indexes.map((index) => {
    const base = `sidebar.${parseSidebarKey(index.sidebar).sidebar}.category.${index.label}`;
    const label = messages[base] ?? index.label;
    return {
      ...index,
      label,
      title: messages[`${base}.link.generated-index.title`] ?? (index.title === index.label ? label : index.title),
      description: messages[`${base}.link.generated-index.description`] ?? index.description,
    };
  });
  return { sidebars: out, indexes: translated };
}
