import type { ComponentType } from 'react';
import { PageProvider, type PageContext } from '../context.tsx';

/** What an island marker holds: the component, its props (static values from the MDX) and its children as HTML. */
export interface IslandProps {
  page: PageContext;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  /** The element's children, rendered from markdown; passed to the component as `children`. */
  childrenHtml: string;
}

/** One site component in a page's content, the same tree on the server (prerender) and in the browser (hydrate). */
export function Island({ page, Component, props, childrenHtml }: IslandProps) {
  return (
    <PageProvider value={page}>
      <Component {...props}>
        {childrenHtml ? <div className="island-children" dangerouslySetInnerHTML={{ __html: childrenHtml }} /> : null}
      </Component>
    </PageProvider>
  );
}
