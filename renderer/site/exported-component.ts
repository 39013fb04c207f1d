import type { ComponentType } from 'react';
import type { SiteModule } from './site-code.ts';

/** The component a site module exports under `name` (`default` for a default export), if it is one. */
export function exportedComponent(module: SiteModule | undefined, name = 'default'): ComponentType<Record<string, unknown>> | undefined {
  const value = module?.get()?.[name];
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)
    ? (value as ComponentType<Record<string, unknown>>)
    : undefined;
}
