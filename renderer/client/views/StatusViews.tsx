import { useHref } from '../../context.tsx';
import { errorChain } from '../error-chain.ts';
import { SHELL_IDS } from '../../../model/reserved.ts';

/**
 * What the page area shows instead of a page: a slow load, a failed one, a crash, a bad address.
 * Each is a <main id={SHELL_IDS.main}>, so the skip link and focus handling work as on a page.
 */

export function LoadingView() {
  return (
    <main id={SHELL_IDS.main} className="status-view loading-view" tabIndex={-1} aria-busy="true">
      <div className="spinner" role="status" aria-label="Loading page" />
    </main>
  );
}

/** The top bar shown while a route change takes longer than 200 ms. */
export function ProgressBar() {
  return <div className="route-progress" role="progressbar" aria-label="Loading page" />;
}

export function LoadErrorView({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <main id={SHELL_IDS.main} className="status-view" tabIndex={-1}>
      <div role="alert">
        <h1 className="page-title">This page could not be loaded</h1>
        <pre className="error-text">{errorChain(error)}</pre>
      </div>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Retry
      </button>
    </main>
  );
}

export function InvalidPathView({ error }: { error: Error }) {
  const href = useHref();
  return (
    <main id={SHELL_IDS.main} className="status-view" tabIndex={-1}>
      <div role="alert">
        <h1 className="page-title">Invalid address</h1>
        <p className="error-text">{error.message}</p>
      </div>
      <a className="button button-primary" href={href('/')}>
        Go to the home page
      </a>
    </main>
  );
}

/**
 * A render error (SPEC §8). Inside the page area it keeps the navbar and footer; as the last-resort
 * fallback (the shell itself failed) it stands alone. Both show the message and its causes.
 */
export function CrashView({ error, onTryAgain, standalone = false }: { error: Error; onTryAgain: () => void; standalone?: boolean }) {
  const body = (
    <>
      <div role="alert">
        <h1 className="page-title">This page crashed.</h1>
        <pre className="error-text">{errorChain(error)}</pre>
      </div>
      <button type="button" className="button button-primary" onClick={onTryAgain}>
        Try again
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
