import type { ComponentType } from 'react';
import type { Route, RouteKind } from '../../model/routes.ts';
import { pages as api } from '../api/ApiPage.tsx';
import { pages as blog } from './BlogPages.tsx';
import { pages as docs } from './DocsPages.tsx';
import { pages as other } from './OtherPages.tsx';
import { unknownKindError, type PageFn } from './page-groups.ts';

/** Every page component, for the server (the browser loads only the group of the page it shows). */
const PAGES: Record<RouteKind, PageFn<never>> = { ...docs, ...blog, ...api, ...other };

export function PageBody({ route }: { route: Route }) {
  const Page = PAGES[route.kind] as ComponentType<{ route: Route }> | undefined;
  // Only reachable with page data from elsewhere (an older or newer build of the compiler).
  if (!Page) throw unknownKindError(route);
  return <Page route={route} />;
}
