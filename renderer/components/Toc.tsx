import type { TocItem } from '../../model/routes.ts';
import { useT } from '../i18n/use-t.ts';

interface TocNode extends TocItem {
  children: TocNode[];
}

/** Nests a flat heading list: each heading goes under the nearest shallower one before it. */
export function nestToc(items: readonly TocItem[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { ...item, children: [] };
    while (stack.length > 0 && (stack[stack.length - 1]?.depth ?? 0) >= node.depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul>
      {nodes.map((n) => (
        <li key={n.id}>
          <a href={`#${n.id}`} className="toc-link">
            {n.text}
          </a>
          {n.children.length > 0 ? <TocList nodes={n.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The table of contents: a column on wide screens. The column is a plain box around the landmark
 * (the <nav>): an unnamed <aside> around it made a second complementary landmark beside the blog's
 * sidebar, with no name to tell them apart.
 */
export function Toc({ items }: { items: readonly TocItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  const title = t('portal.toc.title', 'On this page');
  return (
    <div className="toc-column">
      <nav className="toc" aria-label={title}>
        <p className="toc-title">{title}</p>
        <TocList nodes={nestToc(items)} />
      </nav>
    </div>
  );
}

/** The same list collapsed at the top of the article on narrow screens. */
export function TocCollapsible({ items }: { items: readonly TocItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <details className="toc-mobile">
      <summary>{t('theme.TOCCollapsible.toggleButtonLabel', 'On this page')}</summary>
      <TocList nodes={nestToc(items)} />
    </details>
  );
}
