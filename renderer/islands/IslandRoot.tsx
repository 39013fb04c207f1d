import { useEffect, type ReactNode } from 'react';
import type { BrowserPage } from '../../model/browser-page.ts';
import { ClientProvider, type ClientRuntime } from '../client-context.tsx';
import { BrowserPageProvider } from '../context.tsx';
import { CrashView } from './CrashView.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * The root of every island, the same tree on the server (renderer/server/render-islands.tsx) and in
 * the browser (renderer/client/islands/hydrate.tsx), so hydration keeps the server's HTML and
 * `useId` gives the same ids: the page as the browser knows it, the client runtime (null on the
 * server), an error boundary that keeps a crash inside the island, and the signal that the island
 * is live (its effects have run), which the browser waits for to hand it the reader's first presses.
 */
export function IslandRoot({
  page,
  runtime,
  onLive,
  children,
}: {
  page: BrowserPage;
  runtime: ClientRuntime | null;
  onLive?: () => void;
  children: ReactNode;
}) {
  return (
    <BrowserPageProvider value={page}>
      <ClientProvider value={runtime}>
        <Live onLive={onLive}>
          <ErrorBoundary fallback={(error, reset) => <CrashView error={error} onTryAgain={reset} />}>{children}</ErrorBoundary>
        </Live>
      </ClientProvider>
    </BrowserPageProvider>
  );
}

/** Calls `onLive` once the tree below it is committed: a parent's effects run after its children's. */
function Live({ onLive, children }: { onLive: (() => void) | undefined; children: ReactNode }) {
  // A block body: whatever an effect returns, React calls as its clean-up.
  useEffect(() => {
    onLive?.();
  });
  return children;
}
