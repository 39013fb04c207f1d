import { browserPage } from '../../model/browser-page.ts';
import { isHydrateWhen, type HydrateWhen } from '../../model/islands.ts';
import type { PageContext } from '../context.tsx';
import { exportedComponent } from '../site/exported-component.ts';
import { siteIslandElement } from '../site/site-island.tsx';
import { siteComponents, sitePages } from '../site/site-code.ts';
import { renderIslandHtml } from './render-islands.tsx';

/**
 * A site component of MDX content (or a React page), prerendered as an island (a root of its own,
 * with the `identifierPrefix` its hydration will use): `ref` is `module#export`. Throws what the
 * component throws.
 *
 * @public: the site's server bundle imports it by path (core/theme/site-bundle.ts).
 */
export function renderIsland(page: PageContext, ref: string, props: Record<string, unknown>, childrenHtml: string, prefix: string): string {
  const [module = '', exportName = 'default'] = ref.split('#');
  const Component = exportedComponent(siteComponents[module] ?? sitePages[module], exportName);
  if (!Component) throw new Error(`${module} has no export "${exportName}" that is a React component`);
  return renderIslandHtml(browserPage(page.site, page.route), siteIslandElement(Component, props, childrenHtml), prefix);
}

/** What a module of site code says about itself: `export const interactive = true | false` and `export const hydrate = 'idle'`. */
export interface DeclaredIsland {
  interactive?: boolean;
  hydrate?: HydrateWhen;
}

/**
 * The module's own word on whether it is an island and when it hydrates, which overrides the
 * build's judgement (core/theme/interaction.ts).
 *
 * @public: the site's server bundle imports it by path (core/theme/site-bundle.ts).
 */
export function declaredIsland(module: string): DeclaredIsland {
  const exports = (siteComponents[module] ?? sitePages[module])?.get();
  const interactive = exports?.interactive;
  const hydrate = exports?.hydrate;
  return {
    ...(typeof interactive === 'boolean' ? { interactive } : {}),
    ...(isHydrateWhen(hydrate) ? { hydrate } : {}),
  };
}
