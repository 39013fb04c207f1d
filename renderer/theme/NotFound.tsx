import { usePage, useHref } from '../context.tsx';
import { SHELL_IDS } from '../../model/reserved.ts';

/** The content of the not-found page (404.html). */
export default function NotFound() {
  const href = useHref();
  const { site } = usePage();
  return (
    <main id={SHELL_IDS.main} className="page-main not-found" tabIndex={-1}>
      <h1 className="page-title">Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The link may be old, or the page may have moved. Try the <a href={href('/docs')}>documentation index</a>, the{' '}
        <a href={href('/')}>{site.title} home page</a> or the search box.
      </p>
    </main>
  );
}
