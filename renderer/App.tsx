import type { ReactNode } from 'react';
import { Layout } from './components/Layout.tsx';
import { PageProvider, type PageContext } from './context.tsx';

/**
 * The whole page below <body>, around the page area (`children`): the server passes the page
 * itself; the browser passes its page area, which may also be a loading or error view.
 */
export function App({ page, children }: { page: PageContext; children: ReactNode }) {
  return (
    <PageProvider value={page}>
      <Layout>{children}</Layout>
    </PageProvider>
  );
}
