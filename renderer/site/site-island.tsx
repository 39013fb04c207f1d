import { createElement, type ComponentType, type ReactElement } from 'react';

/**
 * A site component used in MDX content, as its island renders it (on the server in the islands
 * stage, in the browser when hydrated): the component with its props (static values from the MDX)
 * and its children, rendered from markdown, as HTML.
 */
export function siteIslandElement(
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  childrenHtml: string | undefined,
): ReactElement {
  return createElement(
    Component,
    props,
    childrenHtml ? createElement('div', { className: 'island-children', dangerouslySetInnerHTML: { __html: childrenHtml } }) : null,
  );
}
