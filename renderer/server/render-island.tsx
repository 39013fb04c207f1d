import { renderToString } from 'react-dom/server';
import type { PageContext } from '../context.tsx';
import { exportedComponent } from '../site/exported-component.ts';
import { Island } from '../site/Island.tsx';
import { siteComponents } from '../site/site-code.ts';

/**
 * A site component of MDX content, prerendered: `ref` is `module#export`. Throws what the component throws.
 *
 * @public: the site's server bundle imports it by path (core/theme/site-bundle.ts).
 */
export function renderIsland(page: PageContext, ref: string, props: Record<string, unknown>, childrenHtml: string): string {
  const [module = '', exportName = 'default'] = ref.split('#');
  const Component = exportedComponent(siteComponents[module], exportName);
  if (!Component) throw new Error(`${module} has no export "${exportName}" that is a React component`);
  return renderToString(<Island page={page} Component={Component} props={props} childrenHtml={childrenHtml} />);
}

/**
 * `export const interactive = true | false` in a component's module overrides the build's guess.
 *
 * @public: the site's server bundle imports it by path (core/theme/site-bundle.ts).
 */
export function declaredInteractive(module: string): boolean | undefined {
  const value = siteComponents[module]?.get()?.interactive;
  return typeof value === 'boolean' ? value : undefined;
}
