import { useHref } from '../../context.tsx';
import { errorChain } from '../error-chain.ts';
import { useT } from '../../i18n/use-t.ts';
import { SHELL_IDS } from '../../../model/reserved.ts';

/**
 * What the page area shows instead of a page: a slow load, a failed one, a crash, a bad address.
 * Each is a <main id={SHELL_IDS.main}>, so the skip link and focus handling work as on a page.
 */

export function LoadingView() {
  const t = useT();
  return (
    <main id={SHELL_IDS.main} className="status-view loading-view" tabIndex={-1} aria-busy="true">
      <div className="spinner" role="status" aria-label={t('portal.status.loadingPage', 'Loading page')} />
    </main>
  );
}

/** The top bar shown while a route change takes longer than 200 ms. */
export function ProgressBar() {
  const t = useT();
  return <div className="route-progress" role="progressbar" aria-label={t('portal.status.loadingPage', 'Loading page')} />;
}

export function LoadErrorView({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  return (
    <main id={SHELL_IDS.main} className="status-view" tabIndex={-1}>
      <div role="alert">
        <h1 className="page-title">{t('portal.status.loadFailed', 'This page could not be loaded')}</h1>
        <pre className="error-text">{errorChain(error)}</pre>
      </div>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('portal.status.retry', 'Retry')}
      </button>
    </main>
  );
}

export function InvalidPathView({ error }: { error: Error }) {
  const href = useHref();
  const t = useT();
  return (
    <main id={SHELL_IDS.main} className="status-view" tabIndex={-1}>
      <div role="alert">
        <h1 className="page-title">{t('portal.status.invalidAddress', 'Invalid address')}</h1>
        <p className="error-text">{error.message}</p>
      </div>
      <a className="button button-primary" href={href('/')}>
        {t('portal.status.goHome', 'Go to the home page')}
      </a>
    </main>
  );
}

/**
 * A render error (SPEC §8). Inside the page area it keeps the navbar and footer; as the last-resort
 * fallback (the shell itself failed) it stands alone. Both show the message and its causes.
 */
export function CrashView({ error, onTryAgain, standalone = false }: { error: Error; onTryAgain: () => void; standalone?: boolean }) {
  const t = useT();
  const body = (
    <>
      <div role="alert">
        <h1 className="page-title">{t('theme.ErrorPageContent.title', 'This page crashed.')}</h1>
        <pre className="error-text">{errorChain(error)}</pre>
      </div>
      <button type="button" className="button button-primary" onClick={onTryAgain}>
        {t('theme.ErrorPageContent.tryAgain', 'Try again')}
      </button>
    </>
  );
  return standalone ? (
    <div className="status-view crash-fallback">{body}</div>
  ) : (
    <main id={SHELL_IDS.main} className="status-view" tabIndex={-1}>
      {body}
    </main>
  );
}
