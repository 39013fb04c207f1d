import { createContext } from 'react';

export interface PageMeta {
  title?: string;
  description?: string;
}

/** Set while the build renders a React page once to learn its title (from `@theme/Layout`'s props). */
export const SitePageMeta = createContext<((meta: PageMeta) => void) | null>(null);
