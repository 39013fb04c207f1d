import { usePage, useHref } from '../context.tsx';
import { useT } from '../i18n/use-t.ts';
import { withNodes } from '../i18n/nodes.tsx';
import { SHELL_IDS } from '../../model/reserved.ts';

/** The content of the not-found page (404.html), in the locale's language. */
export default function NotFound() {
  const href = useHref();
  const { site } = usePage();
  const t = useT();
  const docs = site.docsVersions?.versions.find((v) => v.name === site.docsVersions?.last)?.path ?? '/docs';
  return (
    <main id={SHELL_IDS.main} className="page-main not-found" tabIndex={-1}>
      <h1 className="page-title">{t('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{t('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>
        {withNodes(
          t('portal.NotFound.p2', 'The link may be old, or the page may have moved. Try the {docsLink}, the {homeLink} or the search box.'),
          {
            docsLink: <a href={href(docs)}>{t('portal.NotFound.docsLink', 'documentation index')}</a>,
            homeLink: <a href={href('/')}>{t('portal.NotFound.homeLink', '{siteTitle} home page', { siteTitle: site.title })}</a>,
          },
        )}
      </p>
    </main>
  );
}
