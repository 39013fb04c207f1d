import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { App } from '../App.tsx';
import { ClientProvider, type ClientRuntime } from '../client-context.tsx';
import type { Route } from '../../model/routes.ts';
import { unknownKindError } from '../pages/page-groups.ts';
import type { PageModules } from './page-modules.ts';
import { InvalidPathError, type NavState, type Router } from './router.ts';
import type { SafeStorage } from './storage.ts';
import { ErrorBoundary } from './views/ErrorBoundary.tsx';
import { useWholeSidebar } from './sidebar-tree.ts';
import { CrashView, InvalidPathView, LoadErrorView, LoadingView, ProgressBar } from './views/StatusViews.tsx';

export interface ClientAppProps {
  router: Router;
  /** Page components, loaded per route kind before a page is shown. */
  modules: PageModules;
  storage: SafeStorage;
  /** Runs after each rendered navigation (and after hydration): scroll, head, content widgets. */
  onView: (state: NavState) => void;
}

/**
 * The browser's root: the same tree the server rendered (so hydration keeps the DOM), plus the
 * page area's other states and the error boundaries.
 */
/** The page component of a route, from the modules loaded for it. */
function PageArea({ route, modules }: { route: Route; modules: PageModules }) {
  const Page = modules.get(route.kind);
  if (!Page) throw unknownKindError(route);
  // An API page is made anew for each spec page: its client code (api-page.ts) enhances a fresh root.
  return <Page key={route.kind === 'api' ? route.path : route.kind} route={route} />;
}

export function ClientApp({ router, modules, storage, onView }: ClientAppProps) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState);
  const [sidebar, setSidebar] = useState<Readonly<Record<string, boolean>>>({});
  const runtime = useMemo<ClientRuntime>(
    () => ({
      // A #fragment of this page (or a file) is the browser's to open.
      navigate: (href) => void (router.navigate(href) || window.location.assign(href)),
      storage,
      sidebarOpen: (key) => sidebar[key],
      setSidebarOpen: (key, open) => setSidebar((s) => (s[key] === open ? s : { ...s, [key]: open })),
    }),
    [router, storage, sidebar],
  );

  // After hydration, not before: an error state at start must not change what is hydrated.
  useEffect(() => router.start(), [router]);
  // Only a new view is announced and scrolled to; the rest of the state changes while loading.
  useLayoutEffect(() => onView(state), [state.view]);

  const { slow, error } = state;
  const page = useWholeSidebar(state.page);
  let body;
  if (slow) body = <LoadingView />;
  else if (error)
    body = error instanceof InvalidPathError ? <InvalidPathView error={error} /> : <LoadErrorView error={error} onRetry={router.retry} />;
  else
    body = (
      <ErrorBoundary resetKey={state.view} fallback={(e) => <CrashView error={e} onTryAgain={router.retry} />}>
        <PageArea route={page.route} modules={modules} />
      </ErrorBoundary>
    );
  return (
    <ClientProvider value={runtime}>
      <ErrorBoundary resetKey={state.view} fallback={(e) => <CrashView standalone error={e} onTryAgain={router.retry} />}>
        <App page={page}>
          {slow ? <ProgressBar /> : null}
          {body}
        </App>
      </ErrorBoundary>
    </ClientProvider>
  );
}
