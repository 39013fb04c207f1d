import { Layout } from './components/Layout.tsx';
import { PageProvider, type PageContext } from './context.tsx';
import { PageBody } from './pages/PageBody.tsx';

/** The whole page below <body>: rendered to a string on the server, hydrated in the browser. */
export function App({ page }: { page: PageContext }) {
  return (
    <PageProvider value={page}>
      <Layout>
        <PageBody route={page.route} />
      </Layout>
    </PageProvider>
  );
}
